import { useState, type FormEvent } from 'react';
import { TwoFactorDisableSchema } from '../../../domain/admin.schema.ts';
import { unplacedMessage, type Submission } from '../../lib/submission.ts';
import { TextField } from '../ui/text-field.tsx';
import { SECONDARY_BUTTON } from './admin-styles.ts';
import { FailureAlert } from './alerts.tsx';
import type { TwoFactorPost } from './two-factor-setup.tsx';

const PASSWORD_ID = 'two-factor-password';

/**
 * Turning two-factor sign-in off takes the account's password (a stolen session alone cannot). The
 * page owns `disabling`: once it is off, the reloaded admin replaces this form, and the page says so.
 */
export function TwoFactorOff({ disabling }: { disabling: Submission }) {
  const [password, setPassword] = useState('');
  // The form's own check; the server's refusal of the password comes with the answer.
  const [checkError, setCheckError] = useState<string | undefined>();

  function disable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabling.pending) return;
    const parsed = TwoFactorDisableSchema.safeParse({ password });
    if (!parsed.success) {
      disabling.clear();
      setCheckError(parsed.error.issues[0]?.message);
      document.getElementById(PASSWORD_ID)?.focus();
      return;
    }
    setCheckError(undefined);
    const post: TwoFactorPost = { intent: 'disable', password: parsed.data.password };
    disabling.submit(post);
  }

  return (
    <form noValidate onSubmit={disable} className="max-w-md space-y-4">
      <h2 className="text-xl font-bold">Turn off two-factor sign-in</h2>
      <TextField
        id={PASSWORD_ID}
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={checkError ?? disabling.failure?.fieldErrors[0]?.message}
      />
      <FailureAlert message={unplacedMessage(disabling.failure)} />
      <button type="submit" className={SECONDARY_BUTTON} aria-disabled={disabling.pending || undefined}>
        {disabling.pending ? 'Turning off…' : 'Turn off'}
      </button>
    </form>
  );
}
