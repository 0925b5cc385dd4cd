import fs from 'node:fs';
import path from 'node:path';
import type { LegalCaseDto } from '@common/cases';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildDocx, buildImageOnlyPdf } from '../server/analysis/extract/fixtures/build-fixtures';
import {
  allowFailedRequests,
  baseURL,
  type OpenedPage,
  saveScreenshot,
  signedInStepsForThisFile,
  uploadWeekThroughApi,
  waitForToast,
} from './browser';

/**
 * The case page (spec §2 /case/{id}) and complaint analysis (spec §4): a case from an uploaded week, a
 * complaint analysed through the real server, and what the page then shows; a complaint of another case held
 * until the user applies it. Needs the server's analyze route and the built-in engine.
 */

const WEEK_07 = path.resolve('e2e/fixtures/utah-week-07.csv');
/** A California federal insurance complaint: another case number, court and parties than any case of the week. */
const CALIFORNIA_COMPLAINT = path.resolve('e2e/fixtures/ca-federal-insurance-complaint.txt');
/** A real public complaint (read at run time only; see ../shared/corpus/README.md). */
const REAL_COMPLAINT = path.resolve('../shared/corpus/complaints/caed-allcare-ipa-v-ironshore.pdf');
/** A week no other journey uses, so this one's upload never collides with theirs. */
const WEEK = { weekNumber: '44', year: '2023' };
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const COMPLAINT = `Jennifer A. Whitfield (Utah Bar No. 12345)
WHITFIELD TRIAL LAWYERS, PLLC
136 East South Temple, Suite 1400
Salt Lake City, Utah 84111
Telephone: (801) 555-0142
Email: jwhitfield@whitfieldtrial.example.com
Attorneys for Plaintiff

IN THE THIRD JUDICIAL DISTRICT COURT, SALT LAKE COUNTY, STATE OF UTAH

RAFAEL CASTILLO, individually,
Plaintiff,
v.
ZEPHYR E-BIKE COMPANY, a Delaware corporation, and LUMENCELL BATTERY SUPPLY CO,
Defendants.

COMPLAINT AND JURY DEMAND
Case No. 250901203
Tier 3

Plaintiff Rafael Castillo, through counsel, complains against Defendants as follows.

PARTIES, JURISDICTION AND VENUE
1. Plaintiff is an individual residing in Salt Lake County, Utah.
2. Defendant Zephyr E-Bike Company designs, manufactures and sells electric bicycles in Utah.
3. Defendant Lumencell Battery Supply Co manufactures the lithium-ion battery packs used in Zephyr bicycles.
4. This Court has jurisdiction under Utah Code § 78A-5-102. Plaintiff seeks damages of more than $300,000.

GENERAL ALLEGATIONS
5. On October 14, 2024, the battery pack of Plaintiff's Zephyr Model Z3 e-bike entered thermal runaway while charging with the charger supplied with the bicycle.
6. The battery management system failed to cut off charging, and the resulting fire destroyed Plaintiff's garage and home.
7. Plaintiff suffered second- and third-degree burns over 18% of his body and has incurred medical expenses of $212,418.37.

FIRST CAUSE OF ACTION (Strict Product Liability - Design Defect)
8. The battery pack was defectively designed and unreasonably dangerous under Utah Code § 78B-6-703.

SECOND CAUSE OF ACTION (Negligence)
9. Defendants failed to use reasonable care in the design, manufacture and testing of the battery pack.

PRAYER FOR RELIEF
WHEREFORE, Plaintiff prays for judgment against Defendants, jointly and severally:
a. For compensatory damages in the amount of $480,000.00;
b. For punitive damages in an amount to be proven at trial under Utah Code § 78B-8-201;
c. For costs and pre- and post-judgment interest as allowed by law.

DATED February 11, 2025.
/s/ Jennifer A. Whitfield
`;

let opened: OpenedPage;
let page: Page;
let token: string;
let legalCase: LegalCaseDto;

signedInStepsForThisFile('case-page', DESKTOP, (signedIn) => {
  opened = signedIn;
  ({ page, token } = signedIn);
});

function authHeaders() {
  return { authorization: `Bearer ${token}` };
}

/** The case COMPLAINT was filed in (Castillo v. Zephyr E-Bike), with no complaint analysed yet. */
async function complaintCaseOf(weekId: number): Promise<LegalCaseDto> {
  const response = await fetch(
    `${baseURL}/api/legal-cases/high-value?state=utah&weekId=${weekId}&limit=100`,
    {
      headers: authHeaders(),
    },
  );
  const cases = (await response.json()) as LegalCaseDto[];
  const found = cases.find(
    (candidate) => candidate.caseNumber === '250901203' && candidate.aiAnalysis === null,
  );
  if (!found) throw new Error("the uploaded week has no unanalysed case 250901203 for Castillo's complaint");
  return found;
}

