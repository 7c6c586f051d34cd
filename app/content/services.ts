import type { PerLanguage } from './per-language.ts';

/**
 * The company's services. Each has its page at `/services/<slug>` (and `/fr/services/<slug>`); the
 * slugs are the original site's paths, letter case included, because existing links point at them.
 */
export const SERVICE_SLUGS = ['YardManagement', 'parking', 'trailer-care', 'truck-Mechanic', 'mobile-wash'] as const;

export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export interface ServiceSummary {
  slug: ServiceSlug;
  /** The label in the Services menu, the footer and the home page's service cards. */
  menuLabel: string;
  /** One line on the home page's card: what the carrier gets. */
  cardText: string;
}

/** Services in the original menu's order, in each language. */
export const SERVICE_SUMMARIES: PerLanguage<readonly ServiceSummary[]> = {
  en: [
    {
      slug: 'YardManagement',
      menuLabel: 'Yard Operations Management',
      cardText: 'We run your yard: parking, scheduling, inventory, security and upkeep, with one point of contact.',
    },
    {
      slug: 'parking',
      menuLabel: 'Parking',
      cardText: 'Fenced, gated, lit and camera-watched spots for trucks, trailers and equipment, open 24/7.',
    },
    {
      slug: 'trailer-care',
      menuLabel: 'Trailer Care',
      cardText: 'Maintenance plans, repairs and inspections for your trailers, in the shop or in the yard.',
    },
    {
      slug: 'truck-Mechanic',
      menuLabel: 'Truck Mechanic',
      cardText: 'Diagnostics, brakes, inspections, oil changes and tires, done where your truck is parked.',
    },
    {
      slug: 'mobile-wash',
      menuLabel: 'Mobile Wash Onsite',
      cardText: 'Exterior wash and interior detailing in your yard, with eco-friendly products.',
    },
  ],
  fr: [
    {
      slug: 'YardManagement',
      menuLabel: 'Gestion des opérations de cour',
      cardText:
        'Nous gérons votre cour\u00a0: stationnement, horaires, inventaire, sécurité et entretien, avec un seul interlocuteur.',
    },
    {
      slug: 'parking',
      menuLabel: 'Stationnement',
      cardText:
        'Des places clôturées, fermées par une barrière, éclairées et sous caméras pour camions, remorques et équipement, 24/7.',
    },
    {
      slug: 'trailer-care',
      menuLabel: 'Entretien de remorques',
      cardText: 'Programmes d’entretien, réparations et inspections de vos remorques, à l’atelier ou dans la cour.',
    },
    {
      slug: 'truck-Mechanic',
      menuLabel: 'Mécanique de camions',
      cardText: 'Diagnostic, freins, inspections, vidanges d’huile et pneus, là où votre camion est stationné.',
    },
    {
      slug: 'mobile-wash',
      menuLabel: 'Lavage mobile sur place',
      cardText: 'Lavage extérieur et nettoyage intérieur en profondeur dans votre cour, avec des produits écologiques.',
    },
  ],
};

export function servicePath(slug: ServiceSlug): string {
  return `/services/${slug}`;
}

/** A titled card or list entry: the plans, features and services each page shows. */
export interface ContentCard {
  title: string;
  text: string;
}

export interface CardSection {
  heading: string;
  intro?: string;
  cards: readonly ContentCard[];
}

/** Everything a service page shows, in the order it shows it. */
export interface ServicePageContent {
  slug: ServiceSlug;
  meta: { title: string; description: string };
  /** The hero banner: its title is the page's one h1, the heading the line under it. */
  hero: { title: string; heading: string };
  /** The hero's second action after 'Call Us Now': book a parking spot, or write to us. */
  heroAction: 'book' | 'contact';
  /** The section under the hero: a heading, its paragraphs and a call-now link. */
  intro: { heading: string; paragraphs: readonly string[] };
  /** Card grids (plans, features); Mobile Wash has none. */
  cardSections: readonly CardSection[];
  /** Whether the page ends with the shunting banner. */
  showsShuntingBanner: boolean;
}

