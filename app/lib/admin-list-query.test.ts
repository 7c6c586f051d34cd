import { describe, expect, test } from 'vitest';
import { listSearch, readListQuery, statusCodeOf, type StatusMode } from './admin-list-query.ts';

const QUEUE: StatusMode = { kind: 'filter', defaultStatus: 'pending' };
const ACCEPTED: StatusMode = { kind: 'fixed', status: 'accepted' };

function read(search: string, mode: StatusMode = QUEUE) {
  return readListQuery(new URLSearchParams(search), mode);
}

describe('the list state read from the URL', () => {
  test('without parameters the review queue opens on page 1 of the pending applications', () => {
    expect(read('')).toEqual({ page: 1, status: 'pending', search: '' });
  });

  test('page, status and search come back from the URL', () => {
    expect(read('?page=3&status=all&search=Gill')).toEqual({ page: 3, status: 'all', search: 'Gill' });
    expect(read('?status=rejected')).toMatchObject({ status: 'rejected' });
  });

  test('nonsense falls back to the defaults instead of failing', () => {
    expect(read('?page=-2&status=sideways')).toEqual({ page: 1, status: 'pending', search: '' });
    expect(read('?page=abc')).toMatchObject({ page: 1 });
    expect(read('?page=0')).toMatchObject({ page: 1 });
    expect(read('?page=99999999999')).toMatchObject({ page: 1 });
  });

  test('the search is trimmed and bounded like the API bounds it', () => {
    expect(read(`?search=${encodeURIComponent('  Tremblay  ')}`).search).toBe('Tremblay');
    expect(read(`?search=${'x'.repeat(300)}`).search).toHaveLength(100);
  });

  test('a list with a fixed status ignores a status in the URL', () => {
    expect(read('?status=rejected&page=2', ACCEPTED)).toEqual({ page: 2, status: 'accepted', search: '' });
  });
});

describe('the URL written for a list state', () => {
  test('carries page, status and search, and reads back to the same state', () => {
    const state = { page: 4, status: 'all' as const, search: 'Gill & Sons' };
    const search = listSearch(state, QUEUE);
    expect(search).toBe('?page=4&status=all&search=Gill+%26+Sons');
    expect(read(search)).toEqual(state);
  });

  test('leaves out a fixed status and an empty search', () => {
    expect(listSearch({ page: 2, status: 'accepted', search: '' }, ACCEPTED)).toBe('?page=2');
  });
});

test('the API status code is 0 pending, 1 accepted, 2 rejected, none for all (the API contract)', () => {
  expect(statusCodeOf('pending')).toBe(0);
  expect(statusCodeOf('accepted')).toBe(1);
  expect(statusCodeOf('rejected')).toBe(2);
  expect(statusCodeOf('all')).toBeUndefined();
});
