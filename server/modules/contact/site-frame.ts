import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Language } from '../../../domain/language.ts';

/**
 * The site's own header and footer around the page a Contact form posted without scripts gets back
 * (contact-form-page.ts), so the person stays on our site, in the page's language, with its menu,
 * phone number and language switch. They are taken from the prerendered Contact page of the build
 * in that language (`server/` never imports `app/`): its stylesheet links, skip link, header and
 * footer, which need no script. Without a build (the server's own tests, an API-only server), or
 * should its shape ever change, there is no frame and the page stands alone as before.
 */
export interface SiteFrame {
  /** The build's stylesheet and icon links, for the head. */
  stylesheets: string;
  skipLink: string;
  header: string;
  footer: string;
  /** The CSP sources the header's and footer's style attributes need (none today). */
  styleAttributeHashes: string[];
}

const CONTACT_PAGE_FILES: Record<Language, string> = {
  en: 'contact/index.html',
  fr: 'fr/contact/index.html',
};

const frames = new Map<string, SiteFrame | null>();

/** The frame for `language`, read once from the build in `clientDir`; null without one. */
export function siteFrame(clientDir: string | undefined, language: Language): SiteFrame | null {
  if (!clientDir) return null;
  const file = join(resolve(clientDir), CONTACT_PAGE_FILES[language]);
  if (!frames.has(file)) frames.set(file, readFrame(file));
  return frames.get(file) ?? null;
}

function readFrame(file: string): SiteFrame | null {
  let html: string;
  try {
    html = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  return frameOf(html);
}

/** The parts of a prerendered page the frame keeps; null when one is missing or holds a script. */
export function frameOf(html: string): SiteFrame | null {
  // The site's icon too: without it the browser asks for /favicon.ico, which the site does not have.
  const stylesheets = html.match(/<link rel="(?:stylesheet|icon)" href="\/[^"<>]+"[^<>]*>/g) ?? [];
  const skipLink = /<a href="#main-content"[^>]*>[^<]*<\/a>/.exec(html)?.[0];
  const header = element(html, 'header');
  const footer = element(html, 'footer');
  if (!stylesheets.some((link) => link.includes('stylesheet')) || !skipLink || !header || !footer) return null;
  if (/<script|<iframe|<style/i.test(header + footer)) return null;
  const styleAttributeHashes = [...(header + footer).matchAll(/\sstyle="([^"]*)"/g)].map(
    ([, style]) =>
      `'sha256-${createHash('sha256')
        .update(decodeAttribute(style ?? ''), 'utf8')
        .digest('base64')}'`,
  );
  return { stylesheets: stylesheets.join(''), skipLink, header, footer, styleAttributeHashes };
}

/** The first `<name …>…</name>`, whole; such elements are not nested in the site's pages. */
function element(html: string, name: string): string | undefined {
  const start = html.indexOf(`<${name}`);
  const end = html.indexOf(`</${name}>`, start);
  if (start === -1 || end === -1) return undefined;
  return html.slice(start, end + name.length + 3);
}

function decodeAttribute(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}
