import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  ForgotPasswordRequestSchema,
  NewPasswordSchema,
  PASSWORD_MISMATCH_MESSAGE,
  RESET_CODE_LENGTH,
} from '../../../domain/admin.schema.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON, SUCCESS_BOX, TEXT_LINK } from '../../components/admin/admin-styles.ts';
import { emptyCode, OneTimeCodeInput } from '../../components/admin/one-time-code-input.tsx';
import { PageHeading } from '../../components/admin/page-heading.tsx';
import { ConfirmPasswordField, NewPasswordField } from '../../components/admin/password-fields.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { confirmPasswordReset, failureMessage, requestPasswordResetCode } from '../../lib/admin-api.ts';
import type { ApiResult } from '../../lib/api-client.ts';
import { ADMIN_PATHS } from '../../lib/admin-paths.ts';
import { formatRetryWait } from '../../lib/retry-wait.ts';
import type { Route } from './+types/forget-password';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { FailureAlert } from '../../components/admin/alerts.tsx';

export const meta: Route.MetaFunction = () => adminMeta('Forgot password');

/** Step 1 as the person fills it: the request's fields, the messages of spec §5, and a confirmation. */
export const ForgotPasswordFormSchema = z
  .object({
    email: ForgotPasswordRequestSchema.shape.email,
    newPassword: z
      .string({ error: 'New Password is required.' })
      .min(1, { error: 'New Password is required.', abort: true })
      .pipe(NewPasswordSchema),
    confirmPassword: z.string({ error: 'Confirm Password is required.' }).min(1, 'Confirm Password is required.'),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORD_MISMATCH_MESSAGE,
    when: (payload) => payload.issues.length === 0,
  });
type ForgotPasswordForm = z.infer<typeof ForgotPasswordFormSchema>;

type Step = 'email' | 'code' | 'done';

const STEP_ONE_FIELDS: Record<keyof ForgotPasswordForm, true> = {
  email: true,
  newPassword: true,
  confirmPassword: true,
};

function failureText(result: Exclude<ApiResult<unknown>, { status: 'success' }>): string {
  if (result.status === 'error' && result.httpStatus === 429 && result.retryAfterSeconds !== undefined) {
    return `Too many attempts. Wait ${formatRetryWait(result.retryAfterSeconds)} and try again.`;
  }
  return failureMessage(result);
}

/**
 * ForgetPassword (spec §2): step 1 the e-mail and the new password, step 2 the code from the e-mail
 * in single-digit boxes. Unlike the original it really resets the password (DESIGN.md §9); the
 * server answers step 1 the same whether or not the e-mail belongs to an admin.
 */