const YARD_MANAGEMENT_EN: ServicePageContent = {
  slug: 'YardManagement',
  meta: {
    title: 'Yard Management Services',
    description:
      'Third-party yard management in Ontario: parking, logistics coordination, scheduling, inventory tracking, ' +
      '24/7 security and maintenance for your fleet.',
  },
  hero: {
    title: 'Yard Management Services',
    heading: 'We run your yard, so your fleet keeps moving.',
  },
  heroAction: 'contact',
  intro: {
    heading: 'Third-party yard management facility services',
    paragraphs: [
      'Hand the day-to-day running of your yard to a team that does nothing else. We park and stage your ' +
        'trucks and trailers, coordinate arrivals and departures with your dispatch, schedule moves and keep ' +
        'an up-to-date inventory of every unit on the lot, so you always know what is where.',
      'Your equipment stays protected around the clock with video surveillance, controlled access and 24/7 ' +
        'monitoring, and we look after the routine maintenance that keeps it road-ready. You get one point of ' +
        'contact, clear reporting and more time to spend on your customers.',
    ],
  },
  cardSections: [
    {
      heading: 'What we manage for you',
      cards: [
        {
          title: 'Security',
          text: 'Video surveillance, controlled gate access and staff on watch 24/7 keep every unit safe.',
        },
        {
          title: 'Logistics Coordination',
          text: 'We work with your dispatch so drivers find their trailer ready and loads leave on time.',
        },
        {
          title: 'Maintenance',
          text: 'Routine checks and upkeep are planned and done on site, before small problems cost you a load.',
        },
        {
          title: 'Inventory Management',
          text: 'An up-to-date record of every truck, trailer and container in the yard, available when you ask.',
        },
        {
          title: 'Scheduling',
          text: 'Pick-ups, drop-offs, moves and service slots are booked in advance to avoid waiting and congestion.',
        },
      ],
    },
  ],
  showsShuntingBanner: true,
};

const PARKING_EN: ServicePageContent = {
  slug: 'parking',
  meta: {
    title: 'Safe & Secured Truck and Trailer Parking',
    description:
      'Fenced, gated, lit and camera-watched parking for trucks, trailers, containers, machinery, boats and RVs ' +
      'at four Ontario yards. Open 24/7.',
  },
  hero: {
    title: 'Safe & Secured Parking',
    heading: 'Secure parking for trucks, trailers and heavy equipment, open 24/7.',
  },
  heroAction: 'book',
  intro: {
    heading: 'A safe place for everything you drive',
    paragraphs: [
      'Our yards are fenced, gated, lit and watched by cameras day and night, so you can leave a truck, a ' +
        'trailer or a whole fleet with us and get back on the road with peace of mind. Park by the night, the ' +
        'week or the month, at the yard nearest your route.',
    ],
  },
  cardSections: [
    {
      heading: 'Security you can count on',
      cards: [
        {
          title: 'Video Surveillance',
          text: 'Cameras cover the whole yard and are recorded around the clock.',
        },
        {
          title: 'Barbed-Wire Fencing',
          text: 'A full perimeter fence topped with barbed wire keeps intruders out.',
        },
        {
          title: 'Electric Gates',
          text: 'Electric gated entry lets only authorized drivers in and out.',
        },
        {
          title: 'Lit Yard',
          text: 'Bright lighting across the yard for safe arrivals and departures at night.',
        },
      ],
    },
    {
      heading: 'What you can park with us',
      cards: [
        {
          title: 'Container Storage',
          text: 'Space for shipping and storage containers, short or long term.',
        },
        {
          title: 'Heavy Machinery',
          text: 'Room for excavators, loaders and other construction equipment between jobs.',
        },
        {
          title: 'Boats & Yachts',
          text: 'Safe off-season storage for boats and yachts on their trailers.',
        },
        {
          title: 'Dump Trucks',
          text: 'Wide spaces and easy turning for dump trucks and their drivers.',
        },
        {
          title: 'Recreational Vehicles',
          text: 'Store your RV, camper or motorhome securely when it is not on the road.',
        },
        {
          title: 'Trucks',
          text: 'Parking for tractors and straight trucks, from one unit to a whole fleet.',
        },
        {
          title: 'Trailers',
          text: 'Drop your dry vans, reefers and flatbeds and pick them up when you need them.',
        },
        {
          title: 'Driver Services',
          text: 'Help for drivers on site, so a stop at the yard is quick and easy.',
        },
      ],
    },
  ],
  showsShuntingBanner: true,
};

