import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FieldError } from '../../../domain/api-error.schema.ts';
import { type Language, LanguageSchema, pathInLanguage } from '../../../domain/language.ts';
import { HttpProblem } from '../../lib/api-error.ts';
import { isCrossSiteRequest } from '../../lib/cross-site.ts';
import {
  CONTACT_FORM_PAGE_CSP,
  type ContactForm,
  contactFormErrorPage,
  framedPagePolicy,
} from './contact-form-page.ts';
import { siteFrame } from './site-frame.ts';

/**
 * The Contact page's forms posted by the browser itself, without scripts (ADR 019): the body is
 * `application/x-www-form-urlencoded`, every value text. The route validates it with the same
 * domain schema as JSON; these helpers do what differs for a browser: refuse another site's post,
 * turn number boxes into numbers, and answer with pages instead of JSON.
 */

export function isFormPost(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return type.split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

/** What the browser posted, before any conversion: shown back to the person on the error page. */
const postedForms = new WeakMap<FastifyRequest, Record<string, unknown>>();

/** A number as a number box sends it (HTML's valid floating-point number); Number() takes `0x3` too. */
const NUMBER_BOX_VALUE = /^-?(\d+(\.\d+)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * preValidation of both routes. A plain HTML form needs no preflight, so any site could make a
 * visitor's browser post one to us: those are refused before anything is parsed into the schema.
 * `numberFields` are number boxes: empty is "no answer" (the schema says it is required), a number
 * as a number box sends it is that number, and anything else stays text for the schema to refuse.
 */

export function prepareFormPost(numberFields: readonly string[], publicUrl: string) {
  return async (request: FastifyRequest) => {
    if (!isFormPost(request)) return;
    if (isCrossSiteRequest(request.headers, publicUrl)) {
      throw new HttpProblem('forbidden', 'Forms can be sent only from our own pages.');
    }
    const posted = (request.body ?? {}) as Record<string, unknown>;
    postedForms.set(request, posted);
    const converted: Record<string, unknown> = { ...posted };
    for (const name of numberFields) {
      const value = posted[name];
      if (typeof value !== 'string') continue;
      const typed = value.trim();
      converted[name] = typed === '' ? undefined : NUMBER_BOX_VALUE.test(typed) ? Number(typed) : value;
    }
    request.body = converted;
  };
}

/** The schema's complaints, by field path, as the JSON answer lists them. */
export function fieldErrorsOf(
  error: Error & { validation?: ReadonlyArray<{ instancePath?: string; message?: string }> },
): FieldError[] {
  return (error.validation ?? []).map((issue) => ({
    path: (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.'),
    message: issue.message ?? 'Invalid value',
  }));
}

/**
 * The language a form posted without scripts asked for: its hidden `language` field, which the
 * French Contact page sets to `fr` (docs/i18n.md). Anything else, or none, is English.
 */
export function postedLanguage(request: FastifyRequest): Language {
  const parsed = LanguageSchema.safeParse(postedForms.get(request)?.language);
  return parsed.success ? parsed.data : 'en';
}

/** The confirmation page in the language the form was posted from: `/fr/contact/message-sent` in French. */
export function sentPageFor(request: FastifyRequest, englishPath: string): string {
  return pathInLanguage(englishPath, postedLanguage(request));
}

/**
 * 400 with a page that says what was wrong and holds the form again, every value as it was sent,
 * inside the site's header and footer when the server has the built site (`clientDir`).
 */
export function answerInvalidFormPost(
  request: FastifyRequest,
  reply: FastifyReply,
  form: ContactForm,
  error: Error,
  clientDir?: string,
) {
  const posted = postedForms.get(request) ?? {};
  const language = postedLanguage(request);
  const frame = siteFrame(clientDir, language);
  return reply
    .code(400)
    .header('content-security-policy', frame ? framedPagePolicy(frame) : CONTACT_FORM_PAGE_CSP)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(contactFormErrorPage(form, fieldErrorsOf(error), posted, language, frame));
}
