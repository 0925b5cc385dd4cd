import path from 'node:path';
import type { LegalCaseDto } from '@common/cases';
import type { EnrichBackgroundsBody } from '@common/parties';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  allowFailedRequests,
  baseURL,
  type OpenedPage,
  openPage,
  saveScreenshot,
  signedInStepsForThisFile,
  signInPage,
  uploadWeekThroughApi,
  waitForToast,
} from './browser';

/**
 * AI background search (spec §2, §4, §5, §8): a week of debt-buyer and commercial filings uploaded, its
 * cases researched from the dashboard, the parties' backgrounds on the case page, a second week that
 * recognises the same debt buyer, one case researched from its own page, and the error toasts.
 */

const FIXTURES = path.resolve('e2e/fixtures');
/** 2024 week 20: 12 high-value cases, 7 of them contract suits by LVNV Funding and Midland Credit. */
const WEEK_20 = path.join(FIXTURES, 'utah-debt-buyers-week-20.csv');
/** 2024 week 21: LVNV Funding again, as plaintiff in two more contract suits. */
const WEEK_21 = path.join(FIXTURES, 'utah-debt-buyers-week-21.csv');
const ENRICH_ROUTE = '**/api/legal-cases/enrich-backgrounds';
const BUTTON_NAME = /^AI Background Search & Prioritization \(\d+\)$/;
const COMPLETED = 'AI analysis completed - cases prioritized by complaint retrieval prospects';
const FAILED = 'AI Background Search Failed';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

let opened: OpenedPage;
let page: Page;
let token: string;

/** Each step on its own page and account, from no weeks: it uploads (through the API) what it works on. */
const browser = signedInStepsForThisFile('enrichment', DESKTOP, (signedIn) => {
  opened = signedIn;
  ({ page, token } = signedIn);
});

async function openDashboard() {
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'High-Value Cases Dashboard' }).waitFor();
}

/** Week 20 uploaded through the API, none of its cases researched, and the dashboard open on it. */
async function openDashboardOnWeek20() {
  await uploadWeekThroughApi(token, WEEK_20, { weekNumber: '20', year: '2024' });
  await openDashboard();
  await prospectsHeading(12).waitFor();
}

/** Researches week 20's high-value cases through the API, as the dashboard's button would. */
async function researchWeek20ThroughApi() {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const listed = await fetch(`${baseURL}/api/legal-cases/high-value?state=utah&limit=100`, { headers });
  const cases = (await listed.json()) as LegalCaseDto[];
  const body: EnrichBackgroundsBody = { state: 'utah', caseIds: cases.map((c) => c.id) };
  const response = await fetch(`${baseURL}/api/legal-cases/enrich-backgrounds`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`research answered ${response.status}: ${await response.text()}`);
}

function enrichButton() {
  return page.getByRole('button', { name: BUTTON_NAME });
}

function cards() {
  return page.getByTestId('case-card');
}

function progressPanel() {
  return page.getByTestId('enrichment-progress');
}

function prospectsHeading(count: number) {
  return page.getByRole('heading', { name: `Top ${count} High-Value Expert Witness Prospects` });
}

async function upload(file: string, week: string, year = '2024') {
  await page.getByLabel('Week Number').fill(week);
  await page.getByLabel('Year').fill(year);
  await page.getByLabel('CSV file').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload and Process' }).click();
  await waitForToast(page, 'Upload Successful');
}

/** The panel's percent, or null when it is not on screen. */
async function readPercent(): Promise<number | null> {
  const text = await progressPanel()
    .textContent({ timeout: 200 })
    .catch(() => null);
  const match = text ? /(\d+)%/.exec(text) : null;
  return match ? Number(match[1]) : null;
}

