import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ChangePasswordFormSchema, type ChangePasswordForm } from '../../../domain/admin.schema.ts';
import { PRIMARY_BUTTON } from '../../components/admin/admin-styles.ts';
import { PageHeading } from '../../components/admin/page-heading.tsx';
import { ConfirmPasswordField, NewPasswordField } from '../../components/admin/password-fields.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { changePassword, failureMessage } from '../../lib/admin-api.ts';
import { ADMIN_PATHS } from '../../lib/admin-paths.ts';
import { forgetAdmin } from '../../lib/admin-hint.ts';
import type { Route } from './+types/change-password';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { loginNoticeState } from '../../components/admin/login-notice.ts';
import { FailureAlert } from '../../components/admin/alerts.tsx';

export const meta: Route.MetaFunction = () => adminMeta('Change password');

const FIELDS: ReadonlyArray<FieldPath<ChangePasswordForm>> = ['currentPassword', 'password', 'confirmPassword'];

/**
 * settingEmail (spec §2), headed for what it does (DESIGN.md §9). A changed password ends every
 * session, this one too (spec §4), so the admin signs in again with it.
 */
export default function ChangePassword() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | undefined>();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: ChangePasswordForm) {
    setFailure(undefined);
    const result = await changePassword(values);
    if (result.status === 'success' || (result.status === 'error' && result.httpStatus === 401)) {
      // 401: the session had already ended; either way the admin signs in again.
      forgetAdmin();
      void navigate(
        ADMIN_PATHS.login,
        result.status === 'success'
          ? { state: loginNoticeState('Password changed. Sign in with your new password.') }
          : undefined,
      );
      return;
    }
    const fieldErrors = result.status === 'error' ? (result.error.errors ?? []) : [];
    let placed = false;
    for (const fieldError of fieldErrors) {
      const field = FIELDS.find((name) => name === fieldError.path);
      if (field) {
        form.setError(field, { type: 'server', message: fieldError.message }, { shouldFocus: !placed });
        placed = true;
      }
    }
    if (!placed) setFailure(failureMessage(result));
  }

  return (
    <div className="rounded-lg bg-white p-4 shadow-sm md:p-6">
      <PageHeading>Change password</PageHeading>
      <p className="mt-2 max-w-prose text-slate-700">
        Use at least 12 characters; a few unrelated words make a strong password that is easy to remember. Changing it
        signs you out everywhere, and we e-mail you that it changed.
      </p>
      <form
        noValidate
        onSubmit={isSubmitting ? (event) => event.preventDefault() : form.handleSubmit(submit)}
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
        <FailureAlert message={failure} />
        <button type="submit" className={PRIMARY_BUTTON} aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? 'Changing…' : 'Change password'}
        </button>
      </form>
    </div>
  );
}