const TRAILER_CARE_EN: ServicePageContent = {
  slug: 'trailer-care',
  meta: {
    title: 'Trailer Care and Maintenance',
    description:
      'Trailer maintenance plans for Ontario carriers: full-service, preventative or basic care, in the shop, on site ' +
      'or on the road, with tires and parts.',
  },
  hero: {
    title: 'Trailer Care',
    heading: 'Maintenance plans that keep your trailers safe, legal and rolling.',
  },
  heroAction: 'contact',
  intro: {
    heading: 'Trailer maintenance that fits your fleet',
    paragraphs: [
      'A trailer off the road costs you loads. Our technicians service and repair your trailers in the shop, in ' +
        'our yards or at the roadside, and our plans let you choose how much of the work you hand over to us.',
    ],
  },
  cardSections: [
    {
      heading: 'Choose your plan',
      cards: [
        {
          title: 'Full-Service Maintenance',
          text:
            'We take over your trailers’ maintenance from end to end: scheduled service, repairs, inspections and ' +
            'records, so you can focus on driving.',
        },
        {
          title: 'Preventative Trailer Care',
          text:
            'Regular inspections and servicing of brakes, lights, tires, doors and seals catch small faults before ' +
            'they become breakdowns.',
        },
        {
          title: 'Basic Vehicle Care',
          text:
            'The essentials at a fair price: safety checks, lubrication, lights and tire pressure, done while your ' +
            'trailer is parked with us.',
        },
      ],
    },
    {
      heading: 'Our trailer services',
      cards: [
        {
          title: 'Shop Services',
          text: 'Full repairs and annual safety inspections in a fully equipped shop.',
        },
        {
          title: 'On-Site Services',
          text: 'Our technicians come to the yard where your trailer is parked, so it never has to move.',
        },
        {
          title: 'Over-the-Road Mobile Maintenance',
          text: 'A breakdown on the road? A mobile unit comes to you to get you moving again.',
        },
        {
          title: 'Tire Service',
          text: 'Tire checks, repairs and replacements, with the right tire for every axle.',
        },
        {
          title: 'Purchasing Power',
          text: 'We buy parts and tires in volume and pass the savings on to you.',
        },
        {
          title: 'Parts Containers',
          text: 'Common parts stocked in containers at our yards, so repairs are not held up waiting for parts.',
        },
      ],
    },
  ],
  showsShuntingBanner: false,
};

