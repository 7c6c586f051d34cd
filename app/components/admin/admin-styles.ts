/** Button and link looks shared by the admin screens: 44 px targets (WCAG 2.5.5), AA contrast. */
const base = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 font-semibold';

export const PRIMARY_BUTTON = `${base} bg-navy-900 text-white hover:bg-navy-800 aria-disabled:cursor-wait aria-disabled:opacity-80`;
export const SECONDARY_BUTTON = `${base} border-2 border-navy-900 bg-white text-navy-900 hover:bg-navy-50`;
export const ACCEPT_BUTTON = `${base} bg-green-800 text-white hover:bg-green-900 aria-disabled:cursor-wait`;
export const REJECT_BUTTON = `${base} bg-red-700 text-white hover:bg-red-800 aria-disabled:cursor-wait`;
export const TEXT_LINK =
  'font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900 hover:decoration-2';

export const ALERT_BOX = 'rounded-md border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-800';
export const SUCCESS_BOX = 'rounded-md border-2 border-green-800 bg-green-50 p-3 font-semibold text-green-900';
export const INFO_BOX = 'rounded-md border-2 border-navy-300 bg-navy-50 p-3 text-navy-900';
