import type { ApplicationSummary } from '../../../domain/admin.schema.ts';
import { formatDate, formatMoney } from './admin-format.ts';
import { spacesFitWords } from './spaces-fit.ts';
import { insuranceExpiryOf, insuranceExpiryWords, todayInToronto } from './insurance-expiry-state.ts';

const LABEL = 'font-semibold text-slate-700';

function count(value: number, one: string, many: string): string {
  return `${value} ${value === 1 ? one : many}`;
}

/**
 * What a list card says of the booking: the yard, the move-in day, how many trucks and trailers,
 * whether they fit the yard from that day (pending, where the yard has a capacity), the rate per spot, and the insurance certificate's expiry, flagged in words when it has passed
 * or is within 30 days. Rows an older server does not send are left out.
 */
export function ApplicationBookedFacts({ application }: { application: ApplicationSummary }) {
  const { moveInDate, trucks, trailers, rateApprovedPerSpot, insuranceExpiresOn } = application;
  // Judged on the day the list is shown.
  const expiry = insuranceExpiresOn ? insuranceExpiryOf(insuranceExpiresOn, todayInToronto(new Date())) : undefined;
  const flag = expiry && insuranceExpiryWords(expiry);
  return (
    <>
      <dt className={LABEL}>Yard</dt>
      <dd className="[overflow-wrap:anywhere]">{application.locationAppliedFor}</dd>
      {moveInDate !== undefined ? (
        <>
          <dt className={LABEL}>Move-in</dt>
          <dd>{formatDate(moveInDate)}</dd>
        </>
      ) : null}
      {trucks !== undefined && trailers !== undefined ? (
        <>
          <dt className={LABEL}>Vehicles</dt>
          <dd>
            {count(trucks, 'truck', 'trucks')}, {count(trailers, 'trailer', 'trailers')}
          </dd>
        </>
      ) : null}
      {application.spacesFit ? (
        <>
          <dt className={LABEL}>Room at yard</dt>
          <dd
            data-testid="card-spaces-fit"
            className={application.spacesFit.fits ? undefined : 'font-semibold text-red-800'}
          >
            {spacesFitWords(application.spacesFit)}
          </dd>
        </>
      ) : null}
      {rateApprovedPerSpot !== undefined ? (
        <>
          <dt className={LABEL}>Rate per spot</dt>
          <dd>{formatMoney(rateApprovedPerSpot)}</dd>
        </>
      ) : null}
      {insuranceExpiresOn !== undefined ? (
        <>
          <dt className={LABEL}>Insurance expires</dt>
          <dd data-testid="card-insurance-expiry">
            {insuranceExpiresOn ? formatDate(insuranceExpiresOn) : 'Not given'}
            {flag ? (
              <strong
                className={`ml-2 inline-block rounded border-2 px-1.5 text-xs ${
                  expiry?.state === 'expired'
                    ? 'border-red-700 bg-red-50 text-red-800'
                    : 'border-gold-700 bg-gold-100 text-navy-950'
                }`}
              >
                {flag}
              </strong>
            ) : null}
          </dd>
        </>
      ) : null}
    </>
  );
}