const TRUCK_MECHANIC_EN: ServicePageContent = {
  slug: 'truck-Mechanic',
  meta: {
    title: 'Truck Mechanic Services',
    description:
      'Truck repairs and maintenance at our Ontario yards: engine diagnostics, brake repairs, routine inspections, ' +
      'oil changes and tire replacements.',
  },
  hero: {
    title: 'Truck Mechanic',
    heading: 'Repairs and maintenance by mechanics who know heavy trucks.',
  },
  heroAction: 'contact',
  intro: {
    heading: 'Comprehensive Truck Mechanic Services',
    paragraphs: [
      'Our licensed mechanics keep your trucks safe and earning. From a warning light on the dashboard to a ' +
        'full inspection, we find the cause quickly and fix it right the first time, using quality parts.',
      'Because we work where you park, maintenance can be done while your truck would be standing anyway. ' +
        'Tell us what your truck needs and we will plan the work around your schedule to keep downtime short.',
    ],
  },
  cardSections: [
    {
      heading: 'What our mechanics do',
      cards: [
        {
          title: 'Engine Diagnostics',
          text: 'Computer diagnostics and hands-on checks find engine faults fast, before they strand you.',
        },
        {
          title: 'Brake Repairs',
          text: 'Air brake inspection, adjustment and repair, so you stop safely and pass every inspection.',
        },
        {
          title: 'Routine Inspections',
          text: 'Scheduled safety inspections that keep your truck compliant and catch wear early.',
        },
        {
          title: 'Oil Changes',
          text: 'Oil and filter changes on your schedule, with the right grade for your engine.',
        },
        {
          title: 'Tire Replacements',
          text: 'Worn or damaged tires replaced and balanced, so you are back on the road quickly.',
        },
      ],
    },
  ],
  showsShuntingBanner: false,
};

const MOBILE_WASH_EN: ServicePageContent = {
  slug: 'mobile-wash',
  meta: {
    title: 'Mobile Wash Onsite',
    description:
      'We wash your trucks and trailers in your own yard: exterior wash and detailed interior cleaning with ' +
      'eco-friendly products, across Ontario.',
  },
  hero: {
    title: 'Mobile Wash Onsite',
    heading: 'A clean fleet, washed where it is parked.',
  },
  heroAction: 'contact',
  intro: {
    heading: 'Yard Mobile Wash Services',
    paragraphs: [
      'Our mobile wash crew comes to your yard with everything it needs, so your trucks and trailers get a ' +
        'thorough exterior wash without leaving the lot and without taking your drivers off the road.',
      'We also offer detailed interior cleaning of your cabs. We use eco-friendly products that are tough on ' +
        'road grime and gentle on your paint and on the environment.',
    ],
  },
  cardSections: [],
  showsShuntingBanner: false,
};

const YARD_MANAGEMENT_FR: ServicePageContent = {
  slug: 'YardManagement',
  meta: {
    title: 'Services de gestion de cour',
    description:
      'Gestion de cour en sous-traitance en Ontario : stationnement, coordination logistique, horaires, suivi ' +
      'd’inventaire, sécurité 24/7 et entretien pour votre parc.',
  },
  hero: {
    title: 'Services de gestion de cour',
    heading: 'Nous gérons votre cour pour que votre parc continue de rouler.',
  },
  heroAction: 'contact',
  intro: {
    heading: 'Gestion de cour confiée à une équipe spécialisée',
    paragraphs: [
      'Confiez l’exploitation quotidienne de votre cour à une équipe qui ne fait que ça. Nous stationnons et ' +
        'plaçons vos camions et vos remorques, coordonnons les arrivées et les départs avec votre répartition, ' +
        'planifions les déplacements et tenons à jour l’inventaire de chaque unité sur le terrain\u00a0: vous savez ' +
        'toujours où se trouve chaque remorque.',
      'Votre équipement reste protégé jour et nuit grâce à la vidéosurveillance, au contrôle des accès et à une ' +
        'surveillance 24/7, et nous nous chargeons de l’entretien courant qui le garde prêt pour la route. Vous ' +
        'avez un seul interlocuteur, des rapports clairs et plus de temps pour vos clients.',
    ],
  },
  cardSections: [
    {
      heading: 'Ce que nous gérons pour vous',
      cards: [
        {
          title: 'Sécurité',
          text: 'Vidéosurveillance, barrière à accès contrôlé et personnel de garde 24/7 protègent chaque unité.',
        },
        {
          title: 'Coordination logistique',
          text: 'Nous travaillons avec votre répartition pour que vos chauffeurs trouvent leur remorque prête et que les chargements partent à l’heure.',
        },
        {
          title: 'Entretien',
          text: 'Les vérifications et l’entretien courants sont planifiés et faits sur place, avant qu’un petit problème vous coûte un voyage.',
        },
        {
          title: 'Gestion de l’inventaire',
          text: 'Un relevé à jour de chaque camion, remorque et conteneur dans la cour, disponible sur demande.',
        },
        {
          title: 'Planification',
          text: 'Ramassages, livraisons, déplacements et rendez-vous d’entretien sont réservés d’avance pour éviter l’attente et la congestion.',
        },
      ],
    },
  ],
  showsShuntingBanner: true,
};

