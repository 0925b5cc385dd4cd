import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AuthResponse, RegisterBody } from '@common/auth';
import type { FilingDto } from '@common/filings';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
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

/**
 * One Chromium for the journeys of a file: launched before the first, closed after the last. Call it at the top of
 * the file; the getter it returns gives the browser inside the journeys.
 */
export function browserForThisFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser)
      throw new Error(
        'browserForThisFile(): the browser is not launched yet (call it at the top of the file)',
      );
    return browser;
  };
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /**
   * What went wrong on the page: uncaught errors, console errors (CSP violations among them), responses of
   * 400 and above and requests that failed. Every journey step expects none beyond those it allows
   * (`allowFailedRequests`): the shared afterEach below checks it after each step.
   */
  problems: string[];
}

/** The pages opened in this journey file, checked for problems after each step. */
const openedPages = new Map<Page, { problems: string[]; allowed: RegExp[] }>();

/**
 * Lets `page` get failing answers whose "STATUS METHOD URL" matches one of `patterns`: a step that tests an
 * error (a wrong password's 401, a duplicate week's 409, a route made to fail) says which it expects.
 */
export function allowFailedRequests(page: Page, ...patterns: RegExp[]): void {
  openedPages.get(page)?.allowed.push(...patterns);
}

function watchPage(page: Page): string[] {
  const watch = { problems: [] as string[], allowed: [] as RegExp[] };
  openedPages.set(page, watch);
  const note = (problem: string) => {
    if (!watch.allowed.some((pattern) => pattern.test(problem))) watch.problems.push(problem);
  };
  page.on('pageerror', (error) => watch.problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // Chromium logs every failed load as a console error too; the response and requestfailed events
    // below report it once, with its method and URL, where an allowance can match it.
    if (message.type() !== 'error' || message.text().startsWith('Failed to load resource')) return;
    watch.problems.push(`console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      note(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    // ERR_ABORTED is the page itself giving up a request (a navigation, a query cancelled): not a failure.
    if (reason === 'net::ERR_ABORTED') return;
    note(`${reason} ${request.method()} ${request.url()}`);
  });
  return watch.problems;
}

export interface PageOptions {
  /**
   * Lets the journey inject scripts (axe-core, `findAccessibilityViolations`): the app's CSP (script-src
   * 'self') refuses an inline script, as it should for anyone else.
   */
  bypassCSP?: boolean;
}

/** A fresh context (its own storage) and page at the server under test. */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = { width: 1280, height: 900 },
  options: PageOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({ baseURL, viewport, bypassCSP: options.bypassCSP ?? false });
  const page = await context.newPage();
  return { context, page, problems: watchPage(page) };
}

// Every journey file imports this module, so every step of every journey is checked: no page it opened
// had a failed request, a console error or an uncaught error the step did not expect.
afterEach(({ task }) => {
  const found: string[] = [];
  for (const [page, watch] of openedPages) {
    found.push(...watch.problems.splice(0));
    watch.allowed.length = 0;
    if (page.isClosed()) openedPages.delete(page);
  }
  if (task.result?.state !== 'fail') expect(found, 'failed requests or console errors').toEqual([]);
});

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core on what the page shows now and returns the serious and critical violations, one line
 * each (rule, impact, the first elements). The journeys expect none on any screen. The page must be opened
 * with `bypassCSP`: axe-core's source goes in as an inline script.
 */
export async function findAccessibilityViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
    }
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.targets.join(', ')})`);
}

/** Fails the step when the page shows a serious or critical accessibility violation. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  expect(await findAccessibilityViolations(page), `axe on ${screen}`).toEqual([]);
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

/**
 * A fresh page signed in as a fresh account, through the API: each journey step starts from its own, not
 * from what the step before left on screen.
 */
export async function openSignedInPage(
  browser: Browser,
  viewport?: { width: number; height: number },
  options: PageOptions = {},
): Promise<OpenedPage & { token: string }> {
  const { token } = await registerThroughApi();
  const opened = await openPage(browser, viewport, options);
  await signInPage(opened.page, token);
  return { ...opened, token };
}

/**
 * The frame of a file whose every step works signed in: one browser for the file; before each step a fresh
 * account's page (`onOpen` receives it) and no weeks in the shared workspace (the step uploads what it works
 * on); after a failed step a screenshot named after it; after the last step no week left for other files.
 * Returns the browser, for steps that open other pages (a demo visitor's, a phone's).
 */
export function signedInStepsForThisFile(
  name: string,
  viewport: { width: number; height: number },
  onOpen: (opened: OpenedPage & { token: string }) => void,
): () => Browser {
  const browser = browserForThisFile();
  let opened: (OpenedPage & { token: string }) | undefined;
  beforeEach(async () => {
    opened = await openSignedInPage(browser(), viewport);
    onOpen(opened);
    await deleteAllWeeks(opened.token);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && opened)
      await saveScreenshot(opened.page, `${name}-failed-${task.name.slice(0, 40)}`);
    await opened?.context.close();
  });
  afterAll(async () => {
    if (opened) await deleteAllWeeks(opened.token);
  });
  return browser;
}

function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/**
 * Every registered account shares one workspace: a step that needs known weeks deletes them all first
 * (journey files run one at a time, so no other journey's weeks are in use).
 */
export async function deleteAllWeeks(token: string): Promise<void> {
  const response = await fetch(`${baseURL}/api/court-filings?state=utah`, { headers: bearer(token) });
  for (const filing of (await response.json()) as FilingDto[]) {
    await fetch(`${baseURL}/api/court-filings/${filing.id}`, { method: 'DELETE', headers: bearer(token) });
  }
}

/**
 * Uploads a weekly export through the API, as the data a step starts from. Fixtures are filed on whatever
 * week a step needs: the upload confirms a mismatch with its filing dates (the upload step shows the question).
 */
export async function uploadWeekThroughApi(
  token: string,
  file: string,
  week: { weekNumber: string; year: string },
): Promise<FilingDto> {
  const form = new FormData();
  form.append('state', 'utah');
  form.append('weekNumber', week.weekNumber);
  form.append('year', week.year);
  form.append('confirmMismatch', 'true');
  form.append('csvFile', new Blob([fs.readFileSync(file)], { type: 'text/csv' }), path.basename(file));
  const response = await fetch(`${baseURL}/api/court-filings/upload`, {
    method: 'POST',
    headers: bearer(token),
    body: form,
  });
  if (!response.ok) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { filing: FilingDto }).filing;
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
