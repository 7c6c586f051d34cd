import type { ContentCard } from '../../content/services.ts';
import { CheckIcon } from '../layout/icons.tsx';
import { RevealOnScroll, type RevealAnimation } from './reveal-on-scroll.tsx';

/**
 * Titled cards in a grid: one column at 360 px, two on tablets, three on desktops. Each card is
 * revealed on its own as it scrolls in.
 */
export function CardGrid({
  cards,
  animation,
  columns = 3,
}: {
  cards: readonly ContentCard[];
  animation: RevealAnimation;
  /** Four when the cards fill rows of four (Parking), else three. */
  columns?: 3 | 4;
}) {
  return (
    <ul
      role="list"
      className={`mt-8 grid gap-4 sm:grid-cols-2 sm:gap-6 ${columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}
    >
      {cards.map((card) => (
        <li key={card.title} className="flex">
          <RevealOnScroll animation={animation} className="flex w-full">
            <article className="flex w-full flex-col rounded-lg border border-navy-100 bg-white p-5 shadow-sm sm:p-6">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-navy-900 text-gold-400"
                >
                  <CheckIcon className="size-5" />
                </span>
                <h3 className="text-lg font-bold text-navy-900">{card.title}</h3>
              </div>
              <p className="mt-3 text-slate-700">{card.text}</p>
            </article>
          </RevealOnScroll>
        </li>
      ))}
    </ul>
  );
}
