import { useEffect, useRef } from 'react';
import type { Booking } from '../../../domain/booking.schema.ts';
import { useI18n } from '../../i18n/i18n.tsx';

/** The three bank numbers, in the order the form shows them (booking-fields.ts BANK_LABELS). */
export const BANK_NUMBER_FIELDS = ['contact', 'phone', 'address'] as const;
export type BankNumberField = (typeof BANK_NUMBER_FIELDS)[number];

const PART_KEYS = {
  contact: 'wizard.bankCheck.transit',
  phone: 'wizard.bankCheck.institution',
  address: 'wizard.bankCheck.account',
} as const;

/**
 * The bank numbers left empty. They are optional, and never kept on the device with the draft, so
 * after a return they are blank whatever was typed before: Book names them before sending.
 */
export function missingBankNumbers(booking: Pick<Booking, 'bankingInfo'>): BankNumberField[] {
  return BANK_NUMBER_FIELDS.filter((field) => booking.bankingInfo[field] === '');
}

/**
 * "Transit, institution and account numbers are not filled in. Add them now?" with the two
 * answers. It takes focus when it appears, so a screen reader reads the question at once.
 */
export function BankNumbersQuestion({
  missing,
  onAdd,
  onSendWithout,
}: {
  missing: readonly BankNumberField[];
  onAdd: () => void;
  onSendWithout: () => void;
}) {
  const { t, intl } = useI18n();
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => question.current?.focus(), []);
  const fields = intl.formatList(missing.map((field) => t(PART_KEYS[field])));
  const text = t('wizard.bankCheck.question', { count: missing.length, fields });
  return (
    <div className="rounded-md border-2 border-gold-700 bg-gold-100 p-4 text-navy-900">
      <p ref={question} id="bank-numbers-question" tabIndex={-1} className="text-lg font-bold focus:outline-none">
        {text.charAt(0).toUpperCase() + text.slice(1)}
      </p>
      <div role="group" aria-labelledby="bank-numbers-question" className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={onAdd}
          className="inline-flex min-h-11 items-center rounded-md bg-navy-900 px-5 font-semibold text-white hover:bg-navy-800"
        >
          {t('wizard.bankCheck.add', { count: missing.length })}
        </button>
        <button
          type="button"
          onClick={onSendWithout}
          className="inline-flex min-h-11 items-center rounded-md border-2 border-navy-900 bg-white px-5 font-semibold text-navy-900 hover:bg-navy-50"
        >
          {t('wizard.bankCheck.sendWithout', { count: missing.length })}
        </button>
      </div>
    </div>
  );
}
