import { SERVICE_IMAGES } from '../../content/media.ts';
import { BOOKING_PATH, CONTACT_PATH } from '../../content/navigation.ts';
import type { ServicePageContent } from '../../content/services.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { CallUsNowLink } from './call-us-now-link.tsx';
import { CardGrid } from './card-grid.tsx';
import { HeroLink, PageHero } from './page-hero.tsx';
import { PageSection } from './page-section.tsx';
import { RevealOnScroll } from './reveal-on-scroll.tsx';
import { ShuntingBanner } from './shunting-banner.tsx';

/** As on the original site: sections of the service pages zoom up over 1000 ms, linear. */
const ANIMATION = 'zoom-up';

/** One service page, drawn from its content: hero, intro with call button, card sections, banner. */
export function ServicePage({ content }: { content: ServicePageContent }) {
  const { t, path } = useI18n();
  return (
    <>
      <PageHero title={content.hero.title} heading={content.hero.heading} image={SERVICE_IMAGES[content.slug]}>
        {content.heroAction === 'book' ? (
          <HeroLink to={path(BOOKING_PATH)}>{t('site.bookOnline')}</HeroLink>
        ) : (
          <HeroLink to={path(CONTACT_PATH)}>{t('site.sendMessage')}</HeroLink>
        )}
      </PageHero>

      <PageSection heading={content.intro.heading}>
        <RevealOnScroll animation={ANIMATION}>
          <div className="mt-6 max-w-3xl space-y-4 text-lg text-slate-700">
            {content.intro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <CallUsNowLink tone="navy" className="mt-8 w-full sm:w-auto" />
        </RevealOnScroll>
      </PageSection>

      {content.cardSections.map((section, index) => (
        <PageSection
          key={section.heading}
          heading={section.heading}
          intro={section.intro}
          tone={index % 2 === 0 ? 'tinted' : 'white'}
        >
          <CardGrid cards={section.cards} animation={ANIMATION} columns={section.cards.length % 4 === 0 ? 4 : 3} />
        </PageSection>
      ))}

      {content.showsShuntingBanner ? <ShuntingBanner /> : null}
    </>
  );
}
