import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FilingDto } from '@common/filings';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  allowFailedRequests,
  baseURL,
  type OpenedPage,
  saveScreenshot,
  signedInStepsForThisFile,
  uploadWeekThroughApi,
  waitForToast,
} from './browser';

const FIXTURES = path.resolve('e2e/fixtures');
const WEEK_07 = path.join(FIXTURES, 'utah-week-07.csv');
const WEEK_08 = path.join(FIXTURES, 'utah-week-08.csv');
const NO_CASE_NUMBER = path.join(FIXTURES, 'no-case-number.csv');
const NOTES_TXT = path.join(FIXTURES, 'court-notes.txt');
/** Texas justice-court evictions filed in February 2020 (our own, in the shape of Travis County's export). */
const TEXAS_2020 = path.join(FIXTURES, 'texas-jp-evictions-2020.csv');
/** A real export (Travis County, Texas justice courts, evictions), read where the corpus keeps it. */
const TRAVIS_EVICTIONS = path.resolve('../shared/corpus/dockets/tx-travis-jp-evictions-results.csv');
/** Where the corpus is not beside the project: 62 eviction cases of our own, in Utah's layout. */
const EVICTIONS = fs.existsSync(TRAVIS_EVICTIONS)
  ? TRAVIS_EVICTIONS
  : path.join(FIXTURES, 'evictions-62.csv');

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

let opened: OpenedPage;
let page: Page;
let token: string;

/** Each step on its own page, signed in as its own account, from no weeks at all: it uploads what it works on. */
signedInStepsForThisFile('upload-week', DESKTOP, (signedIn) => {
  opened = signedIn;
  ({ page, token } = signedIn);
});

const WEEK_7 = { weekNumber: '7', year: '2025' };
const WEEK_8 = { weekNumber: '8', year: '2025' };

async function openDashboard() {
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'High-Value Cases Dashboard' }).waitFor();
}

/** The sample week (32 cases, 16 high-value) uploaded through the API, and the dashboard open on it. */
async function openDashboardOnWeek7() {
  await uploadWeekThroughApi(token, WEEK_07, WEEK_7);
  await openDashboard();
  await prospectsHeading(16).waitFor();
}

/** Full-page screenshots at desktop and phone widths. */
async function screenshotBothWidths(name: string) {
  // From the top, or the sticky header is drawn across the middle of a full-page shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, `${name}-1440`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(150);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, `${name}-390`);
  await saveViewport(`${name}-390-top`);
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(150);
}

/** What is on screen right now (not the whole page), for a close look at one part. */
async function saveViewport(name: string) {
  await page.screenshot({ path: path.resolve('e2e/artifacts', `${name}.png`) });
}

function counter(label: string) {
  return page.getByTestId(`counter-${label}`);
}

async function expectCounter(label: string, value: string) {
  await page.waitForFunction(
    ([testId, expected]) => document.querySelector(`[data-testid="${testId}"]`)?.textContent === expected,
    [`counter-${label}`, value] as const,
  );
  expect(await counter(label).textContent()).toBe(value);
}

function prospectsHeading(count: number) {
  return page.getByRole('heading', { name: `Top ${count} High-Value Expert Witness Prospects` });
}

/** The list's heading with Show All Cases ticked: it holds more than prospects, and says so. */
function allCasesHeading(count: number) {
  return page.getByRole('heading', { name: `All ${count} Cases: High-Value and Filtered Out` });
}

function cards() {
  return page.getByTestId('case-card');
}

async function fillUploadForm(file: string | null, week: string, year = '2025') {
  await page.getByLabel('Week Number').fill(week);
  await page.getByLabel('Year').fill(year);
  if (file) await page.getByLabel('CSV file').setInputFiles(file);
}

async function upload(file: string, week: string) {
  await fillUploadForm(file, week);
  await page.getByRole('button', { name: 'Upload and Process' }).click();
}

/** One of the page's native selects, by its label; the header's 'State' picker is outside the main content. */
function pickerNamed(name: string) {
  return page.getByRole('main').getByRole('combobox', { name, exact: true });
}