const PARKING_FR: ServicePageContent = {
  slug: 'parking',
  meta: {
    title: 'Stationnement sécurisé pour camions et remorques',
    description:
      'Stationnement clôturé, fermé par une barrière, éclairé et sous caméras pour camions, remorques, conteneurs, ' +
      'machinerie, bateaux et VR dans quatre cours en Ontario. Ouvert 24/7.',
  },
  hero: {
    title: 'Stationnement sûr et sécurisé',
    heading: 'Stationnement sécurisé pour camions, remorques et équipement lourd, ouvert 24/7.',
  },
  heroAction: 'book',
  intro: {
    heading: 'Un endroit sûr pour tout ce que vous conduisez',
    paragraphs: [
      'Nos cours sont clôturées, fermées par une barrière, éclairées et surveillées par caméras jour et nuit\u00a0: ' +
        'laissez-nous un camion, une remorque ou tout votre parc et reprenez la route l’esprit tranquille. ' +
        'Stationnez à la nuit, à la semaine ou au mois, dans la cour la plus proche de votre trajet.',
    ],
  },
  cardSections: [
    {
      heading: 'Une sécurité sur laquelle compter',
      cards: [
        {
          title: 'Vidéosurveillance',
          text: 'Les caméras couvrent toute la cour et enregistrent jour et nuit.',
        },
        {
          title: 'Clôture barbelée',
          text: 'Une clôture périphérique surmontée de barbelés tient les intrus à l’écart.',
        },
        {
          title: 'Barrières électriques',
          text: 'Une entrée à barrière électrique ne laisse passer que les chauffeurs autorisés.',
        },
        {
          title: 'Cour éclairée',
          text: 'Un éclairage puissant sur toute la cour pour arriver et repartir en sécurité la nuit.',
        },
      ],
    },
    {
      heading: 'Ce que vous pouvez stationner chez nous',
      cards: [
        {
          title: 'Entreposage de conteneurs',
          text: 'De l’espace pour les conteneurs maritimes et d’entreposage, à court ou à long terme.',
        },
        {
          title: 'Machinerie lourde',
          text: 'De la place pour pelles, chargeuses et autre équipement de construction entre deux chantiers.',
        },
        {
          title: 'Bateaux et yachts',
          text: 'Un entreposage hors saison sûr pour les bateaux et les yachts sur leur remorque.',
        },
        {
          title: 'Camions à benne',
          text: 'Des places larges et des virages faciles pour les camions à benne et leurs chauffeurs.',
        },
        {
          title: 'Véhicules récréatifs',
          text: 'Rangez votre VR, votre tente-caravane ou votre autocaravane en sécurité quand il ne roule pas.',
        },
        {
          title: 'Camions',
          text: 'Du stationnement pour tracteurs routiers et camions porteurs, d’une seule unité à tout un parc.',
        },
        {
          title: 'Remorques',
          text: 'Déposez vos fourgons secs, remorques frigorifiques et plateformes, et reprenez-les quand vous en avez besoin.',
        },
        {
          title: 'Services aux chauffeurs',
          text: 'De l’aide sur place pour les chauffeurs, pour un arrêt à la cour rapide et simple.',
        },
      ],
    },
  ],
  showsShuntingBanner: true,
};

