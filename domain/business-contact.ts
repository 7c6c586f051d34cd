/**
 * The company's contact points, shared by the web app (pages, footer) and the server (mail
 * defaults). The phone number is a fictional 555-01xx number until the company supplies its own:
 * changing it here changes it everywhere.
 */
export const BUSINESS_CONTACT = {
  name: 'SafeYard Truck Parking',
  phoneDisplay: '416-555-0142',
  phoneE164: '+14165550142',
  infoEmail: 'info@safeyard.example',
  careersEmail: 'careers@safeyard.example',
  noReplyEmail: 'no-reply@safeyard.example',
  /** The Mississauga head office: a stand-in, like the phone number, until the company supplies its own. */
  headOffice: {
    streetAddress: '2150 Derry Rd W, Unit 4',
    city: 'Mississauga',
    region: 'ON',
    postalCode: 'L5N 0A1',
    country: 'CA',
  },
} as const;