/** Picks an option by its text, as a user picks it from the list. */
async function chooseOption(picker: string, option: string) {
  await pickerNamed(picker).selectOption({ label: option });
}

describe('uploading a weekly export and working the dashboard', () => {
  it('starts empty, and asks for a week before deleting one', async () => {
    await openDashboard();
    await page.getByRole('heading', { name: 'No High-Value Cases Found' }).waitFor();
    await prospectsHeading(0).waitFor();
    await page.getByText('No week loaded').waitFor();
    await screenshotBothWidths('dashboard-empty');

    // Choosing a week loads it: there is no separate button that repeats the picker.
    expect(await page.getByRole('button', { name: 'Load Week Data' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Delete Week' }).click();
    expect(await waitForToast(page, 'Please select a week to delete.')).toContain('No Week Selected');
  });

  it('checks the upload form in the browser before sending anything', async () => {
    await openDashboard();
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/court-filings/upload')) uploads.push(request.url());
    });

    await page.getByRole('button', { name: 'Upload and Process' }).click();
    expect(await waitForToast(page, 'No File Selected')).toContain('Please select a file first.');

    await page.getByLabel('CSV file').setInputFiles(NOTES_TXT);
    expect(await waitForToast(page, 'Invalid File Type')).toContain('Please select a CSV file.');
    expect(await page.getByText('court-notes.txt').count()).toBe(0);

    await fillUploadForm(WEEK_07, '');
    await page.getByRole('button', { name: 'Upload and Process' }).click();
    expect(await waitForToast(page, 'Missing Information')).toContain(
      'Please select state, week number, and year before uploading.',
    );

    // Other states are listed but locked.
    await chooseOption('Filing State', 'California (locked)');
    expect(await waitForToast(page, 'State Locked')).toContain(
      'Access to other states is not available in this version.',
    );
    expect(await pickerNamed('Filing State').inputValue()).toBe('utah');
    expect(uploads).toEqual([]);
  });

  it('uploads a messy Utah export, shows progress, updates the counters and lists the high-value cases', async () => {
    await openDashboard();
    await upload(WEEK_07, '7');
    expect(await waitForToast(page, 'Upload Successful')).toContain(
      'Processed 32 cases, found 16 high-value cases.',
    );
    await expectCounter('Current Week', 'Week 7');
    await expectCounter('High-Value Cases', '16');
    await expectCounter('Expert Witness', '16');
    await expectCounter('Filtered Out', '15');
    await expectCounter('Total Processed', '32');
    await page.getByTestId('week-pill').getByText('Week 7, 2025').waitFor();
    await prospectsHeading(16).waitFor();
    expect(await cards().count()).toBe(16);

    // The rows the import could not use are listed with their line numbers.
    const lastUpload = page.getByRole('region', { name: 'Last upload' });
    await lastUpload.getByText('Line 73').waitFor();
    expect(await lastUpload.textContent()).toContain('Case number is blank.');
    await page.getByText(/Case type codes are loaded automatically.*1 file uploaded/).waitFor();

    // A card as spec §2 lays it out.
    const card = cards().filter({ hasText: '250901203' });
    const cardText = (await card.textContent()) ?? '';
    expect(cardText).toContain('RAFAEL CASTILLO');
    expect(cardText).toContain('Pending Analysis');
    expect(cardText).toContain('Expert Witness');
    expect(cardText).toContain('$480,000');
    expect(cardText).toContain('Week 7, 2025');
    expect(cardText).toContain('Feb 11, 2025');
    const courts = card.getByRole('link', { name: 'Utah Courts' });
    expect(await courts.getAttribute('target')).toBe('_blank');
    expect(await courts.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await courts.getAttribute('href')).toMatch(/^https:\/\/www\.utcourts\.gov\//);
    expect(await card.getByRole('link', { name: 'View Details' }).getAttribute('href')).toMatch(
      /^\/case\/\d+$/,
    );
    // Party names longer than 30 characters are cut.
    expect(await cards().filter({ hasText: '250901207' }).textContent()).toContain(
      'ARBOR MEDICAL BILLING SOLUTION…',
    );
    // Why the case is listed.
    await card.getByText('Why this case').click();
    expect(await card.textContent()).toMatch(/Product Liability/);

    await screenshotBothWidths('dashboard-cards');
    await cards().first().scrollIntoViewIfNeeded();
    await saveViewport('dashboard-cards-1440-closeup');
  });

  it('searches, filters by case type and sorts', async () => {
    await openDashboardOnWeek7();
    // Refresh AI says it did something, even when nothing changed.
    await page.getByRole('button', { name: 'Refresh AI' }).click();
    expect(await waitForToast(page, 'Cases Refreshed')).toContain(
      'The latest scores and research are shown.',
    );
    const search = page.getByRole('searchbox', { name: 'Search cases' });
    await search.fill('zephyr');
    await prospectsHeading(1).waitFor();
    expect(await cards().first().textContent()).toContain('RAFAEL CASTILLO');
    await page.getByTestId('week-pill').getByText('All weeks (searching)').waitFor();
    await search.fill('');
    await prospectsHeading(16).waitFor();

    await chooseOption('Case type', 'MM Medical Malpractice');
    expect(await pickerNamed('Case type').inputValue()).toBe('MM');
    await prospectsHeading(2).waitFor();
    expect(await cards().count()).toBe(2);
    await chooseOption('Case type', 'All Types');
    await prospectsHeading(16).waitFor();

    await chooseOption('Sort by', 'Sort: Amount');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="case-card"]')?.textContent?.includes('ALPENGLOW STEEL'),
    );
    expect(await cards().first().textContent()).toContain('$2,400,000');
  });

  it('sorts the table view by clicking its column headers', async () => {
    await openDashboardOnWeek7();
    await page.getByRole('button', { name: 'Table View' }).click();
    const rows = page.getByTestId('case-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(16);
    // Before research the table says what the cards say: no scores yet.
    expect(await rows.filter({ hasText: 'Pending Analysis' }).count()).toBe(16);
    expect(await rows.getByRole('img', { name: /^Priority/ }).count()).toBe(0);

    await page.getByRole('columnheader', { name: 'Filed' }).getByRole('button').click();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="case-row"]')?.textContent?.includes('Feb 14, 2025'),
    );
    expect(await page.getByRole('columnheader', { name: 'Filed' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(await pickerNamed('Sort by').inputValue()).toBe('filingDate');

    await page.getByRole('columnheader', { name: 'Priority' }).getByRole('button').click();
    await expect
      .poll(() => page.getByRole('columnheader', { name: 'Priority' }).getAttribute('aria-sort'))
      .toBe('descending');

    await page.getByRole('columnheader', { name: 'Amount' }).getByRole('button').click();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="case-row"]')?.textContent?.includes('ALPENGLOW STEEL'),
    );
    await page.getByRole('button', { name: 'Why case 250901205' }).click();
    await page.getByText('Why 250901205').waitFor();
    await screenshotBothWidths('dashboard-table');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Card View' }).click();
  });

  it('shows the filtered-out cases with Show All Cases', async () => {
    await openDashboardOnWeek7();
    await page.getByRole('checkbox', { name: 'Show All Cases' }).click();
    await allCasesHeading(32).waitFor();
    expect(await prospectsHeading(32).count()).toBe(0);
    expect(await cards().filter({ hasText: 'Filtered Out' }).count()).toBe(15);
    const eviction = cards().filter({ hasText: '250901401' });
    expect(await eviction.textContent()).toContain('SAGEBRUSH APARTMENTS LLC');
    // Nothing matches even with every case listed: the hint does not ask to tick the box that is ticked.
    await page.getByRole('checkbox', { name: 'Complaint Attached' }).click();
    await page.getByRole('heading', { name: 'No High-Value Cases Found' }).waitFor();
    await page.getByText('Clear the search or the filters to see more.').waitFor();
    await page.getByRole('checkbox', { name: 'Complaint Attached' }).click();
    await allCasesHeading(32).waitFor();
    await page.getByRole('checkbox', { name: 'Show All Cases' }).click();
    await prospectsHeading(16).waitFor();

    // No case has an analysed complaint yet.
    await page.getByRole('checkbox', { name: 'Complaint Attached' }).click();
    await page.getByRole('heading', { name: 'No High-Value Cases Found' }).waitFor();
    await page.getByText('Clear the search or tick Show All Cases to see more.').waitFor();
    await page.getByRole('checkbox', { name: 'Complaint Attached' }).click();
    await prospectsHeading(16).waitFor();
  });

  it('refuses the same week twice, and a file without a case number column', async () => {
    await openDashboardOnWeek7();
    allowFailedRequests(
      page,
      /^409 POST .*\/api\/court-filings\/upload$/,
      /^400 POST .*\/api\/court-filings\/upload$/,
    );
    await upload(WEEK_07, '7');
    expect(await waitForToast(page, 'Duplicate Filing:')).toContain(
      'Duplicate Filing: Week 7 (2025) for Utah was already uploaded',
    );

    await upload(NO_CASE_NUMBER, '10');
    const text = await waitForToast(page, "Missing required column 'case number'");
    expect(text).toContain('Upload Failed');
    expect(text).toContain('Found columns: Type, Plaintiff, Defendant, Filed');
  });

  it('answers the next call at once after refusing an upload early, whatever its size', async () => {
    await openDashboard();
    allowFailedRequests(page, /^409 POST .*\/api\/court-filings\/upload$/);
    // Week 40 is stored first (through the API), so that sending it again is refused as a duplicate.
    const headers = { authorization: `Bearer ${token}` };
    const form = new FormData();
    const fields = { state: 'utah', confirmMismatch: 'true', weekNumber: '40', year: '2025' };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('csvFile', new Blob([fs.readFileSync(WEEK_08)], { type: 'text/csv' }), 'week-40.csv');
    const stored = await fetch(`${baseURL}/api/court-filings/upload`, {
      method: 'POST',
      body: form,
      headers,
    });
    expect(stored.status).toBe(201);
    const { filing } = (await stored.json()) as { filing: FilingDto };
    // The 409 comes before the file is read: the rest of a 1 MB body is read and dropped (the connection
    // stays), the rest of a 5 MB one is answered with Connection: close. Either way the next call answers.
    for (const megabytes of [1, 5]) {
      const result = await page.evaluate(
        async ({ size, token }) => {
          const headers = { authorization: `Bearer ${token}` };
          const row = 'Contract,251900001,PROVO DISTRICT,03/04/2025,P,FENWICK,DANA\n';
          const csv = `case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name\n${row.repeat(Math.ceil((size * 1024 * 1024) / row.length))}`;
          const form = new FormData();
          form.append('state', 'utah');
          form.append('weekNumber', '40');
          form.append('year', '2025');
          form.append('csvFile', new File([csv], 'again.csv', { type: 'text/csv' }));
          const refused = await fetch('/api/court-filings/upload', { method: 'POST', body: form, headers });
          const started = performance.now();
          const next = await fetch('/api/court-filings?state=utah', {
            headers,
            signal: AbortSignal.timeout(15_000),
          });
          return {
            refused: refused.status,
            body: await refused.text(),
            next: next.status,
            nextMs: performance.now() - started,
          };
        },
        { size: megabytes, token },
      );
      expect(result, `${megabytes} MB: ${result.body}`).toMatchObject({ refused: 409, next: 200 });
    }
    await fetch(`${baseURL}/api/court-filings/${filing.id}`, { method: 'DELETE', headers });
  });

  it('uploads a second week and switches back with Load Previous Week', async () => {
    await openDashboardOnWeek7();
    await upload(WEEK_08, '8');
    expect(await waitForToast(page, 'Upload Successful')).toContain(
      'Processed 4 cases, found 3 high-value cases.',
    );
    await page.getByTestId('week-pill').getByText('Week 8, 2025').waitFor();
    await expectCounter('High-Value Cases', '3');
    await prospectsHeading(3).waitFor();

    // Choosing the week in the picker loads it.
    await chooseOption('Load Previous Week', 'Week 7 (2025) - 32 cases');
    await page.getByTestId('week-pill').getByText('Week 7, 2025').waitFor();
    await expectCounter('Current Week', 'Week 7');
    await expectCounter('High-Value Cases', '16');
    await prospectsHeading(16).waitFor();

    // A search looks through every week (spec §4).
    await page.getByRole('searchbox', { name: 'Search cases' }).fill('glacier point');
    await prospectsHeading(1).waitFor();
    expect(await cards().first().textContent()).toContain('Week 8, 2025');
    await page.getByRole('searchbox', { name: 'Search cases' }).fill('');
    await prospectsHeading(16).waitFor();
  });

  it('says so when a week cannot be loaded', async () => {
    await uploadWeekThroughApi(token, WEEK_07, WEEK_7);
    await uploadWeekThroughApi(token, WEEK_08, WEEK_8);
    await openDashboard();
    await page.getByTestId('week-pill').getByText('Week 8, 2025').waitFor();
    allowFailedRequests(page, /^500 GET .*\/api\/dashboard\/stats/);
    await page.route('**/api/dashboard/stats**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"boom","code":"INTERNAL"}',
      }),
    );
    await chooseOption('Load Previous Week', 'Week 7 (2025) - 32 cases');
    expect(await waitForToast(page, 'Loading Failed')).toContain('Failed to load week data.');
    await page.unroute('**/api/dashboard/stats**');
  });

  it('imports an eviction-only export (the real Travis County one when the corpus is there), filtering every eviction out, and pages through it', async () => {
    await openDashboard();
    await upload(EVICTIONS, '9');
    if (EVICTIONS === TRAVIS_EVICTIONS) {
      // Texas justice courts' filings of 2020 chosen as a Utah week of 2025: the upload asks first.
      allowFailedRequests(page, /^422 POST .*\/api\/court-filings\/upload$/);
      const dialog = page.getByRole('dialog', { name: 'Is this the right week?' });
      await dialog.getByRole('button', { name: 'Upload anyway' }).click();
    }
    expect(await waitForToast(page, 'Upload Successful')).toContain(
      'Processed 62 cases, found 0 high-value cases.',
    );
    await page.getByTestId('week-pill').getByText('Week 9, 2025').waitFor();
    await expectCounter('High-Value Cases', '0');
    await expectCounter('Filtered Out', '62');
    await page.getByRole('heading', { name: 'No High-Value Cases Found' }).waitFor();
    // A week was uploaded: the hint says where its cases went, not to upload one.
    await page.getByText('All 62 cases of this week were filtered out').waitFor();
    expect(await page.getByText(/^Upload weekly CSV files/).count()).toBe(0);

    // 62 cases: the first 50, then the rest through the Link header.
    await page.getByRole('checkbox', { name: 'Show All Cases' }).click();
    await allCasesHeading(62).waitFor();
    await page.getByText('Showing 50 of 62 cases').waitFor();
    expect(await cards().count()).toBe(50);
    await page.getByRole('button', { name: 'Load More Cases' }).click();
    await page.getByText('Showing 62 of 62 cases').waitFor();
    expect(await page.getByRole('button', { name: 'Load More Cases' }).count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Show All Cases' }).click();
  });

  it('deletes a week through the confirmation dialog, asking nothing more about the week deleted', async () => {
    await uploadWeekThroughApi(token, WEEK_07, WEEK_7);
    const week8 = await uploadWeekThroughApi(token, WEEK_08, WEEK_8);
    await uploadWeekThroughApi(token, EVICTIONS, { weekNumber: '9', year: '2025' });
    await openDashboard();
    await page.getByTestId('week-pill').getByText('Week 9, 2025').waitFor();
    let isDeleted = false;
    const aboutDeletedWeek: string[] = [];
    page.on('request', (request) => {
      if (isDeleted && new URL(request.url()).searchParams.get('weekId') === String(week8.id))
        aboutDeletedWeek.push(request.url());
    });
    await chooseOption('Load Previous Week', 'Week 8 (2025) - 4 cases');
    await page.getByTestId('week-pill').getByText('Week 8, 2025').waitFor();
    await page.getByRole('button', { name: 'Delete Week' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this week?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Week 8 (2025) and all of its 4 cases will be deleted.');
    await screenshotBothWidths('delete-dialog');
    isDeleted = true;
    await dialog.getByRole('button', { name: 'Delete Week' }).click();

    expect(await waitForToast(page, 'Week Deleted')).toContain(
      'Weekly data and all associated cases have been deleted successfully.',
    );
    // The selection is cleared, so the first listed week (the newest) is selected again.
    await page.getByTestId('week-pill').getByText('Week 9, 2025').waitFor();
    const weeks = pickerNamed('Load Previous Week').getByRole('option');
    await weeks.filter({ hasText: 'Week 7 (2025) - 32 cases' }).waitFor({ state: 'attached' });
    expect(await weeks.filter({ hasText: /^Week 8/ }).count()).toBe(0);
    // Nothing asked about the deleted week once it was gone (its stats used to be refetched: a 404).
    expect(aboutDeletedWeek).toEqual([]);
    expect(opened.problems).toEqual([]);
  });

  it('asks before storing a Texas export of 2020 chosen as a Utah week of 2025, and stores it only when told to', async () => {
    await openDashboard();
    allowFailedRequests(page, /^422 POST .*\/api\/court-filings\/upload$/);
    await upload(TEXAS_2020, '12');
    const dialog = page.getByRole('dialog', { name: 'Is this the right week?' });
    await dialog.waitFor();
    const text = await dialog.textContent();
    expect(text).toContain(
      "'texas-jp-evictions-2020.csv' does not look like Utah, week 12 of 2025. Nothing was stored.",
    );
    expect(text).toContain(
      "Case numbers look like Texas justice courts ('J5-CV-20-310412': 10 of 10 cases).",
    );
    expect(text).toContain('Filings are from 2020 (Feb 24 – Feb 28, 2020); the week chosen is 2025 week 12');
    await screenshotBothWidths('file-mismatch-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('week-pill').textContent()).not.toContain('Week 12');

    await page.getByRole('button', { name: 'Upload and Process' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Upload anyway' }).click();
    expect(await waitForToast(page, 'Upload Successful')).toContain('Processed 10 cases');
    await page.getByTestId('week-pill').getByText('Week 12, 2025').waitFor();
    expect(opened.problems).toEqual([]);
  });

  it('shows the upload and then the import progress, with rows read, on a large export', async () => {
    await openDashboard();
    const file = writeLargeExport(60_000);
    try {
      await upload(file, '30');
      await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
      await page.getByText('Importing cases…').waitFor({ timeout: 45_000 });
      await page.getByText(/[1-9][\d,]* rows read/).waitFor();
      await page.getByRole('complementary', { name: 'Data management' }).screenshot({
        path: path.resolve('e2e/artifacts/upload-progress-1440.png'),
      });
      expect(await waitForToast(page, 'Upload Successful')).toContain('Processed 60,000 cases');
      await page.getByTestId('week-pill').getByText('Week 30, 2025').waitFor();
    } finally {
      fs.rmSync(file, { force: true });
    }
  }, 120_000);
});

/** A Utah-shaped export of `cases` cases (two rows each), big enough for the import to take a moment. */
function writeLargeExport(cases: number): string {
  const types = [
    'Debt Collection',
    'Eviction',
    'Contracts',
    'Medical Malpractice',
    'Small Claims',
    'Automobile Tort',
  ];
  const lines = ['case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name'];
  for (let i = 0; i < cases; i += 1) {
    const type = types[i % types.length];
    const number = String(259_000_000 + i);
    lines.push(`${type},${number},SALT LAKE DISTRICT,07/21/2025,PLA,PLAINTIFF HOLDINGS ${i % 997} LLC,`);
    lines.push(`${type},${number},SALT LAKE DISTRICT,07/21/2025,DEF,RESPONDENT${i},CASEY`);
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docket-radar-large-')), 'utah-week-30.csv');
  fs.writeFileSync(file, `${lines.join('\r\n')}\r\n`);
  return file;
}
