import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ImageAsset } from '../../content/media.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { CallUsNowLink } from './call-us-now-link.tsx';

/**
 * The banner at the top of the About, service and location pages: a title (the page's
 * h1), a heading under it and the 'Call Us Now' button with the phone number, plus other actions.
 * Shorter on phones, so the content starts above the fold. Not animated: it is what loads first.
 *
 * The picture sits behind the text under a navy veil on phones (the text keeps its contrast and
 * nothing is pushed down) and beside the text from 1024 px.
 */
export function PageHero({
  eyebrow,
  title,
  heading,
  image,
  children,
}: {
  eyebrow?: string;
  title: string;
  heading: string;
  image?: ImageAsset;
  /** Further actions after the call button. */
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="relative isolate overflow-hidden bg-navy-900 text-white">
      <div className="mx-auto grid min-h-64 max-w-7xl items-center gap-10 px-4 py-10 sm:min-h-80 sm:py-14 lg:min-h-96 lg:grid-cols-2">
        <div>
          {eyebrow ? <p className="text-sm font-semibold tracking-wider text-gold-400 uppercase">{eyebrow}</p> : null}
          <h1 id={titleId} className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-navy-100 sm:text-xl">{heading}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <CallUsNowLink tone="gold" />
            {children}
          </div>
        </div>
        {image ? (
          <div className="absolute inset-0 -z-10 lg:relative lg:inset-auto lg:z-auto">
            <ResponsiveImage
              image={image}
              sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
              priority
              className="size-full object-cover lg:aspect-video lg:h-auto lg:rounded-lg lg:shadow-xl"
            />
            <div className="absolute inset-0 bg-navy-950/85 lg:hidden" />
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** A secondary hero action (booking, contact): outlined, so the call button stays the first choice. */
export function HeroLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-12 items-center justify-center rounded-md border-2 border-gold-400 px-6 text-lg font-semibold text-white hover:bg-navy-800"
    >
      {children}
    </Link>
  );
}
