import { renderToString } from 'react-dom/server';
import type { Language } from '../../../domain/language.ts';
import type { ServedStatus } from '../../../domain/served-status.ts';
import { I18nProvider } from '../../i18n/i18n.tsx';
import { StatusPageContent } from './application-status.tsx';

/**
 * The status page's content for the server to put into the prerendered page
 * (docs/decisions/073-status-page-served-filled.md). Bundled apart by scripts/build-server.mjs into
 * build/server/status-page.mjs, which the server loads at start: the server never imports app/.
 * The browser's first render of the same ServedStatus gives the same markup.
 */
export function renderStatusPageContent(served: ServedStatus, language: Language): string {
  const state = {
    status: 'loaded',
    view: served.view,
    loadedAt: new Date(served.loadedAt),
    pass: served.pass ?? undefined,
  } as const;
  return renderToString(
    <I18nProvider language={language}>
      <StatusPageContent token={served.token} state={state} onRetry={ignore} onChanged={ignore} />
    </I18nProvider>,
  );
}

function ignore() {}
