import { PARTNERS, type Partner } from '../../content/partners.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { PageSection } from '../site/page-section.tsx';
import { Carousel } from '../ui/carousel.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';

/** As on the original site: the partners carousel is not circular and advances every 3000 ms. */
export const PARTNERS_AUTOPLAY_MS = 3000;

export function PartnersCarousel() {
  const { t } = useI18n();
  return (
    <PageSection heading={t('site.home.partnersHeading')}>
      <Carousel
        label={t('site.home.partnersLabel')}
        items={PARTNERS}
        itemKey={(partner) => partner.id}
        renderItem={(partner) => <PartnerLogo partner={partner} />}
        autoplayInterval={PARTNERS_AUTOPLAY_MS}
        className="mt-6 -mx-2"
      />
    </PageSection>
  );
}

function PartnerLogo({ partner }: { partner: Partner }) {
  return (
    <div className="flex h-full items-center justify-center rounded-xl bg-white p-6 ring-1 ring-navy-100">
      <ResponsiveImage image={partner.logo} alt={partner.name} sizes="280px" className="h-auto w-full max-w-[280px]" />
    </div>
  );
}
