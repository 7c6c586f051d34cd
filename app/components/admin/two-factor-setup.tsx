import { useState, type FormEvent } from 'react';
import { TwoFactorCodeSchema } from '../../../domain/admin.schema.ts';
import { unplacedMessage, type Submission } from '../../lib/submission.ts';
import { TextField } from '../ui/text-field.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from './admin-styles.ts';
import { FailureAlert } from './alerts.tsx';

const CODE_ID = 'two-factor-code';

/** What the forms of the two-factor page post to its clientAction. */
export type TwoFactorPost =
  { intent: 'start' } | { intent: 'enable'; code: string } | { intent: 'disable'; password: string };

/** The secret in groups of four, as authenticator apps show it, so it is easier to type. */
function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Setting up two-factor sign-in: the secret to type into an authenticator app (or its setup link),
 * then the app's 6-digit code, checked here before it is sent. The server's refusal of the code is
 * said at the field. The page owns `enabling`: turning it on reloads the admin, which replaces this
 * form, and the page shows the recovery codes of the answer.
 */
export function TwoFactorSetup({
  secret,
  otpauthUrl,
  enabling,
  onCancel,
}: {
  secret: string;
  otpauthUrl: string;
  enabling: Submission<{ recoveryCodes: string[] }>;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  // The form's own check of the code; the server's refusal comes with the answer.
  const [checkError, setCheckError] = useState<string | undefined>();

  function enable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (enabling.pending) return;
    const parsed = TwoFactorCodeSchema.safeParse({ code });
    if (!parsed.success) {
      enabling.clear();
      setCheckError(parsed.error.issues[0]?.message);
      document.getElementById(CODE_ID)?.focus();
      return;
    }
    setCheckError(undefined);
    const post: TwoFactorPost = { intent: 'enable', code: parsed.data.code };
    enabling.submit(post);
  }

  return (
    <form noValidate onSubmit={enable} className="max-w-xl space-y-4">
      <h2 className="text-xl font-bold">Set up your authenticator app</h2>
      <ol className="list-decimal space-y-3 pl-5">
        <li>
          In your authenticator app, add an account and choose to enter a setup key. Type this key (time based):
          <p className="mt-2 rounded border border-slate-300 bg-navy-50 px-3 py-2 font-mono text-lg [overflow-wrap:anywhere]">
            {groupSecret(secret)}
          </p>
          <details className="mt-2">
            <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold">
              Or use the setup link
            </summary>
            <p className="font-mono text-sm [overflow-wrap:anywhere]">{otpauthUrl}</p>
          </details>
        </li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <TextField
        id={CODE_ID}
        label="Code from your authenticator app"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        error={checkError ?? enabling.failure?.fieldErrors[0]?.message}
      />
      <FailureAlert message={unplacedMessage(enabling.failure)} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={PRIMARY_BUTTON} aria-disabled={enabling.pending || undefined}>
          {enabling.pending ? 'Checking…' : 'Turn on'}
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
