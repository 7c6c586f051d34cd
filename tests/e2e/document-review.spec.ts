import { IN_THE_FULL_BROWSER } from '../support/chromium.ts';
import { createBookingThroughApi, signInThroughForm } from './support/admin.ts';
import { expect, test } from './support/admin-test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { E2E_ADMIN } from './support/site.ts';

/**
 * The admin reads a booking's documents: each image beside the server's thumbnail, and a PDF shown
 * in the browser, not saved: by the full browser's PDF viewer (IN_THE_FULL_BROWSER).
 */
test.use(IN_THE_FULL_BROWSER);

/** The id of the extension that is Chromium's built-in PDF viewer. */
const CHROMIUM_PDF_VIEWER = 'mhjfbmdgcfjbbpaeojofohoefgiehjai';

test("each document's review sits in its card beside the server's thumbnail, and a PDF opens inline", async ({
  page,
  request,
}) => {
  // Five uploads, five first thumbnails, a PDF viewer and axe over the whole page.
  test.slow();
  const application = await createBookingThroughApi(
    request,
    { firstName: 'Inline', lastName: 'Reader', email: `inline+${Date.now()}@northbay-haulage.example` },
    { pdfs: ['CertifiedPayment'] },
  );
  await page.goto('/Login');
  await signInThroughForm(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/Dashboard\/AllApplication$/);
  await page.goto(`/ReqestInformation/${application.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Application ${application.reference}` })).toBeVisible();

  // An image: the server's thumbnail, then the choice about it, in one card.
  const licence = page.getByRole('article', { name: "Company owner's driver's licence" });
  const thumbnail = licence.getByRole('img', { name: "Company owner's driver's licence" });
  await thumbnail.scrollIntoViewIfNeeded();
  await expect(thumbnail).toHaveAttribute(
    'src',
    `/api/ApplicationFormData/DocumentThumbnail/${application.id}/CompanyOwnersDriverLicense`,
  );
  await expect
    .poll(() => thumbnail.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBe(200);
  await expect(licence.getByRole('group', { name: "Company owner's driver's licence" })).toBeVisible();

  // A PDF: an icon and no thumbnail; opened, it is shown in the browser, not saved.
  const payment = page.getByRole('article', { name: 'Certified payment' });
  await expect(payment.getByRole('img')).toHaveCount(0);
  await expect(payment.getByRole('group', { name: 'Certified payment' })).toBeVisible();
  const documentPath = `/api/ApplicationFormData/Document/${application.id}/CertifiedPayment`;
  const pdfResponse = page.context().waitForEvent('response', (response) => response.url().endsWith(documentPath));
  const [viewer] = await Promise.all([
    page.waitForEvent('popup'),
    payment.getByRole('link', { name: 'Open the original Certified payment (PDF, new tab)' }).click(),
  ]);
  const headers = await (await pdfResponse).allHeaders();
  expect(headers['content-type']).toBe('application/pdf');
  expect(headers['content-disposition']).toBe('inline; filename="CertifiedPayment.pdf"');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toMatch(/\bsandbox\b/);
  await expect(viewer).toHaveURL(new RegExp(`${documentPath}$`));
  // Chromium's own PDF viewer runs in a frame of its own inside the tab: the PDF is on screen.
  await expect
    .poll(() => viewer.frames().some((frame) => frame.url().startsWith(`chrome-extension://${CHROMIUM_PDF_VIEWER}/`)))
    .toBe(true);
  await viewer.close();
  await expectNoAxeViolations(page, 'the details page with a PDF');
});
