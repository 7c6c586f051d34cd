/** The status page's buttons: 44 px tall (target size), the same shape whatever their weight. */
const BUTTON = 'inline-flex min-h-11 items-center rounded-md px-5 font-semibold';

export const PRIMARY_BUTTON = `${BUTTON} bg-navy-900 text-white hover:bg-navy-800 aria-disabled:cursor-wait`;
export const SECONDARY_BUTTON = `${BUTTON} border-2 border-navy-900 bg-white text-navy-900 hover:bg-navy-50`;
/** For an answer that cannot be taken back: red with white text (AA contrast), never colour alone. */
export const DANGER_BUTTON = `${BUTTON} bg-red-700 text-white hover:bg-red-800 aria-disabled:cursor-wait`;
