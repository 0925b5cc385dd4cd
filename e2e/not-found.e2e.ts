import { describe, expect, it } from 'vitest';
import { browserForThisFile, openPage, saveScreenshot } from './browser';

const browser = browserForThisFile();

describe('unknown paths', () => {
  it('shows "Page Not Found" with a way back to the sign-in screen', async () => {
    const { page, context, problems } = await openPage(browser());
    const response = await page.goto('/no-such-page');
    // The server hands every non-API path to the app, which owns the 404 page.
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.title()).toBe('Page Not Found · Docket Radar');
    await saveScreenshot(page, 'not-found');

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
