import { useImperativeHandle, useRef, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { type I18n, useI18n } from '../../i18n/i18n.tsx';
import { describedBy, FieldError, FieldHelp, FieldLabel, fieldPartIds } from './field-parts.tsx';

/** What the field shows; the upload itself is driven by whoever owns the state. */
export type FileUploadView =
  | { phase: 'empty' }
  /** Refused in the browser (too big, wrong kind): nothing was sent. */
  | { phase: 'refused'; message: string }
  | {
      phase: 'uploading';
      fileName: string;
      contentType: string;
      percent: number | null;
      previewUrl?: string;
      /** In line behind another upload: nothing sent yet. */
      waiting?: boolean;
    }
  | { phase: 'uploaded'; fileName: string; contentType: string; previewUrl?: string }
  | { phase: 'failed'; fileName: string; contentType: string; message: string; previewUrl?: string };

export type FileUploadFieldProps = {
  id: string;
  label: string;
  help?: ReactNode;
  accept: string;
  required?: boolean;
  /** The form's own message (e.g. "… is required"), separate from the upload's problem. */
  error?: string;
  view: FileUploadView;
  onFileChosen: (file: File) => void;
  onRetry: () => void;
  onBlur?: () => void;
  /** Focuses whatever control is visible: the picker, or Retry/Replace once a file is chosen. */
  focusRef?: Ref<{ focus: () => void }>;
};

export function FileUploadField({
  id,
  label,
  help,
  accept,
  required,
  error,
  view,
  onFileChosen,
  onRetry,
  onBlur,
  focusRef,
}: FileUploadFieldProps) {
  const { t, rich } = useI18n();
  const ids = fieldPartIds(id);
  const problemId = `${id}-problem`;
  const inputRef = useRef<HTMLInputElement>(null);
  const replaceRef = useRef<HTMLButtonElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const hasFile = view.phase === 'uploading' || view.phase === 'uploaded' || view.phase === 'failed';
  const problem = view.phase === 'refused' || view.phase === 'failed' ? view.message : undefined;

  useImperativeHandle(
    focusRef,
    () => ({
      focus: () => (retryRef.current ?? replaceRef.current ?? inputRef.current)?.focus(),
    }),
    [],
  );

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after a failure, say) still fires a change.
    event.target.value = '';
    if (file) onFileChosen(file);
  }

  return (
    <div>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {help ? <FieldHelp id={ids.help}>{help}</FieldHelp> : null}
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        aria-required={required || undefined}
        aria-invalid={error || problem ? true : undefined}
        aria-describedby={describedBy(
          help ? ids.help : undefined,
          problem ? problemId : undefined,
          error ? ids.error : undefined,
        )}
        // Once a file is chosen the card below (with Replace) stands for the picker.
        tabIndex={hasFile ? -1 : undefined}
        className={
          hasFile
            ? 'sr-only'
            : [
                'mt-1 block w-full cursor-pointer rounded-md border-2 border-dashed bg-white p-2 text-sm text-navy-900',
                'file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border-0 file:bg-navy-900 file:px-4 file:font-semibold file:text-white',
                'focus:ring-2 focus:ring-navy-900 focus:outline-none',
                error || problem ? 'border-red-700' : 'border-slate-500',
              ].join(' ')
        }
        onChange={choose}
        onBlur={onBlur}
      />
      {hasFile ? (
        <div className="mt-2 flex flex-wrap items-center gap-3 rounded-md border-2 border-slate-300 bg-navy-50 p-3">
          <FilePreview view={view} />
          <div className="min-w-0 flex-1">
            <p className="font-semibold [overflow-wrap:anywhere]">{view.fileName}</p>
            {view.phase === 'uploading' ? (
              <UploadProgress id={`${id}-progress`} percent={view.percent} waiting={view.waiting ?? false} />
            ) : view.phase === 'uploaded' ? (
              <p className="text-sm font-semibold text-green-800">{t('booking.upload.uploaded')}</p>
            ) : (
              <p className="text-sm font-semibold text-red-700">{t('booking.upload.notUploaded')}</p>
            )}
          </div>
          <div className="flex gap-2">
            {view.phase === 'failed' ? (
              <button
                ref={retryRef}
                type="button"
                onClick={onRetry}
                className="min-h-11 rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800"
              >
                {rich('booking.upload.retry', { label, hidden: (text) => <span className="sr-only">{text}</span> })}
              </button>
            ) : null}
            <button
              ref={replaceRef}
              type="button"
              onClick={() => inputRef.current?.click()}
              className="min-h-11 rounded-md border-2 border-navy-900 bg-white px-4 font-semibold text-navy-900 hover:bg-navy-100"
            >
              {rich('booking.upload.replace', { label, hidden: (text) => <span className="sr-only">{text}</span> })}
            </button>
          </div>
        </div>
      ) : null}
      <FieldError id={problemId} message={problem} />
      <FieldError id={ids.error} message={error} />
      <p role="status" aria-live="polite" className="sr-only">
        {announcement(view, t)}
      </p>
    </div>
  );
}

function announcement(view: FileUploadView, t: I18n['t']): string {
  switch (view.phase) {
    case 'empty':
      return '';
    case 'refused':
      return view.message;
    case 'uploading':
      return t('booking.upload.announceUploading', { fileName: view.fileName });
    case 'uploaded':
      return t('booking.upload.announceUploaded', { fileName: view.fileName });
    case 'failed':
      return t('booking.upload.announceFailed', { fileName: view.fileName, message: view.message });
  }
}

function UploadProgress({ id, percent, waiting }: { id: string; percent: number | null; waiting: boolean }) {
  const { t } = useI18n();
  const fraction = percent === null ? null : percent / 100;
  return (
    <div className="mt-1">
      <label htmlFor={id} className="text-sm">
        {waiting
          ? t('booking.upload.waiting')
          : fraction === null
            ? t('booking.upload.progress')
            : t('booking.upload.progressPercent', { percent: fraction })}
      </label>
      <progress id={id} max={100} value={percent ?? undefined} className="mt-1 block h-3 w-full accent-navy-900">
        {fraction === null ? t('booking.upload.uploading') : t('booking.upload.percent', { percent: fraction })}
      </progress>
    </div>
  );
}

function FilePreview({ view }: { view: Exclude<FileUploadView, { phase: 'empty' } | { phase: 'refused' }> }) {
  const { t } = useI18n();
  if (view.previewUrl && view.contentType.startsWith('image/')) {
    return (
      <img
        src={view.previewUrl}
        alt={t('booking.upload.preview', { fileName: view.fileName })}
        className="size-16 rounded border border-slate-300 bg-white object-cover"
      />
    );
  }
  const isPdf = view.contentType === 'application/pdf' || /\.pdf$/i.test(view.fileName);
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-16 shrink-0">
      <path d="M10 4h20l10 10v30H10z" fill="#fff" stroke="#0b1f3f" strokeWidth="2" />
      <path d="M30 4v10h10" fill="none" stroke="#0b1f3f" strokeWidth="2" />
      {isPdf ? (
        <>
          <rect x="6" y="24" width="30" height="13" rx="2" fill="#b91c1c" />
          <text x="21" y="34" textAnchor="middle" fontSize="10" fontWeight="700" fill="#fff" fontFamily="sans-serif">
            PDF
          </text>
        </>
      ) : (
        <path d="M16 24h18M16 30h18M16 36h12" stroke="#0b1f3f" strokeWidth="2" />
      )}
    </svg>
  );
}
