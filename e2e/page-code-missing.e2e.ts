import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allowFailedRequests, browserForThisFile, openPage, saveScreenshot } from './browser';

const browser = browserForThisFile();

/**
 * The sign-up page's chunk, as a deploy that replaced the app would leave it: gone (404) for its first
 * `times` requests. Returns how many 404s were served so far.
 */
async function removeRegisterChunk(page: Page, times: number): Promise<() => number> {
  let served = 0;
  await page.route(/\/assets\/register-page-[\w-]+\.js$/, (route) => {
    if (served >= times) return route.continue();
    served += 1;
    return route.fulfill({ status: 404, body: 'Not Found' });
  });
  allowFailedRequests(page, /^404 GET .*\/assets\/register-page-[\w-]+\.js$/);
  return () => served;
}

/** What the browser and React report about a page whose code did not load: expected here, nothing else. */
function takeExpectedProblems(problems: string[]): string[] {
  const unexpected = problems.filter(
    (problem) => !/dynamically imported module|Something Went Wrong|RouteErrorBoundary/.test(problem),
  );
  problems.length = 0;
  return unexpected;
}

describe('a page whose code is missing', () => {
  it('loads the app again once, as after an upgrade, and then shows the page', async () => {
    const { page, context, problems } = await openPage(browser());
    const missingServed = await removeRegisterChunk(page, 1);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();

    await page.getByRole('link', { name: 'Sign up' }).click();
    // The reload fetches the app anew, and with it the page that was missing.
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(missingServed()).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('stale_chunk_reload_at'))).not.toBeNull();
    expect(takeExpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('shows the error screen, not an empty window, when it is still missing after the reload', async () => {
    const { page, context, problems } = await openPage(browser());
    const missingServed = await removeRegisterChunk(page, 2);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();

    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Something Went Wrong' }).waitFor();
    expect(await page.title()).toBe('Something Went Wrong · Docket Radar');
    expect(missingServed()).toBe(2);
    await saveScreenshot(page, 'page-code-missing');
    // Reloading by hand once the server has it again shows the page.
    await page.getByRole('button', { name: 'Reload Page' }).click();
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    expect(takeExpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
