import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PRIMARY_BUTTON, SUCCESS_BOX, TEXT_LINK } from '../../components/admin/admin-styles.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { PageHeading } from '../../components/admin/page-heading.tsx';
import { ResetCodeStep, type ResetConfirmPost } from '../../components/admin/reset-code-step.tsx';
import {
  ForgotPasswordFormSchema,
  ResetRequestStep,
  type ForgotPasswordForm,
  type ResetCodeRequestPost,
} from '../../components/admin/reset-request-step.tsx';
import { confirmPasswordReset, failureMessage, requestPasswordResetCode } from '../../lib/admin-api.ts';
import { ADMIN_PATHS } from '../../lib/admin-paths.ts';
import type { ApiResult } from '../../lib/api-client.ts';
import { formatRetryWait } from '../../lib/retry-wait.ts';
import { done, failed, readSubmitted, type Failed } from '../../lib/submission.ts';
import type { Route } from './+types/forget-password';

export const meta: Route.MetaFunction = () => adminMeta('Forgot password');

type Step = 'email' | 'code' | 'done';

const STEP_ONE_FIELDS = new Set<string>(['email', 'newPassword', 'confirmPassword'] satisfies Array<
  keyof ForgotPasswordForm
>);

function refusal(result: Exclude<ApiResult<unknown>, { status: 'success' }>, fieldErrors: Failed['fieldErrors'] = []) {
  if (result.status === 'offline') return failed(failureMessage(result), fieldErrors, 'offline');
  const { error, httpStatus, retryAfterSeconds } = result;
  const message =
    httpStatus === 429 && retryAfterSeconds !== undefined
      ? `Too many attempts. Wait ${formatRetryWait(retryAfterSeconds)} and try again.`
      : error.message;
  return failed(message, fieldErrors, error.code);
}

/**
 * Step 1 asks for a code (a refused password comes back on its field), step 2 confirms it (any
 * refusal of the code is said at the code boxes). The API calls are the ones the original made.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const post = await readSubmitted<ResetCodeRequestPost | ResetConfirmPost>(request);
  if (post.intent === 'request-code') {
    const result = await requestPasswordResetCode({ email: post.email, newPassword: post.newPassword });
    if (result.status === 'success') return done(null);
    const fieldErrors = result.status === 'error' ? (result.error.errors ?? []) : [];
    return refusal(
      result,
      fieldErrors.filter((entry) => STEP_ONE_FIELDS.has(entry.path)),
    );
  }
  const result = await confirmPasswordReset({ email: post.email, code: post.code });
  if (result.status === 'success') return done(null);
  if (result.status === 'error' && result.httpStatus === 400) {
    const message = result.error.errors?.find((entry) => entry.path === 'code')?.message ?? result.error.message;
    return failed(message, [{ path: 'code', message }], result.error.code);
  }
  return refusal(result);
}

/**
 * ForgetPassword: step 1 the e-mail and the new password, step 2 the code from the e-mail in
 * single-digit boxes. Unlike the original it really resets the password; the server answers step 1
 * the same whether or not the e-mail belongs to an admin. A new step is announced by moving focus
 * to its heading.
 */
export default function ForgetPassword() {
  const [step, setStep] = useState<Step>('email');
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const form = useForm<ForgotPasswordForm>({
    resolver: zodResolver(ForgotPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', newPassword: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  const headingClass = 'text-xl font-bold focus:outline-none';

  return (
    <div className="mx-auto max-w-md px-4 py-10 md:py-16">
      <PageHeading>Forgot password</PageHeading>

      {step === 'email' ? (
        <ResetRequestStep
          form={form}
          headingRef={stepHeading}
          headingClass={headingClass}
          onSent={() => setStep('code')}
        />
      ) : step === 'code' ? (
        <ResetCodeStep
          email={form.getValues('email')}
          headingRef={stepHeading}
          headingClass={headingClass}
          onBack={() => setStep('email')}
          onChanged={() => setStep('done')}
        />
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
