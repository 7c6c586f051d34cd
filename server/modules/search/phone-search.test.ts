import { afterEach, describe, expect, test } from 'vitest';
import { ADMIN_API } from '../../../domain/admin.schema.ts';
import { insertApplications } from '../../../tests/factories/application.factory.ts';
import { signInAsAdmin } from '../../../tests/support/admin-session.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { phoneSearchDigits, searchWords } from '../search/search-words.ts';

/**
 * A search that is a phone number finds the phones that hold its digits, however either was
 * written (ADR 057): each search text holds its phone's digits (migration 0023).
 */
let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

/** Every way the applicants below wrote `705-555-0130`, newest first. */
const SAME_NUMBER = [
  '(705) 555-0130',
  '705.555.0130',
  '+1 705 555 0130',
  '1-705-555-0130',
  '7055550130',
  // Spaces the booking's phone schema lets through (`\s`): a tab and a no-break space.
  '705\t555\t0130',
  '705\u00a0555\u00a00130',
] as const;
/** Newest first, as the list shows them: `(705) 555-0130` is the newest application. */
const PHONES = [...SAME_NUMBER, '416-555-0130', '705-555-0131', '+44 20 7946 0958'] as const;
const ACCEPTED = '705.555.0130';
const HAYSTACK = 30;

async function start() {
  const t = await createTestApp();
  testApp = t;
  const { headers } = await signInAsAdmin(t);
  const key = t.app.secrets.dataEncryptionKey;
  const inserted = await insertApplications(t.database.db, {
    count: PHONES.length + HAYSTACK,
    dataEncryptionKey: key,
    overrides: (index) => ({
      // The haystack: 613 numbers that hold none of the digits searched below.
      phoneNumber: PHONES[index] ?? `613-555-01${40 + index}`,
      status: PHONES[index] === ACCEPTED ? 'accepted' : 'pending',
    }),
  });
  const idOf = (phone: (typeof PHONES)[number]) => inserted[PHONES.indexOf(phone)]?.id;
  return { t, idOf, search: searchAs(t, headers) };
}

/** The list's answer to a search: the page's ids and the count (and `moreMatches` when set). */
function searchAs(t: TestApp, headers: Record<string, string>) {
  return async (text: string, status?: number, skip = 0) => {
    const query = new URLSearchParams({
      search: text,
      skip: String(skip),
      ...(status === undefined ? {} : { Status: String(status) }),
    });
    const response = await t.app.inject({ method: 'GET', url: `${ADMIN_API.list}?${query}`, headers });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: Array<{ id: number }>; count: number; moreMatches?: boolean }>();
    return { ids: body.data.map((row) => row.id), count: body.count, ...(body.moreMatches && { moreMatches: true }) };
  };
}

