import { BOOKING_DRAFT_KEY } from '../../app/lib/booking-draft.ts';
import { IN_THE_FULL_BROWSER } from '../support/chromium.ts';
import { createBookingThroughApi, signInThroughForm, tabTo } from './support/admin.ts';
import { expect, test } from './support/admin-test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { watchScripts } from './support/watch-scripts.ts';
import { E2E_ADMIN } from './support/site.ts';

/**
 * A yard's capacity set on the Yards screen, an acceptance that does not fit refused with what is
 * short and where there is room, then accepted once the capacity is raised. The yard used here
 * (Dean Dr) is no other test's; the test leaves it roomy for whatever runs after it.
 */
const DEAN = 'Dean Dr & Concession Rd 7';

// The location page's free spaces are read before any script: seen only in the full browser
// (IN_THE_FULL_BROWSER).
test.use(IN_THE_FULL_BROWSER);

test('the operator sets a yard’s capacity; an acceptance that does not fit is refused, then fits', async ({
  page,
  request,
  allowHttpFailure,
}) => {
  // The booking factory's fleet: 5 trucks (4 highway, 1 day cab) and 8 trailers.
  const application = await createBookingThroughApi(
    request,
    { firstName: 'Capacity', lastName: 'Carrier', email: `capacity+${Date.now()}@northbay-haulage.example` },
    { booking: { moveInInfo: { locationAppliedFor: DEAN } } },
  );

  await page.goto('/Login');
  await signInThroughForm(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/Dashboard\/AllApplication$/);
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await menu.getByRole('link', { name: 'Yards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Yards' })).toBeFocused();
  await expectNoAxeViolations(page, 'Yards');

  // With the keyboard alone: four trucks, twenty trailers, a published truck rate.
  const dean = page.getByRole('region', { name: DEAN });
  await tabTo(page, dean.getByLabel('Truck spaces'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('4');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('20');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('$310');
  await page.keyboard.press('Enter');
  await expect(dean.getByRole('status')).toHaveText(`Saved for ${DEAN}.`);
  await expect(dean.getByRole('row', { name: /Truck spaces/ })).toContainText('$310.00 a month');
  await expect(dean.getByRole('row', { name: /Trailer spaces/ })).toContainText('20');

  // Visitors read it on the location page, written into its HTML in their language: no script
  // needed, and the page's scripts, once they come, keep it.
  const scripts = watchScripts(page);
  await page.goto('/location/dean');
  const line = page.locator('#yard-spaces');
  const freeToday = 'Free today: 4 truck spaces and 20 trailer spaces. From $310.00 a month per truck space.';
  await expect(line).toHaveText(freeToday);
  expect(scripts).toEqual([]);
  await page.mouse.move(1, 1);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(line).toHaveText(freeToday);
  await expectNoAxeViolations(page, 'a location page with its free spaces');
  await page.goto('/fr/location/dean');
  await expect(line).toHaveText(
    'Libres aujourd’hui\u00a0: 4 places de camion et 20 places de remorque. ' +
      'À partir de 310,00\u00a0$ par mois par place de camion.',
  );

  // A carrier choosing that yard sees it before Book: a draft on this device opens at step 4.
  await page.goto('/home');
  await page.evaluate(
    ({ key, yard }) =>
      localStorage.setItem(
        key,
        JSON.stringify({
          version: 1,
          savedAt: new Date().toISOString(),
          step: 3,
          values: { moveInInfo: { moveInDate: '2026-12-01', locationAppliedFor: yard }, truck: { highwayTrucks: 5 } },
          documents: {},
        }),
      ),
    { key: BOOKING_DRAFT_KEY, yard: DEAN },
  );
  await page.goto('/request');
  const availability = page.getByTestId('yard-availability');
  await expect(availability).toContainText(`Not enough room at ${DEAN} from December 1, 2026 for your 5 trucks`);
  await availability.getByRole('button', { name: 'Use the truck space rate, $310.00' }).click();
  await expect(page.getByLabel('Rate approved per spot (CAD)')).toHaveValue('310');
  await expectNoAxeViolations(page, 'step 4 naming a full yard');
  await page.evaluate((key) => localStorage.removeItem(key), BOOKING_DRAFT_KEY);

  // Five trucks do not fit four spaces: refused, saying so, and the application stays pending.
  allowHttpFailure({ path: '/api/ApplicationFormData/CreateApplicationFormAction', status: 409 });
  await page.goto(`/ReqestInformation/${application.id}`);
  // The details say it before the admin tries.
  // (From its move-in day, or from today once that has passed.)
  await expect(page.getByRole('region', { name: `No room at ${DEAN}` })).toContainText('No: 1 truck space short from ');
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Accept application ${application.reference}?` });
  await dialog.getByRole('button', { name: 'Accept application' }).click();
  await expect(page.getByRole('alert')).toContainText(`${DEAN} has room for 4 truck spaces and 20 trailer spaces`);
  await expect(page.getByRole('alert')).toContainText('this application needs 5 truck spaces and 8 trailer spaces');
  await expect(page).toHaveURL(new RegExp(`/ReqestInformation/${application.id}$`));
  await expectNoAxeViolations(page, 'a refused acceptance');

  // Room made: the same acceptance goes through, and the yard counts it.
  await page.goto('/Dashboard/Yards');
  await dean.getByLabel('Truck spaces').fill('10000');
  await dean.getByLabel('Trailer spaces').fill('10000');
  await dean.getByRole('button', { name: `Save ${DEAN}` }).click();
  await expect(dean.getByRole('status')).toHaveText(`Saved for ${DEAN}.`);
  await page.goto(`/ReqestInformation/${application.id}`);
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await dialog.getByRole('button', { name: 'Accept application' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Application ${application.reference} was accepted.` }),
  ).toBeVisible();
  // Occupancy shows it from its move-in week on, drawn and tabled.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Occupancy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Occupancy' })).toBeFocused();
  const deanWeeks = page.getByRole('table', { name: `Week by week at ${DEAN}` });
  await expect(deanWeeks.getByRole('row').nth(1)).toContainText('59995');
  await expectNoAxeViolations(page, 'Occupancy');
  const yards = (await (await request.get('/api/Yards')).json()) as {
    yards: Array<{ slug: string; truckSpaces: { free: number } }>;
  };
  expect(yards.yards.find((yard) => yard.slug === 'dean')?.truckSpaces.free).toBe(9995);
});
