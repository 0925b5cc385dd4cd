import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { LegalCaseDto } from '@common/cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart';
import { bearer, createTestApp, registerThroughApi, type TestApp, workspaceOf } from '../../test/test-app';
import { buildDigest, sendDueDigests } from './digest.service';

const PETITION = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../analysis/fixtures/complaints/mo-pi-petition.txt'),
  'utf8',
);

/** A small Utah week whose best case has hostile party names: markup and a spreadsheet formula. */
const WEEK = [
  'case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name',
  'Medical Malpractice,251900301,SALT LAKE CITY DISTRICT,02/10/2025,P,<SCRIPT>ALERT(1)</SCRIPT>,',
  'Medical Malpractice,251900301,SALT LAKE CITY DISTRICT,02/10/2025,D,"=HYPERLINK(""http://evil.test"",""CLICK"")",',
  'Product Liability,251900302,PROVO DISTRICT,02/12/2025,P,"BRIGHTLINE ORCHARDS, INC.",',
  'Product Liability,251900302,PROVO DISTRICT,02/12/2025,D,KESTREL AGRI EQUIPMENT CORP,',
  'Debt Collection,251900303,SALT LAKE CITY DISTRICT,02/11/2025,P,GRANITE RECOVERY PARTNERS LLC,',
  'Debt Collection,251900303,SALT LAKE CITY DISTRICT,02/11/2025,D,PETERSEN,LOGAN',
].join('\r\n');

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let dataDir: string;
let optedIn: { email: string; token: string; id: string };
let optedOut: { email: string; id: string };
let topCase: LegalCaseDto;

const outbox = () => path.join(dataDir, 'outbox');
const outboxFiles = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()).sort() : []);

async function countDeliveries(userId?: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('digest_deliveries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .$if(userId !== undefined, (qb) => qb.where('user_id', '=', userId!))
    .where('sent_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docket-radar-digest-'));
  t = await createTestApp({ DATA_DIR: dataDir, APP_URL: 'https://radar.example.test/' });
  const a = await registerThroughApi(t.app, { firstName: 'Marisol', emailNotifications: true });
  optedIn = { email: a.user.email, token: a.token, id: a.user.id };
  const b = await registerThroughApi(t.app, { emailNotifications: false });
  optedOut = { email: b.user.email, id: b.user.id };

  const body = multipartBody({ state: 'utah', confirmMismatch: 'true', weekNumber: '9', year: '2025' }, [
    { field: 'csvFile', fileName: 'week.csv', content: WEEK },
  ]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/court-filings/upload',
    headers: { ...body.headers, ...bearer(optedIn.token) },
    payload: body.payload,
  });
  expect(uploaded.statusCode).toBe(201);
  const list = await t.app.inject({
    url: '/api/legal-cases/high-value?state=utah',
    headers: bearer(optedIn.token),
  });
  topCase = (list.json() as LegalCaseDto[])[0]!;

  const complaint = multipartBody({}, [
    {
      field: 'complaintFile',
      fileName: 'petition.txt',
      content: PETITION,
      contentType: 'application/octet-stream',
    },
  ]);
  const analysed = await t.app.inject({
    method: 'POST',
    url: `/api/legal-cases/${topCase.id}/analyze`,
    headers: { ...complaint.headers, ...bearer(optedIn.token) },
    payload: complaint.payload,
  });
  expect(analysed.statusCode).toBe(200);
  // A Missouri petition on a Utah case is held until the user applies it; the digest lists applied analyses.
  const applied = await t.app.inject({
    method: 'POST',
    url: `/api/legal-cases/${topCase.id}/complaint/confirm`,
    headers: bearer(optedIn.token),
  });
  expect(applied.statusCode).toBe(200);
});

