import type { MouseEvent, Ref } from 'react';

export type ErrorSummaryItem = {
  key: string;
  text: string;
  /** Id of the control to move to; without it the item is plain text (nothing to focus). */
  targetId?: string;
};

export type ErrorSummaryGroup = { key: string; title: string; items: readonly ErrorSummaryItem[] };

export type ErrorSummaryProps = {
  title: string;
  groups: readonly ErrorSummaryGroup[];
  /** Called instead of following the link, e.g. to open the step that holds the control first. */
  onSelect?: (item: ErrorSummaryItem) => void;
  ref?: Ref<HTMLDivElement>;
};

/**
 * Every problem in one list of links, announced when it appears (GOV.UK's error summary pattern):
 * a person who cannot see the red fields still learns what to fix and can jump to each.
 */
export function ErrorSummary({ title, groups, onSelect, ref }: ErrorSummaryProps) {
  const headingId = 'error-summary-title';
  function select(event: MouseEvent<HTMLAnchorElement>, item: ErrorSummaryItem) {
    if (!onSelect) return;
    event.preventDefault();
    onSelect(item);
  }
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      aria-labelledby={headingId}
      className="rounded-md border-4 border-red-700 bg-white p-4 focus:ring-2 focus:ring-navy-900 focus:outline-none"
    >
      <h2 id={headingId} className="text-xl font-bold text-navy-900">
        {title}
      </h2>
      {groups.map((group) => (
        <section key={group.key} className="mt-3">
          <h3 className="font-semibold text-navy-900">{group.title}</h3>
          <ul className="mt-1 list-disc space-y-2 pl-5">
            {group.items.map((item) => (
              <li key={item.key}>
                {item.targetId ? (
                  <a
                    href={`#${item.targetId}`}
                    onClick={(event) => select(event, item)}
                    className="text-red-800 underline underline-offset-2 hover:text-red-950 hover:decoration-2"
                  >
                    {item.text}
                  </a>
                ) : (
                  <span className="text-red-800">{item.text}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
