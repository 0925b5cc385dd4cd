import fs from 'node:fs';
import path from 'node:path';
import type { AuthResponse } from '@common/auth';
import type { LegalCaseDto } from '@common/cases';
import type { InjectOptions } from 'fastify';
import { multipartBody } from '../test/multipart';
import { bearer, createTestApp, registerThroughApi, type TestApp } from '../test/test-app';

/**
 * The accounts and data the security tests work on: two workspaces ('default' with an admin and a user, and
 * a demo visitor's own), each holding a tiny week whose party names carry a marker, so a
 * response that leaks the other workspace's data can be recognised by its text.
 */
export const DEFAULT_MARKER = 'ZZDEFAULTMARKER';
export const DEMO_MARKER = 'ZZDEMOMARKER';

export const COMPLAINT = fs.readFileSync(
  path.resolve(import.meta.dirname, '../analysis/fixtures/complaints/mo-pi-petition.txt'),
);

let fileSequence = 0;

/**
 * A week of three cases; `marker` goes into a party name of each. Every file differs (the last case
 * number), since the same file uploaded again is refused as a duplicate.
 */
export function tinyWeek(marker: string): string {
  fileSequence += 1;
  return [
    'case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name',
    `Medical Malpractice,251900101,SALT LAKE CITY DISTRICT,02/10/2025,P,${marker} HALVERSEN,MARIT`,
    'Medical Malpractice,251900101,SALT LAKE CITY DISTRICT,02/10/2025,D,WASATCH VALLEY SURGICAL CENTER LLC,',
    `Automobile Tort,251900102,PROVO DISTRICT,02/11/2025,P,${marker} OYELARAN,TAMSIN`,
    'Automobile Tort,251900102,PROVO DISTRICT,02/11/2025,D,PRAIRIE HAUL FREIGHT LLC,',
    `Contract,2519${String(fileSequence).padStart(5, '0')},OGDEN DISTRICT,02/12/2025,P,${marker} LLC,`,
  ].join('\n');
}

/** Ids of one workspace's things, for filling path parameters, queries and bodies. */
export interface WorkspaceIds {
  filingId: number;
  caseId: number;
  /** An X-Upload-Id whose import progress is recorded. */
  uploadId: string;
  /** An account of the workspace other than the callers (force-logout target). */
  userId: string;
  marker: string;
}

export interface Account extends AuthResponse {
  password: string;
}

export interface SecurityWorld {
  t: TestApp;
  admin: Account;
  user: Account;
  demo: AuthResponse;
  ids: { default: WorkspaceIds; demo: WorkspaceIds };
  /** Uploads the tiny week under a free week number; returns the filing and its cases. */
  uploadWeek(
    token: string,
    marker: string,
    uploadId?: string,
  ): Promise<{ filingId: number; cases: LegalCaseDto[] }>;
  startDemo(): Promise<AuthResponse>;
  login(account: Account): Promise<string>;
}

let weekSequence = 0;
let demoVisitorSequence = 0;

/** A client address of its own for each demo start: demo starts are throttled per address. */
export function nextDemoAddress(): string {
  demoVisitorSequence += 1;
  return `10.77.${Math.floor(demoVisitorSequence / 250)}.${(demoVisitorSequence % 250) + 1}`;
}

/** Weeks 1-53 of 2020-2030, one per upload of this process. */
function nextWeek(): { weekNumber: string; year: string } {
  const n = weekSequence++;
  return { weekNumber: String((n % 53) + 1), year: String(2020 + Math.floor(n / 53)) };
}

export function uploadRequest(token: string | null, csv: string, uploadId?: string): InjectOptions {
  const body = multipartBody({ state: 'utah', confirmMismatch: 'true', ...nextWeek() }, [
    { field: 'csvFile', fileName: 'week.csv', content: csv },
  ]);
  return {
    method: 'POST',
    url: '/api/court-filings/upload',
    headers: {
      ...body.headers,
      ...(token ? bearer(token) : {}),
      ...(uploadId ? { 'x-upload-id': uploadId } : {}),
    },
    payload: body.payload,
  };
}

export async function createSecurityWorld(envOverrides: Record<string, string> = {}): Promise<SecurityWorld> {
  const t = await createTestApp(envOverrides);
  const admin = await registerThroughApi(t.app, { firstName: 'Ada', lastName: 'Admin' });
  const user = await registerThroughApi(t.app, { firstName: 'Uma', lastName: 'User' });
  const bystander = await registerThroughApi(t.app, { firstName: 'Bea', lastName: 'Bystander' });

  async function startDemo(): Promise<AuthResponse> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/demo',
      remoteAddress: nextDemoAddress(),
    });
    if (response.statusCode !== 200) throw new Error(`demo: ${response.statusCode} ${response.body}`);
    return response.json();
  }

  async function uploadWeek(token: string, marker: string, uploadId?: string) {
    const response = await t.app.inject(uploadRequest(token, tinyWeek(marker), uploadId));
    if (response.statusCode !== 201) throw new Error(`upload: ${response.statusCode} ${response.body}`);
    const filingId = response.json().filing.id as number;
    const list = await t.app.inject({
      url: `/api/legal-cases/all?state=utah&weekId=${filingId}`,
      headers: bearer(token),
    });
    return { filingId, cases: list.json() as LegalCaseDto[] };
  }

  async function login(account: Account): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.user.email, password: account.password },
    });
    if (response.statusCode !== 200) throw new Error(`login: ${response.statusCode} ${response.body}`);
    return response.json().token;
  }

  const demo = await startDemo();
  const defaultWeek = await uploadWeek(user.token, DEFAULT_MARKER, 'security-default-upload');
  const demoWeek = await uploadWeek(demo.token, DEMO_MARKER, 'security-demo-upload');

  return {
    t,
    admin,
    user,
    demo,
    ids: {
      default: {
        filingId: defaultWeek.filingId,
        caseId: defaultWeek.cases[0]!.id,
        uploadId: 'security-default-upload',
        userId: bystander.user.id,
        marker: DEFAULT_MARKER,
      },
      demo: {
        filingId: demoWeek.filingId,
        caseId: demoWeek.cases[0]!.id,
        uploadId: 'security-demo-upload',
        userId: demo.user.id,
        marker: DEMO_MARKER,
      },
    },
    uploadWeek,
    startDemo,
    login,
  };
}
