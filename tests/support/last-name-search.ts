import { expect } from 'vitest';
import { ADMIN_API } from '../../domain/admin.schema.ts';
import { type ApplicationOverrides, insertApplications } from '../factories/application.factory.ts';
import type { DatabaseHandle } from '../../server/db/connect.ts';
import { signInAsAdmin } from './admin-session.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * A test app holding one application per person, each known by its last name, and the dashboard's
 * search through the API, answering with the last names it found, sorted: for tests of what a
 * search finds. The other fields hold no word a test searches for unless `overrides` puts one there.
 */
export async function lastNameSearchApp(
  people: ReadonlyArray<{ firstName: string; lastName: string }>,
  options: {
    wrapDatabase?: (handle: DatabaseHandle) => DatabaseHandle;
    overrides?: (index: number) => ApplicationOverrides;
    take?: number;
  } = {},
): Promise<{ testApp: TestApp; search: (text: string) => Promise<string[]> }> {
  const testApp = await createTestApp(options.wrapDatabase ? { wrapDatabase: options.wrapDatabase } : {});
  const { headers } = await signInAsAdmin(testApp);
  await insertApplications(testApp.database.db, {
    count: people.length,
    dataEncryptionKey: testApp.app.secrets.dataEncryptionKey,
    overrides: (index) => ({
      ...people[index],
      middleName: '',
      email: `person${index}@example.com`,
      referenceCompanies: ['Acme Co.', 'Zenith Inc.'],
      ...options.overrides?.(index),
    }),
  });
  const search = async (text: string) => {
    const query = new URLSearchParams({ search: text, skip: '0', take: String(options.take ?? 10) });
    const response = await testApp.app.inject({ method: 'GET', url: `${ADMIN_API.list}?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<{ data: Array<{ lastName: string }> }>()
      .data.map((row) => row.lastName)
      .sort();
  };
  return { testApp, search };
}
