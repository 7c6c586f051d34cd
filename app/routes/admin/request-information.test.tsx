import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { ADMIN_API, type ApplicationDetails } from '../../../domain/admin.schema.ts';
import { stubAdminApi, type StubHandler } from './testing/admin-fetch-stub.ts';
import { currentUrl, renderAdmin } from './testing/render-admin.tsx';
import { SAMPLE_ADMIN, createApplicationDetails } from '../../../tests/factories/api-replies.factory.ts';

// jsdom has <dialog> without its methods; these do what browsers do with the open state.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

// The details page is a long form (five document reviews among the answers): role queries over it
// take a while on a busy machine.
const SLOW_PAGE = { timeout: 5000 };

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function stubDetails(details: StubHandler, extra: Record<string, StubHandler> = {}) {
  return stubAdminApi({
    [`GET ${ADMIN_API.me}`]: { status: 200, body: SAMPLE_ADMIN },
    [`GET ${ADMIN_API.byId(42)}`]: details,
    [`GET ${ADMIN_API.statistics}`]: { status: 200, body: { count: 1 } },
    [`GET ${ADMIN_API.list}`]: { status: 200, body: { data: [], count: 0 } },
    ...extra,
  });
}

function detailsReply(overrides: Partial<ApplicationDetails> = {}) {
  return { status: 200, body: createApplicationDetails(overrides) };
}

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

