import { addDays } from '../../lib/calendar-days.ts';

/**
 * What a yard holds, worked out from its tenancies (its accepted applications): each uses its
 * trucks' and trailers' spaces from its move-in day until the day it moves out. Pure, so both
 * databases and every caller count alike. Days are `YYYY-MM-DD`, which compare as text.
 */

export interface Tenancy {
  /** The application it is (left out where one application's own spaces must not count). */
  applicationId?: number;
  moveIn: string;
  /** The day the spaces are free again; null while the tenancy runs on. */
  moveOut: string | null;
  trucks: number;
  trailers: number;
}

export interface SpaceCounts {
  trucks: number;
  trailers: number;
}

export interface PeakUse extends SpaceCounts {
  /** The first day each peak is reached (the day a lowered capacity would not hold). */
  trucksOn: string;
  trailersOn: string;
}

/**
 * The most spaces of each kind in use on any day from `from` on: the use on `from`, then a walk
 * through the later move-ins (use rises) and move-outs (it falls), a day's changes taken together.
 */
export function peakUseFrom(from: string, tenancies: readonly Tenancy[]): PeakUse {
  const changes = new Map<string, SpaceCounts>();
  const change = (day: string, sign: 1 | -1, tenancy: Tenancy) => {
    const total = changes.get(day) ?? { trucks: 0, trailers: 0 };
    total.trucks += sign * tenancy.trucks;
    total.trailers += sign * tenancy.trailers;
    changes.set(day, total);
  };
  const use: SpaceCounts = { trucks: 0, trailers: 0 };
  for (const tenancy of tenancies) {
    if (tenancy.moveOut !== null && tenancy.moveOut <= from) continue;
    // Out before it is in: it uses no day (the service refuses such a date; old rows may hold one).
    if (tenancy.moveOut !== null && tenancy.moveOut <= tenancy.moveIn) continue;
    if (tenancy.moveIn <= from) {
      use.trucks += tenancy.trucks;
      use.trailers += tenancy.trailers;
    } else {
      change(tenancy.moveIn, 1, tenancy);
    }
    if (tenancy.moveOut !== null) change(tenancy.moveOut, -1, tenancy);
  }
  const peak: PeakUse = { ...use, trucksOn: from, trailersOn: from };
  for (const day of [...changes.keys()].sort()) {
    const { trucks, trailers } = changes.get(day) ?? { trucks: 0, trailers: 0 };
    use.trucks += trucks;
    use.trailers += trailers;
    if (use.trucks > peak.trucks) Object.assign(peak, { trucks: use.trucks, trucksOn: day });
    if (use.trailers > peak.trailers) Object.assign(peak, { trailers: use.trailers, trailersOn: day });
  }
  return peak;
}

export interface Capacity {
  trucks: number | null;
  trailers: number | null;
}

/** Spaces of each kind a tenancy starting `from` could still take; null where no capacity is set. */
export function freeFrom(capacity: Capacity, peak: SpaceCounts): { trucks: number | null; trailers: number | null } {
  return {
    trucks: capacity.trucks === null ? null : Math.max(0, capacity.trucks - peak.trucks),
    trailers: capacity.trailers === null ? null : Math.max(0, capacity.trailers - peak.trailers),
  };
}

/** How many spaces of each kind `need` is short of; zero of both when it fits (or no capacity). */
export function shortfallOf(need: SpaceCounts, free: { trucks: number | null; trailers: number | null }): SpaceCounts {
  return {
    trucks: free.trucks === null ? 0 : Math.max(0, need.trucks - free.trucks),
    trailers: free.trailers === null ? 0 : Math.max(0, need.trailers - free.trailers),
  };
}

export interface WeekUse extends SpaceCounts {
  /** The week's first day; the week runs seven days from it. */
  from: string;
}

/** The spaces of each kind the tenancies use on `day`. */
function inUseOn(day: string, tenancies: readonly Tenancy[]): SpaceCounts {
  const use: SpaceCounts = { trucks: 0, trailers: 0 };
  for (const tenancy of tenancies) {
    if (tenancy.moveIn <= day && (tenancy.moveOut === null || tenancy.moveOut > day)) {
      use.trucks += tenancy.trucks;
      use.trailers += tenancy.trailers;
    }
  }
  return use;
}

/**
 * The busiest day's use of each kind in each of `weeks` weeks from `from`: what a capacity must
 * hold that week. Counted day by day (a few hundred tenancies over 91 days).
 */
export function weeklyPeakUse(from: string, weeks: number, tenancies: readonly Tenancy[]): WeekUse[] {
  return Array.from({ length: weeks }, (_, week) => {
    const start = addDays(from, week * 7);
    const peak: WeekUse = { from: start, trucks: 0, trailers: 0 };
    for (let offset = 0; offset < 7; offset += 1) {
      const use = inUseOn(addDays(start, offset), tenancies);
      peak.trucks = Math.max(peak.trucks, use.trucks);
      peak.trailers = Math.max(peak.trailers, use.trailers);
    }
    return peak;
  });
}
