import { CONTACT_MESSAGES_PAGE, type ContactMessageKind } from '../../../../domain/contact-admin.schema.ts';

/** Which list and which page the messages screen shows: all of it in the URL, so Back and links work. */
export type MessagesQuery = { kind: ContactMessageKind; page: number };

export const MESSAGE_KIND_LABELS: Record<ContactMessageKind, string> = {
  enquiry: 'Enquiries',
  'job-application': 'Job applications',
};

export function readMessagesQuery(params: URLSearchParams): MessagesQuery {
  const kind = params.get('kind') === 'job-application' ? 'job-application' : 'enquiry';
  const rawPage = params.get('page') ?? '';
  const page = /^[1-9]\d{0,6}$/.test(rawPage) ? Number(rawPage) : 1;
  return { kind, page };
}

/** The list's address; the defaults (enquiries, page 1) are left out. */
export function messagesHref(query: MessagesQuery): string {
  const params = new URLSearchParams();
  if (query.kind !== 'enquiry') params.set('kind', query.kind);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${CONTACT_MESSAGES_PAGE}?${search}` : CONTACT_MESSAGES_PAGE;
}

export function parseMessageKind(raw: string | undefined): ContactMessageKind | undefined {
  return raw === 'enquiry' || raw === 'job-application' ? raw : undefined;
}
