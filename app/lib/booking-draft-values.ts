import { z } from 'zod';
import {
  BankingInfoSchema,
  BookingFieldsSchema,
  PREVIOUS_LANDLORD_COUNT,
  REFERENCE_COUNT,
} from '../../domain/booking.schema.ts';

/**
 * What a saved booking draft may hold, derived from the booking schema: every field the booking
 * asks, so a field added there is kept in the draft without a second list to update. A draft keeps
 * each field's type only, none of its rules (a draft is allowed to be incomplete), and every field
 * may be missing.
 */

/** A booking's answers, with every field optional at every depth. */
export type DraftOf<Value> = Value extends readonly (infer Item)[]
  ? DraftOf<Item>[]
  : Value extends object
    ? { [Key in keyof Value]?: DraftOf<Value[Key]> }
    : Value;

const text = z.string().max(10_000).optional();
// JSON turns NaN into null, and an untouched number box holds ''; either is simply not restored.
const count = z
  .union([z.number(), z.literal(''), z.null()])
  .optional()
  .transform((value) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined));
const flag = z.boolean().optional();

/** One field as a draft keeps it: its type, never required, none of the booking's rules. */
function draftField(field: z.core.$ZodType, path: string): z.ZodType {
  if (field instanceof z.ZodOptional || field instanceof z.ZodDefault) return draftField(field.unwrap(), path);
  // A field whose text is trimmed or cut after its checks (a date, an e-mail) is kept as typed.
  if (field instanceof z.ZodPipe) return draftField(field.in, path);
  if (field instanceof z.ZodString) return text;
  if (field instanceof z.ZodNumber) return count;
  if (field instanceof z.ZodBoolean) return flag;
  // A choice no longer offered (a yard renamed since the draft was saved) should not cost the
  // person every other answer: it alone is dropped.
  if (field instanceof z.ZodEnum) return field.optional().catch(undefined);
  if (field instanceof z.ZodLiteral) return field.optional();
  if (field instanceof z.ZodObject) return draftObject(field, path).optional();
  throw new Error(`The booking draft cannot keep ${path}: no draft form for a ${field._zod.def.type} field`);
}

/** An object's fields as a draft keeps them; its refinements (cross-field rules) are left out. */
function draftObject(schema: z.ZodObject<z.core.$ZodShape>, path: string): z.ZodObject {
  return z.object(
    Object.fromEntries(Object.entries(schema.shape).map(([key, field]) => [key, draftField(field, `${path}.${key}`)])),
  );
}

/**
 * The longest each list of the booking may be in a draft. Typed over the booking's lists, so a list
 * added to the booking schema does not compile until it has its length here.
 */
type ListKey<Shape> = { [Key in keyof Shape]: Shape[Key] extends z.ZodArray ? Key : never }[keyof Shape];

/** The booking's sections as a draft keeps them, each list cut at its length in `lists`. */
export function draftValuesSchemaOf<Shape extends z.ZodRawShape>(
  booking: z.ZodObject<Shape>,
  lists: Record<ListKey<Shape>, number>,
): z.ZodObject {
  const listLengths: Partial<Record<string, number>> = lists;
  return z.object(
    Object.fromEntries(
      Object.entries(booking.shape).map(([section, field]) => {
        if (!(field instanceof z.ZodArray)) return [section, draftField(field, section)];
        const length = listLengths[section];
        if (length === undefined) throw new Error(`The booking draft has no length for the list ${section}`);
        const item = field.element;
        const itemDraft = item instanceof z.ZodObject ? draftObject(item, `${section}[]`) : draftField(item, section);
        return [section, z.array(itemDraft).max(length).optional()];
      }),
    ),
  );
}

/**
 * What the draft is made from: the booking without its honeypot, and of the banking section only
 * the bank's name. The transit, institution and account numbers never go into browser storage,
 * where any script of the page or anyone at the device could read them.
 */
const DraftSourceSchema = BookingFieldsSchema.omit({ website: true }).extend({
  bankingInfo: BankingInfoSchema.pick({ bank: true }),
});

export type BookingDraftValues = DraftOf<z.input<typeof DraftSourceSchema>>;

/** Checked at load: a stored draft of another shape is dropped, not half-restored. */
export const DraftValuesSchema = draftValuesSchemaOf(DraftSourceSchema, {
  references: REFERENCE_COUNT,
  previousLandlords: PREVIOUS_LANDLORD_COUNT,
}) as unknown as z.ZodType<BookingDraftValues, BookingDraftValues>;
