import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '../../../domain/documents.ts';
import { meta } from './request.tsx';
import {
  answerFetchWith,
  completeDraftValues,
  renderFrenchRequestPage,
  renderRequestPage,
  storeDraft,
  storedDraft,
} from './testing/booking-fixtures.tsx';

/*
 * The Online Booking in French at /fr/request (docs/i18n.md): its words, the schema's messages in
 * French, the language sent with the booking and the French confirmation; and the carrier's
 * province taken from step 1 rather than asked twice.
 */

/** Sending and the confirmation take a while on a busy machine. */
const SLOW = { timeout: 5000 };

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const BOOKED = {
  isSuccess: true,
  message: 'Done',
  id: 7,
  reference: 'BK-7K4M-9QX2',
  statusUrl: `http://localhost:3000/fr/status/${'T'.repeat(43)}`,
};

describe('the Online Booking in French', () => {
  test('the page, its steps and its fields are in French, with a French title and canonical address', async () => {
    const tags = meta({ location: { pathname: '/fr/request' } } as never);
    expect(tags).toContainEqual({ title: expect.stringContaining('Demande de services') });
    expect(tags).toContainEqual(
      expect.objectContaining({ rel: 'canonical', href: expect.stringMatching(/\/fr\/request$/) }),
    );
    renderFrenchRequestPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Réservation en ligne' })).toBeInTheDocument();
    const steps = within(screen.getByRole('navigation', { name: 'Étapes de la réservation' })).getAllByRole('button');
    expect(steps.map((button) => button.textContent)).toEqual([
      '1Étape 1\u00a0: Renseignements personnels',
      '2Étape 2\u00a0: Renseignements bancaires et documents',
      '3Étape 3\u00a0: Références et anciens locateurs',
      '4Étape 4\u00a0: Arrivée et flotte',
    ]);
    expect(screen.getByLabelText('Prénom')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Adresse municipale')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Des questions\u00a0?' })).toHaveTextContent(
      'Appelez-nous au 416-555-0142',
    );
  });

  test('Book with missing answers lists them in French, by step, and each field says its French message', async () => {
    const { user } = renderFrenchRequestPage();
    await user.click(screen.getByRole('button', { name: /Arrivée et flotte/ }));
    await user.click(await screen.findByRole('button', { name: 'Réserver' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'Certaines réponses sont à revoir' })).toBeInTheDocument();
    expect(
      within(summary).getByRole('heading', { name: 'Étape 1\u00a0: Renseignements personnels' }),
    ).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Prénom\u00a0: Le prénom est obligatoire' })).toHaveAttribute(
      'href',
      '#booking-personalInfo-firstName',
    );
    expect(
      within(summary).getByRole('link', {
        name: 'Statuts constitutifs\u00a0: Les statuts constitutifs sont obligatoires',
      }),
    ).toBeInTheDocument();
    expect(
      within(summary).getByRole('link', {
        name: 'Référence 2\u00a0: Courriel\u00a0: Un courriel valide est obligatoire',
      }),
    ).toBeInTheDocument();
    // A question keeps its question mark and reads on without a colon.
    expect(
      within(summary).getByRole('link', {
        name: 'Le transporteur est-il établi en Ontario\u00a0? Indiquez si le transporteur est établi en Ontario',
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByText('Le prénom est obligatoire', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Renseignements bancaires et documents/ })).toHaveTextContent(
      'À corriger',
    );
  });

  test('Book sends the booking in French and opens the French confirmation with the French status link', async () => {
    storeDraft();
    const fetchStub = answerFetchWith(200, BOOKED);
    const { user } = renderFrenchRequestPage();
    await screen.findByRole('heading', { level: 2, name: /Arrivée et flotte/ });
    await waitFor(() => expect(screen.getByLabelText(/Tarif approuvé par place/)).toHaveValue(325));
    await user.click(screen.getByRole('button', { name: 'Réserver' }));
    await user.click(await screen.findByRole('button', { name: 'Envoyer sans ces numéros' }));

    const heading = await screen.findByRole('heading', { name: 'Réservation reçue' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('BK-7K4M-9QX2');
    expect(screen.getByRole('link', { name: 'Ouvrir votre page de suivi' })).toHaveAttribute(
      'href',
      `/fr/status/${'T'.repeat(43)}`,
    );
    expect(screen.getByRole('link', { name: 'Faire une autre réservation' })).toHaveAttribute('href', '/fr/request');
    const sent = JSON.parse(fetchStub.mock.calls[0]?.[1]?.body as string) as { language: string };
    expect(sent.language).toBe('fr');
  });

  test('a refusal by the server is said in French, each message on its field', async () => {
    storeDraft();
    answerFetchWith(400, {
      isSuccess: false,
      code: 'validation_failed',
      message: 'Some fields need attention.',
      errors: [{ path: 'personalInfo.city', message: 'City must be at least 3 characters' }],
    });
    const { user } = renderFrenchRequestPage();
    await screen.findByRole('heading', { level: 2, name: /Arrivée et flotte/ });
    await waitFor(() => expect(screen.getByLabelText(/Tarif approuvé par place/)).toHaveValue(325));
    await user.click(screen.getByRole('button', { name: 'Réserver' }));
    await user.click(await screen.findByRole('button', { name: 'Envoyer sans ces numéros' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'Ville\u00a0: La ville doit compter au moins 3 caractères' }),
    ).toBeInTheDocument();
  });

  test('a file over the limit is refused in French, its size written the French way', async () => {
    const { user } = renderFrenchRequestPage();
    await user.click(screen.getByRole('button', { name: /Renseignements bancaires et documents/ }));
    const picker = await screen.findByLabelText('Statuts constitutifs');
    const big = new File(['x'], 'statuts.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: MAX_DOCUMENT_BYTES + 100_000 });
    await user.upload(picker, big);
    // Text matchers see a non-breaking space as a space.
    expect(await screen.findAllByText(/statuts\.pdf fait 10,1 Mo; la limite est de 10 Mo/)).not.toHaveLength(0);
    expect(screen.getAllByText('JPEG, PNG ou PDF, jusqu’à 10 Mo.')).toHaveLength(5);
  });
});

describe('the province asked twice', () => {
  test('the carrier’s province is asked only outside Ontario, filled in from step 1, and stays the person’s to change', async () => {
    const values = completeDraftValues();
    storeDraft({
      step: 0,
      values: {
        ...values,
        personalInfo: { ...values.personalInfo, state: 'Quebec', postalZipCode: 'H2X 1Y4' },
        moveInInfo: { ...values.moveInInfo, isCarrierBasedInOntario: undefined, stateOrProvince: '' },
      },
    });
    const { user } = renderRequestPage();
    await waitFor(() => expect(screen.getByLabelText('Province or state')).toHaveValue('Quebec'));
    await user.click(screen.getByRole('button', { name: /Move-in Info and Fleet Info/ }));
    const ontario = await screen.findByRole('group', { name: 'Is the carrier based in Ontario?' });
    expect(screen.queryByLabelText("Carrier's province or state")).not.toBeInTheDocument();
    await user.click(within(ontario).getByRole('radio', { name: 'No' }));
    const carrier = await screen.findByLabelText("Carrier's province or state");
    await waitFor(() => expect(carrier).toHaveValue('Quebec'));
    expect(screen.getByText(/We filled in the province you gave in step 1/)).toBeInTheDocument();

    await user.clear(carrier);
    await user.type(carrier, 'Manitoba');
    await user.click(screen.getByRole('button', { name: /Personal Info/ }));
    await user.click(screen.getByRole('button', { name: /Move-in Info and Fleet Info/ }));
    // An answer given is never replaced.
    expect(await screen.findByLabelText("Carrier's province or state")).toHaveValue('Manitoba');
    expect(screen.queryByText(/We filled in the province/)).not.toBeInTheDocument();

    // Based in Ontario after all: the question goes, and so does its answer.
    await user.click(
      within(screen.getByRole('group', { name: 'Is the carrier based in Ontario?' })).getByRole('radio', {
        name: 'Yes',
      }),
    );
    expect(screen.queryByLabelText("Carrier's province or state")).not.toBeInTheDocument();
    await waitFor(() => expect(storedDraft()?.values).toMatchObject({ moveInInfo: { stateOrProvince: '' } }));
  });

  test('a carrier based in Ontario is sent as Ontario, whatever was typed before', async () => {
    const values = completeDraftValues();
    storeDraft({ values: { ...values, moveInInfo: { ...values.moveInInfo, stateOrProvince: 'ON' } } });
    const fetchStub = answerFetchWith(200, BOOKED);
    const { user } = renderRequestPage();
    await waitFor(() => expect(screen.getByLabelText(/Rate approved per spot/)).toHaveValue(325));
    expect(screen.queryByLabelText("Carrier's province or state")).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book' }));
    // A restored draft has no bank numbers (never kept on the device): Book names them first.
    await user.click(await screen.findByRole('button', { name: 'Send without them' }));
    await screen.findByRole('heading', { name: 'Booking received' }, SLOW);
    const sent = JSON.parse(fetchStub.mock.calls[0]?.[1]?.body as string);
    expect(sent.moveInInfo).toMatchObject({
      isCarrierBasedInOntario: true,
      stateOrProvince: 'Ontario',
      truckOrTrailers: 1,
    });
  });
});
