import { OFFERS, OFFERS_NOTE } from '../../content/offers.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { PageSection } from '../site/page-section.tsx';
import { RevealOnScroll } from '../site/reveal-on-scroll.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';

/** The company's current offers (app/content/offers.ts). */
export function OffersSection() {
  const { language, t } = useI18n();
  return (
    <PageSection heading={t('site.home.offersHeading')} intro={t('site.home.offersIntro')}>
      <RevealOnScroll>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {OFFERS[language].map((offer) => (
            <li key={offer.id} className="flex flex-col overflow-hidden rounded-xl bg-navy-900 text-white shadow-md">
              <ResponsiveImage
                image={offer.image}
                alt=""
                sizes="(min-width: 768px) 33vw, 100vw"
                className="aspect-video w-full bg-navy-800 object-cover"
              />
              <div className="flex flex-1 flex-col p-5">
                <p className="self-start rounded-full bg-gold-400 px-3 py-1 text-sm font-bold text-navy-950">
                  {offer.condition}
                </p>
                <h3 className="mt-3 text-xl font-bold">{offer.title}</h3>
                <p className="mt-2 text-navy-100">{offer.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-slate-700">{OFFERS_NOTE[language]}</p>
      </RevealOnScroll>
    </PageSection>
  );
}
