import { open, rm } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { ACCEPTED_DOCUMENT_TYPES, type AcceptedDocumentType, MAX_DOCUMENT_BYTES } from '../../../domain/documents.ts';

/**
 * Decides what an uploaded file really is (by its bytes, never its name or declared type) and
 * turns it into what we store: images decoded and re-encoded, which drops EXIF/GPS, comments and
 * anything appended or hidden in the file; PDFs checked for a whole-file shape and kept as sent.
 * The upload is read from its temporary file and the re-encoded image written to another, so only
 * the part being worked on is in memory, never a whole document.
 */

// Process-wide sharp settings: decoded images are not cached between requests, and each image
// uses one libvips thread. How many images are worked on at once is the caller's limiter's job.
sharp.cache(false);
sharp.concurrency(1);

/** Anything larger is a decompression bomb, not a phone photo of a document (12 MP typical). */
export const MAX_IMAGE_INPUT_PIXELS = 50_000_000;
/** Longest side kept: a page stays legible, and a 100 MP scan does not become a 40 MB file. */
export const MAX_IMAGE_SIDE_PX = 4000;
const JPEG_QUALITY = 85;
const PDF_HEADER = Buffer.from('%PDF-');
const PDF_TRAILER = Buffer.from('%%EOF');
const PDF_TRAILER_WINDOW_BYTES = 1024;

export type RefusalReason = 'unsupported_type' | 'unreadable' | 'too_many_pixels' | 'too_large';

export type ContentVerdict =
  | {
      status: 'accepted';
      contentType: AcceptedDocumentType;
      /**
       * The file to store: the upload itself for a PDF, or the re-encoded image written beside it
       * (`<upload>.clean`, in the same private directory), which the caller removes.
       */
      path: string;
      byteSize: number;
    }
  | { status: 'refused'; reason: RefusalReason; message: string };

/** Where the re-encoded image of the upload at `path` is written. */
export function cleanedImagePath(path: string): string {
  return `${path}.clean`;
}

export const UNSUPPORTED_TYPE_MESSAGE =
  'This file is not a JPEG, PNG or PDF, whatever its name says. Choose a photo (JPEG or PNG) or a PDF of the document.';

/**
 * Checks the uploaded file at `path` (a private temporary file the caller removes afterwards). A
 * refusal leaves no other file behind.
 */
export async function sanitiseDocument(path: string): Promise<ContentVerdict> {
  const detected = await fileTypeFromFile(path);
  const contentType = ACCEPTED_DOCUMENT_TYPES.find((type) => type === detected?.mime);
  if (!contentType) return refused('unsupported_type', UNSUPPORTED_TYPE_MESSAGE);
  if (contentType === 'application/pdf') return checkPdf(path);
  return reencodeImage(path, contentType);
}

/**
 * PDFs are not rewritten (no safe, small sanitiser exists for them in Node); we only refuse what
 * is not a whole PDF, from its first and last bytes, and store the upload's file as it is. They are
 * served later only to signed-in admins, with nosniff and a sandboxing policy (ADR 065).
 */
async function checkPdf(path: string): Promise<ContentVerdict> {
  const file = await open(path);
  let header: Buffer;
  let tail: Buffer;
  let size: number;
  try {
    ({ size } = await file.stat());
    header = Buffer.alloc(PDF_HEADER.length);
    await file.read(header, 0, header.length, 0);
    const tailLength = Math.min(size, PDF_TRAILER_WINDOW_BYTES);
    tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
  } finally {
    await file.close();
  }
  if (!header.equals(PDF_HEADER) || !tail.includes(PDF_TRAILER)) {
    return refused(
      'unreadable',
      'This PDF looks damaged or incomplete. Save or export it again, or choose another file.',
    );
  }
  return { status: 'accepted', contentType: 'application/pdf', path, byteSize: size };
}

async function reencodeImage(path: string, contentType: 'image/jpeg' | 'image/png'): Promise<ContentVerdict> {
  const output = cleanedImagePath(path);
  let byteSize: number;
  try {
    // Metadata is dropped by default (no withMetadata/keepExif); autoOrient applies the EXIF
    // rotation first so a phone photo is not stored sideways once its EXIF is gone.
    const image = sharp(path, { limitInputPixels: MAX_IMAGE_INPUT_PIXELS, failOn: 'error', autoOrient: true });
    const { isPalette } = await image.metadata();
    image.resize({ width: MAX_IMAGE_SIDE_PX, height: MAX_IMAGE_SIDE_PX, fit: 'inside', withoutEnlargement: true });
    // optimiseCoding off: optimal Huffman tables need the whole image's coefficients in memory;
    // without them the image streams, for slightly larger files (ADR 005 has the figures).
    // Written to a file, not returned as a Buffer: libvips would gather the whole encoded image in a
    // growing buffer and hand it over whole, freed only at a later garbage collection.
    ({ size: byteSize } = await (
      contentType === 'image/jpeg'
        ? image.jpeg({ quality: JPEG_QUALITY, mozjpeg: false, optimiseCoding: false })
        : image.png({ palette: isPalette === true })
    ).toFile(output));
  } catch (error) {
    await rm(output, { force: true });
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      return refused(
        'too_many_pixels',
        'This image has too many pixels to process (more than 50 megapixels). Choose a photo at a lower resolution.',
      );
    }
    const name = contentType === 'image/jpeg' ? 'JPEG' : 'PNG';
    return refused(
      'unreadable',
      `This file starts like a ${name} image but cannot be read as one; it may be damaged or not an image. Take the photo again or choose another file.`,
    );
  }
  // A small palette PNG can grow when decoded and written again; the stored file keeps the same cap.
  if (byteSize > MAX_DOCUMENT_BYTES) {
    await rm(output, { force: true });
    return refused(
      'too_large',
      'Once processed, this image is larger than 10 MB. Choose a smaller file or a photo at lower resolution.',
    );
  }
  return { status: 'accepted', contentType, path: output, byteSize };
}

function refused(reason: RefusalReason, message: string): ContentVerdict {
  return { status: 'refused', reason, message };
}
