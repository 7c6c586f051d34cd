import type { Language } from '../../../domain/language.ts';

/**
 * E-mail bodies built from plain values. Every value is escaped here, in one place, so a name like
 * `<script>` or an enquiry full of markup arrives as text, never as markup the mail client runs.
 * The layout is a single column of inline-styled blocks and tables, which is what mail clients
 * render reliably.
 */

export interface MailRow {
  label: string;
  value: string;
}

export interface MailContent {
  heading: string;
  paragraphs: string[];
  rows?: MailRow[];
  sections?: Array<{ heading: string; rows: MailRow[] }>;
  action?: { href: string; label: string };
  /**
   * A picture after the rows (a pass's QR code): an attachment of the same message, named by its
   * content id (mail clients show those, where they block `data:` addresses), with the words that
   * stand for it where it is not shown (the text part, screen readers, blocked images).
   */
  image?: { cid: string; alt: string; size: number };
  closing?: string;
  /** The language the text is in, for the reader's screen reader and spell checks; English when unsaid. */
  language?: Language;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Escaped text whose line breaks survive, for multi-line values such as an enquiry's message. */
function escapeMultiline(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>');
}

/**
 * Links in e-mails point at our own site; anything but http(s) (javascript:, data:) is a bug in
 * the caller, so it throws rather than rendering a dangerous link.
 */
function safeHref(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    throw new Error(`E-mail link is not an absolute URL: ${href}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`E-mail link must use http or https: ${href}`);
  }
  return url.href;
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";
const TEXT_COLOUR = 'color:#1f2937;';
const STYLE = {
  body: `margin:0;padding:0;background-color:#f3f4f6;${FONT}${TEXT_COLOUR}`,
  card: `max-width:600px;margin:0 auto;padding:24px;background-color:#ffffff;${FONT}${TEXT_COLOUR}font-size:16px;line-height:1.5;`,
  heading: `margin:0 0 16px;font-size:22px;line-height:1.3;${TEXT_COLOUR}`,
  subheading: `margin:24px 0 8px;font-size:18px;line-height:1.3;${TEXT_COLOUR}`,
  paragraph: 'margin:0 0 16px;',
  table: 'width:100%;border-collapse:collapse;margin:0 0 16px;',
  label:
    'text-align:left;vertical-align:top;padding:8px 12px 8px 0;border-bottom:1px solid #e5e7eb;font-weight:600;width:40%;',
  value: 'text-align:left;vertical-align:top;padding:8px 0;border-bottom:1px solid #e5e7eb;word-break:break-word;',
  // 4.5:1 contrast or better for white text on this blue (WCAG AA).
  button:
    'display:inline-block;padding:12px 20px;background-color:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:600;border-radius:6px;',
} as const;

const CONTENT_ID = /^[\w.-]+$/;

/** Only an attachment of the message is ever shown as a picture; anything else is a bug in the caller. */
function htmlImage(image: NonNullable<MailContent['image']>): string {
  if (!CONTENT_ID.test(image.cid)) throw new Error('An e-mail image names an attachment by a plain content id');
  const size = Math.round(image.size);
  return (
    `<p style="${STYLE.paragraph}"><img src="cid:${image.cid}" alt="${escapeHtml(image.alt)}" ` +
    `width="${size}" height="${size}" style="display:block;border:0;"></p>`
  );
}

function htmlTable(rows: MailRow[]): string {
  if (rows.length === 0) return '';
  const body = rows
    .map(
      (row) =>
        `<tr><th scope="row" style="${STYLE.label}">${escapeHtml(row.label)}</th>` +
        `<td style="${STYLE.value}">${escapeMultiline(row.value)}</td></tr>`,
    )
    .join('\n');
  return `<table style="${STYLE.table}">\n${body}\n</table>`;
}

function textRows(rows: MailRow[]): string[] {
  return rows.map((row) => `${row.label}: ${row.value}`);
}

export function renderMail(content: MailContent): { html: string; text: string } {
  const href = content.action ? safeHref(content.action.href) : undefined;
  const heading = escapeHtml(content.heading);
  const lang = content.language ?? 'en';

  const blocks: string[] = [`<h1 style="${STYLE.heading}">${heading}</h1>`];
  for (const paragraph of content.paragraphs) {
    blocks.push(`<p style="${STYLE.paragraph}">${escapeMultiline(paragraph)}</p>`);
  }
  if (content.rows) blocks.push(htmlTable(content.rows));
  if (content.image) blocks.push(htmlImage(content.image));
  for (const section of content.sections ?? []) {
    blocks.push(`<h2 style="${STYLE.subheading}">${escapeHtml(section.heading)}</h2>`);
    blocks.push(htmlTable(section.rows));
  }
  if (content.action && href) {
    blocks.push(
      `<p style="${STYLE.paragraph}"><a href="${escapeHtml(href)}" style="${STYLE.button}">${escapeHtml(content.action.label)}</a></p>`,
    );
  }
  if (content.closing) blocks.push(`<p style="${STYLE.paragraph}">${escapeMultiline(content.closing)}</p>`);

  const html = [
    '<!DOCTYPE html>',
    `<html lang="${lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${heading}</title>`,
    '</head>',
    `<body style="${STYLE.body}">`,
    `<div role="article" aria-label="${heading}" lang="${lang}" style="${STYLE.card}">`,
    blocks.filter(Boolean).join('\n'),
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');

  const lines: string[] = [content.heading, '='.repeat(Math.min(content.heading.length, 72)), ''];
  for (const paragraph of content.paragraphs) lines.push(paragraph, '');
  if (content.rows && content.rows.length > 0) lines.push(...textRows(content.rows), '');
  if (content.image) lines.push(content.image.alt, '');
  for (const section of content.sections ?? []) {
    lines.push(section.heading, '-'.repeat(Math.min(section.heading.length, 72)), ...textRows(section.rows), '');
  }
  if (content.action && href) lines.push(`${content.action.label}: ${href}`, '');
  if (content.closing) lines.push(content.closing, '');

  return { html, text: `${lines.join('\n').trimEnd()}\n` };
}
