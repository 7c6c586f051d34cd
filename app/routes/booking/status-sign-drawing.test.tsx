import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { AGREEMENT_API, SIGNATURE_DRAWING_PATTERN, type ApplicantAgreement } from '../../../domain/agreement.schema.ts';
import type { Language } from '../../../domain/language.ts';
import { unitAxeViolations } from '../../../tests/support/unit-axe.ts';
import { I18nProvider } from '../../i18n/i18n.tsx';
import { StatusSignForm } from './status-sign-form.tsx';
import { STATUS_TOKEN, answerRequests, bodiesSent } from './testing/status-fixtures.tsx';

const AGREEMENT: ApplicantAgreement = {
  state: 'AwaitingSignature',
  version: 1,
  sha256: 'cd'.repeat(32),
  accountNeeded: false,
};
const SIGN = AGREEMENT_API.sign(STATUS_TOKEN);
const SIGNED = {
  [`POST ${SIGN}`]: {
    status: 200,
    body: { isSuccess: true, agreement: { ...AGREEMENT, state: 'AwaitingCountersignature' } },
  },
};

afterEach(() => vi.unstubAllGlobals());

function signForm(language: Language = 'en') {
  const onSigned = vi.fn();
  const user = userEvent.setup();
  const { container } = render(
    <I18nProvider language={language}>
      <StatusSignForm token={STATUS_TOKEN} agreement={AGREEMENT} onSigned={onSigned} />
    </I18nProvider>,
  );
  return { user, onSigned, container };
}

/** The pad, laid out 300 × 100 on screen (half its own 600 × 200 units): jsdom lays nothing out. */
function pad(name: RegExp = /Drawing area/) {
  const element = screen.getByRole('img', { name });
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    left: 0,
    top: 0,
    width: 300,
    height: 100,
    right: 300,
    bottom: 100,
    toJSON: () => ({}),
  });
  return element;
}

/** One stroke with a pen through `points`, in screen pixels. */
function draw(element: Element, points: Array<[number, number]>) {
  const at = ([clientX, clientY]: [number, number]) => ({ pointerId: 7, pointerType: 'pen', clientX, clientY });
  const [first, ...rest] = points;
  if (!first) return;
  fireEvent.pointerDown(element, at(first));
  for (const point of rest) fireEvent.pointerMove(element, at(point));
  fireEvent.pointerUp(element, at(points.at(-1) ?? first));
}

async function typeAndSign(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Your full name/), 'Harpreet Gill');
  await user.type(screen.getByLabelText(/Your title in the company/), 'Owner');
  await user.click(screen.getByRole('checkbox', { name: /I agree to sign it electronically/ }));
  await user.click(screen.getByRole('button', { name: 'Sign the agreement' }));
}

const TYPED = { fullName: 'Harpreet Gill', title: 'Owner', consent: true, sha256: AGREEMENT.sha256 };

test('with no drawing, the typed signature goes alone', async () => {
  const fetchStub = answerRequests(SIGNED);
  const { user, onSigned } = signForm();
  await typeAndSign(user);
  await vi.waitFor(() => expect(onSigned).toHaveBeenCalledOnce());
  expect(bodiesSent(fetchStub, 'POST', SIGN)).toEqual([TYPED]);
});

test('a drawing made with a pen goes with it as path data in the pad’s own units', async () => {
  const fetchStub = answerRequests(SIGNED);
  const { user, onSigned } = signForm();
  const element = pad(/empty/);
  draw(element, [
    [10, 20],
    [20, 25],
    [20.2, 25.2],
    [40, 30],
  ]);
  draw(element, [[100, 50]]);
  expect(screen.getByRole('img', { name: 'Drawing area, with your drawing' })).toBe(element);
  await typeAndSign(user);
  await vi.waitFor(() => expect(onSigned).toHaveBeenCalledOnce());
  const [sent] = bodiesSent(fetchStub, 'POST', SIGN) as Array<{ signature: string }>;
  expect(sent).toEqual({ ...TYPED, signature: 'M20 40 L40 50 L80 60 M200 100 L200 100' });
  expect(sent?.signature).toMatch(SIGNATURE_DRAWING_PATTERN);
});

