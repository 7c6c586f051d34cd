import type { ApplicantStatusView } from '../../../domain/applicant-status.schema.ts';
import { SITE } from '../../content/site.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { nextStepOf } from './status-timing.ts';

const PHONE_LINK = 'font-semibold whitespace-nowrap text-navy-700 underline underline-offset-2';

/**
 * What happens next: while the application waits for our review, how long it has waited; past the
 * usual time, that it is late and whom to call. Otherwise the stage's own words (`stageText`).
 */
export function StatusNextStep({
  view,
  now,
  stageText,
}: {
  view: Pick<ApplicantStatusView, 'stage' | 'updatedAt' | 'reference'>;
  now: Date;
  stageText: string;
}) {
  const { t, rich } = useI18n();
  const step = nextStepOf(view, now);
  if (step.kind === 'stage') return <p className="mt-1">{stageText}</p>;
  if (step.kind === 'waiting') {
    return (
      <p className="mt-1" data-testid="status-next-step">
        {t('status.next.waiting', { stage: view.stage, days: step.days })} {stageText}
      </p>
    );
  }
  return (
    <p className="mt-1 rounded-md border-2 border-gold-700 bg-white p-3" data-testid="status-next-step">
      {rich('status.next.late', {
        days: step.days,
        reference: view.reference,
        phone: () => (
          <a href={`tel:${SITE.contact.phoneE164}`} className={PHONE_LINK}>
            {SITE.contact.phoneDisplay}
          </a>
        ),
      })}
    </p>
  );
}
