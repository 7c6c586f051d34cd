import { z } from 'zod';
import { ApiErrorSchema } from './api-error.schema.ts';
import { bodyIdSchema, dateSchema } from './common-fields.schema.ts';
import { YARD_LOCATIONS } from './locations.ts';

/** The yards' slugs, as the location pages' paths write them. */
export const YARD_SLUGS = YARD_LOCATIONS.map((location) => location.slug) as [
  (typeof YARD_LOCATIONS)[number]['slug'],
  ...(typeof YARD_LOCATIONS)[number]['slug'][],
];
export type YardSlug = (typeof YARD_SLUGS)[number];

/** The yards' API as the dashboard and its callers use it (docs/api-contract.md, Yards). */
export const YARDS_API = {
  list: '/api/Yards',
  capacity: (slug: YardSlug) => `/api/Yards/${slug}/Capacity`,
  occupancy: '/api/Yards/Occupancy',
  endTenancy: '/api/ApplicationFormData/EndTenancy',
  waitlist: '/api/ApplicationFormData/Waitlist',
  changeYard: '/api/ApplicationFormData/ChangeYard',
} as const;

/** No yard of the company comes near it; a larger figure is a typing slip. */
export const MAX_SPACES = 10_000;
/** The largest monthly rate per space the dashboard takes, in dollars. */
export const MAX_MONTHLY_RATE = 100_000;

const spaces = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_SPACES, `${label} must be at most ${MAX_SPACES.toLocaleString('en-CA')}`);

const monthlyRate = (label: string) =>
  z
    .number({ error: `${label} must be an amount in dollars` })
    .min(0, `${label} cannot be negative`)
    .max(MAX_MONTHLY_RATE, `${label} must be at most $${MAX_MONTHLY_RATE.toLocaleString('en-CA')}`)
    .multipleOf(0.01, `${label} has at most two decimals (cents)`)
    .nullable()
    .optional();

/**
 * PUT /api/Yards/{slug}/Capacity: how many truck and trailer spaces the yard has, and its published
 * monthly price per space of each kind (absent or null: none published).
 */
export const YardCapacityRequestSchema = z.strictObject({
  truckSpaces: spaces('Truck spaces'),
  trailerSpaces: spaces('Trailer spaces'),
  truckRate: monthlyRate('Truck rate'),
  trailerRate: monthlyRate('Trailer rate'),
});
export type YardCapacityRequest = z.infer<typeof YardCapacityRequestSchema>;

export const YardSlugParamsSchema = z.object({
  slug: z.enum(YARD_SLUGS, { error: `Unknown yard: use one of ${YARD_SLUGS.join(', ')}` }),
});

/** One kind of space in a yard: null capacity means the operator has not set one (no check). */
export const YardSpacesSchema = z.object({
  capacity: z.number().int().nullable(),
  /** What an allocation starting on the asked day could still take; null without a capacity. */
  free: z.number().int().nullable(),
  /** Published monthly price per space, in dollars; null when none is published. */
  rate: z.number().nullable(),
});
export type YardSpaces = z.infer<typeof YardSpacesSchema>;

export const YardSchema = z.object({
  slug: z.enum(YARD_SLUGS),
  /** The yard's name as bookings name it (`locationAppliedFor`). */
  name: z.string(),
  truckSpaces: YardSpacesSchema,
  trailerSpaces: YardSpacesSchema,
});
export type Yard = z.infer<typeof YardSchema>;

/** GET /api/Yards: every yard's spaces free from `asOf` on. */
export const YardsAnswerSchema = z.object({
  asOf: z.string().meta({ format: 'date' }),
  yards: z.array(YardSchema),
});
export type YardsAnswer = z.infer<typeof YardsAnswerSchema>;

export const YardsQuerySchema = z.object({
  /** The day from which spaces are asked for (a move-in date); today when absent. */
  from: dateSchema('Enter a date as YYYY-MM-DD').optional(),
});

/** What a request for spaces is short of, per kind. */
export const ShortfallSchema = z.object({ truckSpaces: z.number().int(), trailerSpaces: z.number().int() });
export type Shortfall = z.infer<typeof ShortfallSchema>;

/** Another yard with room for the whole request from the same day. */
export const AlternativeYardSchema = z.object({
  slug: z.enum(YARD_SLUGS),
  name: z.string(),
  truckSpaces: z.object({ free: z.number().int().nullable() }),
  trailerSpaces: z.object({ free: z.number().int().nullable() }),
});
export type AlternativeYard = z.infer<typeof AlternativeYardSchema>;

/**
 * Whether a pending application's trucks and trailers fit its yard from its move-in date (`from`),
 * with what is short when not. Only where the yard has a capacity.
 */
