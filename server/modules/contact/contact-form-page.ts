import { createHash } from 'node:crypto';
import { BUSINESS_CONTACT } from '../../../domain/business-contact.ts';
import type { FieldError } from '../../../domain/api-error.schema.ts';
import { ENQUIRY_PATH, EnquirySchema } from '../../../domain/enquiry.schema.ts';
import { JOB_APPLICATION_PATH, JobApplicationSchema } from '../../../domain/job-application.schema.ts';
import { type Language, LOCALES, pathInLanguage } from '../../../domain/language.ts';
import { type NativeConstraints, nativeConstraintsOf } from '../../../domain/native-constraints.ts';
import { validationMessage } from '../../../domain/validation-messages.ts';
import { serverI18n } from '../../lib/i18n/server-i18n.ts';
import { CONTACT_PAGE_EN } from './contact-page.en.ts';
import { CONTACT_PAGE_FR } from './contact-page.fr.ts';
import type { SiteFrame } from './site-frame.ts';

/**
 * The page a Contact page form posted without scripts gets back when an answer is wrong (ADR 019):
 * what was wrong, field by field in the schema's own words, and the same form again with every value
 * as it was sent, so the person corrects it here and sends it again. The Contact page's own form
 * (React) is not rendered here: `server/` and `app/` never import each other, and this page needs no
 * script. It sits inside the site's header and footer, taken from the build (site-frame.ts); without
 * a build it stands alone. It is in the language the form was posted from (its hidden `language`
 * field, docs/i18n.md): labels, sentences and the schema's messages.
 */

type PageKey = keyof typeof CONTACT_PAGE_EN;

interface PageField {
  name: keyof typeof FIELD_LABELS;
  /** When this form names the field otherwise than FIELD_LABELS ("Address (optional)"). */
  label?: PageKey;
  type: 'text' | 'tel' | 'email' | 'number' | 'textarea';
  autocomplete: string;
  inputmode?: string;
  constraints: NativeConstraints;
}

export interface ContactForm {
  action: string;
  heading: PageKey;
  button: PageKey;
  noun: 'message' | 'application';
  fields: PageField[];
}

/** Labels as the Contact page shows them (app/routes/site/contact/*-form.tsx), by field name. */
const FIELD_LABELS = {
  FullName: 'field.FullName',
  PhoneNumber: 'field.PhoneNumber',
  CompanyName: 'field.CompanyName',
  Email: 'field.Email',
  Address: 'field.Address',
  message: 'field.message',
  telephone: 'field.telephone',
  hiringFor: 'field.hiringFor',
  years: 'field.years',
} as const satisfies Record<string, PageKey>;

const ENQUIRY_CHECKS = nativeConstraintsOf(EnquirySchema);
const JOB_CHECKS = nativeConstraintsOf(JobApplicationSchema);

/** Labels as the Contact page shows them (app/routes/site/contact/*-form.tsx). */
export const ENQUIRY_FORM: ContactForm = {
  action: ENQUIRY_PATH,
  heading: 'enquiry.heading',
  button: 'enquiry.button',
  noun: 'message',
  fields: [
    { name: 'FullName', type: 'text', autocomplete: 'name', constraints: ENQUIRY_CHECKS.FullName },
    { name: 'Email', type: 'email', autocomplete: 'email', constraints: ENQUIRY_CHECKS.Email },
    {
      name: 'PhoneNumber',
      type: 'tel',
      autocomplete: 'tel',
      inputmode: 'tel',
      constraints: { ...ENQUIRY_CHECKS.PhoneNumber, maxLength: 20 },
    },
    {
      name: 'CompanyName',
      type: 'text',
      autocomplete: 'organization',
      constraints: ENQUIRY_CHECKS.CompanyName,
    },
    {
      name: 'Address',
      label: 'field.AddressOptional',
      type: 'text',
      autocomplete: 'address-line1',
      constraints: ENQUIRY_CHECKS.Address,
    },
    { name: 'message', type: 'textarea', autocomplete: 'off', constraints: ENQUIRY_CHECKS.message },
  ],
};

export const JOB_APPLICATION_FORM: ContactForm = {
  action: JOB_APPLICATION_PATH,
  heading: 'job.heading',
  button: 'job.button',
  noun: 'application',
  fields: [
    { name: 'FullName', type: 'text', autocomplete: 'name', constraints: JOB_CHECKS.FullName },
    {
      name: 'telephone',
      type: 'tel',
      autocomplete: 'tel',
      inputmode: 'tel',
      constraints: JOB_CHECKS.telephone,
    },
    { name: 'Email', type: 'email', autocomplete: 'email', constraints: JOB_CHECKS.Email },
    {
      name: 'Address',
      type: 'text',
      autocomplete: 'address-line1',
      constraints: JOB_CHECKS.Address,
    },
    { name: 'hiringFor', type: 'text', autocomplete: 'off', constraints: JOB_CHECKS.hiringFor },
    {
      name: 'years',
      type: 'number',
      autocomplete: 'off',
      inputmode: 'numeric',
      constraints: JOB_CHECKS.years,
    },
  ],
};

