import { ContactPrompt } from '../../components/home/contact-prompt.tsx';
import { HomeHero } from '../../components/home/home-hero.tsx';
import { IntroCard } from '../../components/home/intro-card.tsx';
import { LocationsCarousel } from '../../components/home/locations-carousel.tsx';
import { OffersSection } from '../../components/home/offers-section.tsx';
import { PartnersCarousel } from '../../components/home/partners-carousel.tsx';
import { ServicesList } from '../../components/home/services-list.tsx';
import { pageMeta } from '../../components/layout/page-meta.ts';
import { previewImage } from '../../components/site/preview-image.ts';
import { HOME_HERO_VIDEO } from '../../content/media.ts';
import { HOME_PATH } from '../../content/navigation.ts';
import { SITE_TEXT } from '../../content/site.ts';
import { languageOfPath } from '../../../domain/language.ts';
import type { Route } from './+types/home';

/**
 * Served at both `/` and `/home` (in the original route table the empty path means home); search
 * engines get one address.
 */
export const meta: Route.MetaFunction = ({ location }) => {
  const language = languageOfPath(location.pathname);
  return pageMeta({
    description: SITE_TEXT[language].description,
    path: HOME_PATH,
    language,
    image: previewImage(HOME_HERO_VIDEO.poster, language),
  });
};

/** The home page's sections, in order: header, intro card, services, locations, offers, contact, partners. */
export default function Home() {
  return (
    <>
      <HomeHero />
      <IntroCard />
      <ServicesList />
      <LocationsCarousel />
      <OffersSection />
      <ContactPrompt />
      <PartnersCarousel />
    </>
  );
}
