import type { FastifyReply } from 'fastify';
import { DOCUMENT_CONTENT_SECURITY_POLICY } from '../../lib/documents/document-content-policy.ts';

/** The file name a party keeps: the reference, the version, and whether it is the signed copy. */
export function agreementFileName(agreement: { reference: string; version: number; signed: boolean }): string {
  return `agreement-${agreement.reference}-v${agreement.version}${agreement.signed ? '-signed' : ''}.pdf`;
}

/** The agreement's PDF as an answer: shown inline with a document's rights, never cached. */
export function sendAgreementPdf(
  reply: FastifyReply,
  agreement: { pdf: Uint8Array; reference: string; version: number; signed: boolean },
) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-length', agreement.pdf.byteLength)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="${agreementFileName(agreement)}"`)
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', DOCUMENT_CONTENT_SECURITY_POLICY)
    .header('cross-origin-resource-policy', 'same-origin')
    .send(Buffer.from(agreement.pdf));
}
