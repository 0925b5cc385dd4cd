import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  registerThroughApi,
  type TestApp,
  uploadWeekThroughApi,
} from '../../test/test-app';

let t: TestApp;
let token: string;

/** A Utah week of `cases` cases, a tenth of them high-value (medical malpractice), numbered from `first`. */
function week(cases: number, first: number): string {
  const rows = ['case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name,amount'];
  for (let i = 0; i < cases; i++) {
    const number = `25${String(first + i).padStart(7, '0')}`;
    const day = `02/1${i % 7}/2025`;
    if (i % 10 === 0) {
      rows.push(`Medical Malpractice,${number},SALT LAKE CITY DISTRICT,${day},P,"PATIENT${i}",ROWAN,`);
      rows.push(`Medical Malpractice,${number},SALT LAKE CITY DISTRICT,${day},D,"CLINIC ${i} LLC",,`);
    } else {
      rows.push(`Debt Collection,${number},WEST JORDAN DISTRICT,${day},P,"CANYON STATE BANK",,$${1000 + i}`);
      rows.push(`Debt Collection,${number},WEST JORDAN DISTRICT,${day},D,"DEBTOR${i}",PAT,`);
    }
  }
  return `${rows.join('\n')}\n`;
}

const CASES_PER_WEEK = 6_000;
const READERS = 10;

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerThroughApi(t.app));
  // A stored week, so that each read has cases to rank.
  await uploadWeekThroughApi(t.app, token, { weekNumber: 6, year: 2025 }, week(CASES_PER_WEEK, 0));
});

afterAll(async () => {
  await t?.close();
});

// The embedded database runs one statement at a time; on PostgreSQL readers have connections of their own.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'an import while users read (embedded database)',
  () => {
    it('finishes while readers ask for the high-value list back to back, and every read is answered', async () => {
      let importing = true;
      const statuses: number[] = [];
      // Each reader sends its next request as soon as the last one is answered, for as long as the import runs.
      const readers = Array.from({ length: READERS }, async () => {
        while (importing) {
          const response = await t.app.inject({
            method: 'GET',
            url: '/api/legal-cases/high-value?state=utah&limit=50',
            headers: bearer(token),
          });
          statuses.push(response.statusCode);
        }
      });
      try {
        const upload = await uploadWeekThroughApi(
          t.app,
          token,
          { weekNumber: 7, year: 2025 },
          week(CASES_PER_WEEK, CASES_PER_WEEK),
        );
        expect(upload.filing.id).toBeGreaterThan(0);
      } finally {
        importing = false;
        await Promise.all(readers);
      }
      // Readers were served throughout, not held off until the import was done.
      expect(statuses.length).toBeGreaterThan(READERS);
      expect(statuses.every((status) => status === 200)).toBe(true);
    }, 60_000);
  },
);
