import type { UserDto } from '@common/auth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  allowFailedRequests,
  baseURL,
  browserForThisFile,
  newAccount,
  openPage,
  readStorage,
  registerThroughApi,
  saveScreenshot,
  type TestAccount,
  userMenuButton,
  waitForToast,
} from './browser';

const browser = browserForThisFile();

async function fillSignUpForm(page: Page, account: TestAccount, confirmPassword = account.password) {
  await page.getByLabel('First Name').fill(account.firstName);
  await page.getByLabel('Last Name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Organization').fill('Hopper Forensics');
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(confirmPassword);
}

/** Counts the sign-up calls a page makes, to prove client-side checks stop before the server. */
function countRegisterCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/register')) calls += 1;
  });
  return () => calls;
}

describe('signing up and signing in through the forms', () => {
  it('signs up, shows the first name on the dashboard, signs out to /login and signs back in', async () => {
    const { page, context, problems } = await openPage(browser());
    const account = newAccount('Grace');

    await page.goto('/register');
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await fillSignUpForm(page, account);
    // The primary state is a select defaulting to Utah; choose another to prove it is sent.
    await page.getByLabel('Primary State').selectOption({ label: 'New York' });
    await saveScreenshot(page, 'register-filled');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL('**/dashboard');
    expect(await waitForToast(page, 'Account created successfully!')).toContain(
      'Account created successfully! Welcome to',
    );
    await expect(userMenuButton(page).textContent()).resolves.toContain('Grace');
    await page.getByRole('heading', { name: 'Utah Court Filings' }).waitFor();
    await page.getByRole('heading', { name: 'No High-Value Cases Found' }).waitFor();
    // Just signed up: welcomed, not welcomed back.
    await page.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
    expect(await page.getByRole('heading', { name: /^Welcome back/ }).count()).toBe(0);
    await saveScreenshot(page, 'dashboard');

    const token = await readStorage(page, 'auth_token');
    expect(token).toBeTruthy();
    const me = await fetch(`${baseURL}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    const { user } = (await me.json()) as { user: UserDto };
    expect(user).toMatchObject({
      email: account.email,
      firstName: 'Grace',
      organization: 'Hopper Forensics',
      defaultState: 'new-york',
      emailNotifications: true,
      isAdmin: false,
    });

    await userMenuButton(page).click();
    // The menu's code comes with its first use: it opens a moment after the click.
    await page.getByRole('menu').waitFor();
    await saveScreenshot(page, 'dashboard-user-menu');
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL('**/login');
    expect(await readStorage(page, 'auth_token')).toBeNull();
    // The server ended the session too: the old token no longer works.
    const after = await fetch(`${baseURL}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);

    // Sign in again; the email is trimmed before it is sent.
    await page.getByLabel('Email').fill(`  ${account.email}  `);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await page.waitForURL('**/dashboard');
    await expect(userMenuButton(page).textContent()).resolves.toContain('Grace');
    await page.getByRole('heading', { name: 'Welcome back, Grace' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says "Passwords do not match" and makes no call when the confirmation differs', async () => {
    const { page, context } = await openPage(browser());
    const registerCalls = countRegisterCalls(page);
    await page.goto('/register');
    await fillSignUpForm(page, newAccount(), 'something-else-1');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await waitForToast(page, 'Passwords do not match');
    await saveScreenshot(page, 'register-passwords-do-not-match');
    expect(registerCalls()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/register');
    await context.close();
  });

  it('says the password must be at least 6 characters and makes no call when it is shorter', async () => {
    const { page, context } = await openPage(browser());
    const registerCalls = countRegisterCalls(page);
    await page.goto('/register');
    const account = { ...newAccount(), password: 'abc12' };
    await fillSignUpForm(page, account);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await waitForToast(page, 'Password must be at least 6 characters long');
    expect(registerCalls()).toBe(0);
    await context.close();
  });

  it("shows the server's message when the email is already registered", async () => {
    const account = newAccount('Ada');
    await registerThroughApi(account);
    const { page, context } = await openPage(browser());
    allowFailedRequests(page, /^409 POST .*\/api\/auth\/register$/);
    await page.goto('/register');
    await fillSignUpForm(page, account);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await waitForToast(page, 'An account with this email already exists');
    expect(new URL(page.url()).pathname).toBe('/register');
    await context.close();
  });

  it('shows "Invalid email or password" for a wrong password and stays on the sign-in screen', async () => {
    const account = newAccount('Linus');
    await registerThroughApi(account);
    const { page, context } = await openPage(browser());
    allowFailedRequests(page, /^401 POST .*\/api\/auth\/login$/);
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    const toast = await waitForToast(page, 'Invalid email or password');
    expect(toast).toContain('Error');
    await saveScreenshot(page, 'login-wrong-password');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await readStorage(page, 'auth_token')).toBeNull();

    // The refusal was about the sign-in form: it does not stay over the sign-up screen.
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await page
      .getByRole('region', { name: /^Notifications/ })
      .locator('li[data-state="open"]', { hasText: 'Invalid email or password' })
      .waitFor({ state: 'detached' });
    await context.close();
  });

  it('goes from the sign-in screen to sign-up and back', async () => {
    const { page, context, problems } = await openPage(browser());
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await saveScreenshot(page, 'login');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL('**/register');
    await saveScreenshot(page, 'register');
    await page.getByRole('button', { name: 'Back to Login' }).click();
    await page.waitForURL('**/login');

    await page.getByRole('button', { name: 'Sign in with Microsoft (Configuration Required)' }).click();
    await waitForToast(page, 'Microsoft OAuth integration requires configuration.');
    expect(problems).toEqual([]);
    await context.close();
  });
});
