import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BOOKING_PATH, HOME_PATH } from '../../content/navigation.ts';
import { SITE } from '../../content/site.ts';
import { MailIcon, PhoneIcon } from './icons.tsx';
import { Logo } from './logo.tsx';

/**
 * Pages are prerendered, so the HTML carries the year of the build; the year is brought up to date
 * after hydration, which keeps server and client markup identical (no hydration mismatch).
 */
const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR) || new Date().getFullYear();

export function Footer() {
  const [year, setYear] = useState(BUILD_YEAR);
  useEffect(() => setYear(new Date().getFullYear()), []);

  return (
    <footer className="bg-navy-950 text-navy-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <Link to={HOME_PATH} className="inline-block rounded-md">
            <Logo />
          </Link>
          <p className="mt-3 max-w-xs text-sm text-navy-200">
            {SITE.tagline}. Secure parking for trucks, trailers and heavy equipment in Ontario.
          </p>
        </div>

        <div>
          <h2 className="text-sm font-semibold tracking-wider text-gold-400 uppercase">Contact</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <a href={`tel:${SITE.contact.phoneE164}`} className="inline-flex min-h-11 items-center gap-2 hover:text-white">
                <PhoneIcon className="size-5 text-gold-400" />
                {SITE.contact.phoneDisplay}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${SITE.contact.infoEmail}`}
                className="inline-flex min-h-11 items-center gap-2 break-all hover:text-white"
              >
                <MailIcon className="size-5 shrink-0 text-gold-400" />
                {SITE.contact.infoEmail}
              </a>
            </li>
          </ul>
        </div>

        <div>
          <h2 className="text-sm font-semibold tracking-wider text-gold-400 uppercase">Book a spot</h2>
          <p className="mt-3 text-sm text-navy-200">Apply online in a few minutes; we confirm by e-mail.</p>
          <Link
            to={BOOKING_PATH}
            className="mt-3 inline-flex min-h-11 items-center rounded-md bg-gold-400 px-4 font-semibold text-navy-950 hover:bg-gold-300"
          >
            Book online
          </Link>
        </div>
      </div>
      <div className="border-t border-navy-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-sm text-navy-200">
          © {year} {SITE.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
