import { render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { type ApplicantPass, PASS_API } from '../../../domain/access-pass.schema.ts';
import type { Language } from '../../../domain/language.ts';
import { unitAxeViolations } from '../../../tests/support/unit-axe.ts';
import { I18nProvider } from '../../i18n/i18n.tsx';
import { StatusAccessPass } from './status-access-pass.tsx';
import { renderStatusPageContent } from './status-page-render.tsx';
import { STATUS_TOKEN, answerRequests, statusView } from './testing/status-fixtures.tsx';

const PASS: ApplicantPass = {
  code: '7KQ4-MX2P',
  validFrom: '2026-12-01',
  yard: 'mavid',
  yardName: 'Lawson Rd & Hwy 25',
  qrSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 25 25" shape-rendering="crispEdges">' +
    '<path fill="#ffffff" d="M0 0h25v25H0z"/><path stroke="#000000" d="M2 2.5h7"/></svg>\n',
};

afterEach(() => vi.unstubAllGlobals());

function accessPass(language: Language, served?: ApplicantPass) {
  return render(
    <I18nProvider language={language}>
      <StatusAccessPass token={STATUS_TOKEN} validFrom={PASS.validFrom} served={served} />
    </I18nProvider>,
  );
}

test('the pass served with the page: the code in large type, its QR named by the code, the yard and date', async () => {
  const { container } = accessPass('en', PASS);
  const section = screen.getByRole('region', { name: 'Your access pass' });
  expect(screen.getByTestId('access-pass-code')).toHaveTextContent('7KQ4-MX2P');
  expect(screen.getByRole('img', { name: 'QR code of your access code 7KQ4-MX2P' })).toContainHTML('<svg');
  expect(section).toHaveTextContent('Show this code or its QR code at the gate of Lawson Rd & Hwy 25.');
  expect(section).toHaveTextContent('Valid fromDecember 1, 2026');
  expect(await unitAxeViolations(container)).toEqual([]);
});

test('in French', async () => {
  const { container } = accessPass('fr', PASS);
  expect(screen.getByRole('region', { name: 'Votre laissez-passer' })).toHaveTextContent(
    'Valide à partir du1 décembre 2026',
  );
  expect(screen.getByRole('img', { name: 'Code QR de votre code d’accès 7KQ4-MX2P' })).toBeInTheDocument();
  expect(await unitAxeViolations(container)).toEqual([]);
});

test('a page loaded by script asks the private /Pass for the code', async () => {
  const fetchStub = answerRequests({ [`GET ${PASS_API.forApplicant(STATUS_TOKEN)}`]: { status: 200, body: PASS } });
  accessPass('en');
  expect(screen.getByRole('status')).toHaveTextContent('Loading your access pass…');
  expect(await screen.findByTestId('access-pass-code')).toHaveTextContent('7KQ4-MX2P');
  expect(fetchStub).toHaveBeenCalledOnce();
});

test('a /Pass that fails says so, with the date it is valid from', async () => {
  answerRequests({});
  accessPass('en');
  expect(await screen.findByRole('alert')).toHaveTextContent('Your access code could not be loaded.');
  expect(screen.getByRole('region', { name: 'Your access pass' })).toHaveTextContent('Valid from December 1, 2026');
});

test('a markup that is no QR code of ours is never put into the page', () => {
  accessPass('en', { ...PASS, qrSvg: '<svg><script>alert(1)</script></svg>' });
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.getByTestId('access-pass-code')).toHaveTextContent('7KQ4-MX2P');
});

test('the page the server fills shows the pass it was given, and no section without one', () => {
  const accepted = statusView({ status: 'Accepted', stage: 'Accepted', accessPass: { validFrom: PASS.validFrom } });
  const served = (view: ReturnType<typeof statusView>, pass?: ApplicantPass) =>
    renderStatusPageContent(
      { token: STATUS_TOKEN, loadedAt: '2026-12-01T15:00:00.000Z', view, ...(pass ? { pass } : {}) },
      'en',
    );
  const page = served(accepted, PASS);
  expect(page).toContain('7KQ4-MX2P');
  expect(page).toContain('aria-label="QR code of your access code 7KQ4-MX2P"');
  expect(served(statusView({ status: 'Accepted', stage: 'Accepted', accessPass: null }), PASS)).not.toContain(
    'Your access pass',
  );
});
