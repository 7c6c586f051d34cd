import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '../../domain/documents.ts';
import { XhrStub } from './testing/xhr-stub.ts';
import { refuseDocumentFile, uploadDocument } from './upload.ts';

const REFERENCE = 'A'.repeat(43);

function fileOfSize(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

beforeEach(() => {
  XhrStub.reset();
  vi.stubGlobal('XMLHttpRequest', XhrStub);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('refuseDocumentFile', () => {
  test('a file over 10 MB is refused with its size', () => {
    const message = refuseDocumentFile(fileOfSize('scan.jpg', 'image/jpeg', MAX_DOCUMENT_BYTES + 1));
    expect(message).toMatch(/scan\.jpg is 10\.1 MB; the limit is 10 MB/);
  });

  test('exactly 10 MB is accepted', () => {
    expect(refuseDocumentFile(fileOfSize('scan.pdf', 'application/pdf', MAX_DOCUMENT_BYTES))).toBeNull();
  });

  test('a file that is plainly not a photo or PDF is refused', () => {
    expect(refuseDocumentFile(fileOfSize('notes.docx', 'application/msword', 100))).toMatch(/not a JPEG, PNG or PDF/);
  });

  test('an empty file is refused', () => {
    expect(refuseDocumentFile(fileOfSize('empty.pdf', 'application/pdf', 0))).toMatch(/is empty/);
  });
});

describe('uploadDocument', () => {
  test('posts the file as multipart field Image to the kind path and reports progress', async () => {
    const progress = vi.fn();
    const file = new File(['%PDF-1.7'], 'articles.pdf', { type: 'application/pdf' });
    const pending = uploadDocument('ArticleOfIncorporation', file, { onProgress: progress });
    const request = XhrStub.last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/ApplicationFormData/ArticleOfIncorporation');
    expect((request.body as FormData).get('Image')).toBeInstanceOf(File);
    request.progress(50, 100);
    request.respond(200, { response: REFERENCE, contentType: 'application/pdf', size: 8 });
    expect(await pending).toEqual({
      status: 'success',
      data: { response: REFERENCE, contentType: 'application/pdf', size: 8 },
    });
    expect(progress).toHaveBeenCalledWith({ loaded: 50, total: 100 });
  });

  test('a refusal by the server carries its message', async () => {
    const pending = uploadDocument('CertifiedPayment', new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
    XhrStub.last().respond(415, {
      isSuccess: false,
      code: 'unsupported_media_type',
      message: 'This file is not a JPEG, PNG or PDF',
    });
    expect(await pending).toMatchObject({
      status: 'error',
      httpStatus: 415,
      error: { message: 'This file is not a JPEG, PNG or PDF' },
    });
  });

  test('a dropped connection is reported as offline', async () => {
    const pending = uploadDocument('CertifiedPayment', new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
    XhrStub.last().failNetwork();
    expect(await pending).toEqual({ status: 'offline' });
  });

  test('aborting stops the request', async () => {
    const controller = new AbortController();
    const pending = uploadDocument('CertifiedPayment', new File(['x'], 'a.jpg', { type: 'image/jpeg' }), {
      signal: controller.signal,
    });
    controller.abort();
    expect(await pending).toEqual({ status: 'aborted' });
    expect(XhrStub.last().aborted).toBe(true);
  });
});
