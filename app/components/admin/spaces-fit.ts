import type { SpacesFit } from '../../../domain/yards.schema.ts';
import { formatDate } from './admin-format.ts';

function spaces(count: number, kind: string): string {
  return `${count} ${kind} space${count === 1 ? '' : 's'}`;
}

/** Whether a pending application fits its yard, in words: "Yes, from Jan 4, 2027" or what is short. */
export function spacesFitWords(fit: SpacesFit): string {
  const from = formatDate(fit.from);
  if (fit.fits) return `Yes, from ${from}`;
  const short = [
    fit.shortfall.truckSpaces > 0 ? spaces(fit.shortfall.truckSpaces, 'truck') : undefined,
    fit.shortfall.trailerSpaces > 0 ? spaces(fit.shortfall.trailerSpaces, 'trailer') : undefined,
  ].filter(Boolean);
  return `No: ${short.join(' and ')} short from ${from}`;
}