afterAll(async () => {
  await t?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the weekly digest', () => {
  it('reports what it would send on a dry run, and sends and records nothing', async () => {
    const results = await sendDueDigests(t.database.db, t.env, new Date(), { dryRun: true });
    expect(results.find((r) => r.userId === optedIn.id)).toMatchObject({ outcome: 'would_send' });
    expect(outboxFiles()).toEqual([]);
    expect(await countDeliveries()).toBe(0);
  });

  it('writes one .eml to the outbox for a user who opted in, naming the top case, and none for one who opted out', async () => {
    const results = await sendDueDigests(t.database.db, t.env, new Date());

    expect(results.find((r) => r.userId === optedOut.id)).toMatchObject({
      outcome: 'skipped',
      reason: 'weekly summaries are turned off',
    });
    expect(results.some((r) => r.email.startsWith('demo@'))).toBe(false);
    const mine = results.find((r) => r.userId === optedIn.id);
    expect(mine).toMatchObject({ outcome: 'sent', transport: 'outbox' });

    const files = outboxFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}-.+\.eml$/);
    expect(path.join(outbox(), files[0]!)).toBe(mine?.filePath);
    const eml = fs.readFileSync(path.join(outbox(), files[0]!), 'utf8');
    expect(eml).toMatch(/^From: Docket Radar <digest@localhost>\r$/m);
    expect(eml).toMatch(new RegExp(`^To: ${optedIn.email.replaceAll('.', '\\.')}\\r$`, 'm'));
    expect(eml).toMatch(/^Subject: Docket Radar weekly digest: .*high-value case/m);
    expect(eml).toMatch(/^Date: /m);
    expect(eml).toMatch(/^Message-ID: <.+>\r$/m);
    expect(eml).toContain('Content-Type: multipart/alternative');
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    expect(eml).toContain(topCase.caseNumber);
    // The HTML part carries the hostile name escaped (the plain-text part may carry it as it is).
    expect(eml).toContain('&lt;SCRIPT&gt;ALERT(1)&lt;/SCRIPT&gt;');
    // No temporary file is left beside it.
    expect(fs.readdirSync(outbox()).filter((f) => f.startsWith('.'))).toEqual([]);

    const delivery = await t.database.db
      .selectFrom('digest_deliveries')
      .selectAll()
      .where('user_id', '=', optedIn.id)
      .executeTakeFirstOrThrow();
    expect(delivery).toMatchObject({
      transport: 'outbox',
      file_path: mine?.filePath,
      message_id: mine?.messageId,
    });
    expect(delivery.sent_at).not.toBeNull();
    expect(delivery.case_count).toBeGreaterThan(0);
    const logged = await t.database.db
      .selectFrom('activity_logs')
      .select('details')
      .where('action', '=', 'digest_sent')
      .where('user_id', '=', optedIn.id)
      .execute();
    expect(logged).toHaveLength(1);
  });

  it('does not send twice: a second run, even one forced, skips the user', async () => {
    const again = await sendDueDigests(t.database.db, t.env, new Date());
    expect(again.find((r) => r.userId === optedIn.id)).toMatchObject({
      outcome: 'skipped',
      reason: expect.stringContaining('not due'),
    });
    const forced = await sendDueDigests(t.database.db, t.env, new Date(), { force: true });
    expect(forced.find((r) => r.userId === optedIn.id)?.outcome).toBe('skipped');
    expect(outboxFiles()).toHaveLength(1);
    expect(await countDeliveries(optedIn.id)).toBe(1);
  });

  it('sends one digest when two runs (two app instances) start at once', async () => {
    const late = await registerThroughApi(t.app, { emailNotifications: true });
    const now = new Date();
    const [first, second] = await Promise.all([
      sendDueDigests(t.database.db, t.env, now),
      sendDueDigests(t.database.db, t.env, now),
    ]);
    const outcomes = [first, second].map((run) => run.find((r) => r.userId === late.user.id)?.outcome);
    expect(outcomes.sort()).toEqual(['sent', 'skipped']);
    expect(await countDeliveries(late.user.id)).toBe(1);
    expect(outboxFiles()).toHaveLength(2);
  });

  it('sends nothing a week later when nothing new has come in', async () => {
    const nextWeek = new Date(Date.now() + 8 * DAY_MS);
    const results = await sendDueDigests(t.database.db, t.env, nextWeek);
    expect(results.find((r) => r.userId === optedIn.id)).toMatchObject({
      outcome: 'skipped',
      reason: expect.stringContaining('nothing new'),
    });
    expect(outboxFiles()).toHaveLength(2);
    expect(await countDeliveries(optedIn.id)).toBe(1);
  });

  it('escapes every value in the HTML, hostile party names included, and links to the case', async () => {
    const digest = await buildDigest(
      t.database.db,
      {
        workspaceId: await workspaceOf(t.database, optedIn.id),
        firstName: '<b>Marisol</b>',
        defaultState: 'utah',
        lastPeriodEnd: null,
      },
      new Date(),
      t.env.APP_URL,
    );
    expect(digest).not.toBeNull();
    const html = digest!.html;
    expect(html).toContain('&lt;SCRIPT&gt;ALERT(1)&lt;/SCRIPT&gt;');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('=HYPERLINK(&quot;http://evil.test&quot;');
    expect(html).not.toContain('"http://evil.test"');
    expect(html).toContain('&lt;b&gt;Marisol&lt;/b&gt;');
    expect(html).toContain(`href="https://radar.example.test/case/${topCase.id}"`);
    expect(html).not.toMatch(/<style|class=/);
    // The plain text names the same case, and the analysis made in the period.
    expect(digest!.text).toContain(topCase.caseNumber);
    expect(digest!.text).toContain('Complaint analyses (1 complaint analysis)');
    expect(digest!.subject).toContain('1 complaint analysis');
  });

  it('sends through the SMTP server in SMTP_URL', async () => {
    const smtp = await startSmtpServer();
    try {
      const user = await registerThroughApi(t.app, { emailNotifications: true });
      const env = { ...t.env, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
      const results = await sendDueDigests(t.database.db, env, new Date());
      expect(results.find((r) => r.userId === user.user.id)).toMatchObject({
        outcome: 'sent',
        transport: 'smtp',
        filePath: null,
      });
      expect(smtp.messages).toHaveLength(1);
      const [message] = smtp.messages;
      expect(message?.from).toBe('digest@localhost');
      expect(message?.to).toEqual([user.user.email]);
      expect(message?.data).toMatch(/^Subject: Docket Radar weekly digest/m);
      expect(message?.data).toContain(topCase.caseNumber);
      expect(outboxFiles()).toHaveLength(2);
      const delivery = await t.database.db
        .selectFrom('digest_deliveries')
        .select(['transport', 'file_path'])
        .where('user_id', '=', user.user.id)
        .executeTakeFirstOrThrow();
      expect(delivery).toEqual({ transport: 'smtp', file_path: null });
    } finally {
      await smtp.close();
    }
  });

  it('reports a refused message as failed and tries again on the next run', async () => {
    const refusing = await startSmtpServer({ refuseRecipients: true });
    const user = await registerThroughApi(t.app, { emailNotifications: true });
    try {
      const env = { ...t.env, SMTP_URL: `smtp://127.0.0.1:${refusing.port}` };
      const results = await sendDueDigests(t.database.db, env, new Date());
      expect(results.find((r) => r.userId === user.user.id)?.outcome).toBe('failed');
      const claims = await t.database.db
        .selectFrom('digest_deliveries')
        .select('id')
        .where('user_id', '=', user.user.id)
        .execute();
      expect(claims).toEqual([]);
    } finally {
      await refusing.close();
    }
    const retry = await sendDueDigests(t.database.db, t.env, new Date());
    expect(retry.find((r) => r.userId === user.user.id)?.outcome).toBe('sent');
  });
});