export const SpacesFitSchema = z.object({
  fits: z.boolean(),
  from: z.string(),
  shortfall: ShortfallSchema,
  /** When it does not fit: the other yards with room for all of it from `from` (older servers leave it out). */
  alternatives: z.array(AlternativeYardSchema).optional(),
});
export type SpacesFit = z.infer<typeof SpacesFitSchema>;

/** The 409 of an acceptance whose spaces do not fit its yard from its move-in date. */
export const NoCapacityErrorSchema = ApiErrorSchema.extend({
  code: z.literal('no_capacity'),
  shortfall: ShortfallSchema,
  alternatives: z.array(AlternativeYardSchema),
});
export type NoCapacityError = z.infer<typeof NoCapacityErrorSchema>;

/** The 409 of a capacity lowered below what is allocated. */
export const CapacityBelowAllocationErrorSchema = ApiErrorSchema.extend({
  code: z.literal('conflict'),
  allocated: ShortfallSchema,
});

/** POST /api/ApplicationFormData/EndTenancy: an accepted application's spaces are free from `moveOutDate`. */
export const EndTenancyRequestSchema = z.strictObject({
  id: bodyIdSchema('id'),
  moveOutDate: dateSchema('Enter the move-out date'),
  reason: z.string().trim().min(1, 'Say why the tenancy ends').max(1000, 'Use at most 1000 characters'),
});
export type EndTenancyRequest = z.infer<typeof EndTenancyRequestSchema>;

export const EndTenancyAnswerSchema = z.object({
  isSuccess: z.literal(true),
  moveOutDate: z.string().meta({ format: 'date' }),
});

/** How long freed spaces are held for a waitlisted applicant before the offer lapses. */
export const OFFER_HOURS = 72;
/** How far ahead a customer's notice must name the move-out day. */
export const NOTICE_MIN_DAYS = 30;

/** POST /api/ApplicationFormData/Waitlist (admin): a pending application that does not fit joins its yard's line. */
export const WaitlistRequestSchema = z.strictObject({ id: bodyIdSchema('id') });
export type WaitlistRequest = z.infer<typeof WaitlistRequestSchema>;

/** The answer of Waitlist: the application's place in its yard's line (1 is next). */
export const WaitlistAnswerSchema = z.object({ isSuccess: z.literal(true), position: z.number().int() });

/** POST /api/ApplicationFormData/ChangeYard (admin): a pending application moves to another yard. */
export const ChangeYardRequestSchema = z.strictObject({
  id: bodyIdSchema('id'),
  slug: z.enum(YARD_SLUGS, { error: `Unknown yard: use one of ${YARD_SLUGS.join(', ')}` }),
});
export type ChangeYardRequest = z.infer<typeof ChangeYardRequestSchema>;

export const ChangeYardAnswerSchema = z.object({ isSuccess: z.literal(true), locationAppliedFor: z.string() });

/** POST /api/ApplicationStatus/{token}/Notice: the customer's last day is the day before `moveOutDate`. */
export const NoticeRequestSchema = z.strictObject({
  moveOutDate: dateSchema('Enter the day you will have moved out'),
});
export type NoticeRequest = z.infer<typeof NoticeRequestSchema>;

/** Where a pending application stands in its yard's line: its place, or the offer held for it. */
export const WaitlistPlaceSchema = z.object({
  /** 1 is next; null while an offer is held for it (it has left the line). */
  position: z.number().int().nullable(),
  waitlistedAt: z.string(),
  offerExpiresAt: z.string().nullable(),
});
export type WaitlistPlace = z.infer<typeof WaitlistPlaceSchema>;

/** One application of a yard's waitlist as the occupancy screen lists it, in order. */
export const WaitlistEntrySchema = WaitlistPlaceSchema.extend({
  id: z.number().int(),
  reference: z.string(),
  name: z.string(),
  moveInDate: z.string(),
  trucks: z.number().int(),
  trailers: z.number().int(),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;

/** Weeks the occupancy screen looks ahead: 13 weeks, about 90 days. */
export const OCCUPANCY_WEEKS = 13;

/** GET /api/Yards/Occupancy (admin): each yard's busiest use of each kind, week by week. */
export const YardOccupancySchema = z.object({
  asOf: z.string(),
  yards: z.array(
    z.object({
      slug: z.enum(YARD_SLUGS),
      name: z.string(),
      truckCapacity: z.number().int().nullable(),
      trailerCapacity: z.number().int().nullable(),
      weeks: z.array(z.object({ from: z.string(), trucks: z.number().int(), trailers: z.number().int() })),
      /** The offers held first, then the line in order. */
      waitlist: z.array(WaitlistEntrySchema),
    }),
  ),
});
export type YardOccupancy = z.infer<typeof YardOccupancySchema>;
