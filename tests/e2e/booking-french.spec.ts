import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { makeJpeg } from '../support/documents.ts';
import { queryDatabase } from './support/database.ts';
import { waitForMessages } from './support/mailbox.ts';
import { expect as baseExpect, test } from './support/test.ts';

/*
 * A carrier books in French from /fr/request (docs/i18n.md): every step in French, checked with axe
 * against WCAG 2.2 A and AA at each step; a carrier based in Ontario is not asked its province; the
 * application is stored in French; the confirmation e-mail, read from the SMTP server, is in French
 * and links to the French status page, which is in French too. Focus, moved by the wizard, is
 * never hidden under anything; pasting is never refused.
 */

// The status page loads its data after the scripts start; on a busy machine that takes a while.
const expect = baseExpect.configure({ timeout: 15_000 });

const WCAG_22_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every WCAG 2.2 A/AA finding of axe on the page as it is, one line per element. */
async function expectNoWcag22Violations(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).withTags(WCAG_22_A_AA).analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${violation.help} — ${node.target.join(' ')}`),
  );
  expect(found, `axe WCAG 2.2 violations on ${screen}`).toEqual([]);
}

/** The focused element is on screen and nothing is drawn over its middle (WCAG 2.4.11). */
async function expectFocusInView(page: Page) {
  const covered = await page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return 'nothing is focused';
    const box = focused.getBoundingClientRect();
    const x = box.left + Math.min(box.width / 2, 20);
    const y = box.top + Math.min(box.height / 2, 10);
    if (y < 0 || y > window.innerHeight) return `focus is off screen at ${Math.round(y)}px`;
    const top = document.elementFromPoint(x, y);
    return top && (focused.contains(top) || top.contains(focused)) ? '' : `covered by ${top?.outerHTML.slice(0, 80)}`;
  });
  expect(covered, 'the focused element shows').toBe('');
}

/** A paste into `field` is not cancelled by the page (nobody must retype a bank number or an address). */
async function expectPasteAllowed(field: Locator) {
  const refused = await field.evaluate((element) => {
    const data = new DataTransfer();
    data.setData('text/plain', '01234');
    const paste = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    return !element.dispatchEvent(paste);
  });
  expect(refused, 'the page refuses a paste').toBe(false);
}

async function fill(scope: Page | Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label, { exact: true }).fill(value);
}

async function choose(scope: Page | Locator, question: RegExp, answer: string) {
  await scope.getByRole('group', { name: question }).getByRole('radio', { name: answer, exact: true }).check();
}

async function continueTo(page: Page, step: RegExp) {
  await page.getByRole('button', { name: 'Suivant' }).click();
  const heading = page.getByRole('heading', { level: 2, name: step });
  await expect(heading).toBeFocused();
  await expectFocusInView(page);
}

const DOCUMENTS = [
  'Statuts constitutifs',
  'Permis de conduire du propriétaire de l’entreprise',
  'Certificat d’assurance',
  'Paiement certifié',
  'Chèques postdatés',
];

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a carrier books in French, gets the French e-mail and follows the French status page', async ({ page }) => {
  test.setTimeout(240_000);
  const email = `repartition+${Date.now()}@transport-laurentides.example`;

  await page.goto('/fr/request');
  await expect(page).toHaveTitle(/Demande de services/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: 'Réservation en ligne' })).toBeVisible();

  // Step 1: who applies. A Next on the empty step says what is missing, in French.
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Le prénom est obligatoire')).toBeVisible();
  await expect(page.getByLabel('Raison sociale de l’entreprise', { exact: true })).toBeFocused();
  await expectFocusInView(page);
  await expectNoWcag22Violations(page, 'step 1 with its messages');
  await fill(page, {
    'Raison sociale de l’entreprise': 'Transport Laurentides inc.',
    'Numéro IUVU (CVOR) ou USDOT (facultatif)': '123-456-789',
    Prénom: 'Élodie',
    'Nom de famille': 'Gagnon',
    'Numéro de téléphone': '613-555-0148',
    Courriel: email,
    'Adresse municipale': '1200, rue Principale',
    Ville: 'Hawkesbury',
    'Province ou État': 'Ontario',
    'Code postal ou ZIP': 'K6A 1A1',
    Date: '2026-11-27',
  });
  await expectPasteAllowed(page.getByLabel('Courriel', { exact: true }));
  await expect(page.getByText('Le prénom est obligatoire')).toHaveCount(0);
  await continueTo(page, /Renseignements bancaires et documents/);

  // Step 2: bank numbers (pasted as well as typed) and the five documents.
  await expectNoWcag22Violations(page, 'step 2');
  await fill(page, {
    'Nom de la banque': 'Caisse populaire de Hawkesbury',
    'Numéro de transit (5 chiffres)': '01234',
    'Numéro d’institution (3 chiffres)': '815',
    'Numéro de compte (7 à 12 chiffres)': '7654321',
    'Date d’expiration du certificat d’assurance': '2027-06-30',
  });
  await expectPasteAllowed(page.getByLabel('Numéro de compte (7 à 12 chiffres)', { exact: true }));
  const jpeg = await makeJpeg(320, 240);
  for (const [index, label] of DOCUMENTS.entries()) {
    await page.getByLabel(label, { exact: true }).setInputFiles({
      name: `document-${index + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: jpeg,
    });
  }
  await expect(page.getByText('Téléversé', { exact: true })).toHaveCount(DOCUMENTS.length, { timeout: 20_000 });
  await expectNoWcag22Violations(page, 'step 2 with five documents uploaded');
  await continueTo(page, /Références et anciens locateurs/);

  // Step 3: two references and three former landlords.
  await expectNoWcag22Violations(page, 'step 3');
  for (const [index, name] of ['Sylvie Roy', 'Marc Bélanger'].entries()) {
    await fill(page.getByRole('group', { name: `Référence ${index + 1}` }), {
      Nom: name,
      'Lien avec vous': 'Client',
      Entreprise: `Transport Fictif ${index + 1}`,
      Téléphone: `819-555-010${index}`,
      Adresse: `${10 + index}, boulevard Saint-Joseph, Gatineau`,
      Courriel: `reference${index + 1}@example.com`,
    });
  }
  for (let index = 0; index < 3; index += 1) {
    if (index > 0) await page.getByRole('button', { name: 'Ajouter un ancien locateur' }).click();
    const landlord = page.getByRole('group', { name: `Ancien locateur ${index + 1}`, exact: true });
    await fill(landlord, {
      Entreprise: `Cour Exemple ${index + 1}`,
      'Nom du locateur': `Locateur ${index + 1}`,
      Téléphone: `613-555-011${index}`,
      Adresse: `${100 + index}, chemin de Montréal, Ottawa`,
      'Espace loué': `${index + 2} places pour remorques`,
      Du: `202${index}-01-01`,
      Au: `202${index}-12-31`,
    });
    await choose(landlord, /Pouvons-nous communiquer avec ce locateur/, 'Oui');
  }
  await continueTo(page, /Arrivée et flotte/);

  // Step 4: a carrier based in Ontario is not asked its province; the counts say trucks or trailers.
  await expectNoWcag22Violations(page, 'step 4');
  await fill(page, { 'Date d’arrivée': '2026-12-01', 'Tarif approuvé par place ($ CA)': '325' });
  await page.getByLabel('Cour demandée', { exact: true }).selectOption('Derry Rd W & Mavis Rd');
  await choose(page, /Le transporteur est-il établi en Ontario/, 'Oui');
  await expect(page.getByLabel('Province ou État du transporteur', { exact: true })).toHaveCount(0);
  await fill(page, { Fourgons: '2', 'Remorques réfrigérées': '1' });
  await expect(page.getByText('Vous demandez 0 place pour camion et 3 places pour remorques.')).toBeVisible();
  await choose(page, /chèque sans provision ou un paiement manqué/, 'Non');
  await choose(page, /propre atelier de réparation/, 'Non');
  await choose(page, /entretien de vos véhicules/, 'Non');
  await expectNoWcag22Violations(page, 'step 4 answered');

  await page.getByRole('button', { name: 'Réserver' }).click();
  await expect(page.getByRole('heading', { name: 'Réservation reçue' })).toBeFocused({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/fr\/request\?done=BK-/);
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^BK-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  await expectNoWcag22Violations(page, 'the confirmation');

  const [application] = queryDatabase<{ language: string; state_or_province: string; email: string }>(
    'select language, state_or_province, email from applications where reference = ?',
    reference,
  );
  expect(application).toEqual({ language: 'fr', state_or_province: 'Ontario', email });

  // The confirmation e-mail, from the SMTP server: French, with the French status link.
  const [mail] = await waitForMessages((message) => message.to.includes(email), 1);
  expect(mail?.subject).toBe(`Demande de réservation reçue\u00a0: ${reference}`);
  expect(mail?.text).toContain('Bonjour Élodie,');
  expect(mail?.text).toContain('Date d’arrivée: 1 décembre 2026');
  expect(mail?.html).toContain('<html lang="fr">');
  const statusPath = /https?:\/\/[^\s"<>]+(\/fr\/status\/[A-Za-z0-9_-]{43})\b/.exec(mail?.text ?? '')?.[1];
  expect(statusPath, 'the e-mail links to the French status page').toBeDefined();
  const confirmationLink = page.getByRole('link', { name: 'Ouvrir votre page de suivi' });
  await expect(confirmationLink).toHaveAttribute('href', statusPath ?? '');

  // The status page, in French.
  await page.goto(statusPath ?? '');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 2, name: 'État\u00a0: Reçue' })).toBeVisible();
  await expect(page.getByTestId('status-reference')).toHaveText(reference);
  await expect(page.getByText('Envoyée le')).toBeVisible();
  await expect(page.getByRole('region', { name: /Des questions/ })).toContainText(reference);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoWcag22Violations(page, 'the French status page');
});

test('Book on an empty French form lists what is missing in French and opens the first step concerned', async ({
  page,
}) => {
  await page.goto('/fr/request');
  await page.getByRole('button', { name: /Étape 4/ }).click();
  await page.getByRole('button', { name: 'Réserver' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Certaines réponses sont à revoir' });
  await expect(summary).toBeFocused();
  await expectFocusInView(page);
  await expect(summary.getByRole('link', { name: /Prénom.*Le prénom est obligatoire/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Étape 1/ })).toHaveAttribute('aria-current', 'step');
  await expectNoWcag22Violations(page, 'the summary of problems');
  await summary.getByRole('link', { name: /Référence 2.*Courriel/ }).click();
  await expect(page.getByRole('group', { name: 'Référence 2' }).getByLabel('Courriel')).toBeFocused();
  await expectFocusInView(page);
});
