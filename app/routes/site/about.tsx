import { CheckIcon } from '../../components/layout/icons.tsx';
import { pageMeta } from '../../components/layout/page-meta.ts';
import { CardGrid } from '../../components/site/card-grid.tsx';
import { HeroLink, PageHero } from '../../components/site/page-hero.tsx';
import { PageSection } from '../../components/site/page-section.tsx';
import { previewImage } from '../../components/site/preview-image.ts';
import { RevealOnScroll } from '../../components/site/reveal-on-scroll.tsx';
import { ABOUT_PAGE } from '../../content/about.ts';
import { ABOUT_HERO_IMAGE } from '../../content/media.ts';
import { ABOUT_PATH, BOOKING_PATH } from '../../content/navigation.ts';
import { languageOfPath } from '../../../domain/language.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import type { Route } from './+types/about';

/** Pages other than the service pages fade in over 400 ms, ease. */
const ANIMATION = 'fade-up';

export const meta: Route.MetaFunction = ({ location }) => {
  const language = languageOfPath(location.pathname);
  return pageMeta({
    ...ABOUT_PAGE[language].meta,
    path: ABOUT_PATH,
    language,
    image: previewImage(ABOUT_HERO_IMAGE, language),
  });
};

export default function AboutPage() {
  const { language, t, path } = useI18n();
  const { hero, description, mission, whyChooseUs, offers } = ABOUT_PAGE[language];
  return (
    <>
      <PageHero title={hero.title} heading={hero.subtitle} image={ABOUT_HERO_IMAGE}>
        <HeroLink to={path(BOOKING_PATH)}>{t('site.bookOnline')}</HeroLink>
      </PageHero>

      <PageSection heading={description.heading}>
        <RevealOnScroll animation={ANIMATION} className="mt-6 max-w-3xl space-y-4 text-lg text-slate-700">
          {description.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </RevealOnScroll>
      </PageSection>

      <section aria-labelledby="about-mission" className="bg-navy-900 text-white">
        <RevealOnScroll animation={ANIMATION} className="mx-auto max-w-4xl px-4 py-12 text-center sm:py-16">
          <h2 id="about-mission" className="text-sm font-semibold tracking-wider text-gold-400 uppercase">
            {mission.heading}
          </h2>
          <p className="mt-4 text-xl font-semibold text-balance sm:text-3xl">{mission.text}</p>
        </RevealOnScroll>
      </section>

      <PageSection heading={whyChooseUs.heading}>
        <ul role="list" className="mt-8 grid gap-6 sm:grid-cols-2">
          {whyChooseUs.points.map((point) => (
            <li key={point.title}>
              <RevealOnScroll animation={ANIMATION} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gold-400 text-navy-950"
                >
                  <CheckIcon className="size-5" />
                </span>
                <div>
                  <h3 className="text-lg font-bold">{point.title}</h3>
                  <p className="mt-1 text-slate-700">{point.text}</p>
                </div>
              </RevealOnScroll>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection heading={offers.heading} tone="tinted">
        <CardGrid cards={offers.cards} animation={ANIMATION} />
      </PageSection>
    </>
  );
}
