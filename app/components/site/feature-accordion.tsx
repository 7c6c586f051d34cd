import type { ContentCard } from '../../content/services.ts';
import { ChevronDownIcon } from '../layout/icons.tsx';

/**
 * Native `<details>`: opens by click, Enter and Space with no script, announces its state, and its
 * text is in the prerendered HTML (found by search engines and the browser's find-in-page).
 * The first item starts open so the section never looks empty.
 */
export function FeatureAccordion({ items }: { items: readonly ContentCard[] }) {
  return (
    <div className="mt-8 divide-y divide-navy-100 overflow-hidden rounded-lg border border-navy-100 bg-white">
      {items.map((item, index) => (
        <details key={item.title} open={index === 0} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 text-lg font-semibold text-navy-900 hover:bg-navy-50 [&::-webkit-details-marker]:hidden">
            <span>{item.title}</span>
            <ChevronDownIcon className="size-5 shrink-0 text-navy-700 transition-transform group-open:rotate-180" />
          </summary>
          <p className="px-5 pt-1 pb-5 text-slate-700">{item.text}</p>
        </details>
      ))}
    </div>
  );
}
