import { useState } from 'react';
import { INFO_BOX, PRIMARY_BUTTON, SUCCESS_BOX } from '../../components/admin/admin-styles.ts';
import { useAdminContext } from '../../components/admin/admin-context.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { FailureAlert } from '../../components/admin/alerts.tsx';
import { PageHeading } from '../../components/admin/page-heading.tsx';
import { TwoFactorOff } from '../../components/admin/two-factor-off.tsx';
import { TwoFactorSetup, type TwoFactorPost } from '../../components/admin/two-factor-setup.tsx';
import { disableTwoFactor, enableTwoFactor, failureMessage, startTwoFactorSetup } from '../../lib/admin-api.ts';
import { actAsAdmin } from '../../lib/admin-session.ts';
import type { ApiResult } from '../../lib/api-client.ts';
import { done, failed, readSubmitted, unplacedMessage, useSubmission } from '../../lib/submission.ts';
import type { Route } from './+types/two-factor';

export const meta: Route.MetaFunction = () => adminMeta('Two-factor sign-in');

/** What every call here answers with: a refused code or password is said at its field. */
function answer<T, D>(result: ApiResult<T>, data: (value: T) => D) {
  if (result.status === 'success') return done(data(result.data));
  if (result.status === 'offline') return failed(failureMessage(result), [], 'offline');
  const [fieldError] = result.error.errors ?? [];
  return result.httpStatus === 400 && fieldError
    ? failed(fieldError.message, [fieldError], result.error.code)
    : failed(result.error.message, [], result.error.code);
}

/**
 * Setting up (the secret to type), turning on (a code from the app; the answer holds the recovery
 * codes) and turning off (the password). After each, the page's data is loaded again, so the
 * admin's status shows the change.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const post = await readSubmitted<TwoFactorPost>(request);
  switch (post.intent) {
    case 'start':
      return answer(await actAsAdmin(request, startTwoFactorSetup), (setup) => setup);
    case 'enable':
      return answer(await actAsAdmin(request, () => enableTwoFactor(post.code)), ({ recoveryCodes }) => ({
        recoveryCodes,
      }));
    case 'disable':
      return answer(await actAsAdmin(request, () => disableTwoFactor(post.password)), () => null);
  }
}

type SetupState =
  | { phase: 'idle' }
  | { phase: 'scan'; secret: string; otpauthUrl: string }
  | { phase: 'codes'; recoveryCodes: string[] };

/**
 * Two-factor sign-in (TOTP with recovery codes): recommended because the admin sees bank details
 * and driver's licences. The secret is shown as text to type into the app; the recovery codes are
 * shown once, right after it is turned on.
 */
export default function TwoFactor() {
  const { user } = useAdminContext();
  const [setup, setSetup] = useState<SetupState>({ phase: 'idle' });
  const [notice, setNotice] = useState<string | undefined>();
  // Each write reloads the admin, which can replace the form that made it: the page owns all three.
  const starting = useSubmission<{ secret: string; otpauthUrl: string }>({
    onDone: (secret) => setSetup({ phase: 'scan', ...secret }),
  });
  const enabling = useSubmission<{ recoveryCodes: string[] }>({
    onDone: ({ recoveryCodes }) => setSetup({ phase: 'codes', recoveryCodes }),
  });
  const disabling = useSubmission({ onDone: () => setNotice('Two-factor sign-in is off.') });
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
        <RecoveryCodes codes={setup.recoveryCodes} onSaved={() => setSetup({ phase: 'idle' })} />
      ) : enabled ? (
        <TwoFactorOff disabling={disabling} />
      ) : setup.phase === 'scan' ? (
        <TwoFactorSetup
          secret={setup.secret}
          otpauthUrl={setup.otpauthUrl}
          enabling={enabling}
          onCancel={() => setSetup({ phase: 'idle' })}
        />
      ) : (
        <div className="space-y-3">
          <FailureAlert message={unplacedMessage(starting.failure)} />
          <button
            type="button"
            className={PRIMARY_BUTTON}
            onClick={() => {
              setNotice(undefined);
              enabling.clear();
              starting.submit({ intent: 'start' } satisfies TwoFactorPost);
            }}
            aria-disabled={starting.pending || undefined}
          >
            {starting.pending ? 'Preparing…' : 'Set up two-factor sign-in'}
          </button>
        </div>
      )}
    </div>
  );
}

/** The recovery codes, shown once: each signs the admin in once if the phone is lost. */
function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  return (
    <section aria-labelledby="recovery-heading" className="space-y-3">
      <h2 id="recovery-heading" className="text-xl font-bold">
        Two-factor sign-in is on: save your recovery codes
      </h2>
      <p className={INFO_BOX}>
        Each code signs you in once if your phone is lost. Store them somewhere safe, such as a password manager. They
        are shown only now.
      </p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-lg">
        {codes.map((recoveryCode) => (
          <li key={recoveryCode} className="rounded border border-slate-300 bg-navy-50 px-3 py-1">
            {recoveryCode}
          </li>
        ))}
      </ul>
      <button type="button" className={PRIMARY_BUTTON} onClick={onSaved}>
        I have saved the codes
      </button>
    </section>
  );
}
