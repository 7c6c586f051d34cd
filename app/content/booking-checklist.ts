import type { DocumentKind } from '../../domain/documents.ts';
import type { PerLanguage } from './per-language.ts';

/** What one document must show; `label` names a part ("Amount") whose `text` says it. */
export interface ChecklistNeed {
  label?: string;
  text: string;
}

export interface ChecklistDocument {
  /** The document, named as the wizard names its upload. */
  kind: DocumentKind;
  needs: readonly ChecklistNeed[];
}

export interface ChecklistItem {
  title: string;
  text: string;
}

export interface BookingChecklist {
  title: string;
  intro: string;
  documentsTitle: string;
  documents: readonly ChecklistDocument[];
  otherTitle: string;
  other: readonly ChecklistItem[];
}

/**
 * What to have at hand before starting the Online Booking, shown on its first screen. Amounts,
 * the number of cheques and the payee depend on the rate the company approves for each customer,
 * so the texts say where those figures come from rather than giving any; the company can write
 * its own figures here.
 */
export const BOOKING_CHECKLIST: PerLanguage<BookingChecklist> = {
  en: {
    title: 'What to have ready',
    intro:
      'Keep these at hand and the booking goes in one sitting. A clear photo taken with your phone is fine for each document, and your answers are saved on this device as you go.',
    documentsTitle: 'Five documents',
    documents: [
      {
        kind: 'ArticleOfIncorporation',
        needs: [
          {
            text: 'The Articles of Incorporation of the company that will hold the parking agreement, every page, with its name and corporation number readable.',
          },
        ],
      },
      {
        kind: 'CompanyOwnersDriverLicense',
        needs: [
          {
            text: "The company owner's valid driver's licence, with the name, the photo and the expiry date readable.",
          },
        ],
      },
      {
        kind: 'CertificateOfInsurance',
        needs: [
          {
            text: 'A current certificate of insurance for the vehicles you will park, showing the insurer, the policy number and the date it expires (the booking asks for that date).',
          },
        ],
      },
      {
        kind: 'CertifiedPayment',
        needs: [
          { text: 'A certified cheque or a bank draft.' },
          { label: 'Amount', text: "The first month's rent at the rate approved for your spaces." },
          { label: 'Payable to', text: 'The name we give you when we approve your rate.' },
        ],
      },
      {
        kind: 'PostdatedChecks',
        needs: [
          { label: 'How many', text: 'One cheque for each month of rent after the first, for the term you agreed.' },
          { label: 'Dates', text: "Each cheque dated the day that month's rent is due." },
          {
            label: 'Amount and payee',
            text: 'The monthly rate approved for your spaces, payable to the same name as the certified payment.',
          },
        ],
      },
    ],
    otherTitle: 'And these answers',
    other: [
      {
        title: 'Bank details (optional)',
        text: 'Your bank’s name and your transit, institution and account numbers, for example from a void cheque.',
      },
      {
        title: 'Two references',
        text: 'Two people who know your business, with their company, phone number, address and e-mail.',
      },
      {
        title: 'Previous landlords',
        text: 'The yards where you parked before: the landlord’s name and phone number, the address, the space you rented and the dates.',
      },
      {
        title: 'Fleet counts',
        text: 'How many trucks (highway, day cab, box, dump) and trailers (dry vans, reefers, flatbeds, others) you will park.',
      },
    ],
  },
  fr: {
    title: 'Ce qu’il faut avoir sous la main',
    intro:
      'Avec ces éléments sous la main, la réservation se fait d’une traite. Une photo claire prise avec votre téléphone suffit pour chaque document, et vos réponses sont gardées sur cet appareil au fur et à mesure.',
    documentsTitle: 'Cinq documents',
    documents: [
      {
        kind: 'ArticleOfIncorporation',
        needs: [
          {
            text: 'Les statuts constitutifs de l’entreprise qui signera l’entente de stationnement, toutes les pages, avec son nom et son numéro de société lisibles.',
          },
        ],
      },
      {
        kind: 'CompanyOwnersDriverLicense',
        needs: [
          {
            text: 'Le permis de conduire valide du propriétaire de l’entreprise, avec le nom, la photo et la date d’expiration lisibles.',
          },
        ],
      },
      {
        kind: 'CertificateOfInsurance',
        needs: [
          {
            text: 'Un certificat d’assurance en vigueur pour les véhicules que vous stationnerez, qui indique l’assureur, le numéro de police et la date d’expiration (la réservation vous demande cette date).',
          },
        ],
      },
      {
        kind: 'CertifiedPayment',
        needs: [
          { text: 'Un chèque certifié ou une traite bancaire.' },
          { label: 'Montant', text: 'Le loyer du premier mois, au tarif approuvé pour vos places.' },
          { label: 'À l’ordre de', text: 'Le nom que nous vous donnons quand nous approuvons votre tarif.' },
        ],
      },
      {
        kind: 'PostdatedChecks',
        needs: [
          {
            label: 'Combien',
            text: 'Un chèque pour chaque mois de loyer après le premier, pour la durée convenue.',
          },
          { label: 'Dates', text: 'Chaque chèque daté du jour où le loyer de ce mois est dû.' },
          {
            label: 'Montant et bénéficiaire',
            text: 'Le tarif mensuel approuvé pour vos places, à l’ordre du même nom que le paiement certifié.',
          },
        ],
      },
    ],
    otherTitle: 'Et ces réponses',
    other: [
      {
        title: 'Coordonnées bancaires (facultatif)',
        text: 'Le nom de votre banque et vos numéros de transit, d’institution et de compte, par exemple sur un chèque annulé.',
      },
      {
        title: 'Deux références',
        text: 'Deux personnes qui connaissent votre entreprise, avec leur entreprise, leur numéro de téléphone, leur adresse et leur courriel.',
      },
      {
        title: 'Anciens locateurs',
        text: 'Les cours où vous stationniez avant\u00a0: le nom et le numéro de téléphone du locateur, l’adresse, l’espace loué et les dates.',
      },
      {
        title: 'Nombre de véhicules',
        text: 'Combien de camions (routiers, à cabine de jour, porteurs, bennes) et de remorques (fourgons, réfrigérées, plateaux, autres) vous stationnerez.',
      },
    ],
  },
};
