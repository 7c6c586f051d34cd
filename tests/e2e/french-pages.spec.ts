import type { Page } from '@playwright/test';
import {
  FRENCH_CONTACT_CONFIRMATION_PATHS,
  FRENCH_PUBLIC_PAGE_PATHS,
  PUBLIC_PAGE_PATHS,
} from '../../app/prerendered-paths.ts';
import { PARTNERS } from '../../app/content/partners.ts';
import { SITE } from '../../app/content/site.ts';
import { CONTACT_SENT_PATHS } from '../../domain/contact-fields.schema.ts';
import { pathInLanguage } from '../../domain/language.ts';
import { YARD_LOCATIONS } from '../../domain/locations.ts';
import { waitForMessages } from './support/mailbox.ts';
import { expect, test } from './support/admin-test.ts';

/**
 * The site in French (docs/i18n.md), in a real Chromium against the built site: every prerendered
 * French page says `lang="fr-CA"` and has no English sentence left in what it shows, before and
 * after its scripts run; the language switch leads from every kind of page to the same page in the
 * other language and back; the French Contact forms work without scripts and answer in French.
 */

const FRENCH_NOT_FOUND_PROBE = '/fr/page-introuvable-pour-le-test';
const FRENCH_PAGES = [...FRENCH_PUBLIC_PAGE_PATHS, ...FRENCH_CONTACT_CONFIRMATION_PATHS, FRENCH_NOT_FOUND_PROBE];

/**
 * Words only English uses, among the commonest in our texts. French shares many short words with
 * English (a, on, as, an, or, plus, page, services, minutes, message, contact, menu), which are not
 * listed, so a French sentence never trips this; an English sentence always holds several of these.
 */
const ENGLISH_WORDS = new Set(
  (
    'the and with your our you for from this that these those are is was were will be been by at to of ' +
    'we they their them it its not all can now near open more learn about view send get find call book ' +
    'booking spot spots yard yards truck trucks trailer trailers parking secure drive highway email phone ' +
    'address name home here there what which who how when where why slide previous next show map loading ' +
    'back go sent thank thanks please needs need required only any every each'
  ).split(' '),
);

/**
 * Names that stay as they are in French: the company's, its partners', the networks', the yards'
 * intersections (street names are proper nouns), and the map provider's. Removed before looking.
 */
const PROPER_NOUNS = [
  SITE.name,
  SITE.shortName,
  'Truck Parking',
  ...PARTNERS.map((partner) => partner.name),
  ...SITE.socialLinks.map((link) => link.name),
  ...YARD_LOCATIONS.map((yard) => yard.label),
  'Lawson Rd & Steeles Ave',
  'Lawson Rd et Steeles Ave',
  'Lake Ridge Rd et Rossland Rd W',
  'Hurontario St',
  'Creditview Rd',
  'County Rd 1',
  'Google Maps',
];

/** English words in `text`, each with a few words around it, after the proper nouns are taken out. */
function englishIn(text: string): string[] {
  let rest = text;
  for (const name of [...PROPER_NOUNS].sort((a, b) => b.length - a.length)) {
    // Case aside: the logo shows "Truck Parking" in capitals.
    rest = rest.replace(new RegExp(escapeRegExp(name), 'gi'), ' ');
  }
  // E-mail addresses and web addresses are not words of either language.
  rest = rest.replace(/\S+@\S+|www\.\S+/g, ' ');
  const words = rest.split(/[^\p{L}’'-]+/u).filter(Boolean);
  const found: string[] = [];
  words.forEach((word, index) => {
    if (ENGLISH_WORDS.has(word.toLowerCase())) found.push(words.slice(Math.max(0, index - 3), index + 4).join(' '));
  });
  return found;
}

/**
 * What the page shows, and what it says to those who cannot see it (alternatives, names, the title),
 * less what is marked as another language (the switch to the English page says "English", in
 * English, with `lang="en"`).
 */
async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const otherLanguage = [...document.body.querySelectorAll<HTMLElement>('[lang]')].filter(
      (element) => !element.lang.startsWith('fr'),
    );
    const named = [...document.querySelectorAll('[aria-label], img[alt], [title]')]
      .filter((element) => !otherLanguage.some((other) => other.contains(element)))
      .map((element) =>
        [element.getAttribute('aria-label'), element.getAttribute('alt'), element.getAttribute('title')].join(' '),
      );
    const shown = otherLanguage.map((element) => [element, element.style.display] as const);
    for (const [element] of shown) element.style.display = 'none';
    const text = document.body.innerText;
    for (const [element, display] of shown) element.style.display = display;
    return [document.title, text, ...named].join('\n');
  });
}

test('the check finds English in a sentence and leaves French and the names alone', () => {
  expect(englishIn('Book a spot online at our Milton yard')).not.toEqual([]);
  expect(
    englishIn(
      `Réservez une place à ${YARD_LOCATIONS[0].label} : ${SITE.name}, un message, des services, 20 minutes, plus de pages.`,
    ),
  ).toEqual([]);
});

test.describe('without scripts, as prerendered', () => {
  test.use({ javaScriptEnabled: false });

  // One tab walks every page (a tab of its own for each cost more than the page), a step each.
  test('every French page is in French: lang fr-CA, no English sentence', async ({ page, allowHttpFailure }) => {
    allowHttpFailure({ path: FRENCH_NOT_FOUND_PROBE, status: 404 });
    for (const path of FRENCH_PAGES) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(path === FRENCH_NOT_FOUND_PROBE ? 404 : 200);
        await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
        expect.soft(englishIn(await shownText(page)), `English on ${path}`).toEqual([]);
      });
    }
  });
});

