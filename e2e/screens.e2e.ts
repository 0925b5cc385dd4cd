import path from 'node:path';
import type { LegalCaseDto } from '@common/cases';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  allowFailedRequests,
  baseURL,
  deleteAllWeeks,
  expectAccessible,
  launchBrowser,
  loginThroughApi,
  type OpenedPage,
  openPage,
  openSignedInPage,
  saveScreenshot,
  signInPage,
  uploadWeekThroughApi,
} from './browser';

/**
 * Every screen as a user meets it (issue 20): its own tab title, no serious or critical accessibility
 * violation (axe-core), the keyboard (skip link, '/' to search, one tab stop per file picker, a visible
 * focus) and the dashboard designed for a phone first.
 */

const WEEK_07 = path.resolve('e2e/fixtures/utah-week-07.csv');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
/** axe-core is injected as an inline script, which the app's CSP refuses: these pages bypass it. */
const AXE = { bypassCSP: true };

let browser: Browser;
let opened: OpenedPage;
let page: Page;
let token: string;

beforeAll(async () => {
  browser = await launchBrowser();
});

/** Each step on its own page and account, from no weeks. */
beforeEach(async () => {
  const signedIn = await openSignedInPage(browser, DESKTOP, AXE);
  ({ page, token } = signedIn);
  opened = signedIn;
  await deleteAllWeeks(token);
});

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await saveScreenshot(page, `screens-failed-${task.name.slice(0, 40)}`);
  await opened?.context.close();
});

afterAll(async () => {
  if (token) await deleteAllWeeks(token);
  await browser?.close();
});

async function openDashboardOnWeek7() {
  await uploadWeekThroughApi(token, WEEK_07, { weekNumber: '7', year: '2025' });
  await page.goto('/dashboard');
  await page.getByTestId('case-card').first().waitFor();
}

