import { createHash } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';

/** A PDF's text as a reader copies it: every page, runs of white space made one space. */
export async function pdfText(body: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The SHA-256 (hex) of a file, as the agreements record and verify it. */
export const sha256 = (body: Uint8Array) => createHash('sha256').update(body).digest('hex');
