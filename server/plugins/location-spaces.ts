import type { Language } from '../../domain/language.ts';
import { YARD_SPACES_ELEMENT_ID } from '../../domain/yard-spaces-note.ts';
import { YARD_SLUGS } from '../../domain/yards.schema.ts';

/**
 * A location page's line of free spaces and rates (domain/yard-spaces-note.ts) written into its
 * prerendered HTML, so it reads with scripts off and nothing moves when it appears. The prerendered
 * page holds the line empty and hidden; filled, it loses `hidden`.
 */
export interface LocationSpacesOptions {
  /** The line for a yard in a language; undefined leaves it out. */
  note(slug: string, language: Language): Promise<string | undefined>;
}

/** Location pages' keys (lower case, as the static site keys pages): the yard's slug and language. */
const LOCATION_KEY = /^(\/fr)?\/location\/([a-z]+)$/;

export function locationOfKey(key: string): { slug: string; language: Language } | undefined {
  const match = LOCATION_KEY.exec(key);
  const slug = match?.[2];
  // Location pages that are not a yard's (yard management) have no line.
  if (!slug || !YARD_SLUGS.some((yard) => yard === slug)) return undefined;
  return { slug, language: match[1] ? 'fr' : 'en' };
}

const EMPTY_LINE = new RegExp(`<p id="${YARD_SPACES_ELEMENT_ID}"([^>]*?) hidden=""([^>]*)></p>`);

/** The page with the line filled in; the page as it is when it has no empty line to fill. */
export function withSpacesLine(html: string, text: string): string {
  return html.replace(EMPTY_LINE, (_whole, before: string, after: string) => {
    return `<p id="${YARD_SPACES_ELEMENT_ID}"${before}${after}>${escapeHtml(text)}</p>`;
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
