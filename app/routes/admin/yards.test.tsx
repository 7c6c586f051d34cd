import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ADMIN_API } from '../../../domain/admin.schema.ts';
import type { Yard, YardsAnswer } from '../../../domain/yards.schema.ts';
import { SAMPLE_ADMIN } from '../../../tests/factories/api-replies.factory.ts';
import { figureOf } from '../../components/admin/yard-capacity-form.tsx';
import { YARDS_API } from '../../../domain/yards.schema.ts';
import { stubAdminApi, type StubRequest } from './testing/admin-fetch-stub.ts';
import { renderAdmin } from './testing/render-admin.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const UNSET = { capacity: null, free: null, rate: null };
function yard(slug: Yard['slug'], name: string, overrides: Partial<Yard> = {}): Yard {
  return { slug, name, truckSpaces: UNSET, trailerSpaces: UNSET, ...overrides };
}

test('figures pasted from a spreadsheet are read as numbers; empty is none; other text goes as typed', () => {
  expect(figureOf(' 40 ')).toBe(40);
  expect(figureOf('$1,250.50')).toBe(1250.5);
  expect(figureOf('')).toBeNull();
  expect(figureOf('forty')).toBe('forty');
});

test('Yards shows each yard’s spaces and saves a capacity, placing the server’s messages under fields', async () => {
  let answer: YardsAnswer = {
    asOf: '2026-12-01',
    yards: [
      yard('mavid', 'Lawson Rd & Hwy 25', {
        truckSpaces: { capacity: 40, free: 12, rate: 325 },
        trailerSpaces: { capacity: 60, free: 60, rate: null },
      }),
      yard('lake', 'Lake Ridge Rd & Taunton Rd W'),
    ],
  };
  const puts: StubRequest[] = [];
  stubAdminApi({
    [`GET ${ADMIN_API.me}`]: { status: 200, body: SAMPLE_ADMIN },
    [`GET ${ADMIN_API.statistics}`]: { status: 200, body: { count: 3 } },
    [`GET ${YARDS_API.list}`]: () => ({ status: 200, body: answer }),
    [`PUT ${YARDS_API.capacity('lake')}`]: (request) => {
      puts.push(request);
      const body = request.body as { truckSpaces: unknown };
      if (typeof body.truckSpaces !== 'number') {
        return {
          status: 400,
          body: {
            isSuccess: false,
            code: 'validation_failed',
            message: 'Some fields need attention.',
            errors: [{ path: 'truckSpaces', message: 'Truck spaces must be a whole number' }],
          },
        };
      }
      const saved = yard('lake', 'Lake Ridge Rd & Taunton Rd W', {
        truckSpaces: { capacity: 25, free: 25, rate: 300 },
        trailerSpaces: { capacity: 10, free: 10, rate: null },
      });
      answer = { ...answer, yards: [answer.yards[0] as Yard, saved] };
      return { status: 200, body: { isSuccess: true, yard: saved } };
    },
  });
  const { user } = renderAdmin('/Dashboard/Yards');
  expect(await screen.findByRole('heading', { level: 1, name: 'Yards' })).toBeInTheDocument();
  const milton = within(screen.getByRole('region', { name: 'Lawson Rd & Hwy 25' }));
  expect(milton.getByRole('row', { name: /Truck spaces/ })).toHaveTextContent('Truck spaces4012$325.00 a month');
  expect(milton.getByRole('row', { name: /Trailer spaces/ })).toHaveTextContent('None published');

  const whitby = within(screen.getByRole('region', { name: 'Lake Ridge Rd & Taunton Rd W' }));
  expect(whitby.getByRole('row', { name: /Truck spaces/ })).toHaveTextContent('Not set');
  await user.type(whitby.getByLabelText('Truck spaces'), 'twenty');
  await user.type(whitby.getByLabelText('Trailer spaces'), '10');
  await user.click(whitby.getByRole('button', { name: 'Save Lake Ridge Rd & Taunton Rd W' }));
  expect(await whitby.findByText('Truck spaces must be a whole number')).toBeInTheDocument();
  expect(whitby.getByLabelText('Truck spaces')).toHaveFocus();
  expect(puts[0]?.body).toEqual({ truckSpaces: 'twenty', trailerSpaces: 10, truckRate: null, trailerRate: null });

  await user.clear(whitby.getByLabelText('Truck spaces'));
  await user.type(whitby.getByLabelText('Truck spaces'), '25');
  await user.type(whitby.getByLabelText('Truck rate ($ a month per space)'), '$300');
  await user.click(whitby.getByRole('button', { name: 'Save Lake Ridge Rd & Taunton Rd W' }));
  expect(await whitby.findByText('Saved for Lake Ridge Rd & Taunton Rd W.')).toBeInTheDocument();
  expect(puts[1]?.body).toEqual({ truckSpaces: 25, trailerSpaces: 10, truckRate: 300, trailerRate: null });
  // The table shows what the server now holds, once the page's data is read again.
  await waitFor(() =>
    expect(whitby.getByRole('row', { name: /Truck spaces/ })).toHaveTextContent('Truck spaces2525$300.00 a month'),
  );
});

test('a capacity below what is allocated shows the server’s sentence in an alert', async () => {
  stubAdminApi({
    [`GET ${ADMIN_API.me}`]: { status: 200, body: SAMPLE_ADMIN },
    [`GET ${ADMIN_API.statistics}`]: { status: 200, body: { count: 3 } },
    [`GET ${YARDS_API.list}`]: {
      status: 200,
      body: { asOf: '2026-12-01', yards: [yard('dean', 'Dean Dr & Concession Rd 7')] },
    },
    [`PUT ${YARDS_API.capacity('dean')}`]: {
      status: 409,
      body: {
        isSuccess: false,
        code: 'conflict',
        message: 'Dean Dr & Concession Rd 7: 7 truck spaces are allocated on 2027-02-01; the capacity cannot be lower.',
        allocated: { truckSpaces: 7, trailerSpaces: 0 },
      },
    },
  });
  const { user } = renderAdmin('/Dashboard/Yards');
  const dean = within(await screen.findByRole('region', { name: 'Dean Dr & Concession Rd 7' }));
  await user.type(dean.getByLabelText('Truck spaces'), '5');
  await user.type(dean.getByLabelText('Trailer spaces'), '0');
  await user.click(dean.getByRole('button', { name: 'Save Dean Dr & Concession Rd 7' }));
  expect(await dean.findByRole('alert')).toHaveTextContent('7 truck spaces are allocated on 2027-02-01');
});
