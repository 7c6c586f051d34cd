import { z } from 'zod';
import { DOCUMENT_KIND_NAMES } from '../../domain/documents.ts';
import { DraftValuesSchema } from './booking-draft-values.ts';

/**
 * The half-filled booking kept on this device, so a reload, a closed tab or a lost signal loses
 * nothing. The key carries a version: a later shape gets a new key instead of misreading this one.
 *
 * The stored text is checked for shape only (types, not business rules: a draft is allowed to be
 * incomplete). Anything else, e.g. another tab's garbage or an older shape, is dropped.
 */
export const BOOKING_DRAFT_KEY = 'booking-draft:v1';
const DRAFT_VERSION = 1;

const DraftDocumentSchema = z.object({
  fileName: z.string().max(255),
  contentType: z.string().max(100),
});

const BookingDraftSchema = z.object({
  version: z.literal(DRAFT_VERSION),
  savedAt: z.string(),
  step: z.number().int().min(0).max(3),
  values: DraftValuesSchema,
  documents: z.partialRecord(z.enum(DOCUMENT_KIND_NAMES), DraftDocumentSchema),
});

export type DraftDocument = z.infer<typeof DraftDocumentSchema>;
export type BookingDraft = z.infer<typeof BookingDraftSchema>;
export type BookingDraftInput = Omit<z.input<typeof BookingDraftSchema>, 'version' | 'savedAt'>;

/** Storage can be missing or throw (private browsing, quota, blocked cookies): then no draft. */
function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function loadBookingDraft(storage: Storage | undefined = browserStorage()): BookingDraft | null {
  if (!storage) return null;
  let stored: string | null;
  try {
    stored = storage.getItem(BOOKING_DRAFT_KEY);
  } catch {
    return null;
  }
  if (stored === null) return null;
  const raw = parseJson(stored);
  const parsed = BookingDraftSchema.safeParse(raw);
  if (parsed.success) {
    // A draft saved before bank numbers were left out: store it again without them.
    if (holdsBankNumbers(raw)) saveBookingDraft(parsed.data, { storage, now: () => new Date(parsed.data.savedAt) });
    return parsed.data;
  }
  clearBookingDraft(storage);
  return null;
}

/** Returns false when the device refused to store it, so the page can stop claiming it did. */
export function saveBookingDraft(
  draft: BookingDraftInput,
  options: { storage?: Storage; now?: () => Date } = {},
): boolean {
  const storage = options.storage ?? browserStorage();
  if (!storage) return false;
  const now = options.now ?? (() => new Date());
  try {
    storage.setItem(
      BOOKING_DRAFT_KEY,
      JSON.stringify({ ...withoutBankNumbers(draft), version: DRAFT_VERSION, savedAt: now().toISOString() }),
    );
    return true;
  } catch {
    return false;
  }
}

export function clearBookingDraft(storage: Storage | undefined = browserStorage()): void {
  try {
    storage?.removeItem(BOOKING_DRAFT_KEY);
  } catch {
    // Nothing stored can be cleared; the next save overwrites whatever is there.
  }
}

function withoutBankNumbers(draft: BookingDraftInput): BookingDraftInput {
  const bankingInfo = (draft.values as { bankingInfo?: { bank?: string } }).bankingInfo;
  const values = { ...draft.values, bankingInfo: bankingInfo ? { bank: bankingInfo.bank } : undefined };
  return { ...draft, values };
}

function holdsBankNumbers(raw: unknown): boolean {
  const bankingInfo = (raw as { values?: { bankingInfo?: Record<string, unknown> } } | null)?.values?.bankingInfo;
  return Boolean(bankingInfo && ['contact', 'phone', 'address'].some((field) => bankingInfo[field] !== undefined));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
