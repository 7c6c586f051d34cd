import { existsSync } from 'node:fs';
import { LANGUAGES, pathInLanguage, type Language } from '../../../domain/language.ts';
import { STATUS_TOKEN_PATTERN, statusPagePath } from '../../../domain/applicant-status.schema.ts';
import {
  SERVED_STATUS_ELEMENT_ID,
  STATUS_FRAME_PATHS,
  STATUS_PAGE_ELEMENT_ID,
  type ServedStatus,
} from '../../../domain/served-status.ts';
import { HttpProblem } from '../../lib/api-error.ts';
import { applicantPassOf } from '../passes/passes.service.ts';
import { applicationOfToken, getStatusView, type StatusContext } from './applicant-status.service.ts';

/**
 * The applicant's status page served filled (docs/decisions/073-status-page-served-filled.md): the
 * build's prerendered page for a placeholder token, its content replaced by this applicant's, and
 * the same answer as data in the head for the browser's first render.
 */

/** Renders the page's content for a ServedStatus: the web app's own component, bundled by the build. */
export type StatusPageRenderer = (served: ServedStatus, language: Language) => string;

/** The filled page, or undefined for a link that is unknown, expired or malformed (the app shell says so). */
export async function filledStatusPage(
  context: Pick<StatusContext, 'db' | 'now'>,
  render: StatusPageRenderer,
  { token, language, frame }: { token: string; language: Language; frame: string },
): Promise<string | undefined> {
  if (!STATUS_TOKEN_PATTERN.test(token)) return undefined;
  let served: ServedStatus;
  try {
    const view = await getStatusView(context, token, language);
    // The code is in the page itself, as in the customer's e-mail: the status answer never has it.
    const pass = view.accessPass
      ? await applicantPassOf(context.db, (await applicationOfToken(context.db, token, context.now)).id)
      : null;
    served = { token, loadedAt: context.now.toISOString(), view, ...(pass ? { pass } : {}) };
  } catch (error) {
    if (error instanceof HttpProblem && error.code === 'not_found') return undefined;
    throw error;
  }
  return fillFrame(frame, render(served, language), served);
}

/**
 * The frame with its content element replaced and the data added at the end of the head. Throws if
 * the frame has no such element: a build that no longer matches this server must not serve a page
 * with no status in it.
 */
export function fillFrame(placeholderPage: string, content: string, served: ServedStatus): string {
  const frame = withTokenLinks(placeholderPage, served.token);
  const element = elementById(frame, STATUS_PAGE_ELEMENT_ID);
  if (!element) throw new Error(`the status page of the build has no element #${STATUS_PAGE_ELEMENT_ID}`);
  const headEnd = frame.indexOf('</head>');
  if (headEnd === -1 || headEnd > element.start) throw new Error('the status page of the build has no </head>');
  const data = `<script type="application/json" id="${SERVED_STATUS_ELEMENT_ID}">${jsonInHtml(served)}</script>`;
  return frame.slice(0, headEnd) + data + frame.slice(headEnd, element.start) + content + frame.slice(element.end);
}

/**
 * The placeholder page's links to itself (the language switch: "Français" leads to the same page in
 * French) made this token's, so they work before the scripts run, or without them.
 */
function withTokenLinks(html: string, token: string): string {
  let linked = html;
  for (const language of LANGUAGES) {
    linked = linked.replaceAll(
      `"${STATUS_FRAME_PATHS[language]}"`,
      `"${pathInLanguage(statusPagePath(token), language)}"`,
    );
  }
  return linked;
}

/** Where the `<div id=…>` element starts and ends (its own `</div>` found by counting nested divs). */
function elementById(html: string, id: string): { start: number; end: number } | undefined {
  const opening = new RegExp(`<div\\b[^>]*\\sid="${id}"[^>]*>`).exec(html);
  if (!opening) return undefined;
  const tags = /<div\b[^>]*>|<\/div>/g;
  tags.lastIndex = opening.index + opening[0].length;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return { start: opening.index, end: tag.index + tag[0].length };
  }
  return undefined;
}

/**
 * JSON that cannot end its `<script>` early or open a comment: `<` is written as `\u003c` (names and
 * reasons are typed by people), and the two line separators JavaScript once refused, escaped too.
 */
export function jsonInHtml(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/**
 * The renderer the build wrote beside the server bundle (build/server/status-page.mjs); undefined
 * where there is none (the server run from its sources), and the status page is then the app shell.
 */
export async function loadStatusPageRenderer(file: URL): Promise<StatusPageRenderer | undefined> {
  if (!existsSync(file)) return undefined;
  const module = (await import(file.href)) as { renderStatusPageContent?: unknown };
  if (typeof module.renderStatusPageContent !== 'function') {
    throw new Error(`${file.pathname} does not export renderStatusPageContent: rebuild with npm run build`);
  }
  return module.renderStatusPageContent as StatusPageRenderer;
}
