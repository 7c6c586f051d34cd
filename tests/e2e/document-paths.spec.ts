import { request as playwrightRequest } from '@playwright/test';
import { DOCUMENT_KINDS } from '../../domain/documents.ts';
import { createBookingThroughApi, signInThroughForm } from './support/admin.ts';
import { expect, test } from './support/admin-test.ts';
import { E2E_ADMIN } from './support/site.ts';

/**
 * A document is shown by its `*Path` URL alone (docs/api-contract.md). The details page puts each image's
 * `personalInfo.*Path` (an absolute URL on PUBLIC_URL) in an <img src>: the browser sends the
 * session cookie and no header, and the image loads; the same URL without a session is a 401.
 */
test('the details page shows each document from its *Path URL with the session cookie alone', async ({
  page,
  request,
  baseURL,
}) => {
  // Five images over a shared, busy machine.
  test.setTimeout(90_000);
  const application = await createBookingThroughApi(request, {
    firstName: 'Amrit',
    lastName: 'Sandhu',
    email: `amrit+${Date.now()}@northbay-haulage.example`,
  });

  await page.goto('/Login');
  await signInThroughForm(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/Dashboard\/AllApplication$/);

  await page.getByRole('searchbox', { name: 'Search' }).fill(application.reference);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const details = page.waitForResponse((response) =>
    response.url().endsWith(`/api/ApplicationFormData/GetApplicationFormById/${application.id}`),
  );
  await page.getByRole('link', { name: `See More about ${application.name}` }).click();
  const personalInfo = ((await (await details).json()) as { personalInfo: Record<string, string> }).personalInfo;
  await expect(page.getByRole('heading', { level: 1, name: `Application ${application.reference}` })).toBeVisible();

  for (const document of DOCUMENT_KINDS) {
    const path = personalInfo[document.field];
    expect(path, document.field).toBe(`${baseURL}/api/ApplicationFormData/Document/${application.id}/${document.kind}`);
    const image = page.getByRole('img', { name: document.label });
    await image.scrollIntoViewIfNeeded();
    expect(await image.getAttribute('src')).toBe(path);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBe(200);
  }

  // The same URL from a client with no session: refused, the document stays private.
  const anonymous = await playwrightRequest.newContext({ baseURL });
  try {
    const response = await anonymous.get(personalInfo.articleOfIncorporationPath!);
    expect(response.status()).toBe(401);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
  } finally {
    await anonymous.dispose();
  }
});
