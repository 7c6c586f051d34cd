import type { PerLanguage } from './per-language.ts';
import type { ContentCard } from './services.ts';

/** The About page: hero, description, mission, why choose us, and six "What We Offer" cards. */
export interface AboutPageContent {
  meta: { title: string; description: string };
  hero: { title: string; subtitle: string };
  description: { heading: string; paragraphs: readonly string[] };
  mission: { heading: string; text: string };
  whyChooseUs: { heading: string; points: readonly ContentCard[] };
  offers: { heading: string; cards: readonly ContentCard[] };
}

const ABOUT_PAGE_EN: AboutPageContent = {
  meta: {
    title: 'About Us',
    description:
      'An Ontario company running secure truck and trailer yards with over 1000 spots, open 24/7, plus ' +
      'maintenance, repair and yard services for fleets.',
  },
  hero: {
    title: 'About Us',
    subtitle: 'Secure yards and services for the carriers who keep Ontario moving.',
  },
  description: {
    heading: 'Who we are',
    paragraphs: [
      'We are an Ontario company that runs secure yards for trucks, trailers and heavy equipment in Milton, ' +
        'Mississauga, Whitby and Adjala-Tosorontio. Owner-operators, carriers, fleet managers and logistics ' +
        'companies park with us by the night, the week or the month.',
      'Beyond parking, we look after the equipment itself: trailer care, truck mechanics, mobile washing, ' +
        'shunting and complete yard management, so our customers can spend their time on the road and with ' +
        'their own customers.',
    ],
  },
  mission: {
    heading: 'Our mission',
    text:
      'To give every driver and fleet a parking spot they can trust: secure, easy to reach and easy to book, ' +
      'with reliable service from people who understand trucking.',
  },
  whyChooseUs: {
    heading: 'Why choose us',
    points: [
      { title: 'Over 1000 spots', text: 'Spaces available now across our yards, for a single truck or a whole fleet.' },
      { title: 'More than 4 yards', text: 'Secure locations close to Highways 401, 407 and 50.' },
      { title: 'Open 24/7', text: 'Controlled access and on-site service at any hour, every day of the year.' },
      {
        title: 'Local team',
        text: 'Our staff work in Canada and our head office is in Ontario, so help is a phone call away.',
      },
    ],
  },
  offers: {
    heading: 'What We Offer',
    cards: [
      {
        title: 'Flexible Lease Options',
        text: 'Nightly, weekly and monthly terms that grow or shrink with your business.',
      },
      {
        title: 'Comprehensive Maintenance',
        text: 'Preventative care for trucks and trailers, done where they are parked.',
      },
      {
        title: 'Affordable Fleet Expansion',
        text: 'Add trucks and trailers without building your own yard: we have the space ready.',
      },
      {
        title: 'Secure Environment',
        text: 'Fenced, gated, lit and camera-watched yards with controlled access around the clock.',
      },
      {
        title: 'Repair',
        text: 'Licensed mechanics fix trucks and trailers quickly, to keep your downtime short.',
      },
      {
        title: 'Excellence in Service',
        text: 'A friendly team that answers the phone, knows your fleet and keeps its promises.',
      },
    ],
  },
};

const ABOUT_PAGE_FR: AboutPageContent = {
  meta: {
    title: 'À propos',
    description:
      'Une entreprise ontarienne qui exploite des cours sécurisées pour camions et remorques, avec plus de ' +
      '1\u00a0000 places ouvertes 24/7, ainsi que des services d’entretien, de réparation et de gestion de cour ' +
      'pour les parcs de véhicules.',
  },
  hero: {
    title: 'À propos',
    subtitle: 'Des cours sécurisées et des services pour les transporteurs qui font rouler l’Ontario.',
  },
  description: {
    heading: 'Qui nous sommes',
    paragraphs: [
      'Nous sommes une entreprise ontarienne qui exploite des cours sécurisées pour camions, remorques et ' +
        'équipement lourd à Milton, Mississauga, Whitby et Adjala-Tosorontio. Propriétaires-exploitants, ' +
        'transporteurs, gestionnaires de parc et entreprises de logistique s’y stationnent à la nuit, à la ' +
        'semaine ou au mois.',
      'Au-delà du stationnement, nous prenons soin de l’équipement lui-même\u00a0: entretien de remorques, mécanique ' +
        'de camions, lavage mobile, manœuvre de remorques et gestion complète de cour, pour que nos clients ' +
        'consacrent leur temps à la route et à leurs propres clients.',
    ],
  },
  mission: {
    heading: 'Notre mission',
    text:
      'Offrir à chaque chauffeur et à chaque parc une place de stationnement digne de confiance\u00a0: sécurisée, ' +
      'facile d’accès et facile à réserver, avec un service fiable assuré par des gens qui connaissent le camionnage.',
  },
  whyChooseUs: {
    heading: 'Pourquoi nous choisir',
    points: [
      {
        title: 'Plus de 1\u00a0000 places',
        text: 'Des places libres dès maintenant dans nos cours, pour un seul camion comme pour tout un parc.',
      },
      {
        title: 'Plus de 4 cours',
        text: 'Des emplacements sécurisés près des autoroutes 401 et 407 et de la route 50.',
      },
      {
        title: 'Ouvert 24/7',
        text: 'Accès contrôlé et service sur place à toute heure, tous les jours de l’année.',
      },
      {
        title: 'Une équipe d’ici',
        text: 'Notre personnel travaille au Canada et notre siège social est en Ontario\u00a0: l’aide est à un coup de fil.',
      },
    ],
  },
  offers: {
    heading: 'Ce que nous offrons',
    cards: [
      {
        title: 'Location souple',
        text: 'Des durées à la nuit, à la semaine ou au mois, qui suivent la croissance de votre entreprise.',
      },
      {
        title: 'Entretien complet',
        text: 'De l’entretien préventif pour camions et remorques, fait là où ils sont stationnés.',
      },
      {
        title: 'Croissance de parc abordable',
        text: 'Ajoutez camions et remorques sans bâtir votre propre cour\u00a0: l’espace est prêt.',
      },
      {
        title: 'Environnement sécurisé',
        text: 'Des cours clôturées, fermées par une barrière, éclairées et sous caméras, avec accès contrôlé jour et nuit.',
      },
      {
        title: 'Réparation',
        text: 'Des mécaniciens certifiés réparent rapidement camions et remorques pour réduire votre temps d’arrêt.',
      },
      {
        title: 'Un service d’excellence',
        text: 'Une équipe accueillante qui répond au téléphone, connaît votre parc et tient ses promesses.',
      },
    ],
  },
};

export const ABOUT_PAGE: PerLanguage<AboutPageContent> = { en: ABOUT_PAGE_EN, fr: ABOUT_PAGE_FR };