/** Analyses Castillo's complaint on the case through the API: the state a step about an analysed case starts from. */
async function analyseThroughApi() {
  const form = new FormData();
  form.append('complaintFile', new Blob([COMPLAINT], { type: 'text/plain' }), 'castillo-complaint.txt');
  const response = await fetch(`${baseURL}/api/legal-cases/${legalCase.id}/analyze`, {
    method: 'POST',
    headers: authHeaders(),
    body: form,
  });
  if (!response.ok) throw new Error(`analyze answered ${response.status}: ${await response.text()}`);
}

/** The case as the server has it now. */
async function readCase(): Promise<LegalCaseDto> {
  const response = await fetch(`${baseURL}/api/legal-cases/${legalCase.id}`, { headers: authHeaders() });
  return (await response.json()) as LegalCaseDto;
}

/** An image-only PDF of a Nevada federal complaint (server/analysis/fixtures/scanned): read by OCR. */
const SCANNED_COMPLAINT = path.resolve('server/analysis/fixtures/scanned/fed-nv-fdcpa-demand-letter.pdf');

/** What a complaint held for confirmation must leave alone. */
function rankOf(c: LegalCaseDto) {
  return {
    priority: c.analysis.priority,
    expertWitnessMatch: c.analysis.expertWitnessMatch,
    analyzedAt: c.aiAnalysis?.analyzedAt ?? null,
  };
}

/** After an upload that does not match the case: the panel, then 'apply it', then the applied analysis. */
async function applyHeldComplaint(fileName: string) {
  const panel = page.getByTestId('complaint-mismatch');
  await panel.waitFor({ timeout: 60_000 });
  expect(await panel.textContent()).toContain(fileName);
  await panel.getByRole('button', { name: 'This is the right complaint — apply it' }).click();
  expect(await waitForToast(page, 'Complaint Applied')).toContain(fileName);
  await panel.waitFor({ state: 'detached' });
}

async function screenshotBothWidths(name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, `${name}-1440`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(150);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, `${name}-390`);
  // Nothing may stick out sideways on a phone.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(150);
}

/**
 * Each step on its own page and account (signedInStepsForThisFile), with a freshly uploaded week: the case has no
 * complaint until the step analyses one (or has the API do it first).
 */
beforeEach(async () => {
  const week = await uploadWeekThroughApi(token, WEEK_07, WEEK);
  legalCase = await complaintCaseOf(week.id);
});

/** The case's page, before anything is chosen. */
async function openCasePage() {
  await page.goto(`/case/${legalCase.id}`);
  await page.getByRole('heading', { name: 'Case Overview' }).waitFor();
}

