import type { ContentCard } from './services.ts';

/** The About page: hero, description, mission, why choose us, and six "What We Offer" cards. */
export const ABOUT_PAGE = {
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
    ] satisfies ContentCard[],
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
    ] satisfies ContentCard[],
  },
} as const;
