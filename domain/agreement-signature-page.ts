import { BUSINESS_CONTACT } from './business-contact.ts';
import { type Language, LOCALES } from './language.ts';

/**
 * The words of the page added to a signed agreement, in English and French: who signed, when and
 * from where, and the audit trail of every event with its time and the SHA-256 of the agreement
 * each one was about. Kept beside the agreement's terms, where the business edits them.
 */

export interface SignatureFacts {
  reference: string;
  version: number;
  /** Pages of the agreement itself, before this page. */
  agreementPages: number;
  sha256: string;
  createdAt: string;
  customer: { company: string; name: string; title: string; at: string; ip: string; agent: string; drew: boolean };
  /** The payor's account the debits come from (the account by its last digits), when on file. */
  account: { transit: string; institution: string; accountEnding: string } | null;
  company: { by: string; at: string };
}

export interface SignaturePageText {
  title: string;
  footer: string;
  customerHeading: string;
  customer: string[];
  companyHeading: string;
  company: string[];
  integrityHeading: string;
  integrity: string[];
  trailHeading: string;
  /** Each event of the audit trail on a line of its own: time, what happened, the hash. */
  trail: string[];
}

function moment(iso: string, language: Language): string {
  const local = new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone: 'America/Toronto',
  }).format(new Date(iso));
  return `${local} (${iso})`;
}

export function signaturePageText(facts: SignatureFacts, language: Language): SignaturePageText {
  const { customer, company, sha256 } = facts;
  const at = (iso: string) => moment(iso, language);
  const business = BUSINESS_CONTACT.name;
  const account = facts.account;
  if (language === 'fr') {
    return {
      title: `Signatures et piste d’audit (version ${facts.version})`,
      footer: `${facts.reference} · Signatures`,
      customerHeading: 'Le client',
      customer: [
        `Signé électroniquement par ${customer.name}, ${customer.title}, pour ${customer.company}, le ${at(customer.at)}.`,
        `Signature tapée\u00a0: ${customer.name}.${customer.drew ? ' Signature tracée ci-dessous.' : ''}`,
        `Adresse IP et navigateur\u00a0: ${customer.ip}; ${customer.agent || 'non indiqué'}.`,
        ...(account
          ? [
              `Compte du payeur pour les débits\u00a0: transit ${account.transit}, institution ${account.institution}, compte se terminant par ${account.accountEnding}.`,
            ]
          : []),
      ],
      companyHeading: 'Le locateur',
      company: [`Contresigné électroniquement par ${company.by} pour ${business}, le ${at(company.at)}.`],
      integrityHeading: 'Intégrité',
      integrity: [
        `Chaque partie a consenti à signer par voie électronique (Loi de 2000 sur le commerce électronique, Ontario). Les signatures se rattachent aux pages 1 à ${facts.agreementPages} par leur empreinte SHA-256; toute modification de ces pages change l’empreinte.`,
        `SHA-256 des pages 1 à ${facts.agreementPages}\u00a0: ${sha256}`,
      ],
      trailHeading: 'Piste d’audit',
      trail: [
        `${at(facts.createdAt)} · version ${facts.version} préparée · ${sha256}`,
        `${at(customer.at)} · signée par ${customer.name} (${customer.ip}) · ${sha256}`,
        `${at(company.at)} · contresignée par ${company.by} · ${sha256}`,
      ],
    };
  }
  return {
    title: `Signatures and audit trail (version ${facts.version})`,
    footer: `${facts.reference} · Signatures`,
    customerHeading: 'The customer',
    customer: [
      `Signed electronically by ${customer.name}, ${customer.title}, for ${customer.company}, on ${at(customer.at)}.`,
      `Typed signature: ${customer.name}.${customer.drew ? ' Drawn signature below.' : ''}`,
      `IP address and browser: ${customer.ip}; ${customer.agent || 'not given'}.`,
      ...(account
        ? [
            `Payor's account for the debits: transit ${account.transit}, institution ${account.institution}, account ending ${account.accountEnding}.`,
          ]
        : []),
    ],
    companyHeading: 'The company',
    company: [`Countersigned electronically by ${company.by} for ${business}, on ${at(company.at)}.`],
    integrityHeading: 'Integrity',
    integrity: [
      `Each party consented to sign electronically (Electronic Commerce Act, 2000, Ontario). The signatures are associated with pages 1 to ${facts.agreementPages} by their SHA-256 fingerprint; any change to those pages changes the fingerprint.`,
      `SHA-256 of pages 1 to ${facts.agreementPages}: ${sha256}`,
    ],
    trailHeading: 'Audit trail',
    trail: [
      `${at(facts.createdAt)} · version ${facts.version} made · ${sha256}`,
      `${at(customer.at)} · signed by ${customer.name} (${customer.ip}) · ${sha256}`,
      `${at(company.at)} · countersigned by ${company.by} · ${sha256}`,
    ],
  };
}
