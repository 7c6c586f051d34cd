/**
 * What the waitlist says to the applicant, in English (docs/i18n.md): joining the line, an offer
 * of freed spaces, its lapse, its confirmation, and a move to another yard. waitlist-mail.fr.ts
 * has the same keys. The company's notices stay English and are not here.
 */
export const WAITLIST_MAIL_EN = {
  hello: 'Hello {firstName},',
  callUs: 'Questions? Call us at {phone} and quote your reference.',
  reference: 'Reference',
  yard: 'Yard',
  spaces: 'Spaces',
  spacesValue:
    '{trucks, plural, one {# truck space} other {# truck spaces}}, {trailers, plural, one {# trailer space} other {# trailer spaces}}',
  from: 'From',
  statusAction: 'See where your application stands',

  waitlistedSubject: 'Your parking application {reference} is on the waitlist',
  waitlistedHeading: 'You are on the waitlist',
  waitlistedText:
    '{yard} is full from your move-in date, so your application {reference} is on its waitlist: you are number {position} in line. When spaces free up, we offer them to the first in line they fit, by e-mail. You then have 72 hours to accept them.',

  offerSubject: 'Parking spaces are free for you at {yard} ({reference})',
  offerHeading: 'Spaces are free for you',
  offerText:
    'Spaces have freed up at {yard} and we are holding them for your application {reference}. Accept them on your private page by {expiresAt}; after that, they go to the next in line.',
  offerAction: 'Accept or decline the spaces',
  offerHeldUntil: 'Held until',

  lapsedSubject: 'The spaces offered for {reference} have gone to the next in line',
  lapsedHeading: 'The offer has lapsed',
  lapsedText:
    'The spaces we held for your application {reference} at {yard} were not accepted within 72 hours, so they went to the next in line. Your application is still open, but it has left the waitlist: call us if you still need parking.',

  offerAcceptedSubject: 'Your parking at {yard} is confirmed ({reference})',
  offerAcceptedHeading: 'Your parking is confirmed',
  offerAcceptedText:
    'Thank you: you accepted the spaces at {yard} for your application {reference}. Your parking agreement is ready on your private page, where you accepted: read it and sign it there.',

  yardChangedSubject: 'Your parking application {reference} is now for {yard}',
  yardChangedHeading: 'Your application is now for another yard',
  yardChangedText:
    'We have moved your parking application {reference} from {from} to {yard}, which has room for your trucks and trailers. Call us if this yard does not suit you.',
} as const;