// Enough to be readable and to meet the site's contrast and target sizes; the page's CSP allows
// exactly this style by its hash and nothing else.
const STYLE =
  'body{font-family:system-ui,sans-serif;color:#0b1f3f;margin:0;line-height:1.5}' +
  'main{max-width:40rem;margin:0 auto;padding:2rem 1rem}' +
  'label{font-weight:600;display:block;margin-top:1rem}' +
  'input,textarea{display:block;box-sizing:border-box;width:100%;min-height:2.75rem;font:inherit;padding:.5rem;' +
  'border:2px solid #64748b;border-radius:.375rem;margin-top:.25rem}' +
  '[aria-invalid=true]{border-color:#b91c1c}.error{color:#b91c1c;font-weight:600;margin:.25rem 0 0}' +
  'button{margin-top:1.5rem;min-height:3rem;padding:0 2rem;font:inherit;font-weight:700;color:#fff;' +
  'background:#0b1f3f;border:0;border-radius:.375rem}a{color:#1c437f}' +
  '.summary{border:2px solid #b91c1c;background:#fef2f2;padding:1rem;border-radius:.375rem}';

/** The same, for the page inside the site's header and footer: only its own part, over the site's CSS. */
const FRAMED_STYLE =
  '.contact-errors{max-width:40rem;margin:0 auto;padding:2rem 1rem;line-height:1.5;color:#0b1f3f}' +
  '.contact-errors h1{font-size:1.875rem;line-height:1.2;font-weight:800}' +
  '.contact-errors h2{font-size:1.125rem;font-weight:700}.contact-errors p{margin-top:1rem}' +
  '.contact-errors ul{list-style:disc;padding-left:1.25rem}' +
  '.contact-errors label{font-weight:600;display:block;margin-top:1rem}' +
  '.contact-errors input,.contact-errors textarea{display:block;box-sizing:border-box;width:100%;min-height:2.75rem;' +
  'padding:.5rem;border:2px solid #64748b;border-radius:.375rem;margin-top:.25rem;background:#fff}' +
  '.contact-errors [aria-invalid=true]{border-color:#b91c1c}' +
  '.contact-errors .error{color:#b91c1c;font-weight:600;margin:.25rem 0 0}' +
  '.contact-errors button{margin-top:1.5rem;min-height:3rem;padding:0 2rem;font-weight:700;color:#fff;' +
  'background:#0b1f3f;border:0;border-radius:.375rem;cursor:pointer}' +
  '.contact-errors a{color:#1c437f;text-decoration:underline}' +
  '.contact-errors .summary{margin-top:1rem;border:2px solid #b91c1c;background:#fef2f2;padding:1rem;border-radius:.375rem}';

function styleHash(style: string): string {
  return `'sha256-${createHash('sha256').update(style, 'utf8').digest('base64')}'`;
}

