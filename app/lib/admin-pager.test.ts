import { describe, expect, test } from 'vitest';
import { nextPage, pageCount, pagerItems, previousPage, type PagerItem } from './admin-pager.ts';

/** "1 … 4 5 [6] 7 8 … 20": the pager as a person reads it. */
function render(items: PagerItem[]): string {
  return items
    .map((item) => (item.kind === 'gap' ? '…' : item.current ? `[${item.page}]` : String(item.page)))
    .join(' ');
}

describe('pages', () => {
  test('are the count divided by ten, rounded up', () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(200)).toBe(20);
  });
});

describe('previous and next', () => {
  test('next from the last page wraps to page 1, previous from page 1 to the last', () => {
    expect(nextPage(20, 20)).toBe(1);
    expect(previousPage(1, 20)).toBe(20);
  });

  test('elsewhere they move one page', () => {
    expect(nextPage(6, 20)).toBe(7);
    expect(previousPage(6, 20)).toBe(5);
  });

  test('from a page past the end, previous goes to the last page', () => {
    expect(previousPage(25, 20)).toBe(20);
    expect(nextPage(25, 20)).toBe(1);
  });
});

describe('numbered links', () => {
  test('every page has one when there are few', () => {
    expect(render(pagerItems(1, 3))).toBe('[1] 2 3');
    expect(render(pagerItems(5, 9))).toBe('1 2 3 4 [5] 6 7 8 9');
  });

  test('with many pages they are windowed around the current one', () => {
    expect(render(pagerItems(6, 20))).toBe('1 … 4 5 [6] 7 8 … 20');
    expect(render(pagerItems(10, 20))).toBe('1 … 8 9 [10] 11 12 … 20');
  });

  test('near either end the window stays the same size instead of showing a gap of one page', () => {
    expect(render(pagerItems(1, 20))).toBe('[1] 2 3 4 5 6 7 … 20');
    expect(render(pagerItems(5, 20))).toBe('1 2 3 4 [5] 6 7 … 20');
    expect(render(pagerItems(16, 20))).toBe('1 … 14 15 [16] 17 18 19 20');
    expect(render(pagerItems(20, 20))).toBe('1 … 14 15 16 17 18 19 [20]');
  });

  test('the first, the last and the current page are always reachable in one step', () => {
    for (let total = 1; total <= 40; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const pages = pagerItems(current, total).flatMap((item) => (item.kind === 'page' ? [item.page] : []));
        expect(pages).toContain(1);
        expect(pages).toContain(total);
        expect(pages).toContain(current);
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        expect(new Set(pages).size).toBe(pages.length);
        expect(pagerItems(current, total).filter((item) => item.kind === 'page' && item.current)).toHaveLength(1);
      }
    }
  });
});
