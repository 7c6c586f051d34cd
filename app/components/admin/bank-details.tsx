import { useState } from 'react';
import type { z } from 'zod';
import type { BankDetailsSchema, MaskedBankingInfoSchema } from '../../../domain/admin.schema.ts';
import { SECONDARY_BUTTON } from './admin-styles.ts';
import { failureMessage, revealBankDetails } from '../../lib/admin-api.ts';
import { useSignInAgain } from '../../lib/admin-session.ts';
import { Facts } from './facts.tsx';
import { FailureAlert } from './alerts.tsx';

type Banking = z.infer<typeof MaskedBankingInfoSchema> & z.infer<typeof BankDetailsSchema>;

type RevealState =
  | { status: 'masked' }
  | { status: 'revealing' }
  | { status: 'revealed'; details: Banking }
  | { status: 'failed'; message: string };

/**
 * Bank numbers arrive masked (docs/api-contract.md); Reveal asks the server for the full ones, and the
 * server records who saw them. Hide puts the mask back; nothing is kept once the page is left.
 */
export function BankDetails({ applicationId, masked }: { applicationId: number; masked: Banking }) {
  const [state, setState] = useState<RevealState>({ status: 'masked' });
  const signInAgainOn401 = useSignInAgain();
  const hasNumbers = [masked.contact, masked.phone, masked.address].some((value) => value !== '');
  const shown = state.status === 'revealed' ? state.details : masked;

  async function reveal() {
    if (state.status === 'revealing') return;
    setState({ status: 'revealing' });
    const result = await revealBankDetails(applicationId);
    if (result.status === 'success') {
      setState({ status: 'revealed', details: result.data });
    } else if (!signInAgainOn401(result)) {
      setState({ status: 'failed', message: failureMessage(result) });
    }
  }

  return (
    <div>
      <h3 className="mb-2 text-lg font-semibold">Bank</h3>
      <Facts
        items={[
          ['Bank name', shown.bank],
          ['Transit number', digits(shown.contact)],
          ['Institution number', digits(shown.phone)],
          ['Account number', digits(shown.address)],
        ]}
      />
      {hasNumbers ? (
        <div className="mt-3 space-y-2">
          {state.status === 'revealed' ? (
            <button type="button" className={SECONDARY_BUTTON} onClick={() => setState({ status: 'masked' })}>
              Hide bank numbers
            </button>
          ) : (
            <button
              type="button"
              className={SECONDARY_BUTTON}
              aria-disabled={state.status === 'revealing' || undefined}
              aria-describedby="bank-reveal-note"
              onClick={() => void reveal()}
            >
              {state.status === 'revealing' ? 'Revealing…' : 'Reveal bank numbers'}
            </button>
          )}
          <p id="bank-reveal-note" className="text-sm text-slate-700">
            Revealing the full numbers is recorded in the audit log with your name.
          </p>
          {state.status === 'failed' ? (
            <FailureAlert message={`The bank numbers could not be revealed. ${state.message}`} />
          ) : null}
          <p role="status" className="sr-only">
            {state.status === 'revealed' ? 'Bank numbers revealed.' : ''}
          </p>
        </div>
      ) : null}
    </div>
  );
}

function digits(value: string) {
  return value === '' ? '' : <span className="font-mono">{value}</span>;
}
