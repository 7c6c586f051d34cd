import { beforeEach, describe, expect, test } from 'vitest';
import { BOOKING_DRAFT_KEY, clearBookingDraft, loadBookingDraft, saveBookingDraft } from './booking-draft.ts';

beforeEach(() => {
  localStorage.clear();
});

describe('booking draft', () => {
  test('a saved draft comes back with its values, step and document names', () => {
    const saved = saveBookingDraft(
      {
        step: 2,
        values: {
          personalInfo: { firstName: 'Ada', articleOfIncorporationPath: 'x'.repeat(43) },
          truck: { highwayTrucks: 3 },
          moveInInfo: { truckOrTrailers: 1, locationAppliedFor: 'Lawson Rd & Hwy 25', isCarrierBasedInOntario: false },
          references: [{ name: 'Bob' }],
        },
        documents: { ArticleOfIncorporation: { fileName: 'articles.pdf', contentType: 'application/pdf' } },
      },
      { now: () => new Date('2026-11-22T10:00:00Z') },
    );
    expect(saved).toBe(true);

    const draft = loadBookingDraft();
    expect(draft).toMatchObject({
      version: 1,
      savedAt: '2026-11-22T10:00:00.000Z',
      step: 2,
      values: {
        personalInfo: { firstName: 'Ada', articleOfIncorporationPath: 'x'.repeat(43) },
        truck: { highwayTrucks: 3 },
        moveInInfo: { truckOrTrailers: 1, locationAppliedFor: 'Lawson Rd & Hwy 25', isCarrierBasedInOntario: false },
        references: [{ name: 'Bob' }],
      },
      documents: { ArticleOfIncorporation: { fileName: 'articles.pdf', contentType: 'application/pdf' } },
    });
  });

  test('the bank numbers never reach browser storage; the bank name does', () => {
    // Five digits or more, which no draft's envelope can hold by chance (its longest run of digits
    // is the year's four): its `savedAt` once ended in `.001Z`, taken for an institution number 001.
    saveBookingDraft({
      step: 2,
      values: {
        bankingInfo: { bank: 'Maple Bank', contact: '48213', phone: '73906', address: '5580731' },
      } as never,
      documents: {},
    });
    const stored = localStorage.getItem(BOOKING_DRAFT_KEY) ?? '';
    for (const number of ['48213', '73906', '5580731']) expect(stored).not.toContain(number);
    expect(loadBookingDraft()?.values.bankingInfo).toEqual({ bank: 'Maple Bank' });
  });

  test('a draft stored with bank numbers by an earlier version is stored again without them', () => {
    localStorage.setItem(
      BOOKING_DRAFT_KEY,
      JSON.stringify({
        version: 1,
        savedAt: '2026-11-22T10:00:00.000Z',
        step: 2,
        values: { bankingInfo: { bank: 'Maple Bank', contact: '12345', phone: '001', address: '1234567' } },
        documents: {},
      }),
    );
    expect(loadBookingDraft()?.values.bankingInfo).toEqual({ bank: 'Maple Bank' });
    expect(localStorage.getItem(BOOKING_DRAFT_KEY)).not.toContain('1234567');
  });

  test('the draft lives under one versioned key', () => {
    saveBookingDraft({ step: 0, values: { personalInfo: { city: 'Milton' } }, documents: {} });
    expect(Object.keys(localStorage)).toEqual([BOOKING_DRAFT_KEY]);
    expect(BOOKING_DRAFT_KEY).toBe('booking-draft:v1');
  });

  test('clearing removes the draft', () => {
    saveBookingDraft({ step: 1, values: {}, documents: {} });
    clearBookingDraft();
    expect(localStorage.getItem(BOOKING_DRAFT_KEY)).toBeNull();
    expect(loadBookingDraft()).toBeNull();
  });

  test('text that is not JSON is ignored and removed', () => {
    localStorage.setItem(BOOKING_DRAFT_KEY, '{not json');
    expect(loadBookingDraft()).toBeNull();
    expect(localStorage.getItem(BOOKING_DRAFT_KEY)).toBeNull();
  });

  test('a draft of another version is ignored', () => {
    localStorage.setItem(
      BOOKING_DRAFT_KEY,
      JSON.stringify({ version: 2, savedAt: '2026-01-01T00:00:00Z', step: 0, values: {}, documents: {} }),
    );
    expect(loadBookingDraft()).toBeNull();
  });

  test('a draft of the wrong shape is ignored', () => {
    const broken = [
      { version: 1, savedAt: 'x', step: 9, values: {}, documents: {} },
      { version: 1, savedAt: 'x', step: 0, values: { personalInfo: { firstName: 42 } }, documents: {} },
      { version: 1, savedAt: 'x', step: 0, values: { references: 'none' }, documents: {} },
      { version: 1, savedAt: 'x', step: 0, values: {}, documents: { ArticleOfIncorporation: { fileName: 1 } } },
      { version: 1, savedAt: 'x', step: 0, values: { references: [{}, {}, {}] }, documents: {} },
      null,
      [],
    ];
    for (const value of broken) {
      localStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify(value));
      expect(loadBookingDraft(), JSON.stringify(value)).toBeNull();
    }
  });

  test('an unknown yard is dropped but the rest of the draft is kept', () => {
    localStorage.setItem(
      BOOKING_DRAFT_KEY,
      JSON.stringify({
        version: 1,
        savedAt: 'x',
        step: 3,
        values: { moveInInfo: { locationAppliedFor: 'Closed yard', stateOrProvince: 'Ontario' } },
        documents: {},
      }),
    );
    const draft = loadBookingDraft();
    expect(draft?.values.moveInInfo).toEqual({ locationAppliedFor: undefined, stateOrProvince: 'Ontario' });
  });

  test('a count saved as null (an empty number box) is restored as no value', () => {
    saveBookingDraft({ step: 3, values: { truck: { dayCab: Number.NaN } }, documents: {} });
    expect(loadBookingDraft()?.values.truck?.dayCab).toBeUndefined();
  });

  test('an untouched number box and an unchosen yard do not spoil the draft', () => {
    localStorage.setItem(
      BOOKING_DRAFT_KEY,
      JSON.stringify({
        version: 1,
        savedAt: 'x',
        step: 3,
        values: { moveInInfo: { rateApprovedPerSpot: '', locationAppliedFor: '', stateOrProvince: 'Ontario' } },
        documents: {},
      }),
    );
    expect(loadBookingDraft()?.values.moveInInfo).toEqual({
      rateApprovedPerSpot: undefined,
      locationAppliedFor: undefined,
      stateOrProvince: 'Ontario',
    });
  });

  test('a device that refuses storage is reported, not thrown', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(saveBookingDraft({ step: 0, values: {}, documents: {} }, { storage: refusing })).toBe(false);
  });
});
