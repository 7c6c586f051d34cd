import { Link } from 'react-router';
import { HOME_HERO_VIDEO } from '../../content/media.ts';
import { BOOKING_PATH } from '../../content/navigation.ts';
import { SITE, SITE_TEXT } from '../../content/site.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { PhoneIcon } from '../layout/icons.tsx';
import { HeroBackgroundVideo } from './hero-background-video.tsx';

/**
 * The home page's header: the name and tagline over the looping yard clip, with the two
 * things a carrier most often came to do. Its height is set by CSS alone, so nothing shifts when
 * the poster or the clip arrives.
 */
export function HomeHero() {
  const { language, t, path } = useI18n();
  const text = SITE_TEXT[language];
  return (
    <section aria-labelledby="home-title" className="relative isolate overflow-hidden bg-navy-950 text-white">
      <HeroBackgroundVideo video={HOME_HERO_VIDEO} />
      {/* Darkens the drawing behind the text: white text stays above 7:1 wherever it falls. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-r from-navy-950/90 via-navy-950/70 to-navy-950/30"
      />
      <div className="relative mx-auto flex min-h-[32rem] max-w-7xl flex-col justify-center px-4 pt-12 pb-32 sm:min-h-[36rem] lg:min-h-[40rem]">
        <h1 id="home-title" className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">
          {SITE.name}
        </h1>
        <p className="mt-3 text-2xl font-semibold text-gold-400 sm:text-3xl">{text.tagline}</p>
        <p className="mt-5 max-w-2xl text-lg text-navy-100">{text.intro}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link
            to={path(BOOKING_PATH)}
            className="inline-flex min-h-12 items-center justify-center rounded-md bg-gold-400 px-6 text-lg font-bold text-navy-950 hover:bg-gold-300"
          >
            {t('site.bookOnline')}
          </Link>
          <a
            href={`tel:${SITE.contact.phoneE164}`}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md border-2 border-gold-400 bg-navy-950/60 px-6 text-lg font-semibold text-white hover:bg-navy-800"
          >
            <PhoneIcon />
            {t('layout.call', { phone: SITE.contact.phoneDisplay })}
          </a>
        </div>
      </div>
    </section>
  );
}