interface ReceivedMessage {
  from: string;
  to: string[];
  data: string;
}

/**
 * Just enough of an SMTP server for nodemailer (EHLO, MAIL, RCPT, DATA, QUIT) on a loopback port: the
 * test sees exactly what a mail server would receive, and no byte leaves the machine.
 */
async function startSmtpServer(options: { refuseRecipients?: boolean } = {}) {
  const messages: ReceivedMessage[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffered = '';
    let inData = false;
    let current: ReceivedMessage = { from: '', to: [], data: '' };
    socket.write('220 localhost test SMTP\r\n');
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      for (let end = buffered.indexOf('\r\n'); end >= 0; end = buffered.indexOf('\r\n')) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 2.0.0 queued\r\n');
          } else {
            current.data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
        if (verb === 'EHLO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO') socket.write('250 localhost\r\n');
        else if (verb === 'MAIL') {
          current.from = address;
          socket.write('250 2.1.0 ok\r\n');
        } else if (verb === 'RCPT') {
          if (options.refuseRecipients) socket.write('550 5.1.1 no such mailbox\r\n');
          else {
            current.to.push(address);
            socket.write('250 2.1.5 ok\r\n');
          }
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 end with <CRLF>.<CRLF>\r\n');
        } else if (verb === 'QUIT') socket.end('221 2.0.0 bye\r\n');
        else if (verb === 'RSET' || verb === 'NOOP') socket.write('250 2.0.0 ok\r\n');
        else socket.write('502 5.5.1 not implemented\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
