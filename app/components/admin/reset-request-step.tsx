import type { Ref } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import {
  ForgotPasswordRequestSchema,
  NewPasswordSchema,
  PASSWORD_MISMATCH_MESSAGE,
  RESET_CODE_LENGTH,
} from '../../../domain/admin.schema.ts';
import { unplacedMessage, useSubmission } from '../../lib/submission.ts';
import { TextField } from '../ui/text-field.tsx';
import { PRIMARY_BUTTON } from './admin-styles.ts';
import { FailureAlert } from './alerts.tsx';
import { ConfirmPasswordField, NewPasswordField } from './password-fields.tsx';

/** Step 1 as the person fills it: the request's fields, the house messages, and a confirmation. */
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
export type ForgotPasswordForm = z.infer<typeof ForgotPasswordFormSchema>;

/** What step 1 posts to the ForgetPassword page's clientAction. */
export type ResetCodeRequestPost = { intent: 'request-code'; email: string; newPassword: string };

/**
 * Step 1 of a forgotten password: the account's e-mail and the password wanted; the server e-mails a
 * code (and answers the same whether or not the e-mail belongs to an admin). A weak or common
 * password is refused by the server with a reason on its field. The form lives in the page, so Back
 * from step 2 finds every answer still here.
 */
export function ResetRequestStep({
  form,
  headingRef,
  headingClass,
  onSent,
}: {
  form: UseFormReturn<ForgotPasswordForm>;
  headingRef: Ref<HTMLHeadingElement>;
  headingClass: string;
  onSent: () => void;
}) {
  const { errors } = form.formState;
  const requesting = useSubmission({
    onDone: onSent,
    onFailed: ({ fieldErrors }) => {
      const [first] = fieldErrors;
      if (!first) return;
      const field = first.path as keyof ForgotPasswordForm;
      form.setError(field, { type: 'server', message: first.message }, { shouldFocus: true });
    },
  });

  function send(values: ForgotPasswordForm) {
    const post: ResetCodeRequestPost = { intent: 'request-code', email: values.email, newPassword: values.newPassword };
    requesting.submit(post);
  }

  return (
    <form
      noValidate
      onSubmit={requesting.pending ? (event) => event.preventDefault() : form.handleSubmit(send)}
      aria-labelledby="reset-step-email"
      className="mt-6 space-y-4"
    >
      <h2 id="reset-step-email" ref={headingRef} tabIndex={-1} className={headingClass}>
        Step 1 of 2: E-mail
      </h2>
      <p className="text-slate-700">
        Enter the e-mail address of your admin account and the password you want. We e-mail you a {RESET_CODE_LENGTH}
        -digit code to confirm it is you.
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
      <FailureAlert message={unplacedMessage(requesting.failure)} />
      <div className="flex justify-end">
        <button type="submit" className={PRIMARY_BUTTON} aria-disabled={requesting.pending || undefined}>
          {requesting.pending ? 'Sending…' : 'Complete'}
        </button>
      </div>
    </form>
  );
}
