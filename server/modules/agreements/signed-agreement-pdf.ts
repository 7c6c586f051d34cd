import { LineCapStyle, PDFDocument } from 'pdf-lib';
import { type SignatureFacts, signaturePageText } from '../../../domain/agreement-signature-page.ts';
import type { Language } from '../../../domain/language.ts';
import { drawFooters, embedFonts, INK, PAGE, SIZES, Writer } from './pdf-layout.ts';

/**
 * The signed agreement: the agreement's own pages unchanged (the ones whose SHA-256 was signed),
 * then a signature page with the audit trail. The drawn signature, SVG path data in the signing
 * pad's box, is drawn to scale under the customer's lines.
 */

/** The signing pad's box, in its own units; the drawing is scaled from it. */
const PAD = { width: 600, height: 200 } as const;
const DRAWING_WIDTH = 240;

export async function signedAgreementPdf(
  agreement: Uint8Array,
  facts: Omit<SignatureFacts, 'agreementPages'> & { drawing: string | null },
  language: Language,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(agreement, { updateMetadata: false });
  const agreementPages = pdf.getPageCount();
  const { regular, bold } = await embedFonts(pdf);
  const text = signaturePageText({ ...facts, agreementPages }, language);
  pdf.setModificationDate(new Date(facts.company.at));

  const writer = new Writer(pdf);
  writer.text(text.title, bold, SIZES.title, 14);
  writer.text(text.customerHeading, bold, SIZES.heading, 4);
  for (const line of text.customer) writer.text(line, regular, SIZES.body, 6);
  if (facts.drawing) {
    const scale = DRAWING_WIDTH / PAD.width;
    const { page, top } = writer.reserve(PAD.height * scale + 10);
    // Round caps, as on the pad: a tap is a line to the same point, a dot.
    page.drawSvgPath(facts.drawing, {
      x: PAGE.margin,
      y: top,
      scale,
      borderColor: INK,
      borderWidth: 2 / scale,
      borderLineCap: LineCapStyle.Round,
    });
  }
  writer.text('', regular, SIZES.body, 4);
  for (const [heading, lines] of [
    [text.companyHeading, text.company],
    [text.integrityHeading, text.integrity],
    [text.trailHeading, text.trail],
  ] as const) {
    writer.text(heading, bold, SIZES.heading, 4);
    for (const line of lines) writer.text(line, regular, SIZES.body, 6);
    writer.text('', regular, SIZES.body, 4);
  }
  drawFooters(pdf, regular, text.footer, agreementPages);
  return pdf.save();
}
