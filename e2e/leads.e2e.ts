import fs from 'node:fs';
import path from 'node:path';
import type { LegalCaseDto } from '@common/cases';
import type { LeadDto } from '@common/leads';
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  allowFailedRequests,
  baseURL,
  saveScreenshot,
  signedInStepsForThisFile,
  uploadWeekThroughApi,
  waitForToast,
} from './browser';

/**
 * A case worked as a lead (issue 23): its status changed from the dashboard's card, an owner and a follow-up
 * date given on its page, notes added and edited, the list filtered by lead, a change made meanwhile by someone
 * else (a 409), and the complaint opened and downloaded from the case page.
 */

const WEEK_07 = path.resolve('e2e/fixtures/utah-week-07.csv');
const WEEK = { weekNumber: '45', year: '2023' };
/** Castillo v. Zephyr E-Bike: a high-value product liability case of week 7. */
const CASE_NUMBER = '250901203';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const ARTIFACTS_DIR = path.resolve('e2e/artifacts');

let page: Page;
let token: string;
let legalCase: LegalCaseDto;

signedInStepsForThisFile('leads', DESKTOP, (signedIn) => {
  ({ page, token } = signedIn);
});

function authHeaders() {
  return { authorization: `Bearer ${token}` };
}

beforeEach(async () => {
  const week = await uploadWeekThroughApi(token, WEEK_07, WEEK);
  const response = await fetch(
    `${baseURL}/api/legal-cases/high-value?state=utah&weekId=${week.id}&limit=100`,
    { headers: authHeaders() },
  );
  const found = ((await response.json()) as LegalCaseDto[]).find((c) => c.caseNumber === CASE_NUMBER);
  if (!found) throw new Error(`week 7 has no high-value case ${CASE_NUMBER}`);
  legalCase = found;
});

/** The case's lead as the server has it now. */
async function readLead(): Promise<LeadDto> {
  const response = await fetch(`${baseURL}/api/legal-cases/${legalCase.id}`, { headers: authHeaders() });
  return ((await response.json()) as LegalCaseDto).lead;
}

function caseCard(): Locator {
  return page.locator(`[data-testid="case-card"][aria-label="Case ${CASE_NUMBER}"]`);
}

/** Waits for the answer to the next lead change this page sends. */
function nextLeadPatch() {
  return page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().endsWith('/lead'),
  );
}

