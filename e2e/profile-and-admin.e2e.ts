import type { UserDto } from '@common/auth';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  allowFailedRequests,
  baseURL,
  browserForThisFile,
  loginThroughApi,
  newAccount,
  openPage,
  registerThroughApi,
  saveScreenshot,
  signInPage,
  userMenuButton,
  waitForToast,
} from './browser';

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const browser = browserForThisFile();

/** Counts the profile saves a page sends, to prove the form's own checks stop before the server. */
function countProfileSaves(page: Page): () => number {
  let saves = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/api/user/profile')) saves += 1;
  });
  return () => saves;
}

async function fillPasswords(page: Page, current: string, next: string, confirm: string) {
  await page.getByLabel('Current Password').fill(current);
  await page.getByLabel('New Password', { exact: true }).fill(next);
  await page.getByLabel('Confirm New Password').fill(confirm);
}

async function signInStatus(email: string, password: string): Promise<number> {
  const response = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

/** A screenshot from the top of the page, with no toast over it. */
async function screenshot(page: Page, name: string) {
  const notifications = page.getByRole('region', { name: /^Notifications/ });
  // Closes every toast until none is open: one may appear after the first round (a refresh's answer).
  await expect
    .poll(
      async () => {
        for (const close of await notifications.getByRole('button', { name: 'Close' }).all()) {
          await close.click({ force: true, timeout: 2_000 }).catch(() => {});
        }
        return notifications.locator('li[data-state="open"]').count();
      },
      { timeout: 30_000 },
    )
    .toBe(0);
  await page.waitForTimeout(300); // the toast's exit animation
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

function userRow(page: Page, name: string) {
  return page.getByTestId('admin-user-row').filter({ hasText: name });
}

describe('profile settings and the admin console', () => {
  // Two browsers, several password hashes and a dozen screens: more than the default minute on a slow machine.
  it('lets a user change their profile and password; an admin sees them online, reads their activity and forces them out', async () => {
    const account = newAccount('Rosalind');
    const { token } = await registerThroughApi(account);
    const user = await openPage(browser(), WIDE);
    const profileSaves = countProfileSaves(user.page);
    await signInPage(user.page, token);

    await user.page.goto('/profile');
    await user.page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
    expect(await user.page.getByLabel('First Name').inputValue()).toBe('Rosalind');
    expect(await user.page.getByLabel('Organization').inputValue()).toBe('Hopper Forensics');
    await screenshot(user.page, 'profile-1440');

    // The form's own checks (spec §5), in order; none of them reaches the server.
    await fillPasswords(user.page, '', 'brand-new-pass-1', 'brand-new-pass-1');
    await user.page.getByRole('button', { name: 'Save Changes' }).click();
    expect(await waitForToast(user.page, 'Current Password Required')).toContain(
      'Please enter your current password to change it.',
    );
    await fillPasswords(user.page, account.password, 'brand-new-pass-1', 'brand-new-pass-2');
    await user.page.getByRole('button', { name: 'Save Changes' }).click();
    expect(await waitForToast(user.page, "Passwords Don't Match")).toContain(
      'New password and confirmation must match.',
    );
    await fillPasswords(user.page, account.password, 'abc12', 'abc12');
    await user.page.getByRole('button', { name: 'Save Changes' }).click();
    await waitForToast(user.page, 'Password must be at least 6 characters long');
    expect(profileSaves()).toBe(0);

    // A wrong current password is the server's to refuse (400); the user stays signed in.
    allowFailedRequests(user.page, /^400 PUT .*\/api\/user\/profile$/);
    await fillPasswords(user.page, 'not-my-password', 'brand-new-pass-1', 'brand-new-pass-1');
    await user.page.getByRole('button', { name: 'Save Changes' }).click();
    expect(await waitForToast(user.page, 'Update Failed')).toContain('Current password is incorrect');
    expect(new URL(user.page.url()).pathname).toBe('/profile');

    // Cancel puts back what is saved.
    await user.page.getByLabel('First Name').fill('Someone Else');
    await user.page.getByRole('button', { name: 'Cancel' }).click();
    expect(await user.page.getByLabel('First Name').inputValue()).toBe('Rosalind');
    expect(await user.page.getByLabel('Current Password').inputValue()).toBe('');

    // The real change: every field, the default state, the switch and the password.
    await user.page.getByLabel('First Name').fill('Rosie');
    await user.page.getByLabel('Last Name').fill('Franklin');
    await user.page.getByLabel('Organization').fill('Franklin Diffraction LLC');
    // Other states are locked, in the profile as on the dashboard: choosing one says what it means.
    expect(await user.page.getByTestId('default-state-locked').count()).toBe(0);
    await user.page.getByLabel('Default State').selectOption({ label: 'Colorado (locked)' });
    expect(await user.page.getByTestId('default-state-locked').textContent()).toContain(
      'Colorado is locked in this version: the dashboard opens on Utah until it is available.',
    );
    const notifications = user.page.getByRole('switch', { name: 'Email Notifications' });
    expect(await notifications.getAttribute('aria-checked')).toBe('true');
    await notifications.click();
    expect(await notifications.getAttribute('aria-checked')).toBe('false');
    const newPassword = 'double-helix-51';
    await fillPasswords(user.page, account.password, newPassword, newPassword);
    await user.page.getByRole('button', { name: 'Save Changes' }).click();
    expect(await waitForToast(user.page, 'Profile Updated')).toContain('password');

    // The header reads the cached user, which is now the saved one; the password fields are cleared.
    await expect(userMenuButton(user.page).textContent()).resolves.toContain('Rosie');
    expect(await user.page.getByLabel('Current Password').inputValue()).toBe('');
    expect(await user.page.getByLabel('Last Name').inputValue()).toBe('Franklin');
    const me = await fetch(`${baseURL}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: UserDto }).user).toMatchObject({
      firstName: 'Rosie',
      lastName: 'Franklin',
      organization: 'Franklin Diffraction LLC',
      defaultState: 'colorado',
      emailNotifications: false,
    });
    expect(await signInStatus(account.email, account.password)).toBe(401);
    expect(await signInStatus(account.email, newPassword)).toBe(200);

    await user.page.setViewportSize(PHONE);
    await screenshot(user.page, 'profile-390');
    await user.page.setViewportSize(WIDE);

    // The admin's console: the user is online.
    const { token: adminToken } = await loginThroughApi(inject('adminEmail'), inject('adminPassword'));
    const admin = await openPage(browser(), WIDE);
    await signInPage(admin.page, adminToken);
    await admin.page.goto('/admin');
    await admin.page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    const row = userRow(admin.page, 'Rosie Franklin');
    await row.waitFor();
    expect(await row.getByTestId('user-status').textContent()).toBe('Online');
    expect(await row.textContent()).toContain(account.email);
    expect(await row.textContent()).toContain('Franklin Diffraction LLC');
    // The admin cannot force themselves out.
    const adminRow = userRow(admin.page, 'Ada Admin');
    expect(await adminRow.textContent()).toContain('Admin');
    expect(await adminRow.getByRole('button', { name: /^Force Logout/ }).count()).toBe(0);
    await screenshot(admin.page, 'admin-users-1440');

    await admin.page.getByRole('tab', { name: 'Sessions' }).click();
    await admin.page.getByTestId('admin-session-row').filter({ hasText: 'This session' }).waitFor();
    expect(await admin.page.getByTestId('admin-session-row').filter({ hasText: account.email }).count()).toBe(
      2,
    );
    await screenshot(admin.page, 'admin-sessions-1440');

    // Their activity: the Activity Logs tab, filtered to them.
    await admin.page.getByRole('tab', { name: 'Users' }).click();
    await userRow(admin.page, 'Rosie Franklin')
      .getByRole('button', { name: 'View Activity of Rosie Franklin' })
      .click();
    await admin.page.waitForURL(/tab=activity/);
    expect(await admin.page.getByLabel('User', { exact: true }).textContent()).toContain('Rosie Franklin');
    const entries = admin.page.getByTestId('activity-entry');
    await entries.first().waitFor();
    const entryCount = await entries.count();
    for (let index = 0; index < entryCount; index += 1) {
      expect(await entries.nth(index).textContent()).toContain('Rosie Franklin');
    }
    const panel = await admin.page.getByTestId('activity-panel').boundingBox();
    expect(panel?.height).toBe(384);
    await screenshot(admin.page, 'admin-activity-1440');

    // Back to Users: force them out.
    await admin.page.getByRole('tab', { name: 'Users' }).click();
    await userRow(admin.page, 'Rosie Franklin')
      .getByRole('button', { name: /^Force Logout/ })
      .click();
    // Asked first; Cancel ends no session.
    const confirm = admin.page.getByRole('dialog', { name: 'Force this user out?' });
    expect(await confirm.textContent()).toContain('Rosie Franklin will be signed out of every session');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await userRow(admin.page, 'Rosie Franklin').getByTestId('user-status').textContent()).toBe(
      'Online',
    );
    await userRow(admin.page, 'Rosie Franklin')
      .getByRole('button', { name: /^Force Logout/ })
      .click();
    await confirm.getByRole('button', { name: 'Force Logout' }).click();
    expect(await waitForToast(admin.page, 'User Logged Out')).toContain('Rosie Franklin');
    await expect
      .poll(() => userRow(admin.page, 'Rosie Franklin').getByTestId('user-status').textContent())
      .not.toBe('Online');
    expect(
      await userRow(admin.page, 'Rosie Franklin')
        .getByRole('button', { name: /^Force Logout/ })
        .count(),
    ).toBe(0);

    // In the user's own browser the next thing they do finds the session gone (a 401).
    allowFailedRequests(user.page, /^401 GET /);
    await user.page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await user.page.waitForURL('**/login');
    await user.page.getByRole('heading', { name: 'Welcome Back' }).waitFor();

    // System: the counters, and the cleanup.
    await admin.page.getByRole('tab', { name: 'System' }).click();
    await expect.poll(() => admin.page.getByTestId('admin-counter-Admin Users').textContent()).toBe('1');
    expect(Number(await admin.page.getByTestId('admin-counter-Total Users').textContent())).toBeGreaterThan(
      1,
    );
    await admin.page.getByRole('button', { name: 'Cleanup Expired Sessions' }).click();
    expect(await waitForToast(admin.page, 'Sessions Cleaned')).toMatch(/Ended \d+ expired session/);
    await admin.page.getByRole('button', { name: 'Refresh All Data' }).click();
    await screenshot(admin.page, 'admin-system-1440');

    // The narrow screen: the tables scroll sideways inside their border, the page does not.
    await admin.page.setViewportSize(PHONE);
    for (const [tab, name] of [
      ['System', 'admin-system-390'],
      ['Activity Logs', 'admin-activity-390'],
      ['Sessions', 'admin-sessions-390'],
      ['Users', 'admin-users-390'],
    ] as const) {
      await admin.page.getByRole('tab', { name: tab }).click();
      await admin.page.waitForTimeout(200);
      await screenshot(admin.page, name);
      const overflow = await admin.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${tab} tab is wider than the screen`).toBe(0);
    }

    expect(user.problems).toEqual([]);
    expect(admin.problems).toEqual([]);
    await user.context.close();
    await admin.context.close();
  }, 120_000);

  it('tells a non-admin "Access Denied" on /admin and sends them to /dashboard', async () => {
    const { token } = await registerThroughApi();
    const { page, context } = await openPage(browser());
    await signInPage(page, token);
    await page.goto('/admin');
    await page.waitForURL('**/dashboard');
    expect(await waitForToast(page, 'Access Denied')).toContain(
      'Admin privileges required to access this page.',
    );
    await context.close();
  });

  it('shows a demo visitor their profile read-only', async () => {
    const { page, context } = await openPage(browser());
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue to Demo' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
    await page.getByText('this profile is read-only').waitFor();
    expect(await page.getByLabel('First Name').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
    await screenshot(page, 'profile-demo');
    await context.close();
  });
});
