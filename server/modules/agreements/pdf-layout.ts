import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

/**
 * How the agreement's pages are laid out, shared by the agreement and its signature page: Letter
 * pages, a font embedded in the file (DejaVu Sans, from its npm package: no network, every accent
 * of French), and a column of wrapped text.
 */

export const PAGE = { width: 612, height: 792, margin: 56 } as const;
export const SIZES = { title: 16, heading: 12, body: 10.5, footer: 8.5 } as const;
export const INK = rgb(0.04, 0.12, 0.25);
const LINE = 1.4;

const requireFromHere = createRequire(import.meta.url);
let fontBytes: { regular: Uint8Array; bold: Uint8Array } | undefined;

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** The two weights, embedded as subsets (only the letters used). */
export async function embedFonts(pdf: PDFDocument): Promise<PdfFonts> {
  fontBytes ??= {
    regular: readFileSync(requireFromHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(requireFromHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  pdf.registerFontkit(fontkit);
  return {
    regular: await pdf.embedFont(fontBytes.regular, { subset: true }),
    bold: await pdf.embedFont(fontBytes.bold, { subset: true }),
  };
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

/** A column of text down new pages, starting another page where one is full. */
export class Writer {
  private page: PDFPage;
  private y: number;

  constructor(private readonly pdf: PDFDocument) {
    this.page = this.newPage();
    this.y = PAGE.height - PAGE.margin;
  }

  private newPage(): PDFPage {
    this.y = PAGE.height - PAGE.margin;
    return this.pdf.addPage([PAGE.width, PAGE.height]);
  }

  private roomFor(height: number) {
    if (this.y - height < PAGE.margin + SIZES.footer * 2) this.page = this.newPage();
  }

  /** Takes `height` points of the current page (a new one if needed) and answers their top. */
  reserve(height: number): { page: PDFPage; top: number } {
    this.roomFor(height);
    const top = this.y;
    this.y -= height;
    return { page: this.page, top };
  }

  text(text: string, font: PDFFont, size: number, spaceAfter: number) {
    const width = PAGE.width - 2 * PAGE.margin;
    for (const line of wrap(text, font, size, width)) {
      this.roomFor(size);
      this.y -= size;
      this.page.drawText(line, { x: PAGE.margin, y: this.y, size, font, color: INK });
      this.y -= size * (LINE - 1);
    }
    this.y -= spaceAfter;
  }
}

/** `label · k / n` at the foot of each page from `first` on. */
export function drawFooters(pdf: PDFDocument, font: PDFFont, label: string, first = 0) {
  const pages = pdf.getPages();
  pages.slice(first).forEach((page, index) => {
    const footer = `${label} · ${first + index + 1} / ${pages.length}`;
    page.drawText(footer, { x: PAGE.margin, y: PAGE.margin / 2, size: SIZES.footer, font, color: INK });
  });
}