const TRAILER_CARE_FR: ServicePageContent = {
  slug: 'trailer-care',
  meta: {
    title: 'Entretien et maintenance de remorques',
    description:
      'Programmes d’entretien de remorques pour les transporteurs de l’Ontario\u00a0: service complet, préventif ou de ' +
      'base, à l’atelier, sur place ou sur la route, pneus et pièces compris.',
  },
  hero: {
    title: 'Entretien de remorques',
    heading: 'Des programmes d’entretien qui gardent vos remorques sûres, conformes et sur la route.',
  },
  heroAction: 'contact',
  intro: {
    heading: 'Un entretien de remorques adapté à votre parc',
    paragraphs: [
      'Une remorque immobilisée vous fait perdre des voyages. Nos techniciens entretiennent et réparent vos ' +
        'remorques à l’atelier, dans nos cours ou au bord de la route, et nos programmes vous laissent choisir la ' +
        'part du travail que vous nous confiez.',
    ],
  },
  cardSections: [
    {
      heading: 'Choisissez votre programme',
      cards: [
        {
          title: 'Entretien à service complet',
          text:
            'Nous prenons en charge tout l’entretien de vos remorques\u00a0: entretien planifié, réparations, inspections ' +
            'et registres, pour que vous puissiez vous concentrer sur la route.',
        },
        {
          title: 'Entretien préventif des remorques',
          text:
            'Des inspections et un entretien réguliers des freins, des feux, des pneus, des portes et des joints ' +
            'repèrent les petits défauts avant qu’ils deviennent des pannes.',
        },
        {
          title: 'Entretien de base',
          text:
            'L’essentiel à juste prix\u00a0: vérifications de sécurité, lubrification, feux et pression des pneus, faits ' +
            'pendant que votre remorque est stationnée chez nous.',
        },
      ],
    },
    {
      heading: 'Nos services pour remorques',
      cards: [
        {
          title: 'Services à l’atelier',
          text: 'Réparations complètes et inspections annuelles de sécurité dans un atelier entièrement équipé.',
        },
        {
          title: 'Services sur place',
          text: 'Nos techniciens viennent à la cour où votre remorque est stationnée\u00a0: elle n’a jamais à bouger.',
        },
        {
          title: 'Entretien mobile sur la route',
          text: 'En panne sur la route? Une unité mobile vient à vous pour vous remettre en marche.',
        },
        {
          title: 'Service de pneus',
          text: 'Vérification, réparation et remplacement des pneus, avec le bon pneu pour chaque essieu.',
        },
        {
          title: 'Pouvoir d’achat',
          text: 'Nous achetons pièces et pneus en volume et vous faisons profiter des économies.',
        },
        {
          title: 'Conteneurs de pièces',
          text: 'Des pièces courantes gardées en conteneurs dans nos cours, pour qu’aucune réparation n’attende ses pièces.',
        },
      ],
    },
  ],
  showsShuntingBanner: false,
};

