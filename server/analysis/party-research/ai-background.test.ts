import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PartyBackground } from '@common/parties';
import { afterEach, describe, expect, it } from 'vitest';
import { createAiProvider } from '../ai/ai-provider';
import { addAiBackgrounds } from './ai-background';
import { researchParty } from './research-party';

/** A local server speaking the chat-completions protocol, answering as `reply` says. */
async function startFakeProvider(reply: () => { status?: number; body: string; delayMs?: number }) {
  const requests: { messages: { role: string; content: string }[] }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      requests.push(JSON.parse(raw));
      const answer = reply();
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
        res.end(answer.body);
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${port}/v1`, requests };
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

const chat = (content: unknown) =>
  JSON.stringify({
    choices: [{ message: { content: typeof content === 'string' ? content : JSON.stringify(content) } }],
  });

function parties(): PartyBackground[] {
  return [
    researchParty({
      name: 'LVNV FUNDING LLC',
      normalizedName: 'LVNV FUNDING',
      role: 'plaintiff',
      activity: {
        casesAsPlaintiff: 1204,
        casesAsDefendant: 2,
        weeksSeen: 3,
        firstFiled: '2025-02-10',
        lastFiled: '2025-02-28',
        caseTypes: { DC: 1170, CN: 34 },
        spellings: ['LVNV FUNDING LLC', 'Lvnv Funding, L.L.C.'],
      },
    }),
    researchParty({
      name: 'SMITH, JOHN A',
      normalizedName: 'SMITH JOHN A',
      role: 'defendant',
      activity: {
        casesAsPlaintiff: 0,
        casesAsDefendant: 1,
        weeksSeen: 1,
        firstFiled: '2025-02-14',
        lastFiled: '2025-02-14',
        caseTypes: { DC: 1 },
        spellings: ['SMITH, JOHN A'],
      },
    }),
  ];
}

const provider = (url: string, timeoutMs?: number) =>
  createAiProvider({ AI_BASE_URL: url, AI_MODEL: 'test-model' }, timeoutMs ? { timeoutMs } : {});

describe('addAiBackgrounds', () => {
  it('keeps a paragraph grounded in the party evidence, in one request about organisations only', async () => {
    const fake = await startFakeProvider(() => ({
      body: chat({
        parties: [
          {
            id: 'p1',
            background:
              'LVNV Funding is a debt buyer in the Sherman Financial Group. It filed 1,204 cases as plaintiff across 3 weeks, 97% of them debt collection.',
          },
        ],
      }),
    }));
    const input = parties();
    const result = await addAiBackgrounds(provider(fake.url), input);
    expect(fake.requests).toHaveLength(1);
    const prompt = fake.requests[0]!.messages[1]!.content;
    expect(prompt).toContain('p1: LVNV FUNDING LLC');
    expect(prompt).not.toContain('SMITH');
    expect(result.aiModel).toBe('test-model');
    expect(result.aiNotes).toEqual([]);
    expect(result.parties[0]!.aiBackground).toBe(
      'LVNV Funding is a debt buyer in the Sherman Financial Group. It filed 1,204 cases as plaintiff across 3 weeks, 97% of them debt collection.',
    );
    expect(result.parties[1]).toBe(input[1]);
  });

  it('drops sentences naming someone or a number the evidence does not contain', async () => {
    const fake = await startFakeProvider(() => ({
      body: chat({
        parties: [
          {
            id: 'p1',
            background:
              'LVNV Funding is a debt buyer. Its chief executive is Harold Q. Pemberton. It was founded in 1998. It collects $5,000,000 a year.',
          },
        ],
      }),
    }));
    const result = await addAiBackgrounds(provider(fake.url), parties());
    expect(result.parties[0]!.aiBackground).toBe('LVNV Funding is a debt buyer.');
    expect(result.aiNotes).toHaveLength(3);
    expect(result.aiNotes[0]).toMatch(/Harold Q\. Pemberton/);
    expect(result.aiNotes[1]).toMatch(/1998/);
  });

  it('ignores a malformed answer and keeps the built-in research', async () => {
    const fake = await startFakeProvider(() => ({ body: chat('Sure! Here is the background: {not json') }));
    const input = parties();
    const result = await addAiBackgrounds(provider(fake.url), input);
    expect(result.parties).toBe(input);
    expect(result.aiModel).toBeNull();
    expect(result.aiNotes[0]).toMatch(/^The AI provider was not used/);
  });

  it('ignores an answer that does not match the schema', async () => {
    const fake = await startFakeProvider(() => ({ body: chat({ parties: 'LVNV is a debt buyer' }) }));
    const result = await addAiBackgrounds(provider(fake.url), parties());
    expect(result.parties.every((p) => p.aiBackground === null)).toBe(true);
    expect(result.aiNotes[0]).toMatch(/schema/);
  });

  it('ignores a server error', async () => {
    const fake = await startFakeProvider(() => ({ status: 500, body: '{"error":"boom"}' }));
    const input = parties();
    const result = await addAiBackgrounds(provider(fake.url), input);
    expect(result.parties).toBe(input);
    expect(result.aiNotes[0]).toMatch(/answered 500/);
  });

  it('gives up on a slow provider', async () => {
    const fake = await startFakeProvider(() => ({ body: chat({ parties: [] }), delayMs: 1000 }));
    const input = parties();
    const result = await addAiBackgrounds(provider(fake.url, 100), input);
    expect(result.parties).toBe(input);
    expect(result.aiNotes[0]).toMatch(/No answer within 100 ms/);
  });

  it('asks about at most the cap of distinct organisations, and says so', async () => {
    const fake = await startFakeProvider(() => ({ body: chat({ parties: [] }) }));
    const many = Array.from({ length: 30 }, (_, i) =>
      researchParty({
        name: `PARTY ${i} LLC`,
        normalizedName: `PARTY ${i}`,
        role: 'defendant',
        activity: parties()[1]!.history,
      }),
    );
    const result = await addAiBackgrounds(provider(fake.url), [...many, ...many], { maxParties: 5 });
    expect(fake.requests[0]!.messages[1]!.content.match(/^p\d+: /gm)).toHaveLength(5);
    expect(result.aiNotes[0]).toBe(
      'AI backgrounds were asked for the first 5 organisations; 25 others have the built-in research only.',
    );
  });

  it('does nothing without a provider', async () => {
    const input = parties();
    expect(await addAiBackgrounds(null, input)).toEqual({ parties: input, aiModel: null, aiNotes: [] });
  });
});
