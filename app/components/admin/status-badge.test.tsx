import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { StatusBadge } from './status-badge.tsx';

describe('the status badge', () => {
  test.each([
    ['Waitlisted', 'Waitlisted'],
    ['Offered', 'Spaces offered'],
    ['OfferDeclined', 'Offer declined'],
  ] as const)('%s reads "%s", in words and not in colour alone', (status, words) => {
    render(<StatusBadge status={status} />);
    const badge = screen.getByText(words);
    expect(badge.className).toMatch(/\bborder-[a-z]+-\d+\b/);
    expect(badge.className).toMatch(/\btext-[a-z]+-\d+\b/);
  });
});
