import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BOOKING_PATH, HOME_PATH, serviceLinks } from '../../content/navigation.ts';
import { SITE, SITE_TEXT } from '../../content/site.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { ADMIN_PATHS } from '../../lib/admin-paths.ts';
import { mapLinkUrl } from '../ui/lazy-map.tsx';
import { FacebookIcon, GlobeIcon, InstagramIcon, MailIcon, MapPinIcon, PhoneIcon } from './icons.tsx';
import { Logo } from './logo.tsx';

/**
 * Pages are prerendered, so the HTML carries the year of the build; the year is brought up to date
 * after hydration, which keeps server and client markup identical (no hydration mismatch).
 */
const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR) || new Date().getFullYear();

/** The company's website shares its mail domain; shown as text, linked to our own home page. */
const WEBSITE_HOST = `www.${SITE.contact.infoEmail.split('@')[1] ?? ''}`;

const SOCIAL_ICONS: Record<string, (props: { className?: string }) => ReactNode> = {
  Instagram: InstagramIcon,
  Facebook: FacebookIcon,
};

const ROW_LINK = 'inline-flex min-h-11 items-center gap-2 rounded-md hover:text-white hover:underline';
const ICON = 'size-5 shrink-0 text-gold-400';

/** The footer, with the original's contents: about text, the five services, contact points, social links, head-office map, copyright. */
export function Footer() {
  const [year, setYear] = useState(BUILD_YEAR);
  useEffect(() => setYear(new Date().getFullYear()), []);
  const { language, t, path } = useI18n();
  const office = SITE.headOffice;
  const text = SITE_TEXT[language];

  return (
    <footer className="bg-navy-950 text-navy-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <h2 className="sr-only">{t('site.footer.about', { name: SITE.name })}</h2>
          <Link to={path(HOME_PATH)} className="inline-block rounded-md">
            <Logo />
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-navy-200">
            {t('site.footer.blurb', { tagline: text.tagline, intro: text.intro })}
          </p>
          <Link
            to={path(BOOKING_PATH)}
            className="mt-5 inline-flex min-h-11 items-center rounded-md bg-gold-400 px-4 font-semibold text-navy-950 hover:bg-gold-300"
          >
            {t('site.footer.book')}
          </Link>
        </div>

        <FooterSection title={t('site.footer.services')}>
          <ul>
            {serviceLinks(language).map((service) => (
              <li key={service.to}>
                <Link to={service.to} className={ROW_LINK}>
                  {service.label}
                </Link>
              </li>
            ))}
          </ul>
        </FooterSection>

        <FooterSection title={t('site.footer.contact')}>
          <address className="not-italic">
            <p className="flex gap-2 py-2 text-sm">
              <MapPinIcon className={`${ICON} mt-0.5`} />
              <span>
                <span className="font-semibold text-white">{t('site.headOffice')}</span>
                <br />
                {office.streetAddress}
                <br />
                {t('site.footer.officeCity', {
                  city: office.city,
                  region: office.region,
                  postalCode: office.postalCode,
                })}
              </span>
            </p>
            <ul>
              <li>
                <a href={mapLinkUrl(office.latitude, office.longitude)} className={ROW_LINK}>
                  <MapPinIcon className={ICON} />
                  {t('site.footer.officeMap')}
                </a>
              </li>
              <li>
                <a href={`tel:${SITE.contact.phoneE164}`} className={ROW_LINK}>
                  <PhoneIcon className={ICON} />
                  {SITE.contact.phoneDisplay}
                </a>
              </li>
              <li>
                <a href={`mailto:${SITE.contact.infoEmail}`} className={`${ROW_LINK} break-all`}>
                  <MailIcon className={ICON} />
                  {SITE.contact.infoEmail}
                </a>
              </li>
              <li>
                <Link to={path(HOME_PATH)} className={ROW_LINK}>
                  <GlobeIcon className={ICON} />
                  {WEBSITE_HOST}
                </Link>
              </li>
            </ul>
          </address>
        </FooterSection>

        <FooterSection title={t('site.footer.followUs')}>
          <ul>
            {SITE.socialLinks.map((social) => {
              const Icon = SOCIAL_ICONS[social.name] ?? GlobeIcon;
              return (
                <li key={social.url}>
                  {/* The name says whose profile it is and keeps the visible word (WCAG 2.5.3). */}
                  <a
                    href={social.url}
                    className={ROW_LINK}
                    aria-label={t('site.social', { site: SITE.shortName, network: social.name })}
                  >
                    <Icon className={ICON} />
                    {social.name}
                  </a>
                </li>
              );
            })}
          </ul>
        </FooterSection>
      </div>
      {/* The staff's way in, out of the customers' way: a plain link at the foot of every page. */}
      <div className="border-t border-navy-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 px-4 py-2 text-sm text-navy-200">
          <p className="py-2">{t('site.footer.rights', { year: String(year), name: SITE.name })}</p>
          <Link to={ADMIN_PATHS.login} className={ROW_LINK}>
            {t('site.footer.staffSignIn')}
          </Link>
        </div>
      </div>
    </footer>
  );
}

/** A column with a heading; a plain div, so the footer adds no landmarks of its own beside contentinfo. */
function FooterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wider text-gold-400 uppercase">{title}</h2>
      <div className="mt-3">{children}</div>
    </div>
  );
}
