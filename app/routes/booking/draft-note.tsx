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
  function confirmStartOver() {
    if (window.confirm('Start over? Every answer and document saved on this device will be cleared.')) onStartOver();
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-navy-50 px-4 py-2 text-sm text-navy-900">
      <p>
        {storageWorks
          ? 'Your answers are saved on this device.'
          : 'This browser does not let us save your answers: keep this page open until you book.'}
        {restored ? ' We brought back the answers you saved earlier.' : ''}
      </p>
      <button
        type="button"
        onClick={confirmStartOver}
        className="min-h-11 rounded-md px-3 font-semibold text-navy-900 underline underline-offset-2 hover:bg-navy-100"
      >
        Start over
      </button>
    </div>
  );
}
