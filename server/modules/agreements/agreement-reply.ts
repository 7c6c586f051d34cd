import type { FastifyReply } from 'fastify';
import { DOCUMENT_CONTENT_SECURITY_POLICY } from '../../lib/documents/document-content-policy.ts';

/** The agreement's PDF as an answer: shown inline with a document's rights, never cached. */
export function sendAgreementPdf(
  reply: FastifyReply,
  agreement: { pdf: Uint8Array; reference: string; version: number },
) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-length', agreement.pdf.byteLength)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="agreement-${agreement.reference}-v${agreement.version}.pdf"`)
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', DOCUMENT_CONTENT_SECURITY_POLICY)
    .header('cross-origin-resource-policy', 'same-origin')
    .send(Buffer.from(agreement.pdf));
}
