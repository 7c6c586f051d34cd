import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '../../../domain/documents.ts';
import { XhrStub } from '../../lib/testing/xhr-stub.ts';
import { renderRequestPage, storedDraft } from './testing/booking-fixtures.tsx';
import { NETWORK_UPLOAD_MESSAGE } from './use-document-uploads.ts';

const REFERENCE = 'Q'.repeat(43);

beforeEach(() => {
  localStorage.clear();
  XhrStub.reset();
  vi.stubGlobal('XMLHttpRequest', XhrStub);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openDocumentsStep() {
  const rendered = renderRequestPage();
  await rendered.user.click(screen.getByRole('button', { name: /Bank Info and Documents/ }));
  await screen.findByRole('heading', { level: 2, name: /Bank Info and Documents/ });
  return rendered;
}

function pdf(name = 'articles.pdf') {
  return new File(['%PDF-1.7 test'], name, { type: 'application/pdf' });
}

describe('document uploads', () => {
  test('the five documents each have a labelled picker for JPEG, PNG or PDF', async () => {
    await openDocumentsStep();
    for (const label of [
      'Article of Incorporation',
      "Company owner's driver's licence",
      'Certificate of Insurance',
      'Certified payment',
      'Postdated cheques',
    ]) {
      const input = screen.getByLabelText(label, { exact: true });
      expect(input).toHaveAttribute('type', 'file');
      expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf');
    }
    expect(screen.getAllByText('JPEG, PNG or PDF, up to 10 MB.')).toHaveLength(5);
  });

  test('a file over 10 MB is refused in the browser and nothing is sent', async () => {
    const { user } = await openDocumentsStep();
    const huge = new File(['x'], 'scan.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: MAX_DOCUMENT_BYTES + 1 });
    const input = screen.getByLabelText('Certificate of Insurance');
    await user.upload(input, huge);
    expect(await screen.findAllByText(/scan\.jpg is 10\.1 MB; the limit is 10 MB/)).not.toHaveLength(0);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(XhrStub.instances).toHaveLength(0);
  });

  test('choosing a file uploads it at once with progress, then shows it and keeps its reference', async () => {
    const { user } = await openDocumentsStep();
    await user.upload(screen.getByLabelText('Article of Incorporation'), pdf());
    const request = XhrStub.last();
    expect(request.url).toBe('/api/ApplicationFormData/ArticleOfIncorporation');
    expect((request.body as FormData).get('Image')).toHaveProperty('name', 'articles.pdf');
    expect(await screen.findByLabelText(/Upload progress/)).toHaveValue(0);
    expect(screen.getByText('Uploading articles.pdf…')).toBeInTheDocument();

    act(() => request.progress(40, 100));
    expect(screen.getByLabelText('Upload progress: 40%')).toHaveValue(40);

    act(() => request.respond(200, { response: REFERENCE, contentType: 'application/pdf', size: 13 }));
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    expect(screen.getByText('articles.pdf uploaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace Article of Incorporation' })).toBeInTheDocument();
    await waitFor(() =>
      expect(storedDraft()).toMatchObject({
        values: { personalInfo: { articleOfIncorporationPath: REFERENCE } },
        documents: { ArticleOfIncorporation: { fileName: 'articles.pdf', contentType: 'application/pdf' } },
      }),
    );
  });

  test('an upload keeps going while the person is on another step', async () => {
    const { user } = await openDocumentsStep();
    await user.upload(screen.getByLabelText('Certified payment'), pdf('cheque.pdf'));
    await user.click(screen.getByRole('button', { name: /Personal Info/ }));
    act(() => XhrStub.last().respond(200, { response: REFERENCE, contentType: 'application/pdf', size: 13 }));
    await user.click(screen.getByRole('button', { name: /Bank Info and Documents/ }));
    expect(await screen.findByText('cheque.pdf')).toBeInTheDocument();
    expect(screen.getByText('Uploaded')).toBeInTheDocument();
  });

  test("a refusal by the server shows the server's message, and Retry sends the file again", async () => {
    const { user } = await openDocumentsStep();
    await user.upload(screen.getByLabelText('Postdated cheques'), pdf('cheques.pdf'));
    act(() =>
      XhrStub.last().respond(415, {
        isSuccess: false,
        code: 'unsupported_media_type',
        message: 'This file is not a JPEG, PNG or PDF.',
      }),
    );
    expect(await screen.findAllByText('This file is not a JPEG, PNG or PDF.')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Retry Postdated cheques' }));
    expect(XhrStub.instances).toHaveLength(2);
    act(() => XhrStub.last().respond(200, { response: REFERENCE, contentType: 'application/pdf', size: 13 }));
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });

  test('a dropped connection asks the person to check it and press Retry', async () => {
    const { user } = await openDocumentsStep();
    await user.upload(screen.getByLabelText('Certificate of Insurance'), pdf('insurance.pdf'));
    act(() => XhrStub.last().failNetwork());
    expect(await screen.findAllByText(NETWORK_UPLOAD_MESSAGE)).not.toHaveLength(0);
    expect(NETWORK_UPLOAD_MESSAGE).toBe('The upload did not finish; check your connection and press Retry.');
    expect(screen.getByRole('button', { name: 'Retry Certificate of Insurance' })).toBeInTheDocument();
  });

  test('a photo is previewed as a thumbnail', async () => {
    // jsdom has no object URLs; the browser's are stood in for here.
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
    try {
      const { user } = await openDocumentsStep();
      await user.upload(
        screen.getByLabelText("Company owner's driver's licence"),
        new File(['jpeg'], 'licence.jpg', { type: 'image/jpeg' }),
      );
      expect(await screen.findByRole('img', { name: 'Preview of licence.jpg' })).toHaveAttribute('src', 'blob:preview');
    } finally {
      Object.assign(URL, original);
    }
  });

  test('Replace sends the new file and drops the old reference until it arrives', async () => {
    const { user } = await openDocumentsStep();
    const input = screen.getByLabelText('Article of Incorporation');
    await user.upload(input, pdf('old.pdf'));
    act(() => XhrStub.last().respond(200, { response: REFERENCE, contentType: 'application/pdf', size: 13 }));
    await screen.findByText('Uploaded');
    await user.upload(input, pdf('new.pdf'));
    expect(XhrStub.instances).toHaveLength(2);
    expect(screen.getByText('new.pdf')).toBeInTheDocument();
    await waitFor(() => expect(storedDraft()).toBeNull());
  });

  const WAITING = 'Waiting: sent once the file before it is uploaded';

  test('two documents chosen at once are sent one after the other, and a replaced one waiting is never sent', async () => {
    const { user } = await openDocumentsStep();
    await user.upload(screen.getByLabelText('Postdated cheques'), pdf('cheques.pdf'));
    await user.upload(screen.getByLabelText('Certificate of Insurance'), pdf('insurance.pdf'));
    await user.upload(screen.getByLabelText('Certificate of Insurance'), pdf('insurance-2.pdf'));
    // Only the first is on the way: the other waits for the link, and its card says so.
    expect(XhrStub.instances.map((request) => request.url)).toEqual(['/api/ApplicationFormData/PostdatedChecks']);
    expect(screen.getAllByText(WAITING)).toHaveLength(1);
    act(() => XhrStub.last().respond(200, { response: REFERENCE, contentType: 'application/pdf', size: 13 }));
    await waitFor(() => expect(XhrStub.instances).toHaveLength(2));
    expect(screen.queryByText(WAITING)).not.toBeInTheDocument();
    expect(XhrStub.last().url).toBe('/api/ApplicationFormData/CertificateOfInsurance');
    expect((XhrStub.last().body as FormData).get('Image')).toHaveProperty('name', 'insurance-2.pdf');
    act(() => XhrStub.last().respond(200, { response: REFERENCE, contentType: 'application/pdf', size: 13 }));
    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(2));
  });
});
