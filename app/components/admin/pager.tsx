import { Link } from 'react-router';
import { nextPage, pagerItems, previousPage } from '../../lib/admin-pager.ts';

const PAGE_LINK =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border-2 border-navy-900 bg-white px-3 ' +
  'font-semibold text-navy-900 hover:bg-navy-100 aria-[current=page]:bg-navy-900 aria-[current=page]:text-white';

/**
 * Previous, numbered pages and Next. Previous from page 1 goes to the last page and
 * Next from the last to page 1; every link keeps the list's status and search (`hrefOf`), where the
 * original's numbered links jumped to status 0.
 */
export function Pager({ page, total, hrefOf }: { page: number; total: number; hrefOf: (page: number) => string }) {
  if (total <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6">
      <ul className="flex flex-wrap items-center gap-2">
        <li>
          <Link to={hrefOf(previousPage(page, total))} className={PAGE_LINK} aria-label="Previous page">
            Previous
          </Link>
        </li>
        {pagerItems(page, total).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="px-1 font-semibold">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={hrefOf(item.page)}
                className={PAGE_LINK}
                aria-current={item.current ? 'page' : undefined}
                aria-label={`Page ${item.page}`}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>
          <Link to={hrefOf(nextPage(page, total))} className={PAGE_LINK} aria-label="Next page">
            Next
          </Link>
        </li>
      </ul>
    </nav>
  );
}
