import type { ReactNode } from 'react';

export type Fact = readonly [label: string, value: ReactNode];

/** Labelled answers as a description list; an empty answer reads "Not given", not a blank. */
export function Facts({ items }: { items: readonly Fact[] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[minmax(10rem,auto)_minmax(0,1fr)]">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-700">{label}</dt>
          <dd className="mb-2 [overflow-wrap:anywhere] sm:mb-0">
            {value === '' || value === null || value === undefined ? (
              <span className="text-slate-600 italic">Not given</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled part of the details page, grouped like the booking wizard's steps. */
export function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-lg bg-white p-4 shadow-sm md:p-6">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <div className="mt-4 space-y-6">{children}</div>
    </section>
  );
}
