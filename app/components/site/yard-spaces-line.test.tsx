import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { YardsAnswer } from '../../../domain/yards.schema.ts';
import { YardSpacesLine } from './yard-spaces-line.tsx';

const YARDS: YardsAnswer = {
  asOf: '2026-12-01',
  yards: [
    {
      slug: 'dean',
      name: 'Dean Dr & Concession Rd 7',
      truckSpaces: { capacity: 10, free: 4, rate: null },
      trailerSpaces: { capacity: null, free: null, rate: null },
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.hydrated;
});

test('after a move inside the site, the line is the new yard’s, read from the yards, not the page left', async () => {
  // The page being left is still on screen while the new one renders, with its own line.
  const leaving = document.createElement('p');
  leaving.id = 'yard-spaces';
  leaving.dataset.yard = 'mavid';
  leaving.textContent = 'Free today: 12 truck spaces.';
  document.body.append(leaving);
  document.documentElement.dataset.hydrated = 'true';
  const fetchStub = vi.fn(async () => new Response(JSON.stringify(YARDS), { status: 200 }));
  vi.stubGlobal('fetch', fetchStub);

  render(<YardSpacesLine slug="dean" />);
  leaving.remove();
  await waitFor(() => expect(screen.getByText('Free today: 4 truck spaces.')).toBeVisible());
  expect(fetchStub).toHaveBeenCalledOnce();
});
