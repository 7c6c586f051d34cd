import { LOCALES, type Language } from './language.ts';
import type { Yard } from './yards.schema.ts';

/** The location page's element for the line: filled by the server, kept by the browser. */
export const YARD_SPACES_ELEMENT_ID = 'yard-spaces';

/**
 * The line a location page shows under its facts: the yard's free spaces today and its published
 * rates, or that it is full and which yards have room. Undefined where the yard publishes neither
 * a capacity nor a rate (the line is then left out). One wording for the server, which writes it
 * into the page's HTML, and for the web app, which fills it after a move between pages.
 */
export function yardSpacesNote(yards: readonly Yard[], slug: string, language: Language): string | undefined {
  const yard = yards.find((each) => each.slug === slug);
  if (!yard) return undefined;
  const words = WORDS[language];
  const locale = LOCALES[language];
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' });
  const plural = new Intl.PluralRules(locale);
  const count = (value: number, [one, other]: readonly [string, string]) =>
    `${value} ${plural.select(value) === 'one' ? one : other}`;
  const sentences: string[] = [];

  const kinds: Array<{ free: number; names: readonly [string, string] }> = [];
  if (yard.truckSpaces.free !== null) kinds.push({ free: yard.truckSpaces.free, names: words.truckSpaces });
  if (yard.trailerSpaces.free !== null) kinds.push({ free: yard.trailerSpaces.free, names: words.trailerSpaces });
  if (kinds.length > 0) {
    if (kinds.every((kind) => kind.free === 0)) {
      const withRoom = yards.filter(
        (other) => other !== yard && ((other.truckSpaces.free ?? 0) > 0 || (other.trailerSpaces.free ?? 0) > 0),
      );
      sentences.push(
        withRoom.length > 0
          ? words.fullWithRoomAt(new Intl.ListFormat(locale).format(withRoom.map((other) => other.name)))
          : words.full,
      );
    } else {
      sentences.push(words.free(new Intl.ListFormat(locale).format(kinds.map((kind) => count(kind.free, kind.names)))));
    }
  }
  const rates = [
    yard.truckSpaces.rate === null ? undefined : words.perTruckSpace(money.format(yard.truckSpaces.rate)),
    yard.trailerSpaces.rate === null ? undefined : words.perTrailerSpace(money.format(yard.trailerSpaces.rate)),
  ].filter((rate): rate is string => rate !== undefined);
  if (rates.length > 0) sentences.push(words.from(rates.join(', ')));
  return sentences.length > 0 ? sentences.join(' ') : undefined;
}

const WORDS = {
  en: {
    truckSpaces: ['truck space', 'truck spaces'],
    trailerSpaces: ['trailer space', 'trailer spaces'],
    free: (spaces: string) => `Free today: ${spaces}.`,
    full: 'Full today.',
    fullWithRoomAt: (yards: string) => `Full today; room at ${yards}.`,
    perTruckSpace: (rate: string) => `${rate} a month per truck space`,
    perTrailerSpace: (rate: string) => `${rate} a month per trailer space`,
    from: (rates: string) => `From ${rates}.`,
  },
  fr: {
    truckSpaces: ['place de camion', 'places de camion'],
    trailerSpaces: ['place de remorque', 'places de remorque'],
    free: (spaces: string) => `Libres aujourd’hui\u00a0: ${spaces}.`,
    full: 'Complet aujourd’hui.',
    fullWithRoomAt: (yards: string) => `Complet aujourd’hui\u00a0; de la place à ${yards}.`,
    perTruckSpace: (rate: string) => `${rate} par mois par place de camion`,
    perTrailerSpace: (rate: string) => `${rate} par mois par place de remorque`,
    from: (rates: string) => `À partir de ${rates}.`,
  },
} as const satisfies Record<Language, unknown>;
