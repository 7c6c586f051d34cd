import { PDFDocument } from 'pdf-lib';
import { type AgreementFacts, agreementText } from '../../../domain/agreement-terms.ts';
import { BUSINESS_CONTACT } from '../../../domain/business-contact.ts';
import type { Language } from '../../../domain/language.ts';
import { drawFooters, embedFonts, SIZES, Writer } from './pdf-layout.ts';

/**
 * The agreement as a PDF: the terms of domain/agreement-terms.ts laid out by pdf-layout.ts, text
 * selectable. The same facts and moment give the same bytes, so the SHA-256 taken when a version
 * is made identifies it for good.
 */

/** The agreement's PDF bytes, as made at `createdAt` (its metadata's date). */
export async function agreementPdf(facts: AgreementFacts, language: Language, createdAt: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const { regular, bold } = await embedFonts(pdf);
  const text = agreementText(facts, language);
  const made = new Date(createdAt);
  pdf.setTitle(text.title);
  pdf.setAuthor(BUSINESS_CONTACT.name);
  pdf.setSubject(facts.reference);
  pdf.setLanguage(language === 'fr' ? 'fr-CA' : 'en-CA');
  pdf.setCreator(BUSINESS_CONTACT.name);
  pdf.setProducer(BUSINESS_CONTACT.name);
  pdf.setCreationDate(made);
  pdf.setModificationDate(made);

  const writer = new Writer(pdf);
  writer.text(BUSINESS_CONTACT.name, bold, SIZES.heading, 4);
  writer.text(text.title, bold, SIZES.title, 14);
  for (const section of text.sections) {
    writer.text(section.heading, bold, SIZES.heading, 4);
    for (const paragraph of section.paragraphs) writer.text(paragraph, regular, SIZES.body, 6);
    writer.text('', regular, SIZES.body, 4);
  }
  drawFooters(pdf, regular, `${facts.reference} · ${text.title}`);
  return pdf.save();
}
