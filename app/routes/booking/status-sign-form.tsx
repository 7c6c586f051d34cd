import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AGREEMENT_API, type ApplicantAgreement } from '../../../domain/agreement.schema.ts';
import { NEEDS_SCRIPTS_AT_ONCE_ATTRIBUTE } from '../../../domain/served-status.ts';
import { FieldError, fieldPartIds } from '../../components/ui/field-parts.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import type { MessageKey } from '../../i18n/catalogues.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { AnswerFailure, useApplicantAnswer } from './status-answer.tsx';
import { SignaturePad } from './signature-pad.tsx';
import { PRIMARY_BUTTON } from './status-buttons.ts';

type AccountField = 'transit' | 'institution' | 'account';
type Field = 'fullName' | 'title' | AccountField | 'consent';
type Values = { fullName: string; title: string; consent: boolean } & Record<AccountField, string>;

const CONSENT_ID = 'sign-consent';
/** The payor's account, as the server takes it: digits, with any spaces and dashes pasted along. */
const ACCOUNT_DIGITS: Record<AccountField, { min: number; max: number; wrong: MessageKey }> = {
  transit: { min: 5, max: 5, wrong: 'status.sign.transitWrong' },
  institution: { min: 3, max: 3, wrong: 'status.sign.institutionWrong' },
  account: { min: 7, max: 12, wrong: 'status.sign.accountWrong' },
};
const ACCOUNT_FIELDS = Object.keys(ACCOUNT_DIGITS) as AccountField[];
const FIELD_ORDER: Field[] = ['fullName', 'title', ...ACCOUNT_FIELDS, 'consent'];

function accountProblem(field: AccountField, value: string): MessageKey | undefined {
  const { min, max, wrong } = ACCOUNT_DIGITS[field];
  const digits = value.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) && digits.length >= min && digits.length <= max ? undefined : wrong;
}

/** What keeps the form from being sent, field by field, in the order the fields come. */
function problemsOf(values: Values, accountNeeded: boolean): Partial<Record<Field, MessageKey>> {
  const problems: Partial<Record<Field, MessageKey>> = {};
  if (values.fullName.trim().length < 2) problems.fullName = 'status.sign.nameMissing';
  if (values.title.trim().length < 2) problems.title = 'status.sign.titleMissing';
  if (accountNeeded) {
    for (const field of ACCOUNT_FIELDS) {
      const problem = accountProblem(field, values[field]);
      if (problem) problems[field] = problem;
    }
  }
  if (!values.consent) problems.consent = 'status.sign.consentMissing';
  return problems;
}

/**
 * The customer signs the agreement they can read above: their full name and title typed are their
 * signature (keyboard and screen reader users sign exactly as everyone does), with a box ticked to
 * consent to signing electronically, and a drawing of it if they wish to make one. The fingerprint
 * of the version shown goes with it, so a version replaced meanwhile is never the one signed.
 */
export function StatusSignForm({
  token,
  agreement,
  onSigned,
}: {
  token: string;
  agreement: ApplicantAgreement;
  onSigned: () => void;
}) {
  const { t } = useI18n();
  const answer = useApplicantAnswer();
  const [values, setValues] = useState<Values>({
    fullName: '',
    title: '',
    transit: '',
    institution: '',
    account: '',
    consent: false,
  });
  const [drawing, setDrawing] = useState<string | undefined>(undefined);
  const [errors, setErrors] = useState<{ problems: Partial<Record<Field, MessageKey>> }>({ problems: {} });
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const consentParts = fieldPartIds(CONSENT_ID);

  // The first field with a problem takes focus once its message is on the page and tied to it.
  useEffect(() => {
    const first = FIELD_ORDER.find((field) => errors.problems[field]);
    if (first) refs.current[first]?.focus();
  }, [errors]);

  function change(field: Field, value: string | boolean) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ problems: { ...previous.problems, [field]: undefined } }));
  }

  async function sign(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = problemsOf(values, agreement.accountNeeded);
    if (Object.keys(problems).length > 0) {
      setErrors({ problems });
      return;
    }
    const body = {
      fullName: values.fullName.trim(),
      title: values.title.trim(),
      consent: true,
      ...(drawing === undefined ? {} : { signature: drawing }),
      ...(agreement.accountNeeded
        ? { account: { transit: values.transit, institution: values.institution, account: values.account } }
        : {}),
      sha256: agreement.sha256,
    };
    if (await answer.send(AGREEMENT_API.sign(token), body)) onSigned();
  }

  const message = (field: Field) => {
    const key = errors.problems[field];
    return key ? t(key) : undefined;
  };

  return (
    // Typed text must survive the scripts' start, and the pad draws only once they run (a first
    // stroke that merely woke them would be lost): where this form is, they start at once
    // (scripts/defer-hydration.ts, START_AT_ONCE), not at the first interaction.
    <form
      noValidate
      onSubmit={(event) => void sign(event)}
      className="mt-4 space-y-4"
      aria-labelledby="sign-heading"
      {...{ [NEEDS_SCRIPTS_AT_ONCE_ATTRIBUTE]: '' }}
    >
      <h3 id="sign-heading" className="text-lg font-bold text-navy-900">
        {t('status.sign.title')}
      </h3>
      <TextField
        ref={(input) => {
          refs.current.fullName = input;
        }}
        id="sign-full-name"
        label={t('status.sign.fullName')}
        autoComplete="name"
        required
        value={values.fullName}
        error={message('fullName')}
        onChange={(event) => change('fullName', event.target.value)}
      />
      <TextField
        ref={(input) => {
          refs.current.title = input;
        }}
        id="sign-title"
        label={t('status.sign.jobTitle')}
        autoComplete="organization-title"
        required
        value={values.title}
        error={message('title')}
        onChange={(event) => change('title', event.target.value)}
      />
      {agreement.accountNeeded ? (
        <fieldset className="space-y-3" aria-describedby="sign-account-help">
          <legend className="font-semibold">{t('status.sign.account')}</legend>
          <p id="sign-account-help" className="text-sm text-slate-700">
            {t('status.sign.accountHelp')}
          </p>
          {ACCOUNT_FIELDS.map((field) => (
            <TextField
              key={field}
              ref={(input) => {
                refs.current[field] = input;
              }}
              id={`sign-${field}`}
              label={t(field === 'account' ? 'status.sign.accountNumber' : `status.sign.${field}`)}
              inputMode="numeric"
              autoComplete="off"
              required
              value={values[field]}
              error={message(field)}
              onChange={(event) => change(field, event.target.value)}
            />
          ))}
        </fieldset>
      ) : null}
      <SignaturePad onChange={setDrawing} />
      <div>
        <div className="flex min-h-11 items-start gap-3">
          <input
            ref={(input) => {
              refs.current.consent = input;
            }}
            id={CONSENT_ID}
            type="checkbox"
            className="mt-1 size-6 shrink-0 accent-navy-900"
            checked={values.consent}
            aria-required="true"
            aria-invalid={errors.problems.consent ? true : undefined}
            aria-describedby={errors.problems.consent ? consentParts.error : undefined}
            onChange={(event) => change('consent', event.target.checked)}
          />
          <label htmlFor={CONSENT_ID}>{t('status.sign.consent', { version: agreement.version })}</label>
        </div>
        <FieldError id={consentParts.error} message={message('consent')} />
      </div>
      <button type="submit" aria-disabled={answer.sending || undefined} className={PRIMARY_BUTTON}>
        {answer.sending ? t('status.sign.sending') : t('status.sign.send')}
      </button>
      <AnswerFailure failure={answer.failure} failureRef={answer.failureRef} />
    </form>
  );
}
