/**
 * A document is shown with the rights of a picture and no more: no scripts, no plug-ins, no
 * form or frame, a sandboxed origin if it is opened on its own; `style-src` lets the browser's
 * own image viewer lay it out. A PDF, shown inline too, opens in the browser's own viewer, which
 * runs apart from the page; the PDF's own scripts get nothing of our origin.
 */
export const DOCUMENT_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
