import type { PassCheck, PassRefusal } from '../../../domain/access-pass.schema.ts';
import { formatDate } from './admin-format.ts';
import { ALERT_BOX, SUCCESS_BOX } from './admin-styles.ts';
import { Facts } from './facts.tsx';

/** Why a code does not open the gate, in the words the gate staff tell the driver. */
export function refusalWords(reason: PassRefusal | undefined, validFrom: string | undefined): string {
  switch (reason) {
    case 'revoked':
      return 'This pass was revoked.';
    case 'not_yet_valid':
      return validFrom ? `Not valid yet: it opens the yard from ${formatDate(validFrom)}.` : 'Not valid yet.';
    case 'ended':
      return 'The tenancy has ended.';
    default:
      return 'This yard never issued this code.';
  }
}

/** The yard screen's answer: Valid or Not valid in large type, why, and whose pass it is. */
export function GateAnswer({ code, yard, answer }: { code: string; yard: string; answer: PassCheck }) {
  return (
    <div className={`${answer.valid ? SUCCESS_BOX : ALERT_BOX} space-y-3`} data-testid="gate-answer">
      <p className="text-3xl font-extrabold">{answer.valid ? 'Valid' : 'Not valid'}</p>
      <p>
        {answer.valid
          ? `${code} opens ${yard} today.`
          : `${code} at ${yard}: ${refusalWords(answer.reason, answer.validFrom)}`}
      </p>
      {answer.company !== undefined ? (
        <div className="font-normal text-navy-900">
          <Facts
            items={[
              ['Company', answer.company],
              [
                'Spaces',
                answer.spaces
                  ? `${answer.spaces.trucks} truck space${answer.spaces.trucks === 1 ? '' : 's'}, ` +
                    `${answer.spaces.trailers} trailer space${answer.spaces.trailers === 1 ? '' : 's'}`
                  : '',
              ],
              ['Valid from', answer.validFrom ? formatDate(answer.validFrom) : ''],
            ]}
          />
        </div>
      ) : null}
    </div>
  );
}