export default function ForgetPassword() {
  const [step, setStep] = useState<Step>('email');
  const [failure, setFailure] = useState<string | undefined>();
  const [digits, setDigits] = useState<string[]>(() => emptyCode(RESET_CODE_LENGTH));
  const [codeError, setCodeError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const form = useForm<ForgotPasswordForm>({
    resolver: zodResolver(ForgotPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  // A new step is announced by moving focus to its heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  async function requestCode(values: ForgotPasswordForm) {
    if (sending) return;
    setSending(true);
    setFailure(undefined);
    const result = await requestPasswordResetCode({ email: values.email, newPassword: values.newPassword });
    setSending(false);
    if (result.status !== 'success') {
      // A weak or common password is refused by the server with a reason on its field.
      const fieldError =
        result.status === 'error' ? result.error.errors?.find((error) => error.path in STEP_ONE_FIELDS) : undefined;
      if (fieldError) {
        form.setError(
          fieldError.path as keyof ForgotPasswordForm,
          { type: 'server', message: fieldError.message },
          { shouldFocus: true },
        );
      } else {
        setFailure(failureText(result));
      }
      return;
    }
    setDigits(emptyCode(RESET_CODE_LENGTH));
    setCodeError(undefined);
    setStep('code');
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setFailure(undefined);
    const code = digits.join('');
    if (!new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`).test(code)) {
      setCodeError(`Enter all ${RESET_CODE_LENGTH} digits of the code from the e-mail.`);
      document.getElementById('reset-code')?.focus();
      return;
    }
    setSending(true);
    const result = await confirmPasswordReset({ email: form.getValues('email'), code });
    setSending(false);
    if (result.status === 'success') {
      setStep('done');
      return;
    }
    if (result.status === 'error' && result.httpStatus === 400) {
      setCodeError(result.error.errors?.find((error) => error.path === 'code')?.message ?? result.error.message);
      document.getElementById('reset-code')?.focus();
      return;
    }
    setFailure(failureText(result));
  }

  const headingClass = 'text-xl font-bold focus:outline-none';

  return (
    <div className="mx-auto max-w-md px-4 py-10 md:py-16">
      <PageHeading>Forgot password</PageHeading>

      {step === 'email' ? (
        <form
          noValidate
          onSubmit={(event) => void form.handleSubmit(requestCode)(event)}
          aria-labelledby="reset-step-email"
          className="mt-6 space-y-4"
        >
          <h2 id="reset-step-email" ref={stepHeading} tabIndex={-1} className={headingClass}>
            Step 1 of 2: E-mail
          </h2>
          <p className="text-slate-700">
            Enter the e-mail address of your admin account and the password you want. We e-mail you a{' '}
            {RESET_CODE_LENGTH}-digit code to confirm it is you.
          </p>
          <TextField
            id="reset-email"
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <NewPasswordField
            id="reset-new-password"
            label="New Password"
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <ConfirmPasswordField
            id="reset-confirm-password"
            label="Confirm Password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <FailureAlert message={failure} />
          <div className="flex justify-end">
            <button type="submit" className={PRIMARY_BUTTON} aria-disabled={sending || undefined}>
              {sending ? 'Sending…' : 'Complete'}
            </button>
          </div>
        </form>
      ) : step === 'code' ? (
        <form
          noValidate
          onSubmit={(event) => void confirm(event)}
          aria-labelledby="reset-step-code"
          className="mt-6 space-y-4"
        >
          <h2 id="reset-step-code" ref={stepHeading} tabIndex={-1} className={headingClass}>
            Step 2 of 2: Code
          </h2>
          <p className="text-slate-700">
            If <strong className="[overflow-wrap:anywhere]">{form.getValues('email')}</strong> belongs to an admin
            account, a code is on its way. It works for 10 minutes. Not there? Check the spam folder, or go Back and
            press Complete for a new code.
          </p>
          <OneTimeCodeInput
            id="reset-code"
            legend="Code from the e-mail"
            digits={digits}
            onChange={(next) => {
              setDigits(next);
              setCodeError(undefined);
            }}
            error={codeError}
          />
          <FailureAlert message={failure} />
          <div className="flex flex-wrap justify-between gap-3">
            <button
              type="button"
              className={SECONDARY_BUTTON}
              onClick={() => {
                setFailure(undefined);
                setStep('email');
              }}
            >
              Back
            </button>
            <button type="submit" className={PRIMARY_BUTTON} aria-disabled={sending || undefined}>
              {sending ? 'Checking…' : 'Complete'}
            </button>
          </div>
        </form>
      ) : (
        <div className="mt-6 space-y-4">
          <h2 ref={stepHeading} tabIndex={-1} className={headingClass}>
            Password changed
          </h2>
          <p role="status" className={SUCCESS_BOX}>
            Your password is changed. Sign in with your new password.
          </p>
          <Link to={ADMIN_PATHS.login} className={PRIMARY_BUTTON}>
            Go to sign-in
          </Link>
        </div>
      )}

      {step !== 'done' ? (
        <p className="mt-6">
          <Link to={ADMIN_PATHS.login} className={`inline-flex min-h-11 items-center ${TEXT_LINK}`}>
            Back to sign-in
          </Link>
        </p>
      ) : null}
    </div>
  );
}
