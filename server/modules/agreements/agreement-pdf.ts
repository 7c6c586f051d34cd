import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { type AgreementFacts, agreementText } from '../../../domain/agreement-terms.ts';
import { BUSINESS_CONTACT } from '../../../domain/business-contact.ts';
import type { Language } from '../../../domain/language.ts';

/**
 * The agreement as a PDF: the terms of domain/agreement-terms.ts laid out on Letter pages, in a
 * font embedded in the file (DejaVu Sans, from its npm package: no network, every accent of
 * French), text selectable. The same facts and moment give the same bytes, so the SHA-256 taken
 * when a version is made identifies it for good.
 */

const PAGE = { width: 612, height: 792, margin: 56 } as const;
const SIZES = { title: 16, heading: 12, body: 10.5, footer: 8.5 } as const;
const LINE = 1.4;
const INK = rgb(0.04, 0.12, 0.25);

const requireFromHere = createRequire(import.meta.url);
let fonts: { regular: Uint8Array; bold: Uint8Array } | undefined;

function fontFiles() {
  fonts ??= {
    regular: readFileSync(requireFromHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(requireFromHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

/** Words into lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A column of text down the pages, starting a new page where one is full. */
class Writer {
  private page: PDFPage;
  private y: number;

  constructor(private readonly pdf: PDFDocument) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  text(text: string, font: PDFFont, size: number, spaceAfter: number) {
    const width = PAGE.width - 2 * PAGE.margin;
    for (const line of wrap(text, font, size, width)) {
      if (this.y - size < PAGE.margin + SIZES.footer * 2) {
        this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
        this.y = PAGE.height - PAGE.margin;
      }
      this.y -= size;
      this.page.drawText(line, { x: PAGE.margin, y: this.y, size, font, color: INK });
      this.y -= size * (LINE - 1);
    }
    this.y -= spaceAfter;
  }
}

/** The agreement's PDF bytes, as made at `createdAt` (its metadata's date). */
export async function agreementPdf(facts: AgreementFacts, language: Language, createdAt: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const files = fontFiles();
  const regular = await pdf.embedFont(files.regular, { subset: true });
  const bold = await pdf.embedFont(files.bold, { subset: true });
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

  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    const footer = `${facts.reference} · ${text.title} · ${index + 1} / ${pages.length}`;
    page.drawText(footer, { x: PAGE.margin, y: PAGE.margin / 2, size: SIZES.footer, font: regular, color: INK });
  });
  return pdf.save();
}
