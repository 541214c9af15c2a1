import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

// /contact sends the message to POST /api/contact/ and thanks the user only once the server accepted
// it. The server's answers are held or chosen here (page.route), so the order of events is certain.

const THANKS = 'Thank you. We will get back to you within one working day.';

async function fill(page: Page): Promise<void> {
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Asha Rao');
  await page.getByLabel('Email').fill('asha@example.in');
  await page.getByLabel('Message').fill('Does the KFI screen follow the Nayak committee norms?');
}

test('the thank-you appears only after the server stored the message; the button waits meanwhile', async ({ page }) => {
  let release: (() => Promise<void>) | undefined;
  const bodies: unknown[] = [];
  await page.route('**/api/contact/', async (route: Route) => {
    bodies.push(route.request().postDataJSON());
    release = () => route.fulfill({ status: 201, json: { ok: true } });
  });
  await fill(page);
  await page.getByRole('button', { name: 'Send message' }).click();

  const sending = page.getByRole('button', { name: 'Sending…' });
  await expect(sending).toBeDisabled();
  await expect.poll(() => bodies.length).toBe(1);
  expect(bodies[0]).toEqual({ name: 'Asha Rao', email: 'asha@example.in', message: 'Does the KFI screen follow the Nayak committee norms?' });
  await expect(page.getByText(THANKS)).toHaveCount(0);

  await release?.();
  await expect(page.getByText(THANKS)).toBeVisible();
  await expect(page.getByText('Message received.')).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
});

test('a refusal is shown beside the form, the text is kept and no thank-you appears', async ({ page }) => {
  await page.route('**/api/contact/', (route) =>
    route.fulfill({
      status: 400,
      json: { error: 'Invalid request', code: 'invalid_request', details: [{ path: ['email'], message: 'a valid e-mail address is required' }] },
    }),
  );
  await fill(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('contact-failure')).toContainText('Your message was not sent: Invalid request');
  await expect(page.getByText('a valid e-mail address is required')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Message')).toHaveValue('Does the KFI screen follow the Nayak committee norms?');
  await expect(page.getByText(THANKS)).toHaveCount(0);

  // Rate-limited: said in plain words.
  await page.unroute('**/api/contact/');
  await page.route('**/api/contact/', (route) => route.fulfill({ status: 429, json: { error: 'Too many requests', code: 'rate_limited', details: null } }));
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('contact-failure')).toContainText('Too many messages from here just now');
  await expect(page.getByText(THANKS)).toHaveCount(0);
});

test('a form with an empty message or a bad e-mail is explained before anything is sent', async ({ page }) => {
  const sent: string[] = [];
  await page.route('**/api/contact/', (route) => {
    sent.push(route.request().method());
    return route.fulfill({ status: 201, json: { ok: true } });
  });
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Asha Rao');
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('a valid e-mail address is required')).toBeVisible();
  await expect(page.getByText('message is required')).toBeVisible();
  // The inline errors are the proof the click was handled; nothing went to the server.
  expect(sent).toEqual([]);
});