async function firstCase(): Promise<LegalCaseDto> {
  const response = await fetch(`${baseURL}/api/legal-cases/high-value?state=utah&limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [first] = (await response.json()) as LegalCaseDto[];
  if (!first) throw new Error('no case listed');
  return first;
}

/** How far the widest table sticks out of its box, in pixels (0 when every table fits). */
function tableOverflow(target: Page): Promise<number> {
  return target.evaluate(() =>
    Math.max(
      0,
      ...[...document.querySelectorAll('table')].map((table) => {
        const box = table.parentElement?.getBoundingClientRect();
        return box ? Math.ceil(table.getBoundingClientRect().width - box.width) : 0;
      }),
    ),
  );
}

describe('every screen', () => {
  it('titles each page after what it shows', async () => {
    const signedOut = await openPage(browser, DESKTOP, AXE);
    try {
      await signedOut.page.goto('/login');
      await signedOut.page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
      expect(await signedOut.page.title()).toBe('Sign In · Docket Radar');
      await signedOut.page.goto('/register');
      await signedOut.page.getByRole('heading', { name: 'Create Account' }).waitFor();
      expect(await signedOut.page.title()).toBe('Create Account · Docket Radar');
      await signedOut.page.goto('/no-such-page');
      await signedOut.page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
      expect(await signedOut.page.title()).toBe('Page Not Found · Docket Radar');
    } finally {
      await signedOut.context.close();
    }

    await uploadWeekThroughApi(token, WEEK_07, { weekNumber: '7', year: '2025' });
    const legalCase = await firstCase();
    for (const [url, heading, title] of [
      ['/dashboard', 'High-Value Cases Dashboard', 'Utah Dashboard · Docket Radar'],
      ['/profile', 'Profile Settings', 'Profile Settings · Docket Radar'],
      [`/case/${legalCase.id}`, 'Case Overview', `Case ${legalCase.caseNumber} · Docket Radar`],
    ] as const) {
      await page.goto(url);
      await page.getByRole('heading', { name: heading }).waitFor();
      await expect.poll(() => page.title()).toBe(title);
    }
    allowFailedRequests(page, /^404 GET .*\/api\/legal-cases\/999999999$/);
    await page.goto('/case/999999999');
    await page.getByRole('heading', { name: 'Case Not Found' }).waitFor();
    await expect.poll(() => page.title()).toBe('Case Not Found · Docket Radar');
  });

  it('has no serious or critical accessibility violation on any screen, at desktop and phone widths', async () => {
    const signedOut = await openPage(browser, DESKTOP, AXE);
    try {
      for (const [url, heading] of [
        ['/login', 'Welcome Back'],
        ['/register', 'Create Account'],
        ['/no-such-page', 'Page Not Found'],
      ] as const) {
        await signedOut.page.goto(url);
        await signedOut.page.getByRole('heading', { name: heading }).waitFor();
        await expectAccessible(signedOut.page, url);
      }
    } finally {
      await signedOut.context.close();
    }

    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'No High-Value Cases Found' }).waitFor();
    await expectAccessible(page, 'the empty dashboard');

    await openDashboardOnWeek7();
    await expectAccessible(page, 'the dashboard with a week (cards)');
    await page.getByRole('button', { name: 'Table View' }).click();
    await page.getByTestId('case-row').first().waitFor();
    await expectAccessible(page, 'the dashboard with a week (table)');
    await page.setViewportSize(PHONE);
    await expectAccessible(page, 'the dashboard at 390 px');
    await page.setViewportSize(DESKTOP);

    const legalCase = await firstCase();
    await page.goto(`/case/${legalCase.id}`);
    await page.getByRole('heading', { name: 'Case Overview' }).waitFor();
    await expectAccessible(page, 'the case page');

    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
    await expectAccessible(page, 'the profile');

    const { token: adminToken } = await loginThroughApi(inject('adminEmail'), inject('adminPassword'));
    const admin = await openPage(browser, DESKTOP, AXE);
    try {
      await signInPage(admin.page, adminToken);
      await admin.page.goto('/admin');
      await admin.page.getByTestId('admin-user-row').first().waitFor();
      for (const tab of ['Users', 'Sessions', 'Activity Logs', 'System']) {
        await admin.page.getByRole('tab', { name: tab }).click();
        await admin.page.waitForTimeout(200);
        await expectAccessible(admin.page, `the admin ${tab} tab`);
      }
    } finally {
      await admin.context.close();
    }
  });

  it('skips to the content, focuses search on /, and gives each file picker one tab stop', async () => {
    await openDashboardOnWeek7();
    // The first tab stop is the skip link, visible once focused; it moves focus past the header.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    // Polled: under load the key reaches the page a moment after Playwright returns.
    await expect.poll(() => skip.evaluate((link) => link === document.activeElement)).toBe(true);
    await expect.poll(async () => (await skip.boundingBox())?.width ?? 0).toBeGreaterThan(20);
    await page.screenshot({ path: path.resolve('e2e/artifacts/skip-link-1440.png') });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    // '/' puts the cursor in the search box, and types nothing into it.
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('/');
    const search = page.getByRole('searchbox', { name: 'Search cases' });
    await expect.poll(() => search.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await search.inputValue()).toBe('');

    // Focus is visible: a ring on the focused control.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => search.evaluate((input) => input === document.activeElement)).toBe(true);
    await expect.poll(() => search.evaluate((input) => getComputedStyle(input).boxShadow)).not.toBe('none');

    // The hidden file input is reached through its Choose File button only.
    expect(await page.getByLabel('CSV file').getAttribute('tabindex')).toBe('-1');
    const legalCase = await firstCase();
    await page.goto(`/case/${legalCase.id}`);
    await page.getByRole('heading', { name: 'Case Overview' }).waitFor();
    for (const input of await page.locator('input[type="file"]').all()) {
      expect(await input.getAttribute('tabindex')).toBe('-1');
    }
  });

  it('puts the week picker and the upload at the top of a phone, and fits every table in its box', async () => {
    await page.setViewportSize(PHONE);
    await openDashboardOnWeek7();
    const picker = await page.getByRole('combobox', { name: 'Load Previous Week' }).boundingBox();
    const upload = await page.getByRole('button', { name: 'Upload and Process' }).boundingBox();
    const firstCard = await page.getByTestId('case-card').first().boundingBox();
    expect(picker?.y ?? Infinity).toBeLessThan(PHONE.height);
    expect(upload?.y ?? Infinity).toBeLessThan(firstCard?.y ?? 0);
    await saveScreenshot(page, 'phone-dashboard-390');
    await page.screenshot({ path: path.resolve('e2e/artifacts/phone-dashboard-390-top.png') });

    await page.getByRole('button', { name: 'Table View' }).click();
    await page.getByTestId('case-row').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.resolve('e2e/artifacts/phone-table-390.png') });
    expect(await tableOverflow(page)).toBe(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);

    await page.setViewportSize(DESKTOP);
    await page.waitForTimeout(200);
    await page.getByTestId('case-row').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.resolve('e2e/artifacts/desktop-table-1440.png') });
    expect(await tableOverflow(page)).toBe(0);
  });
});
