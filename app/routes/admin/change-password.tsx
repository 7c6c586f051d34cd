import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath } from 'react-hook-form';
import { redirect } from 'react-router';
import { ChangePasswordFormSchema, type ChangePasswordForm } from '../../../domain/admin.schema.ts';
import { PRIMARY_BUTTON } from '../../components/admin/admin-styles.ts';
import { PageHeading } from '../../components/admin/page-heading.tsx';
import { ConfirmPasswordField, NewPasswordField } from '../../components/admin/password-fields.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { changePassword, failureMessage } from '../../lib/admin-api.ts';
import { ADMIN_PATHS } from '../../lib/admin-paths.ts';
import { forgetAdmin } from '../../lib/admin-hint.ts';
import { done, failedCall, readSubmitted, unplacedMessage, useSubmission } from '../../lib/submission.ts';
import type { Route } from './+types/change-password';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { loginNoticeState } from '../../components/admin/login-notice.ts';
import { FailureAlert } from '../../components/admin/alerts.tsx';

export const meta: Route.MetaFunction = () => adminMeta('Change password');

const FIELDS: ReadonlyArray<FieldPath<ChangePasswordForm>> = ['currentPassword', 'password', 'confirmPassword'];

/**
 * A changed password ends every session, this one too, so the admin goes to sign in again with it,
 * told why. A 401 means the session had already ended: to sign in all the same. The server's
 * messages for the three fields go under them.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const result = await changePassword(await readSubmitted<ChangePasswordForm>(request));
  if (result.status === 'success') {
    forgetAdmin();
    return done(null, {
      to: ADMIN_PATHS.login,
      state: loginNoticeState('Password changed. Sign in with your new password.'),
    });
  }
  if (result.status === 'error' && result.httpStatus === 401) {
    forgetAdmin();
    throw redirect(ADMIN_PATHS.login);
  }
  const refused = failedCall(result, failureMessage(result));
  return { ...refused, fieldErrors: refused.fieldErrors.filter((entry) => FIELDS.some((name) => name === entry.path)) };
}

/** settingEmail, headed for what it does: changes the admin's password. */
export default function ChangePassword() {
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const changing = useSubmission({
    onFailed: ({ fieldErrors }) =>
      fieldErrors.forEach((entry, index) =>
        form.setError(
          entry.path as FieldPath<ChangePasswordForm>,
          { type: 'server', message: entry.message },
          { shouldFocus: index === 0 },
        ),
      ),
  });

  return (
    <div className="rounded-lg bg-white p-4 shadow-sm md:p-6">
      <PageHeading>Change password</PageHeading>
      <p className="mt-2 max-w-prose text-slate-700">
        Use at least 12 characters; a few unrelated words make a strong password that is easy to remember. Changing it
        signs you out everywhere, and we e-mail you that it changed.
      </p>
      <form
        noValidate
        onSubmit={changing.pending ? (event) => event.preventDefault() : form.handleSubmit(changing.submit)}
        className="mt-6 max-w-md space-y-4"
      >
        <TextField
          id="current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <NewPasswordField
          id="new-password"
          label="New password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <ConfirmPasswordField
          id="confirm-password"
          label="Confirm password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <FailureAlert message={unplacedMessage(changing.failure)} />
        <button type="submit" className={PRIMARY_BUTTON} aria-disabled={changing.pending || undefined}>
          {changing.pending ? 'Changing…' : 'Change password'}
        </button>
      </form>
    </div>
  );
}
