import { useState, type FormEvent } from 'react';
import { TwoFactorCodeSchema, TwoFactorDisableSchema } from '../../../domain/admin.schema.ts';
import { INFO_BOX, PRIMARY_BUTTON, SECONDARY_BUTTON, SUCCESS_BOX } from '../../components/admin/admin-styles.ts';
import { PageHeading } from '../../components/admin/page-heading.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { disableTwoFactor, enableTwoFactor, failureMessage, startTwoFactorSetup } from '../../lib/admin-api.ts';
import { useSignInAgain } from '../../lib/admin-session.ts';
import type { ApiResult } from '../../lib/api-client.ts';
import type { Route } from './+types/two-factor';
import { useAdminContext } from '../../components/admin/admin-context.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { FailureAlert } from '../../components/admin/alerts.tsx';

export const meta: Route.MetaFunction = () => adminMeta('Two-factor sign-in');

type SetupState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'scan'; secret: string; otpauthUrl: string }
  | { phase: 'codes'; recoveryCodes: string[] };

/** The secret in groups of four, as authenticator apps show it, so it is easier to type. */
function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Two-factor sign-in (TOTP with recovery codes; issue 3): recommended because the admin sees bank
 * details and driver's licences. The secret is shown as text to type into the app; the recovery
 * codes are shown once, right after it is turned on.
 */
export default function TwoFactor() {
  const { user, refreshUser } = useAdminContext();
  const signInAgainOn401 = useSignInAgain();
  const [setup, setSetup] = useState<SetupState>({ phase: 'idle' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string | undefined>();

  /** Handles what every call here shares; true when the call succeeded. */
  function settle<T>(result: ApiResult<T>): result is { status: 'success'; data: T } {
    if (result.status === 'success') return true;
    if (signInAgainOn401(result)) return false;
    const pathMessage = result.status === 'error' ? result.error.errors?.[0]?.message : undefined;
    if (result.status === 'error' && result.httpStatus === 400 && pathMessage) setFieldError(pathMessage);
    else setFailure(failureMessage(result));
    return false;
  }

  function reset() {
    setFieldError(undefined);
    setFailure(undefined);
    setNotice(undefined);
  }

  async function start() {
    if (sending) return;
    reset();
    setSending(true);
    setSetup({ phase: 'starting' });
    const result = await startTwoFactorSetup();
    setSending(false);
    if (settle(result)) setSetup({ phase: 'scan', ...result.data });
    else setSetup({ phase: 'idle' });
  }

  async function enable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    reset();
    const parsed = TwoFactorCodeSchema.safeParse({ code });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      document.getElementById('two-factor-code')?.focus();
      return;
    }
    setSending(true);
    const result = await enableTwoFactor(parsed.data.code);
    setSending(false);
    if (settle(result)) {
      setCode('');
      setSetup({ phase: 'codes', recoveryCodes: result.data.recoveryCodes });
    }
  }

  async function disable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    reset();
    const parsed = TwoFactorDisableSchema.safeParse({ password });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      document.getElementById('two-factor-password')?.focus();
      return;
    }
    setSending(true);
    const result = await disableTwoFactor(parsed.data.password);
    setSending(false);
    if (settle(result)) {
      setPassword('');
      setNotice('Two-factor sign-in is off.');
      refreshUser();
    }
  }

  const enabled = user.twoFactorEnabled && setup.phase !== 'codes';

  return (
    <div className="space-y-4 rounded-lg bg-white p-4 shadow-sm md:p-6">
      <PageHeading>Two-factor sign-in</PageHeading>
      <p className="max-w-prose text-slate-700">
        With two-factor sign-in, signing in needs your password and a code from an authenticator app on your phone (such
        as Google Authenticator, Microsoft Authenticator or 1Password). Recommended: this account can see bank details
        and driver&apos;s licences.
      </p>
      {notice ? (
        <p role="status" className={SUCCESS_BOX}>
          {notice}
        </p>
      ) : null}
      <p className="font-semibold">Status: {user.twoFactorEnabled || setup.phase === 'codes' ? 'On' : 'Off'}</p>

      {setup.phase === 'codes' ? (
        <section aria-labelledby="recovery-heading" className="space-y-3">
          <h2 id="recovery-heading" className="text-xl font-bold">
            Two-factor sign-in is on: save your recovery codes
          </h2>
          <p className={INFO_BOX}>
            Each code signs you in once if your phone is lost. Store them somewhere safe, such as a password manager.
            They are shown only now.
          </p>
          <ul className="grid grid-cols-2 gap-2 font-mono text-lg">
            {setup.recoveryCodes.map((recoveryCode) => (
              <li key={recoveryCode} className="rounded border border-slate-300 bg-navy-50 px-3 py-1">
                {recoveryCode}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={PRIMARY_BUTTON}
            onClick={() => {
              setSetup({ phase: 'idle' });
              refreshUser();
            }}
          >
            I have saved the codes
          </button>
        </section>
      ) : enabled ? (
        <form noValidate onSubmit={(event) => void disable(event)} className="max-w-md space-y-4">
          <h2 className="text-xl font-bold">Turn off two-factor sign-in</h2>
          <TextField
            id="two-factor-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldError}
          />
          <FailureAlert message={failure} />
          <button type="submit" className={SECONDARY_BUTTON} aria-disabled={sending || undefined}>
            {sending ? 'Turning off…' : 'Turn off'}
          </button>
        </form>
      ) : setup.phase === 'scan' ? (
        <form noValidate onSubmit={(event) => void enable(event)} className="max-w-xl space-y-4">
          <h2 className="text-xl font-bold">Set up your authenticator app</h2>
          <ol className="list-decimal space-y-3 pl-5">
            <li>
              In your authenticator app, add an account and choose to enter a setup key. Type this key (time based):
              <p className="mt-2 rounded border border-slate-300 bg-navy-50 px-3 py-2 font-mono text-lg [overflow-wrap:anywhere]">
                {groupSecret(setup.secret)}
              </p>
              <details className="mt-2">
                <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold">
                  Or use the setup link
                </summary>
                <p className="font-mono text-sm [overflow-wrap:anywhere]">{setup.otpauthUrl}</p>
              </details>
            </li>
            <li>Enter the 6-digit code the app shows.</li>
          </ol>
          <TextField
            id="two-factor-code"
            label="Code from your authenticator app"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            error={fieldError}
          />
          <FailureAlert message={failure} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={PRIMARY_BUTTON} aria-disabled={sending || undefined}>
              {sending ? 'Checking…' : 'Turn on'}
            </button>
            <button type="button" className={SECONDARY_BUTTON} onClick={() => setSetup({ phase: 'idle' })}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="space-y-3">
          <FailureAlert message={failure} />
          <button
            type="button"
            className={PRIMARY_BUTTON}
            onClick={() => void start()}
            aria-disabled={setup.phase === 'starting' || undefined}
          >
            {setup.phase === 'starting' ? 'Preparing…' : 'Set up two-factor sign-in'}
          </button>
        </div>
      )}
    </div>
  );
}