/** The page's own policy: this style, posts to ourselves only, nothing else (no script at all). */
export const CONTACT_FORM_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${styleHash(STYLE)}`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Inside the site's frame: the site's stylesheet, fonts and pictures too, still no script. */
export function framedPagePolicy(frame: SiteFrame): string {
  return [
    "default-src 'none'",
    `style-src 'self' ${styleHash(FRAMED_STYLE)}`,
    ...(frame.styleAttributeHashes.length > 0
      ? [`style-src-attr 'unsafe-hashes' ${frame.styleAttributeHashes.join(' ')}`]
      : []),
    "img-src 'self' data:",
    "font-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function fieldId(name: string): string {
  return `field-${name}`;
}

function attributesOf(field: PageField, value: string, error: string | undefined): string {
  const { required, minLength, maxLength, min, max } = field.constraints;
  const attributes: Array<[string, string | number | true | undefined]> = [
    ['id', fieldId(field.name)],
    ['name', field.name],
    ['autocomplete', field.autocomplete],
    ['inputmode', field.inputmode],
    ['required', required || undefined],
    ['minlength', minLength],
    ['maxlength', maxLength],
    ['min', min],
    ['max', max],
    ['aria-invalid', error ? 'true' : undefined],
    ['aria-describedby', error ? `${fieldId(field.name)}-error` : undefined],
  ];
  if (field.type !== 'textarea') attributes.push(['type', field.type], ['value', value]);
  return attributes
    .filter(([, attributeValue]) => attributeValue !== undefined)
    .map(([name, attributeValue]) =>
      attributeValue === true ? name : `${name}="${escapeHtml(String(attributeValue))}"`,
    )
    .join(' ');
}

function fieldHtml(field: PageField, label: string, value: string, error: string | undefined): string {
  const control =
    field.type === 'textarea'
      ? `<textarea rows="5" ${attributesOf(field, value, error)}>${escapeHtml(value)}</textarea>`
      : `<input ${attributesOf(field, value, error)}>`;
  const message = error ? `<p class="error" id="${fieldId(field.name)}-error">${escapeHtml(error)}</p>` : '';
  return `<label for="${fieldId(field.name)}">${escapeHtml(label)}</label>${control}${message}`;
}

/** Text of a posted value as it was typed (a repeated name shows its first value). */
function postedText(value: unknown): string {
  if (Array.isArray(value)) return postedText(value[0]);
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

/**
 * The whole page. `errors` are the schema's, by field path; those on fields the page does not show
 * (the honeypot) are listed without a link. `posted` is the form as the browser sent it. `frame`,
 * when there is one, puts it inside the site's header and footer.
 */
export function contactFormErrorPage(
  form: ContactForm,
  errors: FieldError[],
  posted: Record<string, unknown>,
  language: Language = 'en',
  frame: SiteFrame | null = null,
): string {
  const { t } = serverI18n(language, { en: CONTACT_PAGE_EN, fr: CONTACT_PAGE_FR });
  const labelOf = (name: string) => {
    const field = form.fields.find((candidate) => candidate.name === name);
    return field ? t(field.label ?? FIELD_LABELS[field.name]) : undefined;
  };
  const errorOf = (name: string) => {
    const message = errors.find((error) => error.path === name)?.message;
    return message === undefined ? undefined : validationMessage(message, language);
  };
  const summary = errors
    .map((error) => {
      const label = labelOf(error.path);
      const message = validationMessage(error.message, language);
      return label
        ? `<li><a href="#${fieldId(error.path)}">${escapeHtml(t('page.summaryItem', { label, message }))}</a></li>`
        : `<li>${escapeHtml(message)}</li>`;
    })
    .join('');
  // The sentence around the two links is escaped as text; only the links' own markup is ours.
  const back = htmlWithLinks(t('page.back', { link: '\uE000link\uE000', phone: '\uE000phone\uE000' }), {
    link: `<a href="${pathInLanguage('/contact', language)}">${escapeHtml(t('page.backLink'))}</a>`,
    phone: `<a href="tel:${BUSINESS_CONTACT.phoneE164}">${escapeHtml(BUSINESS_CONTACT.phoneDisplay)}</a>`,
  });
  const noun = { noun: form.noun };
  const title = escapeHtml(t('page.title', { ...noun, site: BUSINESS_CONTACT.name }));
  const content =
    `<h1>${escapeHtml(t('page.heading', noun))}</h1>` +
    `<div class="summary"><h2>${escapeHtml(t('page.count', { count: errors.length }))}</h2><ul>${summary}</ul></div>` +
    `<p>${escapeHtml(t('page.correct'))}</p>` +
    `<form method="post" action="${form.action}" aria-label="${escapeHtml(t(form.heading))}">` +
    `<input type="hidden" name="language" value="${language}">` +
    form.fields
      .map((field) => fieldHtml(field, labelOf(field.name) ?? '', postedText(posted[field.name]), errorOf(field.name)))
      .join('') +
    `<button type="submit">${escapeHtml(t(form.button))}</button></form>` +
    `<p>${back}</p>`;
  const head =
    `<!DOCTYPE html><html lang="${LOCALES[language]}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${title}</title>`;
  if (!frame) return `${head}<style>${STYLE}</style></head><body><main>${content}</main></body></html>`;
  return (
    `${head}${frame.stylesheets}<style>${FRAMED_STYLE}</style></head><body>${frame.skipLink}` +
    `<div class="flex min-h-dvh flex-col">${frame.header}` +
    `<main id="main-content" tabindex="-1" class="contact-errors flex-1">${content}</main>` +
    `${frame.footer}</div></body></html>`
  );
}

/** `text` escaped, with each `\uE000name\uE000` marker replaced by the given markup. */
function htmlWithLinks(text: string, links: Record<string, string>): string {
  return escapeHtml(text).replace(/\uE000(\w+)\uE000/g, (marker, name: string) => links[name] ?? marker);
}
