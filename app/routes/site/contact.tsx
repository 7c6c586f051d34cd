import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { pageMeta } from '../../components/layout/page-meta.ts';
import { PageHero } from '../../components/site/page-hero.tsx';
import { PageSection } from '../../components/site/page-section.tsx';
import { BOOKING_PATH, CONTACT_PATH } from '../../content/navigation.ts';
import { readSubmitted } from '../../lib/submission.ts';
import type { Route } from './+types/contact';
import { ContactCards } from './contact/contact-cards.tsx';
import { EnquiryForm } from './contact/enquiry-form.tsx';
import { JobApplicationForm } from './contact/job-application-form.tsx';
import { type ContactPost, sendContactForm } from './contact/send-contact-form.ts';
import { SocialLinks } from './contact/social-links.tsx';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Contact Us',
    description:
      'Call, e-mail or write to us about truck and trailer parking in Ontario, send a question through our form, or apply for a job in our yards.',
    path: CONTACT_PATH,
  });

/** Where both forms send once their answers are checked (without scripts they post to the API themselves). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return sendContactForm(await readSubmitted<ContactPost>(request));
}

/**
 * The Contact page: header, three contact cards, the enquiry form, the booking link, the
 * job-application form and the social profiles. Both forms post to our own server, which stores
 * the message and e-mails only the company's own inbox.
 */
export default function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Contact Us"
        heading="Questions about parking, a quote for your fleet, or a job in our yards: call, write, or send us a message below."
      />
      <PageSection heading="Get in touch" tone="tinted">
        <ContactCards />
      </PageSection>
      <FormSection
        heading="How can we help?"
        intro="Tell us what you need and how to reach you. We reply by e-mail or phone."
      >
        {(headingId) => <EnquiryForm headingId={headingId} />}
      </FormSection>
      <BookingBand />
      <FormSection
        heading="Launch Your Career with Us"
        intro="We are often looking for yard staff, shunters, mechanics and dispatchers. Leave your details and the job you want."
        tone="tinted"
      >
        {(headingId) => <JobApplicationForm headingId={headingId} />}
      </FormSection>
      <PageSection heading="Follow us">
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
  return (
    <section aria-labelledby={headingId} className="bg-navy-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            Ready to park with us?
          </h2>
          <p className="mt-2 text-lg text-navy-100">Apply for a spot online in four short steps.</p>
        </div>
        <Link
          to={BOOKING_PATH}
          className="inline-flex min-h-12 shrink-0 items-center justify-center rounded-md bg-gold-400 px-8 text-lg font-bold tracking-wider text-navy-950 uppercase hover:bg-gold-300"
        >
          Booking
        </Link>
      </div>
    </section>
  );
}
