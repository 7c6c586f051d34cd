import { request as playwrightRequest } from '@playwright/test';
import { DOCUMENT_KINDS } from '../../domain/documents.ts';
import { createBookingThroughApi, signInThroughForm } from './support/admin.ts';
import { expect, test } from './support/admin-test.ts';
import { E2E_ADMIN } from './support/site.ts';

/**
 * A document is reached by its `*Path` URL alone (docs/api-contract.md). The details page shows each
 * image as the server's thumbnail and links to its original by the application's
 * `personalInfo.*Path` (an absolute URL on PUBLIC_URL): the browser sends the session cookie and no
 * header, and both load; the same URLs without a session are 401s.
 */
test('the details page shows each document by its thumbnail and opens its *Path URL with the session cookie alone', async ({
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
    const card = page.getByRole('article', { name: document.label });
    const image = card.getByRole('img', { name: document.label });
    await image.scrollIntoViewIfNeeded();
    expect(await image.getAttribute('src')).toBe(
      `/api/ApplicationFormData/DocumentThumbnail/${application.id}/${document.kind}`,
    );
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBe(200);
    const original = card.getByRole('link', { name: `Open the original ${document.label} (image, new tab)` });
    expect(await original.getAttribute('href')).toBe(path);
    // The browser's own request with the cookie the page has: nothing else is sent.
    const fetched = await page.evaluate(async (url) => {
      const response = await fetch(url, { credentials: 'include' });
      return { status: response.status, type: response.headers.get('content-type') };
    }, path!);
    expect(fetched).toEqual({ status: 200, type: 'image/jpeg' });
  }

  // The same URLs from a client with no session: refused, the documents stay private.
  const anonymous = await playwrightRequest.newContext({ baseURL });
  try {
    for (const url of [
      personalInfo.articleOfIncorporationPath!,
      `/api/ApplicationFormData/DocumentThumbnail/${application.id}/ArticleOfIncorporation`,
    ]) {
      const response = await anonymous.get(url);
      expect(response.status(), url).toBe(401);
      expect(response.headers()['content-type']).toMatch(/^application\/json/);
    }
  } finally {
    await anonymous.dispose();
  }
});
