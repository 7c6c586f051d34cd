import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { ADMIN_API, type ApplicationDetails } from '../../../domain/admin.schema.ts';
import { APPLICANT_API } from '../../../domain/applicant-status.schema.ts';
import { stubAdminApi, unauthorized, type StubHandler } from './testing/admin-fetch-stub.ts';
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

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

/** The details answer in turn: first `before`, then `after` once something changed. */
function stubDetails(
  before: Partial<ApplicationDetails>,
  after: Partial<ApplicationDetails>,
  extra: Record<string, StubHandler>,
) {
  let reads = 0;
  return stubAdminApi({
    [`GET ${ADMIN_API.me}`]: { status: 200, body: SAMPLE_ADMIN },
    [`GET ${ADMIN_API.byId(42)}`]: () => ({
      status: 200,
      body: createApplicationDetails(reads++ === 0 ? before : after),
    }),
    ...extra,
  });
}

function reviewFor(label: string) {
  return within(screen.getByRole('group', { name: label }));
}

describe('the per-document review', () => {
  test('marks documents to be replaced with a picked or typed reason and sends one request', async () => {
    const { calls } = stubDetails(
      {},
      {
        reviewStatus: 'CorrectionsRequested',
        corrections: {
          state: 'Open',
          requestedAt: '2026-11-23T14:00:00.000Z',
          requestedBy: SAMPLE_ADMIN.userName,
          message: null,
          documents: [
            { kind: 'CertificateOfInsurance', label: 'Certificate of Insurance', reason: 'The document has expired' },
          ],
          receivedAt: null,
        },
      },
      {
        [`POST ${APPLICANT_API.requestCorrections}`]: {
          status: 200,
          body: { isSuccess: true, status: 'CorrectionsRequested' },
        },
      },
    );
    const { user } = renderAdmin('/ReqestInformation/42');
    // The first screen of the file waits for the guard and the details (slow on a busy machine).
    await screen.findByRole('heading', { level: 2, name: 'Documents' }, { timeout: 5000 });

    // Nothing marked: the endpoint's own rule speaks before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Request corrections' }));
    expect(await screen.findByText('Choose at least one document to replace')).toBeInTheDocument();

    await user.click(reviewFor('Certificate of Insurance').getByRole('radio', { name: 'To be replaced' }));
    await user.click(reviewFor('Postdated cheques').getByRole('radio', { name: 'To be replaced' }));
    await user.click(screen.getByRole('button', { name: 'Request corrections' }));
    // Each reason is required, and focus goes to the first missing one.
    const insuranceReason = screen.getByLabelText('Reason to replace the Certificate of Insurance');
    await waitFor(() => expect(insuranceReason).toHaveFocus());
    expect(screen.getAllByText('Give the reason this document must be replaced')).toHaveLength(2);

    await user.selectOptions(insuranceReason, 'The document has expired');
    await user.selectOptions(screen.getByLabelText('Reason to replace the Postdated cheques'), 'other');
    await user.type(screen.getByLabelText('The reason, in your words'), 'Cheques must be dated monthly');
    await user.type(screen.getByLabelText('Message to the applicant (optional)'), 'Thanks!');
    await user.click(screen.getByRole('button', { name: 'Request corrections' }));

    expect(await screen.findByRole('heading', { name: 'Waiting for new documents' })).toBeInTheDocument();
    expect(screen.getByText('Corrections requested')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      id: 42,
      documents: [
        { kind: 'CertificateOfInsurance', reason: 'The document has expired' },
        { kind: 'PostdatedChecks', reason: 'Cheques must be dated monthly' },
      ],
      message: 'Thanks!',
    });
    expect(screen.queryByRole('button', { name: 'Request corrections' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'To be replaced' })).not.toBeInTheDocument();
  }, 15_000);

  test("each document's choice sits in that document's card, under its preview", async () => {
    stubDetails({}, {}, {});
    const { user } = renderAdmin('/ReqestInformation/42');
    await screen.findByRole('heading', { level: 2, name: 'Documents' }, { timeout: 5000 });
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Article of Incorporation',
      "Company owner's driver's licence",
      'Certificate of Insurance',
      'Certified payment',
      'Postdated cheques',
    ]);
    const licence = within(screen.getByRole('article', { name: "Company owner's driver's licence" }));
    const preview = licence.getByRole('img', { name: "Company owner's driver's licence" });
    const choice = licence.getByRole('group', { name: "Company owner's driver's licence" });
    // The preview comes first, then the choice about it.
    expect(preview.compareDocumentPosition(choice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(within(choice).getByRole('radio', { name: 'To be replaced' }));
    const reasons = within(licence.getByLabelText("Reason to replace the Company owner's driver's licence"));
    for (const reason of ['The document is not signed', 'The date on the document is wrong']) {
      expect(reasons.getByRole('option', { name: reason })).toBeInTheDocument();
    }
  });

  test('documents received as corrections are marked New and linked from the box that says so', async () => {
    stubDetails(
      {
        corrections: {
          state: 'Received',
          requestedAt: '2026-11-23T14:00:00.000Z',
          requestedBy: SAMPLE_ADMIN.userName,
          message: null,
          documents: [
            {
              kind: 'CompanyOwnersDriverLicense',
              label: "Company owner's driver's licence",
              reason: 'The document is not signed',
            },
          ],
          receivedAt: '2026-11-24T15:10:00.000Z',
        },
      },
      {},
      {},
    );
    renderAdmin('/ReqestInformation/42');
    const box = within(await screen.findByRole('region', { name: 'New documents received' }, { timeout: 5000 }));
    const link = box.getByRole('link', { name: "New Company owner's driver's licence" });
    expect(link).toHaveAttribute('href', '#document-CompanyOwnersDriverLicense');
    const card = screen.getByRole('article', { name: "Company owner's driver's licence" });
    expect(card).toHaveAttribute('id', 'document-CompanyOwnersDriverLicense');
    expect(within(card).getByText('New')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Article of Incorporation' })).queryByText('New')).toBeNull();
  });
});

