import { useState } from 'react';
import type { ApplicationDetails } from '../../../domain/admin.schema.ts';
import type { AlternativeYard } from '../../../domain/yards.schema.ts';
import { useSubmission } from '../../lib/submission.ts';
import { formatDate, formatDateTime } from './admin-format.ts';
import { INFO_BOX, PRIMARY_BUTTON, SECONDARY_BUTTON } from './admin-styles.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import type { ReviewPost } from './review-actions.ts';
import { spacesFitWords } from './spaces-fit.ts';

type Application = Pick<ApplicationDetails, 'id' | 'reference' | 'spacesFit' | 'waitlist' | 'moveInInfo'>;

type Choice = { kind: 'waitlist' } | { kind: 'move'; yard: AlternativeYard };

function freeWords(yard: AlternativeYard): string {
  const part = (free: number | null, kind: string) =>
    free === null ? `no limit of ${kind} spaces` : `${free} ${kind} space${free === 1 ? '' : 's'} free`;
  return `${part(yard.truckSpaces.free, 'truck')}, ${part(yard.trailerSpaces.free, 'trailer')}`;
}

/**
 * A pending application and its yard's room: where it stands on the waitlist, or, when its yard
 * is full from its move-in date, the two ways on besides rejecting it: the waitlist (freed spaces
 * are then offered to it by e-mail) or a yard with room. Each asks first; the applicant is told.
 */
export function WaitlistPanel({ application }: { application: Application }) {
  const [choice, setChoice] = useState<Choice | null>(null);
  const acting = useSubmission({ onDone: () => setChoice(null) });
  const { waitlist, spacesFit } = application;
  const yard = application.moveInInfo.locationAppliedFor;

  if (waitlist) {
    return (
      <p className={INFO_BOX} data-testid="waitlist-place">
        {waitlist.offerExpiresAt
          ? `Freed spaces at ${yard} are held for this application until ${formatDateTime(waitlist.offerExpiresAt)}: the applicant was e-mailed the offer and answers on their page.`
          : `On the waitlist of ${yard}: number ${waitlist.position ?? '?'} in line since ${formatDateTime(waitlist.waitlistedAt)}. Freed spaces are offered to it by e-mail when they fit.`}
      </p>
    );
  }
  if (!spacesFit || spacesFit.fits) return null;

  const alternatives = spacesFit.alternatives ?? [];
  function confirm() {
    if (!choice || acting.pending) return;
    const post: ReviewPost =
      choice.kind === 'waitlist'
        ? { intent: 'waitlist', request: { id: application.id } }
        : { intent: 'change-yard', request: { id: application.id, slug: choice.yard.slug } };
    acting.submit(post);
  }
  function open(next: Choice) {
    acting.clear();
    setChoice(next);
  }

  return (
    <section aria-labelledby="room-heading" className="rounded-lg border-2 border-navy-300 bg-white p-4 md:p-6">
      <h2 id="room-heading" className="text-xl font-bold">
        No room at {yard}
      </h2>
      <p className="mt-1 text-slate-700">
        {spacesFitWords(spacesFit)}. Put it on the yard's waitlist, or move it to a yard with room from{' '}
        {formatDate(spacesFit.from)}.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={PRIMARY_BUTTON} onClick={() => open({ kind: 'waitlist' })}>
          Put on the waitlist
        </button>
        {alternatives.map((other) => (
          <button
            key={other.slug}
            type="button"
            className={SECONDARY_BUTTON}
            onClick={() => open({ kind: 'move', yard: other })}
          >
            Move to {other.name} ({freeWords(other)})
          </button>
        ))}
      </div>
      {alternatives.length === 0 ? (
        <p className="mt-2 text-slate-700">No other yard with a capacity has room for it from that day.</p>
      ) : null}

      <ConfirmDialog
        open={choice !== null}
        title={
          choice?.kind === 'move'
            ? `Move application ${application.reference} to ${choice.yard.name}?`
            : `Put application ${application.reference} on the waitlist?`
        }
        confirmLabel={choice?.kind === 'move' ? 'Move to this yard' : 'Put on the waitlist'}
        confirmClassName={PRIMARY_BUTTON}
        busy={acting.pending}
        error={acting.failure?.message}
        onConfirm={confirm}
        onDismiss={() => !acting.pending && setChoice(null)}
      >
        <p>
          {choice?.kind === 'move'
            ? `The applicant is e-mailed that the application is now for ${choice.yard.name}. You can then accept it.`
            : `The applicant is e-mailed their place in line. When spaces free up at ${yard}, they are offered them and have 72 hours to accept.`}
        </p>
      </ConfirmDialog>
    </section>
  );
}
