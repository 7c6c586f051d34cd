import { useRef, useState } from 'react';
import { AGREEMENT_API } from '../../../domain/agreement.schema.ts';
import type { ApplicationDetails } from '../../../domain/admin.schema.ts';
import { useSubmission } from '../../lib/submission.ts';
import { formatMoney } from './admin-format.ts';
import { ACCEPT_BUTTON, SECONDARY_BUTTON, TEXT_LINK } from './admin-styles.ts';
import { AgreementRatesForm } from './agreement-rates-form.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { DetailsSection, Facts } from './facts.tsx';
import type { ReviewPost } from './review-actions.ts';

const STATE_TEXT = {
  AwaitingSignature: "Awaiting the customer's signature",
  AwaitingCountersignature: 'Signed by the customer; awaiting yours',
  Signed: 'Signed by both',
} as const;

/**
 * An accepted application's parking agreement: its version, state and fingerprint, the confirmed
 * rates, the PDF (the signed copy once complete); the countersign once the customer has signed,
 * and new rates while it is not complete.
 */
export function AgreementSection({
  application,
}: {
  application: Pick<ApplicationDetails, 'id' | 'reference' | 'agreement' | 'rates'>;
}) {
  const { agreement, rates } = application;
  const [confirming, setConfirming] = useState(false);
  const [changingRates, setChangingRates] = useState(false);
  const ratesButtonRef = useRef<HTMLButtonElement>(null);
  const countersigning = useSubmission({ onDone: () => setConfirming(false) });
  if (!agreement) return null;
  const signed = agreement.state === 'Signed';

  function countersign() {
    if (!agreement || countersigning.pending) return;
    const post: ReviewPost = { intent: 'countersign', request: { id: application.id, sha256: agreement.sha256 } };
    countersigning.submit(post);
  }

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
            <code key="hash" className="text-sm [overflow-wrap:anywhere]">
              {agreement.sha256}
            </code>,
          ],
        ]}
      />
      <a href={AGREEMENT_API.forAdmin(application.id)} className={TEXT_LINK}>
        {signed ? 'Open the signed agreement (PDF)' : 'Open the agreement (PDF)'}
      </a>
      {signed ? null : (
        <div className="mt-3 flex flex-wrap gap-3">
          {agreement.state === 'AwaitingCountersignature' ? (
            <button
              type="button"
              className={ACCEPT_BUTTON}
              onClick={() => {
                countersigning.clear();
                setConfirming(true);
              }}
            >
              Countersign
            </button>
          ) : null}
          {rates && !changingRates ? (
            <button
              ref={ratesButtonRef}
              type="button"
              className={SECONDARY_BUTTON}
              onClick={() => setChangingRates(true)}
            >
              Change the rates
            </button>
          ) : null}
        </div>
      )}
      {changingRates && rates && !signed ? (
        <AgreementRatesForm
          id={application.id}
          rates={rates}
          onClose={() => {
            setChangingRates(false);
            requestAnimationFrame(() => ratesButtonRef.current?.focus());
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={`Countersign the agreement for ${application.reference}?`}
        confirmLabel="Countersign"
        confirmClassName={ACCEPT_BUTTON}
        busy={countersigning.pending}
        error={countersigning.failure?.message}
        onConfirm={countersign}
        onDismiss={() => {
          if (!countersigning.pending) setConfirming(false);
        }}
      >
        <p>
          Version {agreement.version} is complete once you countersign: the customer and the company inbox get the
          signed PDF by e-mail. This cannot be undone.
        </p>
      </ConfirmDialog>
    </DetailsSection>
  );
}
