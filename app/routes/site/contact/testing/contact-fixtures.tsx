import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { expect, vi } from 'vitest';
import { clientAction } from '../../contact.tsx';

/**
 * A form under its heading, as the Contact page shows it, in a route with the page's own
 * clientAction (where the form sends); `form` is found by the heading's name.
 */
export function renderForm(heading: string, form: (headingId: string) => ReactNode) {
  const user = userEvent.setup();
  const Page = createRoutesStub([
    {
      path: '/contact',
      action: clientAction as never,
      Component: () => (
        <section>
          <h2 id="form-heading">{heading}</h2>
          {form('form-heading')}
        </section>
      ),
    },
  ]);
  const view = render(<Page initialEntries={['/contact']} />);
  return { user, form: screen.getByRole('form', { name: heading }), ...view };
}

type User = ReturnType<typeof userEvent.setup>;

/** Types each value into the field of that exact label, as a person would. */
export async function typeAnswers(user: User, answers: Record<string, string>) {
  for (const [label, value] of Object.entries(answers)) {
    await user.type(screen.getByLabelText(label, { exact: true }), value);
  }
}

/**
 * Types `value` (if any) into the field labelled `label` and checks `message` is not shown until
 * the field is left, and then is, marked invalid and tied to the field by aria-describedby.
 */
export async function expectMessageOnceLeft(user: User, label: string, value: string, message: string) {
  const field = screen.getByLabelText(label, { exact: true });
  await user.click(field);
  if (value) await user.type(field, value);
  expect(screen.queryByText(message)).not.toBeInTheDocument();

  await user.tab();

  const shown = await screen.findByText(message);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field.getAttribute('aria-describedby')).toContain(shown.closest('p')?.id);
}

export type FetchCall = { path: string; body: unknown };

/**
 * fetch is the browser's: in these unit tests a double answers as the server would (the real
 * server is exercised by server/modules/contact/*.test.ts and tests/e2e/contact.spec.ts).
 */
export function answerFetchWith(status: number, body: unknown, headers: Record<string, string> = {}) {
  const calls: FetchCall[] = [];
  const fetchStub = vi.fn(async (path: string, init?: RequestInit) => {
    calls.push({ path, body: JSON.parse(init?.body as string) });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { fetchStub, calls };
}

/** A fetch that waits until the test answers it. */
export function holdFetch() {
  let answer: (response: Response) => void = () => undefined;
  const fetchStub = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
  vi.stubGlobal('fetch', fetchStub);
  return {
    fetchStub,
    answer: (status: number, body: unknown) =>
      answer(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  };
}

export const RECEIVED = { isSuccess: true, message: 'Thank you.' };
