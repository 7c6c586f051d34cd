import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { pageMeta } from '../../components/layout/page-meta.ts';
import { PageHero } from '../../components/site/page-hero.tsx';
import { PageSection } from '../../components/site/page-section.tsx';
import { languageOfPath } from '../../../domain/language.ts';
import { BOOKING_PATH, CONTACT_PATH } from '../../content/navigation.ts';
import { i18nFor, useI18n } from '../../i18n/i18n.tsx';
import { readSubmitted } from '../../lib/submission.ts';
import type { Route } from './+types/contact';
import { ContactCards } from './contact/contact-cards.tsx';
import { EnquiryForm } from './contact/enquiry-form.tsx';
import { JobApplicationForm } from './contact/job-application-form.tsx';
import { type ContactPost, sendContactForm } from './contact/send-contact-form.ts';
import { SocialLinks } from './contact/social-links.tsx';

export const meta: Route.MetaFunction = ({ location }) => {
  const language = languageOfPath(location.pathname);
  const { t } = i18nFor(language);
  return pageMeta({
    title: t('contact.meta.title'),
    description: t('contact.meta.description'),
    path: CONTACT_PATH,
    language,
  });
};

/**
 * Where both forms send once their answers are checked (without scripts they post to the API
 * themselves). The page's address says the language the answer is worded in.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  return sendContactForm(await readSubmitted<ContactPost>(request), language);
}

/**
 * The Contact page: header, three contact cards, the enquiry form, the booking link, the
 * job-application form and the social profiles. Both forms post to our own server, which stores
 * the message and e-mails only the company's own inbox.
 */
export default function ContactPage() {
  const { t } = useI18n();
  return (
    <>
      <PageHero eyebrow={t('contact.eyebrow')} title={t('contact.title')} heading={t('contact.heading')} />
      <PageSection heading={t('contact.getInTouch')} tone="tinted">
        <ContactCards />
      </PageSection>
      <FormSection heading={t('contact.enquiry.heading')} intro={t('contact.enquiry.intro')}>
        {(headingId) => <EnquiryForm headingId={headingId} />}
      </FormSection>
      <BookingBand />
      <FormSection heading={t('contact.job.heading')} intro={t('contact.job.intro')} tone="tinted">
        {(headingId) => <JobApplicationForm headingId={headingId} />}
      </FormSection>
      <PageSection heading={t('contact.followUs')}>
        <SocialLinks />
      </PageSection>
    </>
  );
}

/** A section whose heading also names the form in it. */
function FormSection({
  heading,
  intro,
  tone = 'white',
  children,
}: {
  heading: string;
  intro: string;
  tone?: 'white' | 'tinted';
  children: (headingId: string) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={tone === 'tinted' ? 'bg-navy-50' : 'bg-white'}>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-navy-900 sm:text-3xl">
          {heading}
        </h2>
        <span aria-hidden="true" className="mt-3 block h-1 w-16 rounded-full bg-gold-400" />
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{intro}</p>
        {children(headingId)}
      </div>
    </section>
  );
}

/** The BOOKING link to /request, for a visitor who already knows what they need. */
function BookingBand() {
  const headingId = useId();
  const { t, path } = useI18n();
  return (
    <section aria-labelledby={headingId} className="bg-navy-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {t('contact.booking.heading')}
          </h2>
          <p className="mt-2 text-lg text-navy-100">{t('contact.booking.text')}</p>
        </div>
        <Link
          to={path(BOOKING_PATH)}
          className="inline-flex min-h-12 shrink-0 items-center justify-center rounded-md bg-gold-400 px-8 text-lg font-bold tracking-wider text-navy-950 uppercase hover:bg-gold-300"
        >
          {t('contact.booking.button')}
        </Link>
      </div>
    </section>
  );
}