describe('the case page', () => {
  it('says so when a case does not exist, with a way back', async () => {
    allowFailedRequests(page, /^404 GET .*\/api\/legal-cases\/999999999$/);
    await page.goto('/case/999999999');
    await page.getByRole('heading', { name: 'Case Not Found' }).waitFor();
    await page.getByText('The requested case could not be found.').waitFor();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
  });

  it('shows the case before any complaint is analysed', async () => {
    await page.goto(`/case/${legalCase.id}`);
    await page.getByRole('heading', { name: legalCase.caseNumber }).waitFor();
    await page.getByRole('heading', { name: 'Case Overview' }).waitFor();
    await page.getByText('Upload a complaint document to begin AI analysis').waitFor();
    await page.getByText('Fee assessment pending handbook analysis').waitFor();
    expect(await page.getByRole('button', { name: 'Analyze Complaint Document' }).isDisabled()).toBe(true);
    await screenshotBothWidths('case-page-before-analysis');
  });

  it('refuses a file of the wrong type or over 10 MB before sending it', async () => {
    await openCasePage();
    await page.getByLabel('Complaint document', { exact: true }).setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a complaint'),
    });
    expect(await waitForToast(page, 'Invalid File Type')).toContain('.txt, .pdf, .doc, .docx or .rtf');

    await page.getByLabel('Complaint document', { exact: true }).setInputFiles({
      name: 'huge.txt',
      mimeType: 'text/plain',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 'a'),
    });
    expect(await waitForToast(page, 'File Too Large')).toContain(
      'File is too large. Please use a smaller file or extract key sections.',
    );

    await page.getByLabel('Complaint for comprehensive analysis').setInputFiles({
      name: 'complaint.docx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('x'),
    });
    expect(await waitForToast(page, 'Invalid File Type')).toContain(
      'Please upload a PDF or text file. Other formats are not supported for analysis.',
    );
    expect(await page.getByTestId('chosen-file').count()).toBe(0);
  });

  it('analyses a complaint with staged progress, then shows attorneys and the fee assessment', async () => {
    await openCasePage();
    await page.getByLabel('Complaint document', { exact: true }).setInputFiles({
      name: 'castillo-complaint.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(COMPLAINT),
    });
    await page.getByTestId('chosen-file').getByText('castillo-complaint.txt').waitFor();
    // Held back 2.5 s on its way to the server, so the staged progress (spec §4) reaches its second stage.
    const analyzeUrl = `**/api/legal-cases/${legalCase.id}/analyze`;
    await page.route(analyzeUrl, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Analyze Complaint Document' }).click();
    const progress = page.getByTestId('analysis-progress');
    expect(await progress.textContent()).toContain('Processing document');
    // It says how long reading takes as it is: a typed document takes seconds, not '30-60 seconds'.
    expect(await progress.textContent()).toContain('A typed document takes a few seconds');
    expect(await progress.textContent()).not.toContain('30-60');
    await progress.getByText('Extracting text content').waitFor();
    expect(await progress.textContent()).toContain('30%');

    await page.getByRole('heading', { name: 'Attorney Contact Information' }).waitFor({ timeout: 60_000 });
    await page.unroute(analyzeUrl);
    expect(await waitForToast(page, 'Analysis Complete')).toContain('castillo-complaint.txt');
    // Success clears the file and the progress.
    expect(await page.getByTestId('chosen-file').count()).toBe(0);
    expect(await page.getByTestId('analysis-progress').count()).toBe(0);
    await page.locator('a[href="mailto:jwhitfield@whitfieldtrial.example.com"]').waitFor();

    await page.getByRole('tab', { name: 'Claims' }).click();
    await page.getByText('$480,000').first().waitFor();
    await page.getByRole('tab', { name: 'Fees' }).click();
    await page.getByTestId('fee-assessment').waitFor();
    await screenshotBothWidths('case-page-analysed');
    expect(opened.problems).toEqual([]);
  });

  it('reads the same complaint as a Word document (.docx)', async () => {
    await openCasePage();
    await page.getByLabel('Complaint document', { exact: true }).setInputFiles({
      name: 'castillo-complaint.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: buildDocx(COMPLAINT.split('\n')),
    });
    await page.getByRole('button', { name: 'Analyze Complaint Document' }).click();
    expect(await waitForToast(page, 'castillo-complaint.docx was analyzed')).toContain('Analysis Complete');
    await page.locator('a[href="mailto:jwhitfield@whitfieldtrial.example.com"]').waitFor();
    await page.getByRole('tab', { name: 'Claims' }).click();
    await page.getByText('$480,000').first().waitFor();
  });

  it('holds a complaint from another court until the user says it is the right one, then applies it', async () => {
    await analyseThroughApi();
    await openCasePage();
    const before = await readCase();
    await page.getByLabel('Complaint document', { exact: true }).setInputFiles(CALIFORNIA_COMPLAINT);
    await page.getByRole('button', { name: 'Analyze Complaint Document' }).click();
    expect(await waitForToast(page, 'Check the Complaint')).toContain(
      'does not match this case (case number, court and parties)',
    );
    const panel = page.getByTestId('complaint-mismatch');
    await panel.getByRole('heading', { name: 'This complaint may belong to another case' }).waitFor();
    const differences = panel.getByRole('list', { name: 'Differences between the complaint and this case' });
    expect(await differences.getByRole('listitem').allTextContents()).toEqual([
      `Case number: complaint 2:19-cv-01234, this case ${legalCase.caseNumber}`,
      'Court: complaint United States District Court, Central District of California, this case Salt Lake District, Utah',
      'Parties: complaint Pacific Crest Medical Group, Inc. v. Harborline Specialty Insurance Company, this case ' +
        'RAFAEL CASTILLO v. ZEPHYR E-BIKE COMPANY; LUMENCELL BATTERY SUPPLY CO',
    ]);
    expect(await panel.textContent()).toContain("this case's ranking, score and experts are unchanged");
    // Nothing changed yet: the case keeps its rank and its analysis (Castillo's), and a reload still asks.
    expect(rankOf(await readCase())).toEqual(rankOf(before));
    await page.locator('a[href="mailto:jwhitfield@whitfieldtrial.example.com"]').waitFor();
    await page.reload();
    await panel.waitFor();
    await screenshotBothWidths('case-page-complaint-mismatch');

    await applyHeldComplaint('ca-federal-insurance-complaint.txt');
    await page.locator('a[href="mailto:mashby@ashbycoverage.example.com"]').waitFor();
    await page.getByRole('tab', { name: 'Claims' }).click();
    await page.getByText('$1,150,000').first().waitFor();
    const after = await readCase();
    expect(after.pendingComplaint).toBeNull();
    expect(after.aiAnalysis?.caseNumber).toBe('2:19-cv-01234');
    expect(after.aiAnalysis?.analyzedAt).not.toBe(before.aiAnalysis?.analyzedAt);
    expect(opened.problems).toEqual([]);
  });

  it.skipIf(!fs.existsSync(REAL_COMPLAINT))(
    'runs the comprehensive analysis on a real federal complaint (PDF) and finds its counsel',
    async () => {
      await openCasePage();
      const truth = JSON.parse(fs.readFileSync(REAL_COMPLAINT.replace(/\.pdf$/, '.truth.json'), 'utf8')) as {
        attorneys: { name: string; email: string | null }[];
      };
      await page.getByLabel('Complaint for comprehensive analysis').setInputFiles(REAL_COMPLAINT);
      await page.getByRole('button', { name: 'Run Comprehensive Analysis' }).click();
      // A California federal complaint on a Utah case: held until the user applies it.
      await applyHeldComplaint(path.basename(REAL_COMPLAINT));
      for (const attorney of truth.attorneys) {
        await page.getByText(attorney.name).first().waitFor();
        if (attorney.email) await page.locator(`a[href="mailto:${attorney.email}"]`).first().waitFor();
      }
      await screenshotBothWidths('case-page-real-pdf');
    },
  );

  it('says a scanned PDF without a text layer cannot be read', async () => {
    await openCasePage();
    allowFailedRequests(page, new RegExp(`^4\\d\\d POST .*/api/legal-cases/${legalCase.id}/analyze$`));
    await page.getByLabel('Complaint document', { exact: true }).setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: await buildImageOnlyPdf(2),
    });
    await page.getByRole('button', { name: 'Analyze Complaint Document' }).click();
    expect(await waitForToast(page, 'Analysis Failed')).toContain(
      'Unable to process PDF file. Try uploading as a text file instead.',
    );
  });

  it('reads a scanned complaint by OCR, marks it as scanned and shows its attorneys and sum', async () => {
    await openCasePage();
    await page.getByRole('button', { name: 'Analyze Complaint Document' }).waitFor();
    await page.getByLabel('Complaint document', { exact: true }).setInputFiles(SCANNED_COMPLAINT);
    await page.getByRole('button', { name: 'Analyze Complaint Document' }).click();
    // A Nevada federal complaint on a Utah case: held until the user applies it.
    await applyHeldComplaint(path.basename(SCANNED_COMPLAINT));
    const note = page.getByTestId('ocr-note');
    await note.waitFor();
    expect(await note.textContent()).toMatch(/2 pages read by\s*OCR/);
    await page.getByText('Gideon R. Halloway').first().waitFor();
    await page.getByText('Priya Venkataraman').first().waitFor();
    await page.getByText('Sum demanded $1,000').first().waitFor();
  });

  it('lists the case as analysed when back on the dashboard', async () => {
    // The dashboard first, so its list of this case is cached as 'Pending Analysis'.
    await page.goto('/dashboard');
    await page.getByLabel('Search cases').fill(legalCase.caseNumber);
    const card = page.getByTestId('case-card').filter({ hasText: legalCase.caseNumber }).first();
    await card.getByText('Pending Analysis').waitFor();
    await card.getByRole('link', { name: 'View Details' }).click();
    await page.getByLabel('Complaint document', { exact: true }).setInputFiles({
      name: 'castillo-complaint.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(COMPLAINT),
    });
    await page.getByRole('button', { name: 'Analyze Complaint Document' }).click();
    await waitForToast(page, 'castillo-complaint.txt was analyzed');

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.getByRole('heading', { name: 'High-Value Cases Dashboard' }).waitFor();
    await page.getByLabel('Search cases').fill(legalCase.caseNumber);
    // The analysis re-ranked the case, and the dashboard's lists were refreshed rather than served stale.
    await card.getByRole('img', { name: /^Priority \d of 5$/ }).waitFor();
    expect(await card.getByText('Pending Analysis').count()).toBe(0);
  });
});
