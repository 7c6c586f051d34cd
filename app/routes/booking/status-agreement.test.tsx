import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { AGREEMENT_API, type ApplicantAgreement } from '../../../domain/agreement.schema.ts';
import type { Language } from '../../../domain/language.ts';
import { I18nProvider } from '../../i18n/i18n.tsx';
import { renderStatusPageContent } from './status-page-render.tsx';
import { StatusAgreement } from './status-agreement.tsx';
import { STATUS_TOKEN, answerRequests, bodiesSent, statusView } from './testing/status-fixtures.tsx';

const AGREEMENT: ApplicantAgreement = {
  state: 'AwaitingSignature',
  version: 1,
  sha256: 'cd'.repeat(32),
  accountNeeded: false,
};
const SIGN = AGREEMENT_API.sign(STATUS_TOKEN);

afterEach(() => vi.unstubAllGlobals());

function agreement(language: Language, summary: ApplicantAgreement = AGREEMENT) {
  const onSigned = vi.fn();
  const user = userEvent.setup();
  render(
    <I18nProvider language={language}>
      <StatusAgreement token={STATUS_TOKEN} agreement={summary} onSigned={onSigned} />
    </I18nProvider>,
  );
  return { user, onSigned };
}

test('the agreement in force: its version, the PDF through the private link, its fingerprint', () => {
  agreement('en');
  const section = screen.getByRole('region', { name: 'Your parking agreement' });
  expect(section).toHaveTextContent('Version 1 of your parking agreement and pre-authorized debit is ready.');
  expect(screen.getByRole('link', { name: 'Read the agreement (PDF)' })).toHaveAttribute(
    'href',
    `/api/ApplicationStatus/${STATUS_TOKEN}/Agreement`,
  );
  expect(screen.getByTestId('agreement-sha256')).toHaveTextContent('cd'.repeat(32));
  // The account is on file: signing does not ask for it.
  expect(screen.queryByRole('group', { name: /account the monthly payment/ })).not.toBeInTheDocument();
});

test('in French, and once signed by both no form is left', () => {
  agreement('fr', { ...AGREEMENT, state: 'Signed', version: 2 });
  expect(screen.getByRole('region', { name: 'Votre convention de stationnement' })).toHaveTextContent(
    'La version 2 de votre convention de stationnement est signée par les deux parties.',
  );
  expect(screen.getByRole('link', { name: 'Télécharger la convention signée (PDF)' })).toHaveAttribute(
    'href',
    `/api/ApplicationStatus/${STATUS_TOKEN}/Agreement`,
  );
  expect(screen.queryByRole('button', { name: 'Signer la convention' })).not.toBeInTheDocument();
});

test('signing needs the name, the title and the consent, checked before sending', async () => {
  const fetchStub = answerRequests({});
  const { user, onSigned } = agreement('en');
  await user.click(screen.getByRole('button', { name: 'Sign the agreement' }));
  expect(screen.getByLabelText(/Your full name/)).toHaveFocus();
  expect(screen.getByLabelText(/Your full name/)).toHaveAccessibleDescription('Type your full name');
  expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Tick the box to agree to sign electronically');
  expect(bodiesSent(fetchStub, 'POST', SIGN)).toEqual([]);
  expect(onSigned).not.toHaveBeenCalled();
});

test('a signature goes with the fingerprint of the version read; the page is told once it is taken', async () => {
  const fetchStub = answerRequests({
    [`POST ${SIGN}`]: {
      status: 200,
      body: { isSuccess: true, agreement: { ...AGREEMENT, state: 'AwaitingCountersignature' } },
    },
  });
  const { user, onSigned } = agreement('en');
  await user.type(screen.getByLabelText(/Your full name/), '  Harpreet Gill ');
  await user.type(screen.getByLabelText(/Your title in the company/), 'Owner');
  await user.click(screen.getByRole('checkbox', { name: /I agree to sign it electronically/ }));
  await user.click(screen.getByRole('button', { name: 'Sign the agreement' }));
  await vi.waitFor(() => expect(onSigned).toHaveBeenCalledOnce());
  expect(bodiesSent(fetchStub, 'POST', SIGN)).toEqual([
    { fullName: 'Harpreet Gill', title: 'Owner', consent: true, sha256: AGREEMENT.sha256 },
  ]);
});

