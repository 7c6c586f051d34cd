import { AGREEMENT_API } from '../../../domain/agreement.schema.ts';
import type { ApplicationDetails } from '../../../domain/admin.schema.ts';
import { formatMoney } from './admin-format.ts';
import { TEXT_LINK } from './admin-styles.ts';
import { DetailsSection, Facts } from './facts.tsx';

const STATE_TEXT = {
  AwaitingSignature: "Awaiting the customer's signature",
  AwaitingCountersignature: 'Signed by the customer; awaiting yours',
  Signed: 'Signed by both',
} as const;

/** An accepted application's parking agreement: its version, state and fingerprint, the confirmed rates, the PDF. */
export function AgreementSection({
  application,
}: {
  application: Pick<ApplicationDetails, 'id' | 'agreement' | 'rates'>;
}) {
  const { agreement, rates } = application;
  if (!agreement) return null;
  return (
    <DetailsSection title="Parking agreement">
      <Facts
        items={[
          ['Version', String(agreement.version)],
          ['State', STATE_TEXT[agreement.state]],
          ...(rates?.confirmed
            ? ([
                ['Truck space rate', `${formatMoney(rates.truckRate)} a month`],
                ['Trailer space rate', `${formatMoney(rates.trailerRate)} a month`],
              ] as const)
            : []),
          [
            'SHA-256',
            <code key="hash" className="text-sm">
              {agreement.sha256}
            </code>,
          ],
        ]}
      />
      <a href={AGREEMENT_API.forAdmin(application.id)} className={TEXT_LINK}>
        Open the agreement (PDF)
      </a>
    </DetailsSection>
  );
}
