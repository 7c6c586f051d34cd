import { describe, expect, expectTypeOf, test } from 'vitest';
import { z } from 'zod';
import {
  BookingFieldsSchema,
  type BookingInput,
  PersonalInfoFieldsSchema,
  PREVIOUS_LANDLORD_COUNT,
  REFERENCE_COUNT,
} from '../../domain/booking.schema.ts';
import { createBookingInput } from '../../tests/factories/booking.factory.ts';
import { type BookingDraftValues, draftValuesSchemaOf, DraftValuesSchema } from './booking-draft-values.ts';

const LISTS = { references: REFERENCE_COUNT, previousLandlords: PREVIOUS_LANDLORD_COUNT };

describe('booking draft values', () => {
  test('every answer of a complete booking is kept, except the bank numbers and the honeypot', () => {
    const booking = createBookingInput({ personalInfo: { insuranceExpiresOn: '2027-05-01' } });
    const draft = DraftValuesSchema.parse({ ...booking, website: 'filled by a bot' });

    expect(draft).toEqual({ ...booking, bankingInfo: { bank: booking.bankingInfo.bank } });
    expect(draft).not.toHaveProperty('website');
  });

  test('a field added to the booking schema is kept in its draft, typed but without its rules', () => {
    const extended = BookingFieldsSchema.extend({
      personalInfo: PersonalInfoFieldsSchema.extend({ faxNumber: z.string().min(10, 'Fax number is too short') }),
    });

    const draft = draftValuesSchemaOf(extended, LISTS);

    expect(draft.parse({ personalInfo: { faxNumber: '905' } })).toEqual({ personalInfo: { faxNumber: '905' } });
    expect(draft.safeParse({ personalInfo: { faxNumber: 905 } }).success).toBe(false);
  });

  test('a booking field of a kind the draft cannot keep fails when the draft is built, not silently', () => {
    const extended = BookingFieldsSchema.extend({
      moveInInfo: BookingFieldsSchema.shape.moveInInfo.extend({ signedAt: z.date() }),
    });

    expect(() => draftValuesSchemaOf(extended, LISTS)).toThrow(
      'The booking draft cannot keep moveInInfo.signedAt: no draft form for a date field',
    );
  });

  test('the company, fewer landlords and their note are kept; so is a draft of three landlords and no note', () => {
    const booking = createBookingInput({
      personalInfo: { companyName: 'Gill Haulage Inc.', cvorOrUsdot: '123-456-789' },
    });
    const fewer = {
      ...booking,
      previousLandlords: booking.previousLandlords.slice(0, 1),
      previousLandlordsNote: 'New yard',
    };
    expect(DraftValuesSchema.parse(fewer)).toMatchObject({
      personalInfo: { companyName: 'Gill Haulage Inc.', cvorOrUsdot: '123-456-789' },
      previousLandlords: [booking.previousLandlords[0]],
      previousLandlordsNote: 'New yard',
    });
    const none = { previousLandlords: [] };
    expect(DraftValuesSchema.parse(none)).toEqual(none);
    // As drafts were saved before: three landlords, no note, the single truck-or-trailers answer.
    const older = { previousLandlords: booking.previousLandlords, moveInInfo: { truckOrTrailers: 1 } };
    expect(DraftValuesSchema.parse(older)).toEqual(older);
  });

  test('a list longer than the booking allows is not a draft', () => {
    const references = Array.from({ length: REFERENCE_COUNT + 1 }, () => ({ name: 'Ada' }));
    expect(DraftValuesSchema.safeParse({ references }).success).toBe(false);
  });

  test('the draft has the sections and fields of the booking, and of banking only the bank name', () => {
    type Sections = keyof BookingDraftValues;
    expectTypeOf<Sections>().toEqualTypeOf<Exclude<keyof BookingInput, 'website'>>();
    expectTypeOf<keyof NonNullable<BookingDraftValues['personalInfo']>>().toEqualTypeOf<
      keyof BookingInput['personalInfo']
    >();
    expectTypeOf<keyof NonNullable<BookingDraftValues['bankingInfo']>>().toEqualTypeOf<'bank'>();
    // What the wizard holds can be saved as it is: its values are a draft's values.
    expectTypeOf<BookingInput>().toExtend<BookingDraftValues>();
  });
});
