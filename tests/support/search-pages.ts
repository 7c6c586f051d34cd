import { expect } from 'vitest';
import type { STATUS_CODES } from '../../domain/admin.schema.ts';
import { SEARCH_MATCH_CAP } from '../../server/modules/search/search.repository.ts';
import { type ApplicationReadContext, listApplications } from '../../server/modules/review/review.service.ts';
import type { TestApp } from './test-app.ts';

/** What listApplications reads a test app's applications with, as its admin routes do. */
export function readContextOf(testApp: TestApp): ApplicationReadContext {
  return {
    db: testApp.database.db,
    dataEncryptionKey: testApp.app.secrets.dataEncryptionKey,
    publicUrl: 'https://yard.example',
  };
}

/** Pages near the start, the middle and the cap's end of a search's list, some across its edge. */
const CAP_PAGES = [
  { skip: 0, take: 10 },
  { skip: 3, take: 25 },
  { skip: 480, take: 25 },
  { skip: 970, take: 10 },
  { skip: 990, take: 10 },
  { skip: 995, take: 10 },
];

/**
 * Each page of a search is the slice of `ids`, the full read of its matches in list order (newest
 * first), and the count says how many there are up to the cap and whether there are more. `pages`
 * are those read, by default some near the start, the middle and the cap's end.
 */
export async function expectPagesOfFullRead(
  context: ApplicationReadContext,
  search: string,
  ids: number[],
  status?: typeof STATUS_CODES.pending,
  pages: ReadonlyArray<{ skip: number; take: number }> = CAP_PAGES,
): Promise<void> {
  for (const { skip, take } of pages) {
    const list = await listApplications(context, {
      skip,
      take,
      search,
      ...(status !== undefined && { Status: status }),
    });
    expect(list.count, `${search} skip ${skip}`).toBe(Math.min(ids.length, SEARCH_MATCH_CAP));
    expect(list.moreMatches, `${search} skip ${skip}`).toBe(ids.length > SEARCH_MATCH_CAP ? true : undefined);
    expect(
      list.data.map((item) => item.id),
      `${search} skip ${skip}, take ${take}`,
    ).toEqual(ids.slice(skip, Math.min(skip + take, SEARCH_MATCH_CAP)));
  }
}