describe(`phone search on ${TEST_DATABASE_KIND}`, () => {
  test('a phone number finds the same number however it was written, newest first', async () => {
    const { idOf, search } = await start();
    for (const typed of ['705-555-0130', '+1 (705) 555-0130', '17055550130', '705 555 0130']) {
      expect(await search(typed), typed).toEqual({ ids: SAME_NUMBER.map(idOf), count: SAME_NUMBER.length });
    }
    expect(await search('+44 20 7946 0958')).toEqual({ ids: [idOf('+44 20 7946 0958')], count: 1 });
    expect(await search('705-555-0199')).toEqual({ ids: [], count: 0 });
  });

  test('seven digits or more find the phones that hold them, at their start, end or middle', async () => {
    const { idOf, search } = await start();
    const endsWith5550130 = [...SAME_NUMBER, '416-555-0130'] as const;
    expect(await search('555-0130')).toEqual({ ids: endsWith5550130.map(idOf), count: endsWith5550130.length });
    const startsWith705555013 = [...SAME_NUMBER, '705-555-0131'] as const;
    for (const typed of ['705-555-013', '+1 705 555 01']) {
      expect(await search(typed), typed).toEqual({
        ids: startsWith705555013.map(idOf),
        count: startsWith705555013.length,
      });
    }
    // The number's end without its country code, as a caller might read it out.
    expect(await search('20 7946 0958')).toEqual({ ids: [idOf('+44 20 7946 0958')], count: 1 });
    expect(await search('0 7946 09')).toEqual({ ids: [idOf('+44 20 7946 0958')], count: 1 });
  });

  test('a phone search is a search for its digits alone', () => {
    expect(searchWords('+1 (705) 555-0130')).toEqual(['7055550130']);
    expect(searchWords('20 7946 0958')).toEqual(['2079460958']);
    expect(searchWords('705 Gill')).toEqual(['705', 'Gill']);
  });

  test('a phone search keeps the status filter', async () => {
    const { idOf, search } = await start();
    expect(await search('705-555-0130', 1)).toEqual({ ids: [idOf(ACCEPTED)], count: 1 });
    expect((await search('705-555-0130', 0)).count).toBe(SAME_NUMBER.length - 1);
  });

  test('fewer than seven digits are searched as words, as before', async () => {
    const { search } = await start();
    // `0130` is in eight of the phones as written.
    expect((await search('0130')).count).toBe(8);
    expect(phoneSearchDigits('555-01')).toBeUndefined();
    expect(phoneSearchDigits('BK-2345-6789')).toBeUndefined();
    expect(phoneSearchDigits('1234567890123456')).toBeUndefined();
  });

  test('a changed phone is searched by its new number at once', async () => {
    const { t, idOf, search } = await start();
    const id = idOf('(705) 555-0130') as number;
    await t.database.db
      .updateTable('applications')
      .set({ phone_number: '(905) 555-0111' })
      .where('id', '=', id)
      .execute();
    expect(await search('905-555-0111')).toEqual({ ids: [id], count: 1 });
    expect((await search('705-555-0130')).ids).not.toContain(id);
  });

  test('more than twice the cap: the newest 1,000 are listed in order, with or without a status', async () => {
    const t = await createTestApp();
    testApp = t;
    const { headers } = await signInAsAdmin(t);
    const search = searchAs(t, headers);
    // Four in five phones start with 289-555-01 (2,160 of 2,700); one in three is accepted.
    const inserted = await insertApplications(t.database.db, {
      count: 2_700,
      dataEncryptionKey: t.app.secrets.dataEncryptionKey,
      overrides: (index) => ({
        phoneNumber: `${index % 5 === 0 ? '613' : '(289)'} 555-01${String(index % 100).padStart(2, '0')}`,
        status: index % 3 === 0 ? 'accepted' : 'pending',
      }),
    });
    const matching = inserted.filter((_, index) => index % 5 !== 0).map((row) => row.id);
    const acceptedMatching = inserted.filter((_, index) => index % 5 !== 0 && index % 3 === 0).map((row) => row.id);
    const pages = { count: 1000, moreMatches: true };
    expect(await search('289-555-01')).toEqual({ ids: matching.slice(0, 10), ...pages });
    expect(await search('289-555-01', undefined, 990)).toEqual({ ids: matching.slice(990, 1000), ...pages });
    expect(await search('289-555-01', undefined, 1000)).toEqual({ ids: [], ...pages });
    expect(await search('289-555-01', 1, 700)).toEqual({
      ids: acceptedMatching.slice(700, 710),
      count: acceptedMatching.length,
    });
  });

  test('a reference changed or removed leaves the phone searchable', async () => {
    const { t, idOf, search } = await start();
    const id = idOf('(705) 555-0130') as number;
    const references = t.database.db.updateTable('application_references').where('application_id', '=', id);
    await references.set({ company: 'Renamed Haulage' }).execute();
    expect((await search('705-555-0130')).ids).toContain(id);
    await t.database.db.deleteFrom('application_references').where('application_id', '=', id).execute();
    expect((await search('705-555-0130')).ids).toContain(id);
  });
});
