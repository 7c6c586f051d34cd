/** The Contact page, its two forms and the pages they land on without scripts. */
export const CONTACT_EN = {
  'contact.meta.title': 'Contact Us',
  'contact.meta.description':
    'Call, e-mail or write to us about truck and trailer parking in Ontario, send a question through our form, or apply for a job in our yards.',
  'contact.eyebrow': 'Contact',
  'contact.title': 'Contact Us',
  'contact.heading':
    'Questions about parking, a quote for your fleet, or a job in our yards: call, write, or send us a message below.',
  'contact.getInTouch': 'Get in touch',
  'contact.cards.email': 'Email',
  'contact.cards.emailText': 'Write to us any time; we answer every message.',
  'contact.cards.phone': 'Phone',
  'contact.cards.phoneText': 'Call us, 24/7.',
  'contact.cards.postal': 'Postal address',
  'contact.cards.officeCity': '{city}, {region} {postalCode}',
  'contact.cards.country': 'Canada',
  'contact.cards.officeMap': 'Head office on the map',
  'contact.enquiry.heading': 'How can we help?',
  'contact.enquiry.intro': 'Tell us what you need and how to reach you. We reply by e-mail or phone.',
  'contact.enquiry.purpose': 'We use these details only to answer you.',
  'contact.enquiry.send': 'Send Message',
  'contact.enquiry.sending': 'Sending your message…',
  'contact.enquiry.phoneHelp': '5 to 10 digits',
  'contact.enquiry.company': 'Company name (optional)',
  'contact.enquiry.address': 'Address (optional)',
  'contact.enquiry.emailHelp': 'An e-mail address or a phone number: one is enough.',
  'contact.enquiry.message': 'Message',
  'contact.enquiry.messageHelp': 'What you need: the yard, how many trucks or trailers, from when.',
  'contact.enquiry.thanks':
    'Thank you, {name}. Your message was sent; {email, select, none {we will call you soon.} other {we will reply to {email} or call you soon.}}',
  'contact.enquiry.required':
    'Fields marked <mark>*</mark> are required, and an e-mail address or a phone number so we can reply. {purpose}',
  'contact.booking.heading': 'Ready to park with us?',
  'contact.booking.text': 'Apply for a spot online in four short steps.',
  'contact.booking.button': 'Booking',
  'contact.job.heading': 'Launch Your Career with Us',
  'contact.job.intro':
    'We are often looking for yard staff, shunters, mechanics and dispatchers. Leave your details and the job you want.',
  'contact.job.purpose': 'We use these details only to consider your application.',
  'contact.job.send': 'Apply',
  'contact.job.sending': 'Sending your application…',
  'contact.job.telephone': 'Telephone number',
  'contact.job.hiringFor': 'Job title',
  'contact.job.hiringForHelp': 'The job you are applying for, e.g. Yard shunter',
  'contact.job.years': 'Years of experience',
  'contact.job.yearsHelp': 'From {min} to {max}; enter {max} if you have more',
  'contact.job.thanks': 'Thank you for applying, {name}. We will contact you at {email} if there is a match.',
  'contact.followUs': 'Follow us',
  'contact.fields.fullName': 'Full name',
  'contact.fields.phone': 'Phone number',
  'contact.fields.email': 'Email',
  'contact.fields.address': 'Address',
  'contact.required': 'All fields are required (<mark>*</mark>). {purpose}',
  'contact.attention':
    '{count, plural, one {One answer needs your attention: its message is shown under it.} other {# answers need your attention: each message is shown under its answer.}}',
  'contact.offline':
    'You seem to be offline, so nothing was sent. Your answers are still here: press the button again when you have a signal.',
  'contact.notSent':
    '{form, select, message {Your message was not sent.} other {Your application was not sent.}} {reason}{wait, select, none {} other { Please wait {wait} and try again.}} Your answers are still here.',
  'contact.reason':
    '{code, select, rate_limited {Too many messages were sent from here.} other {It could not be received.}}',
  'contact.sent.messageTitle': 'Message sent',
  'contact.sent.messageHeading': 'Thank you: your message was sent',
  'contact.sent.messageBody':
    'We read every message and will reply by e-mail or phone, usually within one business day.',
  'contact.sent.applicationTitle': 'Application sent',
  'contact.sent.applicationHeading': 'Thank you for applying',
  'contact.sent.applicationBody':
    'Your application was sent to our hiring team. We will contact you if there is a match.',
  'contact.sent.description': 'Your form was sent to {name}.',
  'contact.sent.urgent': 'Something urgent? Call us at <phone></phone>.',
  'contact.sent.back': 'Back to the contact page',
} as const;