/** Holds each enrichment call for `ms` before it reaches the server, and records what was sent. */
async function slowEnrichment(ms: number): Promise<EnrichBackgroundsBody[]> {
  const bodies: EnrichBackgroundsBody[] = [];
  await page.route(ENRICH_ROUTE, async (route: Route) => {
    bodies.push(route.request().postDataJSON() as EnrichBackgroundsBody);
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
  return bodies;
}

/** Full-page screenshots at desktop and phone widths, from the top. */
async function screenshotBothWidths(name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, `${name}-1440`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(150);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, `${name}-390`);
  await page.screenshot({ path: path.resolve('e2e/artifacts', `${name}-390-top.png`) });
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(150);
}

describe('AI background search and prioritization', () => {
  it('asks for cases first, then for a signed-in user', async () => {
    await openDashboard();
    await page.getByRole('heading', { name: 'No High-Value Cases Found' }).waitFor();
    await page.getByRole('button', { name: 'AI Background Search & Prioritization (0)' }).click();
    expect(await waitForToast(page, 'No Cases Available')).toContain(
      'No high-value cases found to analyze. Upload CSV files first.',
    );

    await upload(WEEK_20, '20');
    await prospectsHeading(12).waitFor();
    expect(await cards().count()).toBe(12);
    expect(await cards().filter({ hasText: 'Pending Analysis' }).count()).toBe(12);
    const button = page.getByRole('button', { name: 'AI Background Search & Prioritization (12)' });
    await button.waitFor();
    await button.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.resolve('e2e/artifacts/enrichment-button-1440.png') });
    await page.setViewportSize(PHONE);
    await button.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.resolve('e2e/artifacts/enrichment-button-390.png') });
    await page.setViewportSize(DESKTOP);

    // The token gone (another tab signed out): the search is refused before any call.
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/enrich-backgrounds')) calls.push(request.url());
    });
    await page.evaluate(() => localStorage.removeItem('auth_token'));
    await enrichButton().click();
    expect(await waitForToast(page, 'Authentication Required')).toContain(
      'Please log in to use AI background search.',
    );
    await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
    expect(calls).toEqual([]);
  });

  it.each([
    [
      'a 403',
      { status: 403, body: { error: 'Forbidden', code: 'FORBIDDEN' } },
      'Access denied. Please check your permissions.',
    ],
    [
      'a 500 from the AI analysis',
      { status: 500, body: { error: 'AI analysis failed: provider timed out', code: 'INTERNAL' } },
      'AI service temporarily unavailable. Please try again in a few moments.',
    ],
    [
      'a 500 with no more said',
      { status: 500, body: { error: 'Internal server error', code: 'INTERNAL' } },
      'Failed to complete background research on case parties. Please try again.',
    ],
    ['a dropped connection', null, 'Network connection issue. Please check your internet connection.'],
  ])('explains %s, and keeps the button', async (_name, answer, message) => {
    await openDashboardOnWeek20();
    allowFailedRequests(page, /^(\d{3}|net::ERR_FAILED) POST .*\/api\/legal-cases\/enrich-backgrounds$/);
    await page.route(ENRICH_ROUTE, (route) =>
      answer
        ? route.fulfill({
            status: answer.status,
            contentType: 'application/json',
            body: JSON.stringify(answer.body),
          })
        : route.abort('failed'),
    );
    await enrichButton().click();
    const toast = await waitForToast(page, message);
    expect(toast).toContain(FAILED);
    await page.unroute(ENRICH_ROUTE);
    // The progress is reset and nothing was enriched: the button is offered again.
    await progressPanel().waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'AI Background Search & Prioritization (12)' }).waitFor();
    expect(await cards().filter({ hasText: 'Pending Analysis' }).count()).toBe(12);
  });

  it('ends the session on a 401, with the spec text', async () => {
    await openDashboardOnWeek20();
    allowFailedRequests(page, /^401 POST .*\/api\/legal-cases\/enrich-backgrounds$/);
    await page.route(ENRICH_ROUTE, (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Session expired', code: 'UNAUTHORIZED' }),
      }),
    );
    await enrichButton().click();
    expect(
      await waitForToast(page, 'Authentication expired. Please refresh the page and log in again.'),
    ).toContain(FAILED);
    await page.waitForURL('**/login');
    await page.unroute(ENRICH_ROUTE);
    await signInPage(page, token);
    await openDashboard();
    await prospectsHeading(12).waitFor();
  });

  it('researches the listed cases with progress, then ranks them', async () => {
    await openDashboardOnWeek20();
    const bodies = await slowEnrichment(3_000);
    await enrichButton().click();

    // The simulated progress advances every 500 ms while the call is out.
    const panel = progressPanel();
    await panel.waitFor();
    expect(await panel.textContent()).toMatch(/of 12 cases researched/);
    const seen: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const percent = await readPercent();
      if (percent !== null) seen.push(percent);
      await page.waitForTimeout(250);
    }
    expect(new Set(seen).size).toBeGreaterThan(1);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(Math.max(...seen)).toBeLessThan(100);
    await page.getByRole('progressbar', { name: 'AI background search progress' }).waitFor();
    await panel.screenshot({ path: path.resolve('e2e/artifacts/enrichment-progress-1440.png') });

    // Done: 100%, held for 2 s, then the completion line in the button's place.
    await page.waitForFunction(
      () => document.querySelector('[data-testid="enrichment-progress"]')?.textContent?.includes('100%'),
      undefined,
      { timeout: 20_000 },
    );
    const completeAt = Date.now();
    await page.getByText(COMPLETED).waitFor();
    expect(Date.now() - completeAt).toBeGreaterThan(1_500);
    await page.unroute(ENRICH_ROUTE);
    expect(await progressPanel().count()).toBe(0);
    expect(await enrichButton().count()).toBe(0);

    // One call (12 cases fit one chunk) with every listed case.
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.state).toBe('utah');
    expect(bodies[0]?.caseIds).toHaveLength(12);

    // Every card now shows its match and priority, the top one by priority first.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="case-card"]')].every(
        (card) => !card.textContent?.includes('Pending Analysis'),
      ),
    );
    for (const card of await cards().all()) {
      expect(await card.textContent()).toMatch(/\d+% match/);
      await card.getByRole('img', { name: /^Priority [0-5] of 5$/ }).waitFor();
    }
    const priorities = await page
      .getByTestId('case-card')
      .getByRole('img', { name: /^Priority/ })
      .evaluateAll((dots) => dots.map((dot) => Number(/Priority (\d)/.exec(dot.ariaLabel ?? '')?.[1])));
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    // The table says the same as the cards: every case scored, none pending.
    await page.getByRole('button', { name: 'Table View' }).click();
    const rows = page.getByTestId('case-row');
    await rows.first().waitFor();
    expect(await rows.filter({ hasText: 'Pending Analysis' }).count()).toBe(0);
    expect(await rows.getByRole('img', { name: /^Priority [0-5] of 5$/ }).count()).toBe(12);
    await page.getByRole('button', { name: 'Card View' }).click();

    await screenshotBothWidths('enrichment-dashboard');
    await cards().first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.resolve('e2e/artifacts/enrichment-cards-1440-closeup.png') });
    await page.setViewportSize(PHONE);
    await page.getByTestId('enrichment-complete').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.resolve('e2e/artifacts/enrichment-cards-390-closeup.png') });
    await page.setViewportSize(DESKTOP);
  });

  it("shows both parties' backgrounds on a researched case", async () => {
    await uploadWeekThroughApi(token, WEEK_20, { weekNumber: '20', year: '2024' });
    await researchWeek20ThroughApi();
    await openDashboard();
    const card = cards().filter({ hasText: '240902303' });
    await card.getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL(/\/case\/\d+$/);
    await page.getByRole('heading', { name: 'Case Overview' }).waitFor();

    const plaintiff = page.getByRole('region', { name: /^Plaintiff background: LVNV FUNDING LLC/ });
    const defendant = page.getByRole('region', {
      name: /^Defendant background: TIMPANOGOS FREIGHT LINES INC/,
    });
    await plaintiff.waitFor();
    await defendant.waitFor();
    for (const block of [plaintiff, defendant]) {
      const text = (await block.textContent()) ?? '';
      expect(text).toContain('Business type');
      expect(text).toContain('Operating history');
    }
    // LVNV Funding filed four of this week's suits: a repeat filer, a debt buyer.
    expect(await plaintiff.textContent()).toMatch(/debt/i);
    await plaintiff.getByText('Repeat filer', { exact: true }).waitFor();

    // The evidence is folded until asked for.
    const evidence = plaintiff.getByText(/^Evidence \(\d+\)$/);
    const firstLine = plaintiff.locator('details li').first();
    expect(await firstLine.isVisible()).toBe(false);
    await evidence.click();
    await firstLine.waitFor();

    await page.getByRole('heading', { name: 'Why this rank' }).waitFor();
    expect(await page.getByTestId('research-not-run').count()).toBe(0);
    await screenshotBothWidths('enrichment-case-page');
    expect(opened.problems).toEqual([]);
  });

  it('recognises the debt buyer in a second week, researching from the dashboard at phone width', async () => {
    await uploadWeekThroughApi(token, WEEK_20, { weekNumber: '20', year: '2024' });
    await researchWeek20ThroughApi();
    await openDashboard();
    await upload(WEEK_21, '21');
    await page.getByTestId('week-pill').getByText('Week 21, 2024').waitFor();
    await prospectsHeading(3).waitFor();
    // The new week's cases are not researched: the button is back.
    await page.getByRole('button', { name: 'AI Background Search & Prioritization (3)' }).waitFor();

    await page.setViewportSize(PHONE);
    await slowEnrichment(1_500);
    await enrichButton().click();
    await progressPanel().waitFor();
    await page.waitForTimeout(600);
    await progressPanel().scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.resolve('e2e/artifacts/enrichment-progress-390.png') });
    await page.getByText(COMPLETED).waitFor({ timeout: 20_000 });
    await page.unroute(ENRICH_ROUTE);
    await page.setViewportSize(DESKTOP);

    const card = cards().filter({ hasText: '240902401' });
    await page.waitForFunction(
      () =>
        ![...document.querySelectorAll('[data-testid="case-card"]')].some((c) =>
          c.textContent?.includes('Pending Analysis'),
        ),
    );
    await card.getByRole('link', { name: 'View Details' }).click();
    const plaintiff = page.getByRole('region', { name: /^Plaintiff background: LVNV FUNDING LLC/ });
    await plaintiff.waitFor();
    // Filed in week 20 and week 21: the history counts both weeks.
    expect(await plaintiff.textContent()).toMatch(/\b2 weeks\b/);
  });

  it('researches one case from its own page', async () => {
    // A debt-collection case the high-value list leaves out, so the dashboard's search skipped it.
    await uploadWeekThroughApi(token, WEEK_20, { weekNumber: '20', year: '2024' });
    await openDashboard();
    await page.getByRole('checkbox', { name: 'Show All Cases' }).click();
    await page.getByRole('searchbox', { name: 'Search cases' }).fill('240902315');
    await page.getByRole('heading', { name: 'All 1 Cases: High-Value and Filtered Out' }).waitFor();
    await cards().first().getByRole('link', { name: 'View Details' }).click();

    const notRun = page.getByTestId('research-not-run');
    await notRun.getByText('Background research not run yet').waitFor();
    await saveScreenshot(page, 'enrichment-case-not-run-1440');
    const bodies = await slowEnrichment(0);
    await notRun.getByRole('button', { name: 'Run Background Research' }).click();
    const plaintiff = page.getByRole('region', { name: /^Plaintiff background: LVNV FUNDING LLC/ });
    await plaintiff.waitFor({ timeout: 20_000 });
    await page
      .getByRole('region', { name: /^Defendant background: / })
      .first()
      .waitFor();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.caseIds).toHaveLength(1);
    await page.unroute(ENRICH_ROUTE);
    // The panel goes with the render that shows the backgrounds, a moment after them under load.
    await notRun.waitFor({ state: 'detached' });
    expect(opened.problems).toEqual([]);
  });

  it('researches in demo mode, and says how many of the listed cases a paged list covers', async () => {
    const demo = await openPage(browser(), DESKTOP);
    try {
      await demo.page.goto('/login');
      await demo.page.getByRole('button', { name: 'Continue to Demo' }).click();
      await demo.page.waitForURL('**/dashboard');
      const cardsOf = demo.page.getByTestId('case-card');
      await cardsOf.first().waitFor();
      // Every case of the demo week: more than one page, so the search covers the 50 loaded and says so.
      await demo.page.getByRole('checkbox', { name: 'Show All Cases' }).click();
      await demo.page.getByText(/^Showing 50 of [\d,]+ cases$/).waitFor();
      await demo.page.getByRole('button', { name: 'AI Background Search & Prioritization (50)' }).waitFor();
      await demo.page.getByText(/^Covers the 50 cases loaded of [\d,+]+ listed; load more cases/).waitFor();

      const sent: EnrichBackgroundsBody[] = [];
      demo.page.on('request', (request) => {
        if (request.url().includes('/enrich-backgrounds')) sent.push(request.postDataJSON());
      });
      await demo.page.getByRole('button', { name: BUTTON_NAME }).click();
      await demo.page.getByText(COMPLETED).waitFor({ timeout: 30_000 });
      expect(sent.map((body) => body.caseIds.length)).toEqual([50]);
      // Re-ranked: cases of later pages may now rank among the first 50, so not every card need be researched.
      expect(await cardsOf.filter({ hasText: /\d+% match/ }).count()).toBeGreaterThan(0);
      await demo.page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(demo.page, 'enrichment-demo-1440');
      expect(demo.problems).toEqual([]);
    } finally {
      await demo.context.close();
    }
  });
});
