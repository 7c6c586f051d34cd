import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AGREEMENT_API, type AgreementSummary } from '../../../domain/agreement.schema.ts';
import { NEEDS_SCRIPTS_AT_ONCE_ATTRIBUTE } from '../../../domain/served-status.ts';
import { FieldError, fieldPartIds } from '../../components/ui/field-parts.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import type { MessageKey } from '../../i18n/catalogues.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { AnswerFailure, useApplicantAnswer } from './status-answer.tsx';
import { SignaturePad } from './signature-pad.tsx';
import { PRIMARY_BUTTON } from './status-buttons.ts';

type Field = 'fullName' | 'title' | 'consent';

const CONSENT_ID = 'sign-consent';

/** What keeps the form from being sent, field by field, in the order the fields come. */
function problemsOf(values: { fullName: string; title: string; consent: boolean }): Partial<Record<Field, MessageKey>> {
  return {
    ...(values.fullName.trim().length < 2 ? { fullName: 'status.sign.nameMissing' as const } : {}),
    ...(values.title.trim().length < 2 ? { title: 'status.sign.titleMissing' as const } : {}),
    ...(values.consent ? {} : { consent: 'status.sign.consentMissing' as const }),
  };
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
  agreement: AgreementSummary;
  onSigned: () => void;
}) {
  const { t } = useI18n();
  const answer = useApplicantAnswer();
  const [values, setValues] = useState({ fullName: '', title: '', consent: false });
  const [drawing, setDrawing] = useState<string | undefined>(undefined);
  const [errors, setErrors] = useState<{ problems: Partial<Record<Field, MessageKey>> }>({ problems: {} });
  const nameRef = useRef<HTMLInputElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const consentParts = fieldPartIds(CONSENT_ID);

  // The first field with a problem takes focus once its message is on the page and tied to it.
  useEffect(() => {
    const { problems } = errors;
    const first = problems.fullName ? nameRef : problems.title ? titleRef : problems.consent ? consentRef : undefined;
    first?.current?.focus();
  }, [errors]);

  function change(field: Field, value: string | boolean) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ problems: { ...previous.problems, [field]: undefined } }));
  }

  async function sign(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = problemsOf(values);
    if (Object.keys(problems).length > 0) {
      setErrors({ problems });
      return;
    }
    const body = {
      fullName: values.fullName.trim(),
      title: values.title.trim(),
      consent: true,
      ...(drawing === undefined ? {} : { signature: drawing }),
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
        ref={nameRef}
        id="sign-full-name"
        label={t('status.sign.fullName')}
        autoComplete="name"
        required
        value={values.fullName}
        error={message('fullName')}
        onChange={(event) => change('fullName', event.target.value)}
      />
      <TextField
        ref={titleRef}
        id="sign-title"
        label={t('status.sign.jobTitle')}
        autoComplete="organization-title"
        required
        value={values.title}
        error={message('title')}
        onChange={(event) => change('title', event.target.value)}
      />
      <SignaturePad onChange={setDrawing} />
      <div>
        <div className="flex min-h-11 items-start gap-3">
          <input
            ref={consentRef}
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
