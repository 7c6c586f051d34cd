import { useI18n } from '../../i18n/i18n.tsx';

/** Tells the person their answers survive a reload, and lets them throw them away. */
export function DraftNote({
  storageWorks,
  restored,
  onStartOver,
}: {
  storageWorks: boolean;
  restored: boolean;
  onStartOver: () => void;
}) {
  const { t } = useI18n();
  function confirmStartOver() {
    if (window.confirm(t('booking.draft.startOverConfirm'))) onStartOver();
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-navy-50 px-4 py-2 text-sm text-navy-900">
      <p>
        {storageWorks ? t('booking.draft.saved') : t('booking.draft.notSaved')}
        {restored ? ` ${t('booking.draft.restored')}` : ''}
      </p>
      <button
        type="button"
        onClick={confirmStartOver}
        className="min-h-11 rounded-md px-3 font-semibold text-navy-900 underline underline-offset-2 hover:bg-navy-100"
      >
        {t('booking.draft.startOver')}
      </button>
    </div>
  );
}
