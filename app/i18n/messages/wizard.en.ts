/**
 * What the Online Booking's wizard says around its steps: the checklist's frame, the saved draft
 * being opened, finished steps and the question about empty bank numbers. The checklist's own
 * words are the business's, in app/content/booking-checklist.ts.
 */
export const WIZARD_EN = {
  'wizard.checklist.needLabel': '{label}:',
  'wizard.restoring': 'Opening the booking you saved on this device…',
  'wizard.steps.finished': '(finished)',
  'wizard.bankCheck.transit': 'transit',
  'wizard.bankCheck.institution': 'institution',
  'wizard.bankCheck.account': 'account',
  'wizard.bankCheck.question':
    '{count, plural, one {{fields} number is not filled in. Add it now?} other {{fields} numbers are not filled in. Add them now?}}',
  'wizard.bankCheck.add': '{count, plural, one {Add it now} other {Add them now}}',
  'wizard.bankCheck.sendWithout': '{count, plural, one {Send without it} other {Send without them}}',
} as const;