test('Clear takes the drawing away: only the typed signature goes', async () => {
  const fetchStub = answerRequests(SIGNED);
  const { user, onSigned } = signForm();
  draw(pad(), [
    [10, 20],
    [60, 70],
  ]);
  expect(screen.getByTestId('signature-drawing')).toHaveAttribute('d', 'M20 40 L120 140');
  await user.click(screen.getByRole('button', { name: 'Clear the drawing' }));
  expect(screen.getByTestId('signature-drawing')).toHaveAttribute('d', '');
  expect(screen.getByRole('img', { name: 'Drawing area, empty' })).toBeInTheDocument();
  await typeAndSign(user);
  await vi.waitFor(() => expect(onSigned).toHaveBeenCalledOnce());
  expect(bodiesSent(fetchStub, 'POST', SIGN)).toEqual([TYPED]);
});

test('a mouse draws with its main button only; another pointer does not join the stroke', () => {
  signForm();
  const element = pad();
  fireEvent.pointerDown(element, { pointerId: 1, pointerType: 'mouse', button: 2, clientX: 10, clientY: 10 });
  expect(screen.getByTestId('signature-drawing')).toHaveAttribute('d', '');
  fireEvent.pointerDown(element, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 10, clientY: 10 });
  fireEvent.pointerMove(element, { pointerId: 2, pointerType: 'touch', clientX: 90, clientY: 90 });
  fireEvent.pointerMove(element, { pointerId: 1, pointerType: 'mouse', clientX: 20, clientY: 10 });
  fireEvent.pointerUp(element, { pointerId: 1, pointerType: 'mouse', clientX: 20, clientY: 10 });
  expect(screen.getByTestId('signature-drawing')).toHaveAttribute('d', 'M20 20 L40 20');
});

test('a drawing that reaches its limit stops there and says so; Clear starts afresh', async () => {
  const { user } = signForm();
  const element = pad();
  const zigzag = Array.from({ length: 2000 }, (_, step): [number, number] => [(step * 2) % 300, 10 + (step % 80)]);
  draw(element, zigzag);
  expect(screen.getByRole('status')).toHaveTextContent('The drawing area is full: what you drew is kept.');
  const kept = screen.getByTestId('signature-drawing').getAttribute('d') ?? '';
  expect(kept.length).toBeLessThanOrEqual(12_000);
  expect(kept).toMatch(SIGNATURE_DRAWING_PATTERN);
  draw(element, [
    [5, 5],
    [50, 50],
  ]);
  expect(screen.getByTestId('signature-drawing')).toHaveAttribute('d', kept);
  await user.click(screen.getByRole('button', { name: 'Clear the drawing' }));
  expect(screen.getByRole('status')).toHaveTextContent('');
  draw(element, [
    [5, 5],
    [50, 50],
  ]);
  expect(screen.getByTestId('signature-drawing')).toHaveAttribute('d', 'M10 10 L100 100');
});

test('the keyboard passes over the pad: from the title to Clear, then to the consent', async () => {
  const { user } = signForm();
  await user.click(screen.getByLabelText(/Your title in the company/));
  await user.tab();
  expect(screen.getByRole('button', { name: 'Clear the drawing' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('checkbox')).toHaveFocus();
});

test('the pad says it is optional and that the typed name is the signature, in both languages', async () => {
  const english = signForm('en');
  const group = screen.getByRole('group', { name: 'Draw your signature (optional)' });
  expect(group).toHaveAccessibleDescription(/Your name typed above is your legal signature/);
  expect(await unitAxeViolations(english.container)).toEqual([]);
  english.container.remove();

  const french = signForm('fr');
  expect(screen.getByRole('group', { name: 'Dessinez votre signature (facultatif)' })).toHaveAccessibleDescription(
    /Votre nom tapé ci-dessus est votre signature légale/,
  );
  expect(screen.getByRole('img', { name: 'Zone de dessin, vide' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Effacer le dessin' })).toBeInTheDocument();
  expect(await unitAxeViolations(french.container)).toEqual([]);
});
