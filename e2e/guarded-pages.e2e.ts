import { describe, expect, inject, it } from 'vitest';
import {
  allowFailedRequests,
  browserForThisFile,
  loginThroughApi,
  openPage,
  readStorage,
  registerThroughApi,
  saveScreenshot,
  signInPage,
  userMenuButton,
  waitForToast,
} from './browser';

const browser = browserForThisFile();

describe('pages that need a session', () => {
  it.each(['/dashboard', '/profile', '/admin', '/case/1'])(
    'sends a signed-out visitor from %s to /login',
    async (path) => {
      const { page, context } = await openPage(browser());
      await page.goto(path);
      await page.waitForURL('**/login');
      await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
      await context.close();
    },
  );

  it('sends a stored token the server does not know to /login and forgets it', async () => {
    const { page, context } = await openPage(browser());
    allowFailedRequests(page, /^401 GET .*\/api\/auth\/me$/);
    await signInPage(page, 'not-a-real-session-token');
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(await readStorage(page, 'auth_token')).toBeNull();
    await context.close();
  });

  it('shows a signed-in user the profile and case pages inside the app header', async () => {
    const { token } = await registerThroughApi();
    const { page, context, problems } = await openPage(browser());
    await signInPage(page, token);

    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
    await saveScreenshot(page, 'profile');
    // No week uploaded in this account: the case page says so and leads back.
    allowFailedRequests(page, /^404 GET .*\/api\/legal-cases\/999999$/);
    await page.goto('/case/999999');
    await page.getByRole('heading', { name: 'Case Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends a signed-in user from the sign-in screen to the dashboard', async () => {
    const { token } = await registerThroughApi();
    const { page, context } = await openPage(browser());
    await signInPage(page, token);
    await page.goto('/login');
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('tells a non-admin "Access Denied" on /admin, sends them to /dashboard, and hides the Admin Panel item', async () => {
    const { token } = await registerThroughApi();
    const { page, context } = await openPage(browser());
    await signInPage(page, token);

    await page.goto('/admin');
    await page.waitForURL('**/dashboard');
    expect(await waitForToast(page, 'Access Denied')).toContain(
      'Admin privileges required to access this page.',
    );
    await saveScreenshot(page, 'admin-access-denied');

    await userMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Profile Settings' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Admin Panel' }).count()).toBe(0);
    await context.close();
  });

  it('lets an admin open the Admin Panel from the user menu', async () => {
    const { token } = await loginThroughApi(inject('adminEmail'), inject('adminPassword'));
    const { page, context } = await openPage(browser());
    await signInPage(page, token);
    await page.goto('/dashboard');

    await userMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await saveScreenshot(page, 'admin');
    await context.close();
  });

  it('offers only Utah in the state selector; the other states are locked', async () => {
    const { token } = await registerThroughApi();
    const { page, context } = await openPage(browser());
    await signInPage(page, token);
    await page.goto('/dashboard');

    // A native select: its options are in the page, the list itself is the browser's own.
    const picker = page.getByRole('combobox', { name: 'State', exact: true });
    await picker.waitFor();
    expect(await picker.inputValue()).toBe('utah');
    expect(await picker.getByRole('option', { name: 'Utah', exact: true }).isDisabled()).toBe(false);
    for (const name of ['California', 'Texas', 'Florida']) {
      expect(await picker.getByRole('option', { name: `${name} (locked)` }).isDisabled()).toBe(true);
    }
    await saveScreenshot(page, 'dashboard-state-selector');
    // The keyboard skips locked states: moving down keeps Utah.
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await picker.inputValue()).toBe('utah');
    await page.getByRole('heading', { name: 'Utah Court Filings' }).waitFor();
    await context.close();
  });
});
