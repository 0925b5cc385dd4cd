import fs from 'node:fs';
import path from 'node:path';
import type { AuthResponse, RegisterBody } from '@common/auth';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_PATH } from './chromium-path';

export const baseURL = inject('baseURL');

const ARTIFACTS_DIR = path.resolve('e2e/artifacts');

/**
 * Headless Debian Chromium. The background-networking flags matter here: this machine's network is
 * closed, and Chromium's own calls home would otherwise fail noisily at every start.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and Content-Security-Policy violations; a journey expects none. */
  problems: string[];
}

/** A fresh context (its own storage) and page at the server under test. */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = { width: 1280, height: 900 },
): Promise<OpenedPage> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) problems.push(`CSP: ${message.text()}`);
  });
  return { context, page, problems };
}

let accountCount = 0;

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Details for an account nobody has registered yet. */
export function newAccount(firstName = 'Grace'): TestAccount {
  accountCount += 1;
  const unique = `${Date.now().toString(36)}${accountCount}`;
  return {
    email: `${firstName.toLowerCase()}.${unique}@firm.test`,
    password: 'correct-horse-1',
    firstName,
    lastName: 'Hopper',
  };
}

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseURL}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Registers an account through the API (not the form) and returns its session. */
export async function registerThroughApi(account: TestAccount = newAccount()): Promise<AuthResponse> {
  const body: RegisterBody = {
    ...account,
    organization: 'Hopper Forensics',
    defaultState: 'utah',
    emailNotifications: true,
  };
  return postJson<AuthResponse>('/api/auth/register', body);
}

export function loginThroughApi(email: string, password: string): Promise<AuthResponse> {
  return postJson<AuthResponse>('/api/auth/login', { email, password });
}

/**
 * Signs the page in the way the app itself does after a sign-in: the token in localStorage. The page
 * first loads the app's origin so that storage belongs to it.
 */
export async function signInPage(page: Page, token: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
}

export async function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

/** Waits for the open toast that contains `text`, and returns its whole text. */
export async function waitForToast(page: Page, text: string): Promise<string> {
  // Radix renders the toast area as a region named after its hotkey, each toast an <li>.
  const toast = page
    .getByRole('region', { name: /^Notifications/ })
    .locator('li[data-state="open"]', { hasText: text });
  await toast.waitFor({ state: 'visible' });
  return (await toast.textContent()) ?? '';
}

/** The name in the header's account menu button. */
export function userMenuButton(page: Page) {
  return page.getByRole('button', { name: /^Account menu for / });
}

/** Saves what the screen looks like to e2e/artifacts/{name}.png (gitignored) for a human to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
}
