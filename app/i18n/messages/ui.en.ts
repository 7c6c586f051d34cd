/** The shared controls' words (app/components/ui): carousels, maps, form parts. */
export const UI_EN = {
  'ui.carousel.startRotation': 'Start automatic slide show',
  'ui.carousel.stopRotation': 'Stop automatic slide show',
  'ui.carousel.previous': 'Previous slide',
  'ui.carousel.next': 'Next slide',
  'ui.carousel.slide': 'slide',
  'ui.carousel.position': '{index} of {count}',
  'ui.map.show': 'Show the map<hidden>: {title}</hidden>',
  'ui.map.open': 'Open {place} in Google Maps',
  'ui.honeypot': 'Website',
  'ui.retryWait.seconds': '{seconds, plural, one {a second} other {# seconds}}',
  'ui.retryWait.minutes': '{minutes, plural, one {about a minute} other {about # minutes}}',
} as const;
