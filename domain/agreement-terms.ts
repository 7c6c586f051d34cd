import { BUSINESS_CONTACT } from './business-contact.ts';
import { type Language, LOCALES } from './language.ts';

/**
 * The parking agreement's words, in English and French: the PDF the server makes and the status
 * page that shows it read the same sections from here, so the business edits the terms in one
 * place (a change makes new agreements read differently; signed ones keep their PDF). Written for
 * Ontario: month-to-month parking with 30 days' notice, and a business pre-authorized debit (PAD)
 * with what Payments Canada's Rule H1 asks of one.
 */

/** Harmonized sales tax in Ontario. */
export const HST_RATE = 0.13;

export interface AgreementFacts {
  version: number;
  reference: string;
  customer: { name: string; company: string; address: string; email: string; phone: string };
  yard: string;
  spaces: { trucks: number; trailers: number };
  /** Confirmed monthly rates per space, in cents. */
  rates: { truckCents: number; trailerCents: number };
  /** YYYY-MM-DD. */
  startsOn: string;
  /** The payor's account: the account number shown by its last digits only. */
  account: { bank: string; transit: string; institution: string; accountEnding: string };
}

export interface AgreementSection {
  heading: string;
  paragraphs: string[];
}

export interface AgreementText {
  title: string;
  sections: AgreementSection[];
}

/** The monthly amounts in cents: each kind's spaces times its rate, the HST on their sum, the total. */
export function monthlyAmounts(facts: Pick<AgreementFacts, 'spaces' | 'rates'>) {
  const subtotal = facts.spaces.trucks * facts.rates.truckCents + facts.spaces.trailers * facts.rates.trailerCents;
  const hst = Math.round(subtotal * HST_RATE);
  return { subtotal, hst, total: subtotal + hst };
}

function money(cents: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'CAD' }).format(cents / 100);
}

