import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { vi } from 'vitest';
import type { ApplicantStatusView } from '../../../../domain/applicant-status.schema.ts';
import type { Language } from '../../../../domain/language.ts';
import { createApplicantStatusView } from '../../../../tests/factories/api-replies.factory.ts';
import { I18nProvider } from '../../../i18n/i18n.tsx';
import ApplicationStatusPage from '../application-status.tsx';

/** Test data for the status page's unit tests: a well-formed private link. */
export const STATUS_TOKEN = 'T'.repeat(43);

/** The factory's view, with no place in line, no offer and no notice unless `overrides` say so. */
export function statusView(overrides: Partial<ApplicantStatusView> = {}): ApplicantStatusView {
  return createApplicantStatusView({
    position: null,
    offerExpiresAt: null,
    moveOutDate: null,
    earliestMoveOutDate: null,
    ...overrides,
  });
}

/** What the test double answers one request with, as the server would. */
export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * fetch is the browser's: here a test double answers each request by its method and address
 * (`'POST /api/…'`), the replies of a list in turn and the last one again after. A request no reply
 * names gets a server error saying so, which the page then shows.
 */
export function answerRequests(replies: Record<string, Reply | Reply[]>) {
  const queues = new Map(Object.entries(replies).map(([key, reply]) => [key, [reply].flat()]));
  const fetchStub = vi.fn(async (path: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${path}`;
    const queue = queues.get(key) ?? [];
    const reply = (queue.length > 1 ? queue.shift() : queue[0]) ?? {
      status: 500,
      body: { isSuccess: false, code: 'internal_error', message: `The test has no reply for ${key}` },
    };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

/** The bodies sent by `method` to `path`, parsed, in order. */
export function bodiesSent(fetchStub: ReturnType<typeof answerRequests>, method: string, path: string): unknown[] {
  return fetchStub.mock.calls
    .filter(([sentPath, init]) => sentPath === path && init?.method === method)
    .map(([, init]) => JSON.parse(init?.body as string));
}

/** The applicant's page at its address in `language`, as the router and the root layout give it. */
export function renderStatusPage(language: Language = 'en', token = STATUS_TOKEN) {
  const path = language === 'en' ? '/status/:token' : `/${language}/status/:token`;
  const Stub = createRoutesStub([{ path, Component: ApplicationStatusPage as never }]);
  const user = userEvent.setup();
  render(
    <I18nProvider language={language}>
      <Stub initialEntries={[path.replace(':token', token)]} />
    </I18nProvider>,
  );
  return { user };
}
