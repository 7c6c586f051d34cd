/**
 * Which country a province or state typed as free text is in, so the postal code can be checked in
 * that country's format. Names and abbreviations in English and French, in any case, with or without
 * accents, dots, hyphens or spaces. Anything else (another country, a typo) is `undefined`, and the
 * postal code keeps its general rule.
 */
export type Country = 'CA' | 'US';

const CANADA = [
  ['ON', 'Ontario', 'Ont'],
  ['QC', 'Quebec', 'Que', 'PQ'],
  ['BC', 'British Columbia', 'Colombie-Britannique', 'CB'],
  ['AB', 'Alberta', 'Alta'],
  ['MB', 'Manitoba', 'Man'],
  ['SK', 'Saskatchewan', 'Sask'],
  ['NS', 'Nova Scotia', 'Nouvelle-Ecosse'],
  ['NB', 'New Brunswick', 'Nouveau-Brunswick'],
  ['NL', 'Newfoundland and Labrador', 'Newfoundland', 'Terre-Neuve-et-Labrador', 'TNL', 'NF', 'NFLD'],
  ['PE', 'Prince Edward Island', 'Ile-du-Prince-Edouard', 'PEI', 'IPE'],
  ['YT', 'Yukon', 'YK'],
  ['NT', 'Northwest Territories', 'Territoires du Nord-Ouest', 'TNO'],
  ['NU', 'Nunavut'],
];

const UNITED_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia', 'Washington DC'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

/** Lower case, accents, dots, hyphens and spaces gone: "Île-du-Prince-Édouard" → "ileduprinceedouard". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s.'’-]+/g, '');
}

// Two-letter codes are the postal services' own: "NE" is Nebraska, not Nova Scotia's "N.-É.".
const COUNTRY_OF = new Map<string, Country>([
  ...CANADA.flatMap((names) => names.map((name) => [folded(name), 'CA'] as const)),
  ...UNITED_STATES.flatMap((names) => names.map((name) => [folded(name), 'US'] as const)),
]);

/** The country of a province or state as typed, or undefined when it names neither country's. */
export function countryOfRegion(region: string): Country | undefined {
  const key = folded(region);
  // "Ontario, Canada", "NY USA": the country named after the region.
  const withoutCountry = key.replace(/,?(canada|usa|us|unitedstates)$/, '').replace(/,$/, '');
  return COUNTRY_OF.get(key) ?? COUNTRY_OF.get(withoutCountry);
}

/** True for Ontario however it is written (ON, Ont., ontario). */
export function isOntario(region: string): boolean {
  return ['on', 'ont', 'ontario'].includes(folded(region));
}
