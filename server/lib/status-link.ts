import { createHash, randomBytes } from 'node:crypto';
import { statusPagePath } from '../../domain/applicant-status.schema.ts';
import { DEFAULT_LANGUAGE, type Language, pathInLanguage } from '../../domain/language.ts';
import type { Executor } from '../db/executor.ts';

/**
 * The applicant's private status link (ADR 031): 256 random bits in the link, only their SHA-256
 * in the database, so neither a leaked table nor a backup hands out working links. Shared by the
 * booking (which issues the first link) and the applicant's module (which reads them, and issues
 * one with each insurance reminder).
 */
export function newStatusToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashStatusToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The status page in the applicant's language: `/fr/status/<token>` for a French application (docs/i18n.md). */
export function statusPageUrl(publicUrl: string, token: string, language: Language = DEFAULT_LANGUAGE): string {
  return `${publicUrl}${pathInLanguage(statusPagePath(token), language)}`;
}

/** Stores a new link for an application and answers its address; the token exists only in it. */
export async function issueStatusLink(
  db: Executor,
  link: { applicationId: number; now: Date; publicUrl: string; expiresAt?: Date; language?: Language },
): Promise<string> {
  const token = newStatusToken();
  await db
    .insertInto('application_status_tokens')
    .values({
      token_hash: hashStatusToken(token),
      application_id: link.applicationId,
      created_at: link.now.toISOString(),
      expires_at: link.expiresAt?.toISOString() ?? null,
    })
    .execute();
  return statusPageUrl(link.publicUrl, token, link.language);
}
