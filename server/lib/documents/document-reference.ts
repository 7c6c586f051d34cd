import { createHash, randomBytes } from 'node:crypto';

/**
 * An upload answers with an opaque reference: 256 random bits, given once to the uploader. Only
 * its SHA-256 is stored, so a database leak does not hand out claimable references.
 */
export function newDocumentReference(): string {
  return randomBytes(32).toString('base64url');
}

export function hashDocumentReference(reference: string): string {
  return createHash('sha256').update(reference).digest('hex');
}
