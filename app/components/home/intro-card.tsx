import { SITE, SITE_TEXT } from '../../content/site.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import type { PerLanguage } from '../../content/per-language.ts';
import { PhoneIcon } from '../layout/icons.tsx';

/** The original site's wording, kept as the company wrote it (its capitals are a shout, read as one sentence). */
export const INTRO_HEADLINE: PerLanguage<string> = {
  en: 'OVER 1000 SPOTS AVAILABLE IMMEDIATELY IN CORNWALL!',
  fr: 'PLUS DE 1\u00a0000 PLACES DISPONIBLES IMMÉDIATEMENT À CORNWALL!',
};

/** The intro card under the hero: the headline claim, the company's stated figures and a call link. */
export function IntroCard() {
  const { language, t } = useI18n();
  return (
    <section aria-labelledby="intro-title" className="relative z-10 mx-auto -mt-12 max-w-7xl px-4">
      <div className="rounded-xl border-t-4 border-gold-400 bg-white p-6 shadow-xl ring-1 ring-navy-100 sm:p-8">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 id="intro-title" className="text-2xl font-extrabold tracking-tight text-navy-900 sm:text-3xl">
              {INTRO_HEADLINE[language]}
            </h2>
            <p className="mt-2 text-lg text-slate-700">{t('site.home.introText')}</p>
          </div>
          <a
            href={`tel:${SITE.contact.phoneE164}`}
            className="inline-flex min-h-12 shrink-0 items-center justify-center gap-2 rounded-md bg-navy-900 px-6 text-lg font-bold text-white hover:bg-navy-800"
          >
            <PhoneIcon />
            {t('site.home.callUs', { phone: SITE.contact.phoneDisplay })}
          </a>
        </div>
        <dl className="mt-6 grid grid-cols-3 gap-3 border-t border-navy-100 pt-6 text-center">
          {SITE_TEXT[language].highlights.map((highlight) => (
            <div key={highlight.label} className="flex flex-col">
              <dt className="text-sm text-slate-700 sm:text-base">{highlight.label}</dt>
              <dd className="order-first text-3xl font-extrabold text-navy-900 sm:text-4xl">{highlight.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
