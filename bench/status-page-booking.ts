import sharp from 'sharp';
import { DOCUMENT_KINDS, type DocumentField } from '../domain/documents.ts';
import { createBookingInput } from '../tests/factories/booking.factory.ts';

/**
 * A booking made over HTTP, as a visitor makes it (five uploads, then the booking), on a site the
 * bench started itself: its answer carries the applicant's private status link, the page to measure.
 * Answers that link's path, `/status/<token>`.
 */
export async function statusPathOfNewBooking(baseUrl: string): Promise<string> {
  const scan = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#f4f1ea' } })
    .jpeg({ quality: 85 })
    .toBuffer();
  const references = {} as Record<DocumentField, string>;
  for (const document of DOCUMENT_KINDS) {
    const form = new FormData();
    form.append('Image', new Blob([new Uint8Array(scan)], { type: 'image/jpeg' }), `${document.kind}.jpg`);
    const upload = await fetch(`${baseUrl}/api/ApplicationFormData/${document.kind}`, { method: 'POST', body: form });
    if (!upload.ok) throw new Error(`upload of ${document.kind}: ${upload.status} ${await upload.text()}`);
    references[document.field] = ((await upload.json()) as { response: string }).response;
  }
  const booking = await fetch(`${baseUrl}/api/ApplicationFormData/CreateApplicationForm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(createBookingInput({}, references)),
  });
  if (!booking.ok) throw new Error(`booking: ${booking.status} ${await booking.text()}`);
  const { statusUrl } = (await booking.json()) as { statusUrl?: string };
  if (!statusUrl) throw new Error('the booking answered no status link');
  return new URL(statusUrl).pathname;
}
