import { useId, type ReactNode } from 'react';

export type SectionTone = 'white' | 'tinted';

/** A page section titled by its h2, which also names it for screen readers' landmark lists. */
export function PageSection({
  heading,
  intro,
  tone = 'white',
  children,
}: {
  heading: string;
  intro?: string;
  tone?: SectionTone;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={tone === 'tinted' ? 'bg-navy-50' : 'bg-white'}>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-navy-900 sm:text-3xl">
          {heading}
        </h2>
        <span aria-hidden="true" className="mt-3 block h-1 w-16 rounded-full bg-gold-400" />
        {intro ? <p className="mt-4 max-w-3xl text-lg text-slate-700">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