describe('reopening a decided application', () => {
  test('needs a reason, then returns the application to pending review', async () => {
    const { calls } = stubDetails(
      { status: 'Rejected', reviewStatus: 'Rejected', decidedAt: '2026-11-22T15:00:00.000Z' },
      {},
      { [`POST ${APPLICANT_API.reopen}`]: { status: 200, body: { isSuccess: true, status: 'Pending' } } },
    );
    const { user } = renderAdmin('/ReqestInformation/42');
    await user.click(await screen.findByRole('button', { name: 'Reopen' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reopen application YRD-7K2Q-9M4T?' }));
    await user.click(dialog.getByRole('button', { name: 'Reopen application' }));
    expect(await dialog.findByText('Give the reason for reopening')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(dialog.getByLabelText('Reason'), 'The certificate was valid after all');
    await user.click(dialog.getByRole('button', { name: 'Reopen application' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Decision' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      id: 42,
      reason: 'The certificate was valid after all',
    });
  });
});

describe('a session that ended meanwhile', () => {
  test('sends the admin to sign in, to come back to the application', async () => {
    stubDetails(
      { status: 'Rejected', reviewStatus: 'Rejected', decidedAt: '2026-11-22T15:00:00.000Z' },
      {},
      { [`POST ${APPLICANT_API.reopen}`]: unauthorized() },
    );
    const { user } = renderAdmin('/ReqestInformation/42');
    await user.click(await screen.findByRole('button', { name: 'Reopen' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reopen application YRD-7K2Q-9M4T?' }));
    await user.type(dialog.getByLabelText('Reason'), 'The certificate was valid after all');
    await user.click(dialog.getByRole('button', { name: 'Reopen application' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/Login?redirectTo=%2FReqestInformation%2F42');
  });
});

describe("the insurance certificate's expiry date", () => {
  test('is shown and can be corrected; a bad date is refused before sending', async () => {
    const { calls } = stubDetails(
      { insuranceExpiresOn: '2027-06-30' },
      { insuranceExpiresOn: '2027-07-31' },
      {
        [`POST ${APPLICANT_API.updateInsuranceExpiry}`]: {
          status: 200,
          body: { isSuccess: true, insuranceExpiresOn: '2027-07-31' },
        },
      },
    );
    const { user } = renderAdmin('/ReqestInformation/42');
    expect(await screen.findByTestId('insurance-expires-on')).toHaveTextContent('Jun 30, 2027');
    await user.click(screen.getByRole('button', { name: 'Correct the date' }));
    const field = screen.getByLabelText('Expiry date');
    await waitFor(() => expect(field).toHaveFocus());
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save the date' }));
    expect(await screen.findByText('Enter the date the certificate of insurance expires')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(field, '2027-07-31');
    await user.click(screen.getByRole('button', { name: 'Save the date' }));
    await waitFor(() => expect(screen.getByTestId('insurance-expires-on')).toHaveTextContent('Jul 31, 2027'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ id: 42, insuranceExpiresOn: '2027-07-31' });
    expect(screen.getByText('Date saved. Reminders follow the new date.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Correct the date' })).toHaveFocus());
  });
});

describe('the history', () => {
  test('tells a thumbnail seen from the document opened', async () => {
    stubDetails(
      {
        history: [
          {
            action: 'document_viewed',
            occurredAt: '2026-11-21T14:00:00.000Z',
            adminUserName: SAMPLE_ADMIN.userName,
            details: { kind: 'CertificateOfInsurance', thumbnail: true },
          },
          {
            action: 'document_viewed',
            occurredAt: '2026-11-21T14:01:00.000Z',
            adminUserName: SAMPLE_ADMIN.userName,
            details: { kind: 'CertificateOfInsurance' },
          },
        ],
      },
      {},
      {},
    );
    renderAdmin('/ReqestInformation/42');
    const history = within(await screen.findByRole('region', { name: 'History' }, { timeout: 5000 }));
    expect(
      history.getByText('Document viewed: Certificate of Insurance (thumbnail) by dispatch.lead'),
    ).toBeInTheDocument();
    expect(history.getByText('Document viewed: Certificate of Insurance by dispatch.lead')).toBeInTheDocument();
  });

  test('lists earlier document versions with a download link each', async () => {
    stubDetails(
      {
        earlierDocuments: [
          {
            id: 'd1',
            kind: 'CertificateOfInsurance',
            label: 'Certificate of Insurance',
            contentType: 'application/pdf',
            size: 2048,
            url: '/api/ApplicationFormData/DocumentVersion/42/d1',
            uploadedAt: '2026-11-20T15:04:00.000Z',
            replacedAt: '2026-11-23T16:00:00.000Z',
          },
        ],
      },
      {},
      {},
    );
    renderAdmin('/ReqestInformation/42');
    const history = within(await screen.findByRole('region', { name: 'History' }));
    expect(history.getByRole('heading', { name: 'Earlier versions' })).toBeInTheDocument();
    expect(history.getByRole('link', { name: /Download the earlier Certificate of Insurance/ })).toHaveAttribute(
      'href',
      '/api/ApplicationFormData/DocumentVersion/42/d1',
    );
  });
});