const TRUCK_MECHANIC_FR: ServicePageContent = {
  slug: 'truck-Mechanic',
  meta: {
    title: 'Services de mécanique de camions',
    description:
      'Réparation et entretien de camions dans nos cours de l’Ontario\u00a0: diagnostic moteur, réparation des freins, ' +
      'inspections périodiques, vidanges d’huile et remplacement des pneus.',
  },
  hero: {
    title: 'Mécanique de camions',
    heading: 'Réparation et entretien par des mécaniciens qui connaissent les camions lourds.',
  },
  heroAction: 'contact',
  intro: {
    heading: 'Des services complets de mécanique de camions',
    paragraphs: [
      'Nos mécaniciens certifiés gardent vos camions sûrs et rentables. D’un voyant allumé au tableau de bord ' +
        'à une inspection complète, nous trouvons vite la cause et réparons correctement du premier coup, avec ' +
        'des pièces de qualité.',
      'Comme nous travaillons là où vous stationnez, l’entretien peut se faire pendant que votre camion serait ' +
        'immobilisé de toute façon. Dites-nous ce dont votre camion a besoin\u00a0: nous planifierons le travail selon ' +
        'votre horaire pour réduire le temps d’arrêt.',
    ],
  },
  cardSections: [
    {
      heading: 'Ce que font nos mécaniciens',
      cards: [
        {
          title: 'Diagnostic moteur',
          text: 'Un diagnostic informatisé et des vérifications sur place trouvent vite les défauts du moteur, avant qu’ils vous immobilisent.',
        },
        {
          title: 'Réparation des freins',
          text: 'Inspection, réglage et réparation des freins à air, pour freiner en sécurité et réussir chaque inspection.',
        },
        {
          title: 'Inspections périodiques',
          text: 'Des inspections de sécurité planifiées qui gardent votre camion conforme et repèrent l’usure tôt.',
        },
        {
          title: 'Vidanges d’huile',
          text: 'Vidange d’huile et changement de filtre selon votre horaire, avec la bonne huile pour votre moteur.',
        },
        {
          title: 'Remplacement des pneus',
          text: 'Pneus usés ou endommagés remplacés et équilibrés, pour reprendre la route rapidement.',
        },
      ],
    },
  ],
  showsShuntingBanner: false,
};

const MOBILE_WASH_FR: ServicePageContent = {
  slug: 'mobile-wash',
  meta: {
    title: 'Lavage mobile sur place',
    description:
      'Nous lavons vos camions et vos remorques dans votre propre cour\u00a0: lavage extérieur et nettoyage intérieur en ' +
      'profondeur avec des produits écologiques, partout en Ontario.',
  },
  hero: {
    title: 'Lavage mobile sur place',
    heading: 'Un parc propre, lavé là où il est stationné.',
  },
  heroAction: 'contact',
  intro: {
    heading: 'Lavage mobile dans votre cour',
    paragraphs: [
      'Notre équipe de lavage mobile arrive dans votre cour avec tout ce qu’il lui faut\u00a0: vos camions et vos ' +
        'remorques reçoivent un lavage extérieur complet sans quitter le terrain et sans retirer vos chauffeurs ' +
        'de la route.',
      'Nous offrons aussi le nettoyage intérieur en profondeur de vos cabines. Nos produits écologiques viennent ' +
        'à bout de la saleté de la route tout en ménageant votre peinture et l’environnement.',
    ],
  },
  cardSections: [],
  showsShuntingBanner: false,
};

/** Each service's page, in each language. */
export const SERVICE_PAGES: PerLanguage<Readonly<Record<ServiceSlug, ServicePageContent>>> = {
  en: {
    YardManagement: YARD_MANAGEMENT_EN,
    parking: PARKING_EN,
    'trailer-care': TRAILER_CARE_EN,
    'truck-Mechanic': TRUCK_MECHANIC_EN,
    'mobile-wash': MOBILE_WASH_EN,
  },
  fr: {
    YardManagement: YARD_MANAGEMENT_FR,
    parking: PARKING_FR,
    'trailer-care': TRAILER_CARE_FR,
    'truck-Mechanic': TRUCK_MECHANIC_FR,
    'mobile-wash': MOBILE_WASH_FR,
  },
};

/** The shunting service is sold by a banner, not a page. */
export const SHUNTING_BANNER: PerLanguage<{ heading: string; text: string }> = {
  en: {
    heading: 'Ask About Our Shunting Service',
    text: 'Need trailers moved around the yard, staged for pick-up or swapped at the dock? Our shunt drivers do it for you.',
  },
  fr: {
    heading: 'Informez-vous sur notre service de manœuvre',
    text: 'Besoin de déplacer des remorques dans la cour, de les préparer pour le ramassage ou de les changer au quai? Nos chauffeurs de manœuvre s’en chargent pour vous.',
  },
};
