import { useEffect, useState } from 'react';
import { YardsAnswerSchema } from '../../../domain/yards.schema.ts';
import { YARD_SPACES_ELEMENT_ID, yardSpacesNote } from '../../../domain/yard-spaces-note.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { getJson } from '../../lib/api-client.ts';

/**
 * The line the server wrote into this page while React takes over the HTML; null after a move
 * inside the site (the root marks the document hydrated), when the element on screen, if any, is
 * the page being left.
 */
function servedLine(slug: string): string | null {
  if (typeof document === 'undefined') return '';
  if (document.documentElement.dataset.hydrated === 'true') return null;
  const element = document.getElementById(YARD_SPACES_ELEMENT_ID);
  return element?.dataset.yard === slug ? (element.textContent ?? '') : null;
}

/**
 * The yard's free spaces today and its published rates (domain/yard-spaces-note.ts). The server
 * writes the line into the page's HTML; the browser keeps it as it is. Reached by a move inside the
 * site (no HTML from the server), the page asks the yards once and fills it. Hidden while empty.
 */
export function YardSpacesLine({ slug }: { slug: string }) {
  const { language } = useI18n();
  const [served] = useState(() => servedLine(slug));
  const [text, setText] = useState(served ?? '');
  useEffect(() => {
    if (served !== null) return undefined;
    const controller = new AbortController();
    getJson('/api/Yards', YardsAnswerSchema, { signal: controller.signal })
      .then((result) => {
        if (result.status === 'success') setText(yardSpacesNote(result.data.yards, slug, language) ?? '');
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [served, slug, language]);
  return (
    <p
      id={YARD_SPACES_ELEMENT_ID}
      data-yard={slug}
      hidden={!text}
      className="mt-6 text-lg font-semibold text-navy-900"
      suppressHydrationWarning
    >
      {text}
    </p>
  );
}
