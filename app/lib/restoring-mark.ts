import { BOOKING_DRAFT_KEY } from './booking-draft.ts';

/**
 * While a booking saved on a later step is being brought back after a return to the booking page,
 * the wizard is covered by one line ("Opening the booking you saved…") instead of showing an empty
 * first step that then jumps to the saved one. A booking saved on the first step is not covered:
 * that step is the one on show, and whatever is typed there before the scripts run is kept
 * (early-input.ts, app/routes/booking/use-restored-booking.ts).
 *
 * The prerendered page cannot know about the draft, so a classic inline script in <head>
 * (app/root.tsx) marks the page before the body is painted. CSS hides the form under the mark; the
 * wizard removes it once the draft is restored. Should the scripts never come, the mark goes by
 * itself, so the form is never hidden for good. It is one script for every page, checking the
 * address itself, so that no page ever adds a script element as it renders.
 */
export const RESTORING_ATTRIBUTE = 'data-booking-restoring';
export const RESTORING_GIVE_UP_MS = 10_000;

/** The inline script, for the booking page at any of `paths` (lower case, without a final slash). */
export function restoringMark(paths: readonly string[]): string {
  const lowerPaths = JSON.stringify(paths.map((path) => path.toLowerCase()));
  return (
    `(function(){try{var p=location.pathname.replace(/\\/+$/,"").toLowerCase();` +
    `if(${lowerPaths}.indexOf(p)<0)return;` +
    `var d=JSON.parse(localStorage.getItem(${JSON.stringify(BOOKING_DRAFT_KEY)}));if(d&&d.step>0){` +
    `var h=document.documentElement;h.setAttribute("${RESTORING_ATTRIBUTE}","");` +
    `setTimeout(function(){h.removeAttribute("${RESTORING_ATTRIBUTE}")},${RESTORING_GIVE_UP_MS})}}catch(e){}})();`
  );
}

/** Tailwind variants: hidden under the mark, and shown only under it. */
export const HIDDEN_WHILE_RESTORING = '[[data-booking-restoring]_&]:hidden';
export const SHOWN_WHILE_RESTORING = 'hidden [[data-booking-restoring]_&]:block';

export function endRestoringCover() {
  document.documentElement.removeAttribute(RESTORING_ATTRIBUTE);
}