async function screenshotOf(locator: Locator, name: string) {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await locator.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`) });
}

/** At a phone's width: nothing sticks out sideways. */
async function expectNoSidewaysScroll() {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

/** How far the widest table sticks out of its box (0: it fits, as screens.e2e.ts expects of every table). */
function tableOverflow(): Promise<number> {
  return page.evaluate(() =>
    Math.max(
      0,
      ...[...document.querySelectorAll('table')].map((table) => {
        const box = table.parentElement?.getBoundingClientRect();
        return box ? Math.ceil(table.getBoundingClientRect().width - box.width) : 0;
      }),
    ),
  );
}

async function openDashboard() {
  await page.goto('/dashboard');
  await caseCard().waitFor();
}

describe('a case worked as a lead', () => {
  it('is contacted from its card, given an owner, a follow-up date and notes on its page, and found by the lead filters', async () => {
    await openDashboard();
    const card = caseCard();
    const status = card.getByLabel('Lead status', { exact: true });
    expect(await status.inputValue()).toBe('new');
    const contacted = nextLeadPatch();
    await status.selectOption('contacted');
    expect((await contacted).status()).toBe(200);
    expect((await readLead()).status).toBe('contacted');
    expect(await status.inputValue()).toBe('contacted');

    await card.getByRole('link', { name: 'View Details' }).click();
    const leadCard = page.getByTestId('lead-card');
    await leadCard.waitFor();
    expect(await leadCard.getByLabel('Status').inputValue()).toBe('contacted');
    await leadCard.getByTestId('lead-last-change').getByText('Grace Hopper').waitFor();

    // The caller among the workspace's members, marked '(you)' (every journey's account is a Grace Hopper).
    const owner = leadCard.getByLabel('Owner');
    const mine = await owner.locator('option', { hasText: '(you)' }).getAttribute('value');
    expect(mine).toBeTruthy();
    const owned = nextLeadPatch();
    await owner.selectOption(mine ?? '');
    expect((await owned).status()).toBe(200);

    const followUp = leadCard.getByLabel('Follow-up date');
    await followUp.fill('2024-01-15');
    // Sent on Enter or on leaving the field (Tab moves between the date's parts, so Enter here).
    const dated = nextLeadPatch();
    await followUp.press('Enter');
    expect((await dated).status()).toBe(200);
    const due = leadCard.getByTestId('follow-up-date');
    expect(await due.textContent()).toContain('Jan 15, 2024 · overdue');
    expect(await due.getAttribute('data-tone')).toBe('overdue');
    expect(await readLead()).toMatchObject({
      status: 'contacted',
      ownerId: mine,
      ownerName: 'Grace Hopper',
      followUpAt: '2024-01-15',
      version: 3,
    });

    const notes = page.getByTestId('notes-card');
    await notes.getByText('No notes yet.').waitFor();
    const addButton = notes.getByRole('button', { name: 'Add note' });
    expect(await addButton.isDisabled()).toBe(true);
    await notes.getByLabel('New note').fill('Left a message with the plaintiff’s counsel.');
    await addButton.click();
    await notes.getByTestId('note').getByText('Left a message with the plaintiff’s counsel.').waitFor();
    await expect.poll(() => notes.getByLabel('New note').inputValue()).toBe('');

    await notes.getByRole('button', { name: /^Edit your note/ }).click();
    await notes.getByLabel('Edit the note').fill('Spoke with counsel: they want a battery expert.');
    await notes.getByRole('button', { name: 'Save' }).click();
    const note = notes.getByTestId('note');
    await note.getByText('Spoke with counsel: they want a battery expert.').waitFor();
    const history = note.getByTestId('note-history');
    await history.getByText(/Edited .* · 1 earlier version/).click();
    await history.getByText('Left a message with the plaintiff’s counsel.').waitFor();

    // The counter shows near the limit, and a note over it cannot be sent.
    await notes.getByLabel('New note').fill('x'.repeat(5_001));
    await notes.getByText('5,001 / 5,000 characters').waitFor();
    expect(await addButton.isDisabled()).toBe(true);
    await notes.getByLabel('New note').fill('');

    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'leads-case-page-1440');
    await screenshotOf(leadCard, 'leads-lead-card-1440');
    await screenshotOf(notes, 'leads-notes-card-1440');
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(150);
    await expectNoSidewaysScroll();
    await screenshotOf(leadCard, 'leads-lead-card-390');
    await screenshotOf(notes, 'leads-notes-card-390');
    await page.setViewportSize(DESKTOP);

    // Back on the dashboard: the card says who owns it and that its follow-up is overdue.
    await page.goto('/dashboard');
    await caseCard().getByTestId('lead-owner').getByText('Grace Hopper').waitFor();
    expect(await caseCard().getByTestId('follow-up-date').getAttribute('data-tone')).toBe('overdue');

    const listed = () => page.getByTestId('case-card');
    const total = await listed().count();
    expect(total).toBeGreaterThan(1);
    const dueList = page.waitForResponse((r) => r.url().includes('followUpDue=true'));
    await page.getByLabel('Follow-up due').check();
    expect((await dueList).status()).toBe(200);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="case-card"]').length === 1);
    expect(await listed().first().getAttribute('aria-label')).toBe(`Case ${CASE_NUMBER}`);
    await page.getByLabel('Follow-up due').uncheck();
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="case-card"]').length === count,
      total,
    );

    const statusList = page.waitForResponse((r) => r.url().includes('status=contacted'));
    await page.getByLabel('Lead status filter').selectOption('contacted');
    expect((await statusList).status()).toBe(200);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="case-card"]').length === 1);
    await caseCard().waitFor();
    const ownerList = page.waitForResponse((r) => r.url().includes(`ownerId=${mine}`));
    await page.getByLabel('Owner filter').selectOption({ label: 'Owner: Mine' });
    expect((await ownerList).status()).toBe(200);
    await caseCard().waitFor();
    // The list as filtered, exported: one case, contacted, mine; then the same as a workbook.
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csvFile = await csvDownload;
    expect(csvFile.suggestedFilename()).toMatch(
      /^docket-radar-utah-high-value-cases-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csvLines = fs
      .readFileSync((await csvFile.path()) ?? '', 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(csvLines).toHaveLength(2);
    expect(csvLines[0]).toMatch(/^\uFEFFCase number,Court,/);
    expect(csvLines[1]).toContain(CASE_NUMBER);
    expect(csvLines[1]).toContain(',Contacted,');
    const xlsxDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export XLSX' }).click();
    const xlsxFile = await xlsxDownload;
    expect(xlsxFile.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(
      fs
        .readFileSync((await xlsxFile.path()) ?? '')
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');
    await page.getByLabel('Lead status filter').selectOption('engaged');
    await page.getByText('No High-Value Cases Found').waitFor();
    await page.getByLabel('Lead status filter').selectOption('');
    await page.getByLabel('Owner filter').selectOption('');
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="case-card"]').length === count,
      total,
    );

    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'leads-dashboard-1440');
    await screenshotOf(caseCard(), 'leads-dashboard-card-1440');
    await page.getByRole('button', { name: 'Table View' }).click();
    const row = page.getByTestId('case-row').filter({ hasText: CASE_NUMBER });
    await row.getByLabel('Lead status', { exact: true }).waitFor();
    expect(await row.getByLabel('Lead status', { exact: true }).inputValue()).toBe('contacted');
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'leads-dashboard-table-1440.png') });
    expect(await tableOverflow()).toBe(0);
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(150);
    await expectNoSidewaysScroll();
    expect(await tableOverflow()).toBe(0);
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'leads-dashboard-table-390.png') });
    await page.getByRole('button', { name: 'Card View' }).click();
    await caseCard().scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll();
    await screenshotOf(caseCard(), 'leads-dashboard-card-390');
    await page.getByLabel('Search cases').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -80));
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'leads-dashboard-filters-390.png') });
  });

  it('shows who changed the lead meanwhile and the lead as it now is, so the change can be made again', async () => {
    await page.goto(`/case/${legalCase.id}`);
    const leadCard = page.getByTestId('lead-card');
    const status = leadCard.getByLabel('Status');
    await status.waitFor();
    expect(await status.inputValue()).toBe('new');

    // Behind the page's back: the lead changes with the version the page holds.
    const behind = await fetch(`${baseURL}/api/legal-cases/${legalCase.id}/lead`, {
      method: 'PATCH',
      headers: { ...authHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'engaged', version: 0 }),
    });
    expect(behind.status).toBe(200);

    allowFailedRequests(page, /^409 PATCH .*\/api\/legal-cases\/\d+\/lead$/);
    const refused = nextLeadPatch();
    await status.selectOption('declined');
    expect((await refused).status()).toBe(409);
    const message = await waitForToast(page, 'This lead was changed');
    expect(message).toContain('by Grace Hopper');
    expect(message).toContain('it is now Engaged');
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="lead-card"] select') as HTMLSelectElement | null)?.value ===
        'engaged',
    );
    await leadCard.getByTestId('lead-last-change').waitFor();

    // Made again on the lead as it now is, the change goes through.
    const redone = nextLeadPatch();
    await status.selectOption('declined');
    expect((await redone).status()).toBe(200);
    expect(await readLead()).toMatchObject({ status: 'declined', version: 2 });
  });

  it('opens and downloads the complaint from the case page, and shows the text read from it', async () => {
    // The complaint of this very case (the one case-page.e2e.ts analyses), so it is applied, not held.
    const text = fs.readFileSync(path.resolve('e2e/fixtures/castillo-complaint.txt'), 'utf8');
    const form = new FormData();
    form.append('complaintFile', new Blob([text], { type: 'text/plain' }), 'castillo complaint.txt');
    const analysed = await fetch(`${baseURL}/api/legal-cases/${legalCase.id}/analyze`, {
      method: 'POST',
      headers: authHeaders(),
      body: form,
    });
    expect(analysed.status).toBe(200);

    await page.goto(`/case/${legalCase.id}`);
    const actions = page.getByTestId('complaint-file-actions');
    await actions.waitFor();
    await actions.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'leads-complaint-buttons-1440.png') });

    const download = page.waitForEvent('download');
    await actions.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('castillo complaint.txt');
    expect(fs.readFileSync((await file.path()) ?? '', 'utf8')).toBe(text);

    const opened = page.context().waitForEvent('page');
    await actions.getByRole('button', { name: 'Open complaint' }).click();
    const tab = await opened;
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/^blob:/);
    expect(await tab.locator('body').textContent()).toContain(text.trim().slice(0, 40));
    await tab.close();

    const extracted = page.getByTestId('extracted-text');
    await extracted.getByText('Extracted text').click();
    await extracted.getByRole('region', { name: 'Extracted text of the complaint' }).waitFor();
    await extracted.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'leads-complaint-actions-1440.png') });
  });
});
