import type { z } from 'zod';
import type { ApplicationDetails, ApplicationDocumentSchema } from '../../../domain/admin.schema.ts';
import { DOCUMENT_KINDS, type DocumentKind } from '../../../domain/documents.ts';

export type ApplicationDocument = z.infer<typeof ApplicationDocumentSchema>;

/** One of the five documents of an application, as its card on the details page shows it. */
export interface DocumentEntry {
  kind: DocumentKind;
  label: string;
  /** The current version; none when the application has no such document (retention removed it). */
  document: ApplicationDocument | undefined;
  /**
   * The original, by the application's `*Path` URL as any client of the API shows it (an absolute
   * URL that loads with the session cookie alone), else by the document's own route.
   */
  originalHref: string | undefined;
  /** Came in as a correction the admin asked for, and the request is answered: new since then. */
  isNew: boolean;
}

/** The five documents in the booking's order, each with where its original is and whether it is new. */
export function documentEntries(
  application: Pick<ApplicationDetails, 'documents' | 'personalInfo' | 'corrections'>,
): DocumentEntry[] {
  const corrections = application.corrections;
  const received = corrections?.state === 'Received' ? corrections.documents.map((document) => document.kind) : [];
  return DOCUMENT_KINDS.map(({ kind, field, label }) => {
    const document = application.documents.find((candidate) => candidate.kind === kind);
    return {
      kind,
      label,
      document,
      originalHref: document ? application.personalInfo[field] || document.url : undefined,
      isNew: document !== undefined && received.includes(kind),
    };
  });
}

/** The id of a document's card, which the corrections box links to. */
export function documentCardId(kind: DocumentKind): string {
  return `document-${kind}`;
}
