import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  APPLICANT_API,
  ApplicantActionResultSchema,
  type ApplicantStatusView,
  type SubmitCorrections,
} from '../../../domain/applicant-status.schema.ts';
import { DOCUMENT_ACCEPT_ATTRIBUTE, DOCUMENT_KINDS, type DocumentKind } from '../../../domain/documents.ts';
import { FileUploadField } from '../../components/ui/file-upload-field.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { NEEDS_SCRIPTS_AT_ONCE_ATTRIBUTE } from '../../../domain/served-status.ts';
import { isBrowserOffline, postJson } from '../../lib/api-client.ts';
import { DOCUMENT_MEGABYTES } from './booking-fields.ts';
import { refusalText } from './status-refusal.ts';
import { useDocumentUploads } from './use-document-uploads.ts';

type Correction = ApplicantStatusView['corrections'][number];

function kindOfField(field: string): DocumentKind | undefined {
  return DOCUMENT_KINDS.find((document) => document.field === field)?.kind;
}

/**
 * The documents the company asked to replace, each with its reason and the wizard's own upload
 * control (same endpoints, same checks), and one button that sends them all. Nothing is sent until
 * every requested document is uploaded.
 */
export function StatusCorrectionsForm({
  token,
  corrections,
  onSent,
}: {
  token: string;
  corrections: readonly Correction[];
  onSent: () => void;
}) {
  const { t, language } = useI18n();
  const [references, setReferences] = useState<Partial<Record<DocumentKind, string>>>({});
  const [missing, setMissing] = useState<ReadonlySet<DocumentKind>>(new Set());
  const [sending, setSending] = useState(false);
  // A new object for each refusal, so the same message refused twice is focused twice.
  const [failure, setFailure] = useState<{ message: string } | undefined>();
  const focusRefs = useRef(new Map<DocumentKind, { focus: () => void }>());
  const failureRef = useRef<HTMLParagraphElement>(null);

  // The refusal is read out at once (role=alert) and focus goes to it so keyboard users find it,
  // once React has put it on the page (a frame callback could run before that and find nothing).
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const uploads = useDocumentUploads(
    useCallback((field, reference) => {
      const kind = kindOfField(field);
      if (!kind) return;
      setReferences((current) => ({ ...current, [kind]: reference }));
      if (reference) setMissing((current) => new Set([...current].filter((entry) => entry !== kind)));
    }, []),
  );

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const notUploaded = corrections.filter((correction) => !references[correction.kind]).map((entry) => entry.kind);
    setMissing(new Set(notUploaded));
    if (notUploaded[0]) {
      focusRefs.current.get(notUploaded[0])?.focus();
      return;
    }
    if (isBrowserOffline()) {
      setFailure({ message: t('status.corrections.offline') });
      return;
    }
    const documents: SubmitCorrections['documents'] = {};
    for (const correction of corrections) documents[correction.kind] = references[correction.kind];
    setSending(true);
    setFailure(undefined);
    const result = await postJson(APPLICANT_API.submitCorrections(token), { documents }, ApplicantActionResultSchema);
    setSending(false);
    if (result.status === 'success') {
      uploads.clearAll();
      onSent();
      return;
    }
    // The server's sentence and each document's problem, then how long to wait, in the page's language.
    const message = result.status === 'offline' ? t('status.corrections.offline') : refusalText(result, language);
    setFailure({ message });
  }

  return (
    // File uploads need React from the first pick: the page's scripts start at once where this is
    // (scripts/defer-hydration.ts, START_AT_ONCE), not at the first interaction.
    <section
      aria-labelledby="corrections-heading"
      className="rounded-lg border-2 border-gold-700 bg-white p-4 md:p-6"
      {...{ [NEEDS_SCRIPTS_AT_ONCE_ATTRIBUTE]: '' }}
    >
      <h2 id="corrections-heading" className="text-xl font-bold text-navy-900">
        {t('status.corrections.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('status.corrections.intro', { size: DOCUMENT_MEGABYTES })}</p>
      <form noValidate onSubmit={(event) => void send(event)} className="mt-4 space-y-6">
        <ul className="space-y-6">
          {corrections.map((correction) => {
            const id = `correction-${correction.kind}`;
            return (
              <li key={correction.kind} className="rounded-md border border-slate-300 p-3">
                <p className="font-semibold">{correction.label}</p>
                <p className="mt-1 [overflow-wrap:anywhere]" id={`${id}-reason`}>
                  <span className="font-semibold">{t('status.corrections.why')}</span>
                  {correction.reason}
                </p>
                <div className="mt-3">
                  <FileUploadField
                    id={id}
                    label={t('status.corrections.newDocument', { label: correction.label })}
                    help={t('booking.documents.help', { size: DOCUMENT_MEGABYTES })}
                    accept={DOCUMENT_ACCEPT_ATTRIBUTE}
                    required
                    error={
                      missing.has(correction.kind)
                        ? t('status.corrections.missing', { label: correction.label })
                        : undefined
                    }
                    view={uploads.views[correction.kind]}
                    onFileChosen={(file) => uploads.choose(correction.kind, file)}
                    onRetry={() => uploads.retry(correction.kind)}
                    focusRef={(handle) => {
                      if (handle) focusRefs.current.set(correction.kind, handle);
                      else focusRefs.current.delete(correction.kind);
                    }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
        {failure ? (
          <p
            ref={failureRef}
            role="alert"
            tabIndex={-1}
            className="rounded-md border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-800"
          >
            {failure.message}
          </p>
        ) : null}
        <button
          type="submit"
          aria-disabled={sending || undefined}
          className="inline-flex min-h-11 items-center rounded-md bg-navy-900 px-6 font-semibold text-white hover:bg-navy-800 aria-disabled:cursor-wait"
        >
          {sending ? t('status.corrections.sending') : t('status.corrections.send')}
        </button>
      </form>
    </section>
  );
}
