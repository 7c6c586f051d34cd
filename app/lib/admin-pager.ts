import { PAGE_SIZE } from '../../domain/admin.schema.ts';

/**
 * The list pager: previous and next wrap around, and every page has a numbered link;
 * with many pages the links are windowed around the current one, e.g. 1 … 4 5 [6] 7 8 … 20.
 */
export type PagerItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: 'start' | 'end' };

export function pageCount(count: number, pageSize: number = PAGE_SIZE): number {
  return count <= 0 ? 0 : Math.ceil(count / pageSize);
}

/** Next from the last page is page 1. */
export function nextPage(current: number, total: number): number {
  return current >= total ? 1 : current + 1;
}

/** Previous from page 1 is the last page. */
export function previousPage(current: number, total: number): number {
  return current <= 1 || current > total ? total : current - 1;
}

/**
 * The numbered links: the first and last page always, `siblings` pages either side of the current
 * one, and a gap (…) for what is left out. The number of items stays the same wherever the current
 * page is, so the links do not jump about under the pointer.
 */
export function pagerItems(current: number, total: number, siblings = 2): PagerItem[] {
  const page = (number: number): PagerItem => ({ kind: 'page', page: number, current: number === current });
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => page(from + index));
  // First, last, the window, and two gaps: fewer pages than that are all shown.
  const windowed = 2 * siblings + 5;
  if (total <= windowed) return range(1, total);
  const edgeRun = 2 * siblings + 3;
  if (current - siblings <= 3) return [...range(1, edgeRun), { kind: 'gap', key: 'end' }, page(total)];
  if (current + siblings >= total - 2) {
    return [page(1), { kind: 'gap', key: 'start' }, ...range(total - edgeRun + 1, total)];
  }
  return [
    page(1),
    { kind: 'gap', key: 'start' },
    ...range(current - siblings, current + siblings),
    { kind: 'gap', key: 'end' },
    page(total),
  ];
}