function day(value: string, language: Language): string {
  const date = new Date(`${value}T00:00:00Z`);
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

const office = BUSINESS_CONTACT.headOffice;
const COMPANY_ADDRESS = `${office.streetAddress}, ${office.city} ${office.region} ${office.postalCode}`;

/** The agreement's sections in `language`, with the facts filled in. */
export function agreementText(facts: AgreementFacts, language: Language): AgreementText {
  const amounts = monthlyAmounts(facts);
  const m = (cents: number) => money(cents, language);
  const { customer, account } = facts;
  const company = BUSINESS_CONTACT.name;
  const contact = `${BUSINESS_CONTACT.phoneDisplay}, ${BUSINESS_CONTACT.infoEmail}`;
  if (language === 'fr') {
    return {
      title: `Convention de stationnement et de débit préautorisé (version ${facts.version})`,
      sections: [
        {
          heading: 'Les parties',
          paragraphs: [
            `Le locateur\u00a0: ${company}, ${COMPANY_ADDRESS} (${contact}).`,
            `Le client\u00a0: ${customer.company || customer.name}, représenté par ${customer.name}, ${customer.address} (${customer.phone}, ${customer.email}). Demande ${facts.reference}.`,
          ],
        },
        {
          heading: 'Les places',
          paragraphs: [
            `Cour\u00a0: ${facts.yard}. À partir du ${day(facts.startsOn, language)}\u00a0: ${facts.spaces.trucks} place(s) de camion à ${m(facts.rates.truckCents)} par mois chacune et ${facts.spaces.trailers} place(s) de remorque à ${m(facts.rates.trailerCents)} par mois chacune.`,
            `Total mensuel\u00a0: ${m(amounts.subtotal)} plus la TVH (13\u00a0%) de ${m(amounts.hst)}, soit ${m(amounts.total)} par mois.`,
          ],
        },
        {
          heading: 'Durée et préavis',
          paragraphs: [
            'La convention se renouvelle de mois en mois. Chaque partie peut y mettre fin par un préavis écrit d’au moins 30 jours; le client le donne sur sa page privée ou par écrit au locateur.',
          ],
        },
        {
          heading: 'Règles de la cour',
          paragraphs: [
            'Seuls les véhicules inscrits stationnent, dans les places attribuées. Aucun entretien, lavage ou vidange dans la cour, aucun entreposage de matières dangereuses, aucun séjour à bord la nuit. La vitesse est limitée à 10\u00a0km/h. L’accès se fait avec le laissez-passer remis au client; il ne se prête pas.',
          ],
        },
        {
          heading: 'Assurance',
          paragraphs: [
            `Le client maintient en tout temps une assurance responsabilité civile d’au moins 2\u00a0000\u00a0000\u00a0$ couvrant ses véhicules dans la cour et remet au locateur chaque certificat renouvelé avant l’expiration du précédent.`,
          ],
        },
        {
          heading: 'Débit préautorisé (DPA) d’entreprise',
          paragraphs: [
            `Le client (le payeur) autorise ${company} (le bénéficiaire) à débiter le compte ${account.bank ? `à ${account.bank}, ` : ''}transit ${account.transit}, institution ${account.institution}, compte se terminant par ${account.accountEnding}, de ${m(amounts.total)} le 1er de chaque mois, à partir du premier mois du stationnement. Il s’agit d’un DPA d’entreprise.`,
            'Si le montant change (tarif ou nombre de places), le bénéficiaire avise le payeur par écrit du nouveau montant et de sa date au moins 10 jours avant le débit.',
            'Le payeur peut révoquer cette autorisation en tout temps, moyennant un préavis de 30 jours au bénéficiaire. Pour obtenir un modèle de formulaire d’annulation ou plus d’information sur son droit d’annuler une convention de DPA, il peut communiquer avec son institution financière ou visiter www.paiements.ca.',
            'Le payeur dispose de certains droits de recours si un débit n’est pas conforme à la présente convention. Par exemple, il a le droit de recevoir le remboursement de tout débit non autorisé ou non conforme à la présente convention de DPA. Pour obtenir plus d’information sur ses droits de recours, il peut communiquer avec son institution financière ou visiter www.paiements.ca.',
            `Le payeur renonce à recevoir une confirmation écrite de la présente convention avant le premier débit; il en reçoit une copie signée par courriel. Coordonnées du bénéficiaire\u00a0: ${company}, ${COMPANY_ADDRESS}, ${contact}.`,
          ],
        },
        {
          heading: 'Signature électronique',
          paragraphs: [
            'Les parties consentent à signer cette convention par voie électronique, conformément à la Loi de 2000 sur le commerce électronique (Ontario). L’empreinte SHA-256 du document signé est consignée avec chaque signature; le document signé se vérifie sur le site du locateur.',
          ],
        },
      ],
    };
  }
  return {
    title: `Parking and pre-authorized debit agreement (version ${facts.version})`,
    sections: [
      {
        heading: 'The parties',
        paragraphs: [
          `The landlord: ${company}, ${COMPANY_ADDRESS} (${contact}).`,
          `The customer: ${customer.company || customer.name}, represented by ${customer.name}, ${customer.address} (${customer.phone}, ${customer.email}). Application ${facts.reference}.`,
        ],
      },
      {
        heading: 'The spaces',
        paragraphs: [
          `Yard: ${facts.yard}. From ${day(facts.startsOn, language)}: ${facts.spaces.trucks} truck space(s) at ${m(facts.rates.truckCents)} a month each and ${facts.spaces.trailers} trailer space(s) at ${m(facts.rates.trailerCents)} a month each.`,
          `Monthly total: ${m(amounts.subtotal)} plus HST (13%) of ${m(amounts.hst)}, that is ${m(amounts.total)} a month.`,
        ],
      },
      {
        heading: 'Term and notice',
        paragraphs: [
          'This agreement runs from month to month. Either party may end it with at least 30 days’ written notice; the customer gives it on their private page or in writing to the landlord.',
        ],
      },
      {
        heading: 'Yard rules',
        paragraphs: [
          'Only the registered vehicles park, in the spaces allocated. No maintenance, washing or oil changes in the yard, no dangerous goods stored, no one staying on board overnight. The speed limit is 10 km/h. Entry is with the access pass given to the customer, which is not to be lent.',
        ],
      },
      {
        heading: 'Insurance',
        paragraphs: [
          'The customer keeps, at all times, liability insurance of at least $2,000,000 covering their vehicles in the yard, and gives the landlord each renewed certificate before the previous one expires.',
        ],
      },
      {
        heading: 'Business pre-authorized debit (PAD)',
        paragraphs: [
          `The customer (the payor) authorizes ${company} (the payee) to debit the account ${account.bank ? `at ${account.bank}, ` : ''}transit ${account.transit}, institution ${account.institution}, account ending in ${account.accountEnding}, for ${m(amounts.total)} on the 1st of each month, from the first month of parking. This is a business PAD.`,
          'If the amount changes (a rate or the number of spaces), the payee tells the payor in writing of the new amount and its date at least 10 days before the debit.',
          'The payor may revoke this authorization at any time, with 30 days’ notice to the payee. To obtain a sample cancellation form, or more information on the right to cancel a PAD agreement, the payor may contact their financial institution or visit www.payments.ca.',
          'The payor has certain recourse rights if any debit does not comply with this agreement. For example, the payor has the right to receive reimbursement for any debit that is not authorized or is not consistent with this PAD agreement. To obtain more information on recourse rights, the payor may contact their financial institution or visit www.payments.ca.',
          `The payor waives written confirmation of this agreement before the first debit; they receive a signed copy by e-mail. The payee's contact: ${company}, ${COMPANY_ADDRESS}, ${contact}.`,
        ],
      },
      {
        heading: 'Electronic signature',
        paragraphs: [
          'The parties consent to sign this agreement electronically, under Ontario’s Electronic Commerce Act, 2000. The SHA-256 fingerprint of the signed document is recorded with each signature; the signed document can be verified on the landlord’s website.',
        ],
      },
    ],
  };
}
