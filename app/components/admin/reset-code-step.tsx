import { useState, type FormEvent, type Ref } from 'react';
import { RESET_CODE_LENGTH } from '../../../domain/admin.schema.ts';
import { unplacedMessage, useSubmission } from '../../lib/submission.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from './admin-styles.ts';
import { FailureAlert } from './alerts.tsx';
import { emptyCode, OneTimeCodeInput } from './one-time-code-input.tsx';

const CODE_ID = 'reset-code';
const WHOLE_CODE = new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`);

/** What step 2 posts to the ForgetPassword page's clientAction. */
export type ResetConfirmPost = { intent: 'confirm'; email: string; code: string };

function focusCode() {
  document.getElementById(CODE_ID)?.focus();
}

/**
 * Step 2 of a forgotten password: the code from the e-mail, in single-digit boxes. An incomplete
 * code is not sent; a refused one is said at the boxes. Each visit of the step starts with empty
 * boxes (Back, then Complete, e-mails a new code).
 */
export function ResetCodeStep({
  email,
  headingRef,
  headingClass,
  onBack,
  onChanged,
}: {
  email: string;
  headingRef: Ref<HTMLHeadingElement>;
  headingClass: string;
  onBack: () => void;
  onChanged: () => void;
}) {
  const [digits, setDigits] = useState<string[]>(() => emptyCode(RESET_CODE_LENGTH));
  const [codeError, setCodeError] = useState<string | undefined>();
  const confirming = useSubmission({
    onDone: onChanged,
    onFailed: ({ fieldErrors }) => {
      const refused = fieldErrors.find((entry) => entry.path === 'code');
      if (!refused) return;
      setCodeError(refused.message);
      focusCode();
    },
  });

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirming.pending) return;
    const code = digits.join('');
    if (!WHOLE_CODE.test(code)) {
      confirming.clear();
      setCodeError(`Enter all ${RESET_CODE_LENGTH} digits of the code from the e-mail.`);
      focusCode();
      return;
    }
    const post: ResetConfirmPost = { intent: 'confirm', email, code };
    confirming.submit(post);
  }

  return (
    <form noValidate onSubmit={confirm} aria-labelledby="reset-step-code" className="mt-6 space-y-4">
      <h2 id="reset-step-code" ref={headingRef} tabIndex={-1} className={headingClass}>
        Step 2 of 2: Code
      </h2>
      <p className="text-slate-700">
        If <strong className="[overflow-wrap:anywhere]">{email}</strong> belongs to an admin account, a code is on its
        way. It works for 10 minutes. Not there? Check the spam folder, or go Back and press Complete for a new code.
      </p>
      <OneTimeCodeInput
        id={CODE_ID}
        legend="Code from the e-mail"
        digits={digits}
        onChange={(next) => {
          setDigits(next);
          setCodeError(undefined);
        }}
        error={codeError}
      />
      <FailureAlert message={unplacedMessage(confirming.failure)} />
      <div className="flex flex-wrap justify-between gap-3">
        <button type="button" className={SECONDARY_BUTTON} onClick={onBack}>
          Back
        </button>
        <button type="submit" className={PRIMARY_BUTTON} aria-disabled={confirming.pending || undefined}>
          {confirming.pending ? 'Checking…' : 'Complete'}
        </button>
      </div>
    </form>
  );
}