/** The answer next to a label in a description list. */
function answer(scope: ReturnType<typeof within>, label: string): string | null | undefined {
  return scope.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('the details of one application', () => {
  test('show every answer grouped like the wizard, codes and yes/no in words', async () => {
    stubDetails(detailsReply());
    renderAdmin('/ReqestInformation/42');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application YRD-7K2Q-9M4T' }, SLOW_PAGE),
    ).toBeInTheDocument();
    expect(screen.getByText('Pending review')).toBeInTheDocument();
    expect(screen.getByText('Harpreet K Gill')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Decision',
      'Documents',
      'Company',
      'Personal Info',
      'Bank Info',
      'References',
      'Previous Landlords',
      'Move-in Info',
      'Fleet Info',
      'History',
    ]);

    const personal = section('Personal Info');
    expect(answer(personal, 'Last name')).toBe('Gill');
    expect(answer(personal, 'Apt / unit')).toBe('Not given');
    expect(answer(personal, 'Postal / zip code')).toBe('L5N 7Z9');
    expect(personal.getByRole('link', { name: 'harpreet.gill@example.com' })).toHaveAttribute(
      'href',
      'mailto:harpreet.gill@example.com',
    );

    const references = section('References');
    expect(references.getByRole('heading', { name: 'Reference 2' })).toBeInTheDocument();
    expect(references.getByText('Owen Clarke')).toBeInTheDocument();

    const landlords = section('Previous Landlords');
    expect(answer(landlords, 'Previous landlords given')).toBe('3');
    expect(landlords.queryByText('Why fewer than three')).not.toBeInTheDocument();
    expect(landlords.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(
      landlords
        .getAllByText('May we contact them for a reference?')
        .map((label) => label.nextElementSibling?.textContent),
    ).toEqual(['Yes', 'No', 'Yes']);

    const moveIn = section('Move-in Info');
    expect(answer(moveIn, 'Truck or trailers')).toBe('Trailers');
    expect(answer(moveIn, 'Rate approved per spot')).toBe('$325.00');
    expect(answer(moveIn, 'Is the carrier based in Ontario?')).toBe('Yes');
    expect(answer(moveIn, 'Move-in date')).toBe('Dec 1, 2026');

    const fleet = section('Fleet Info');
    expect(answer(fleet, 'Dry vans')).toBe('6');
    expect(answer(fleet, 'Bounced cheque or missed payment?')).toBe('Yes');
    expect(answer(fleet, 'What happened')).toMatch(/re-issued within a week/);
    expect(answer(fleet, 'Will perform maintenance on the property?')).toBe('No');

    const history = section('History');
    expect(history.getByText('Submitted by the applicant')).toBeInTheDocument();
    expect(history.getByText("Document viewed: Company owner's driver's licence by dispatch.lead")).toBeInTheDocument();
  });

  test('the company comes first; fewer previous landlords come with their number and why', async () => {
    const details = createApplicationDetails();
    stubDetails(
      detailsReply({
        personalInfo: { ...details.personalInfo, companyName: 'Gill Haulage Inc.', cvorOrUsdot: '123-456-789' },
        previousLandlords: details.previousLandlords.slice(0, 1),
        previousLandlordsNote: 'Our other yards were our own',
      }),
    );
    renderAdmin('/ReqestInformation/42');
    await screen.findByRole('heading', { level: 1, name: 'Application YRD-7K2Q-9M4T' }, SLOW_PAGE);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Company')).toBe(headings.indexOf('Personal Info') - 1);
    const company = section('Company');
    expect(answer(company, 'Company legal name')).toBe('Gill Haulage Inc.');
    expect(answer(company, 'CVOR or USDOT number')).toBe('123-456-789');
    const landlords = section('Previous Landlords');
    expect(answer(landlords, 'Previous landlords given')).toBe('1');
    expect(answer(landlords, 'Why fewer than three')).toBe('Our other yards were our own');
    expect(landlords.getAllByRole('heading', { level: 3 })).toHaveLength(1);
  });

  test('bank numbers stay masked until Reveal, which the server records', async () => {
    const { calls } = stubDetails(detailsReply(), {
      [`POST ${ADMIN_API.revealBankDetails(42)}`]: {
        status: 200,
        body: { bank: 'Example Credit Union', contact: '01234', phone: '004', address: '0012345678' },
      },
    });
    const { user } = renderAdmin('/ReqestInformation/42');
    const bank = within(await screen.findByRole('region', { name: 'Bank Info' }));
    expect(answer(bank, 'Account number')).toBe('••••••5678');
    expect(bank.getByText(/recorded in the audit log/)).toBeInTheDocument();

    await user.click(bank.getByRole('button', { name: 'Reveal bank numbers' }));
    await waitFor(() => expect(answer(bank, 'Account number')).toBe('0012345678'));
    expect(answer(bank, 'Transit number')).toBe('01234');
    expect(calls.filter((call) => call.url.pathname === ADMIN_API.revealBankDetails(42))).toHaveLength(1);

    await user.click(bank.getByRole('button', { name: 'Hide bank numbers' }));
    expect(answer(bank, 'Account number')).toBe('••••••5678');
  });

  test('images show as thumbnails and PDFs as an icon, each opening its original in a new tab', async () => {
    stubDetails(detailsReply());
    renderAdmin('/ReqestInformation/42');
    await screen.findByRole('region', { name: 'Documents' }, SLOW_PAGE);
    const licence = within(screen.getByRole('article', { name: "Company owner's driver's licence" }));
    expect(licence.getByRole('img', { name: "Company owner's driver's licence" })).toHaveAttribute(
      'src',
      '/api/ApplicationFormData/DocumentThumbnail/42/CompanyOwnersDriverLicense',
    );
    const original = licence.getByRole('link', {
      name: "Open the original Company owner's driver's licence (image, new tab)",
    });
    expect(original).toHaveAttribute('href', '/api/ApplicationFormData/Document/42/CompanyOwnersDriverLicense');
    expect(original).toHaveAttribute('target', '_blank');
    expect(licence.getByText('JPEG, 94 KB, received Nov 20, 2026, 10:04 a.m.')).toBeInTheDocument();

    const article = within(screen.getByRole('article', { name: 'Article of Incorporation' }));
    expect(article.queryByRole('img')).not.toBeInTheDocument();
    const pdf = article.getByRole('link', { name: 'Open the original Article of Incorporation (PDF, new tab)' });
    expect(pdf).toHaveAttribute('href', '/api/ApplicationFormData/Document/42/ArticleOfIncorporation');
    expect(pdf).not.toHaveAttribute('download');
    expect(article.getByText('PDF, 178 KB')).toBeInTheDocument();
    // The three the application does not have say so.
    expect(screen.getAllByText('Not on file.')).toHaveLength(3);
  });

  test("an image without a thumbnail (an older server's answer) shows its original", async () => {
    const details = createApplicationDetails();
    stubDetails({
      status: 200,
      body: {
        ...details,
        documents: details.documents.map(({ thumbnailUrl: _thumbnail, ...document }) => document),
      },
    });
    renderAdmin('/ReqestInformation/42');
    expect(await screen.findByRole('img', { name: "Company owner's driver's licence" }, SLOW_PAGE)).toHaveAttribute(
      'src',
      '/api/ApplicationFormData/Document/42/CompanyOwnersDriverLicense',
    );
  });

  test('a decided application shows its outcome and no buttons', async () => {
    stubDetails(
      detailsReply({
        status: 'Rejected',
        decidedAt: '2026-11-21T16:30:00.000Z',
        decisionReason: 'No space left at that yard.',
      }),
    );
    renderAdmin('/ReqestInformation/42');
    expect(await screen.findByText(/Reason given to the applicant: No space left at that yard\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  test('an unknown id says so, with a way to try again', async () => {
    stubDetails({ status: 404, body: { isSuccess: false, code: 'not_found', message: 'There is no application 42.' } });
    renderAdmin('/ReqestInformation/42');
    expect(await screen.findByText(/There is no application 42\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('accepting and rejecting', () => {
  test('Accept asks first, sends action 0, and returns to the list with a message', async () => {
    const { calls } = stubDetails(detailsReply(), {
      [`POST ${ADMIN_API.action}`]: { status: 200, body: { isSuccess: true, status: 'Accepted' } },
    });
    const { user } = renderAdmin('/ReqestInformation/42');
    await user.click(await screen.findByRole('button', { name: 'Accept' }, SLOW_PAGE));

    const dialog = screen.getByRole('dialog', { name: 'Accept application YRD-7K2Q-9M4T?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(calls.some((call) => call.url.pathname === ADMIN_API.action)).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Accept application' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'All applications' }, SLOW_PAGE)).toBeInTheDocument();
    expect(currentUrl()).toBe('/Dashboard/AllApplication');
    expect(calls.find((call) => call.url.pathname === ADMIN_API.action)?.body).toEqual({ id: 42, status: 0 });
    expect(screen.getByText(/Application YRD-7K2Q-9M4T was accepted\./)).toHaveAttribute('role', 'status');
    // The decision leaves the page: the application is not loaded again on the way out.
    expect(calls.filter((call) => call.url.pathname === ADMIN_API.byId(42))).toHaveLength(1);
  });

  test('Reject sends action 1 with the optional reason for the applicant', async () => {
    const { calls } = stubDetails(detailsReply(), {
      [`POST ${ADMIN_API.action}`]: { status: 200, body: { isSuccess: true, status: 'Rejected' } },
    });
    const { user } = renderAdmin('/ReqestInformation/42');
    await user.click(await screen.findByRole('button', { name: 'Reject' }, SLOW_PAGE));
    const dialog = within(screen.getByRole('dialog', { name: 'Reject application YRD-7K2Q-9M4T?' }));
    const reason = dialog.getByLabelText('Reason (optional)');
    expect(reason).toHaveFocus();
    expect(dialog.getByText('Sent to the applicant with the decision.')).toBeInTheDocument();
    await user.type(reason, '  No space left at that yard.  ');
    await user.click(dialog.getByRole('button', { name: 'Reject application' }));

    expect(await screen.findByText(/Application YRD-7K2Q-9M4T was rejected\./, {}, SLOW_PAGE)).toBeInTheDocument();
    expect(calls.find((call) => call.url.pathname === ADMIN_API.action)?.body).toEqual({
      id: 42,
      status: 1,
      reason: 'No space left at that yard.',
    });
  });

  test('Cancel closes the confirmation, sends nothing, and gives focus back to the button', async () => {
    const { calls } = stubDetails(detailsReply());
    const { user } = renderAdmin('/ReqestInformation/42');
    const accept = await screen.findByRole('button', { name: 'Accept' }, SLOW_PAGE);
    await user.click(accept);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(accept).toHaveFocus();
    expect(calls.some((call) => call.url.pathname === ADMIN_API.action)).toBe(false);
  });

  test('when another admin decided first (409) the page says so and shows the current status', async () => {
    let decided = false;
    stubDetails(() => detailsReply(decided ? { status: 'Accepted', decidedAt: '2026-11-21T16:30:00.000Z' } : {}), {
      [`POST ${ADMIN_API.action}`]: () => {
        decided = true;
        return {
          status: 409,
          body: { isSuccess: false, code: 'conflict', message: 'This application was already decided.' },
        };
      },
    });
    const { user } = renderAdmin('/ReqestInformation/42');
    await user.click(await screen.findByRole('button', { name: 'Reject' }, SLOW_PAGE));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject application' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This application was already decided');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument());
    expect(screen.getAllByText('Accepted').length).toBeGreaterThan(0);
    expect(currentUrl()).toBe('/ReqestInformation/42');
  });

  test('another failure is shown in the dialog, which stays open', async () => {
    stubDetails(detailsReply(), {
      [`POST ${ADMIN_API.action}`]: {
        status: 500,
        body: { isSuccess: false, code: 'internal_error', message: 'Something went wrong on our side.' },
      },
    });
    const { user } = renderAdmin('/ReqestInformation/42');
    await user.click(await screen.findByRole('button', { name: 'Accept' }, SLOW_PAGE));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Accept application' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  });
});