test('after its scripts run, every French page is still all French', async ({ page, allowHttpFailure }) => {
  test.setTimeout(120_000);
  allowHttpFailure({ path: FRENCH_NOT_FOUND_PROBE, status: 404 });
  for (const path of FRENCH_PAGES) {
    await page.goto(path);
    await page.mouse.move(1, 1);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    expect(englishIn(await shownText(page)), `English on ${path} after hydration`).toEqual([]);
  }
});

test('the language switch is on every public page, at least 24 by 24 px, and names the same page', async ({ page }) => {
  test.setTimeout(120_000);
  for (const english of PUBLIC_PAGE_PATHS) {
    await page.goto(english);
    const toFrench = page.locator('header a[hreflang="fr"]');
    await expect(toFrench).toHaveAttribute('href', pathInLanguage(english, 'fr'));
    await expect(toFrench).toHaveAttribute('lang', 'fr');
    // Polled: where scripts run at load (/request), the link is drawn anew as React hydrates
    // (language-switch.tsx), and a measure taken at that moment finds none.
    await expect
      .poll(async () => (await toFrench.boundingBox())?.width ?? 0, { message: english })
      .toBeGreaterThanOrEqual(24);
    await expect
      .poll(async () => (await toFrench.boundingBox())?.height ?? 0, { message: english })
      .toBeGreaterThanOrEqual(24);
  }
});

/** One page of each kind, and the aliases: the switch must keep the visitor on the same page. */
const PAGE_KINDS = [
  '/',
  '/home',
  '/about',
  '/contact',
  '/services/parking',
  '/location/derry',
  '/location/mobile-wash',
  '/request',
  CONTACT_SENT_PATHS.enquiry,
  CONTACT_SENT_PATHS.jobApplication,
];

test('the switch goes from each kind of page to its French twin and back, without scripts', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  for (const english of PAGE_KINDS) {
    const french = pathInLanguage(english, 'fr');
    await test.step(`${english} to ${french} and back`, async () => {
      await page.goto(english);
      await page.getByRole('link', { name: 'Lire cette page en français' }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(french)}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      await page.getByRole('link', { name: 'Read this page in English' }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(english)}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    });
  }
  await context.close();
});

test('on the not-found page the switch keeps the address once scripts run; the sign-in page has none', async ({
  page,
  allowHttpFailure,
}) => {
  allowHttpFailure({ path: '/no-such-page-anglaise', status: 404 });
  allowHttpFailure({ path: '/fr/no-such-page-anglaise', status: 404 });
  // The not-found page is one prerendered file for every unknown address: before its scripts run it
  // can only offer the other language's not-found page; then it offers the same address.
  for (const [address, switched] of [
    ['/no-such-page-anglaise', '/fr/no-such-page-anglaise'],
    ['/fr/no-such-page-anglaise', '/no-such-page-anglaise'],
  ] as const) {
    await page.goto(address);
    await page.mouse.move(1, 1);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('header a[hreflang]')).toHaveAttribute('href', switched);
  }
  await page.goto('/Login');
  await expect(page.locator('header')).toBeVisible();
  await expect(page.locator('header a[hreflang]')).toHaveCount(0);
});

test.describe('the French Contact forms without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('an enquiry lands on the French confirmation page and arrives by e-mail', async ({ page }) => {
    const stamp = String(Date.now()).slice(-6);
    const name = `Expéditeur Sans Script ${stamp}`;
    await page.goto('/fr/contact');
    const form = page.getByRole('form', { name: 'Comment pouvons-nous vous aider?' });
    const field = (label: string) => form.getByLabel(label, { exact: true });
    await field('Nom complet').fill(name);
    await field('Numéro de téléphone').fill('514-555-0123');
    await field('Nom de l’entreprise (facultatif)').fill('Transport Laval');
    await field('Courriel').fill(`sans.script.${stamp}@example.com`);
    await field('Adresse (facultatif)').fill('12 rue Principale, Laval');
    await field('Message').fill(`Dix places pour remorques dès janvier. ${stamp}`);
    await form.getByRole('button', { name: 'Envoyer le message' }).click();

    await expect(page).toHaveURL(new RegExp(`/fr${CONTACT_SENT_PATHS.enquiry}$`));
    await expect(page.getByRole('heading', { level: 1, name: /^Merci\s*: votre message a été envoyé$/ })).toBeVisible();
    const [mail] = await waitForMessages((message) => message.subject.includes(name), 1);
    expect(mail?.text).toContain(`Dix places pour remorques dès janvier. ${stamp}`);
  });

  test('a wrong answer the browser cannot see comes back in French, with the values kept', async ({
    page,
    allowHttpFailure,
  }) => {
    allowHttpFailure({ path: '/api/Contact/JobApplication', status: 400 });
    await page.goto('/fr/contact');
    const form = page.getByRole('form', { name: 'Lancez votre carrière avec nous' });
    const field = (label: string) => form.getByLabel(label, { exact: true });
    await field('Nom complet').fill('Josée Tremblay');
    await field('Numéro de téléphone').fill('819-555-0101');
    await field('Courriel').fill('josee@example.com');
    await field('Adresse').fill('3 rue du Quai, Gatineau');
    await field('Poste recherché').fill('Répartitrice');
    // The browser would refuse 1 (the box's minimum is 2): the server's own check is what is tested.
    await field('Années d’expérience').evaluate((input) => input.removeAttribute('min'));
    await field('Années d’expérience').fill('1');
    await form.getByRole('button', { name: 'Postuler' }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre candidature n’a pas encore été envoyée');
    await expect(page.getByText('Il faut au moins 2 ans d’expérience').first()).toBeVisible();
    await expect(page.getByLabel('Nom complet')).toHaveValue('Josée Tremblay');
    expect(englishIn(await shownText(page))).toEqual([]);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