test('without an account on file, signing asks for it, checks it as pasted and sends it', async () => {
  const fetchStub = answerRequests({
    [`POST ${SIGN}`]: {
      status: 200,
      body: { isSuccess: true, agreement: { ...AGREEMENT, state: 'AwaitingCountersignature', accountNeeded: false } },
    },
  });
  const { user, onSigned } = agreement('en', { ...AGREEMENT, accountNeeded: true });
  const group = screen.getByRole('group', { name: 'The account the monthly payment comes from' });
  expect(group).toHaveAccessibleDescription(/spaces and dashes are fine/);
  await user.type(screen.getByLabelText(/Your full name/), 'Harpreet Gill');
  await user.type(screen.getByLabelText(/Your title in the company/), 'Owner');
  await user.type(screen.getByLabelText(/Transit number/), '01 23');
  await user.type(screen.getByLabelText(/Institution number/), '004');
  await user.type(screen.getByLabelText(/Account number/), '0012-345-678');
  await user.click(screen.getByRole('checkbox', { name: /I agree to sign it electronically/ }));
  await user.click(screen.getByRole('button', { name: 'Sign the agreement' }));
  expect(screen.getByLabelText(/Transit number/)).toHaveFocus();
  expect(screen.getByLabelText(/Transit number/)).toHaveAccessibleDescription('The transit number has 5 digits');
  expect(bodiesSent(fetchStub, 'POST', SIGN)).toEqual([]);

  await user.type(screen.getByLabelText(/Transit number/), '4');
  await user.click(screen.getByRole('button', { name: 'Sign the agreement' }));
  await vi.waitFor(() => expect(onSigned).toHaveBeenCalledOnce());
  expect(bodiesSent(fetchStub, 'POST', SIGN)).toEqual([
    {
      fullName: 'Harpreet Gill',
      title: 'Owner',
      consent: true,
      account: { transit: '01 234', institution: '004', account: '0012-345-678' },
      sha256: AGREEMENT.sha256,
    },
  ]);
});

test('the account fields are in French too', () => {
  agreement('fr', { ...AGREEMENT, accountNeeded: true });
  expect(screen.getByRole('group', { name: 'Le compte d’où provient le paiement mensuel' })).toBeInTheDocument();
  expect(screen.getByLabelText(/Numéro de transit/)).toHaveAttribute('inputmode', 'numeric');
});

test('a version replaced meanwhile is refused and said so; nothing is taken', async () => {
  answerRequests({
    [`POST ${SIGN}`]: {
      status: 409,
      body: {
        isSuccess: false,
        code: 'conflict',
        message: 'This agreement was replaced by a new version since you read it: read the new version, then sign it.',
      },
    },
  });
  const { user, onSigned } = agreement('en');
  await user.type(screen.getByLabelText(/Your full name/), 'Harpreet Gill');
  await user.type(screen.getByLabelText(/Your title in the company/), 'Owner');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Sign the agreement' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/replaced by a new version/);
  expect(onSigned).not.toHaveBeenCalled();
});

test('the page the server fills shows it for an accepted application only', () => {
  const served = (view: ReturnType<typeof statusView>) =>
    renderStatusPageContent({ token: STATUS_TOKEN, loadedAt: '2026-12-01T15:00:00.000Z', view }, 'en');
  const accepted = statusView({ status: 'Accepted', stage: 'Accepted', agreement: AGREEMENT });
  expect(served(accepted)).toContain('Read the agreement (PDF)');
  expect(served(accepted)).toContain('Sign the agreement');
  expect(served(statusView({ agreement: null }))).not.toContain('Read the agreement');
});
