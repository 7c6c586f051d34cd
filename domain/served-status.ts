import { z } from 'zod';
import { ApplicantPassSchema } from './access-pass.schema.ts';
import { ApplicantStatusViewSchema } from './applicant-status.schema.ts';

/**
 * The applicant's status page as the server serves it (docs/decisions/073-status-page-served-filled.md):
 * the prerendered page for a placeholder token, its status filled in on the server, and the same
 * answer as data in the head, so the browser's first render (when the scripts come) matches the
 * HTML exactly instead of fetching it again.
 */
export const ServedStatusSchema = z.object({
  /** Whose page this is: data left in the head is never shown on another token's page. */
  token: z.string(),
  /** The moment the next step is judged at, so the browser's render says what the server's did. */
  loadedAt: z.iso.datetime(),
  view: ApplicantStatusViewSchema,
  /**
   * The access pass in force (its code and QR code), which the status answer leaves out: served
   * with the page so it shows without scripts; null when there is none. Left out by older servers.
   */
  pass: ApplicantPassSchema.nullable().optional(),
});
export type ServedStatus = z.infer<typeof ServedStatusSchema>;

/** The id of the `<script type="application/json">` holding the ServedStatus. */
export const SERVED_STATUS_ELEMENT_ID = 'served-status';

/** The id of the element holding the page's content, which the server replaces. */
export const STATUS_PAGE_ELEMENT_ID = 'status-page';

/** The token of the prerendered status page the server fills: not a valid token (43 characters). */
export const STATUS_FRAME_TOKEN = '_';

/** Where the build writes the status page for the placeholder token, by language. */
export const STATUS_FRAME_PATHS = {
  en: `/status/${STATUS_FRAME_TOKEN}`,
  fr: `/fr/status/${STATUS_FRAME_TOKEN}`,
} as const;

/**
 * Marks a part of a served page that needs the scripts from the start (a file upload, a form whose
 * typed text or drawn signature must not be lost): where it is, the page loads them at once instead
 * of at the first interaction.
 */
export const NEEDS_SCRIPTS_AT_ONCE_ATTRIBUTE = 'data-needs-scripts';
