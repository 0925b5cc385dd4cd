import type { PartyBackground } from '@common/parties';
import { z } from 'zod';
import { isPlaceholderName } from '../../domain/parties/entity-type';
import type { AiProvider } from '../ai/ai-provider';
import { findUngrounded, type GroundingIndex, indexDocument } from '../ai/grounding';

/** One request asks about at most this many parties: the answer stays short and the wait bounded. */
export const AI_BACKGROUND_MAX_PARTIES = 20;
const TOKENS_PER_PARTY = 220;

const answerSchema = z.object({
  parties: z
    .array(z.object({ id: z.string().max(12), background: z.string().max(1500) }))
    .max(AI_BACKGROUND_MAX_PARTIES * 2),
});

export interface AddAiBackgroundsResult {
  parties: PartyBackground[];
  /** The model that wrote the kept paragraphs, or null when none was asked or it failed. */
  aiModel: string | null;
  aiNotes: string[];
}

const SYSTEM =
  'You assist an expert-witness consulting firm that reads civil court dockets. For each party listed, ' +
  'write a background paragraph of 2 to 4 sentences for a consultant: who the party appears to be and what ' +
  'its litigation suggests. Use ONLY the facts listed for that party; do not add names, places, dates, ' +
  'numbers or amounts that are not in its facts, and do not guess at founding, revenue or conduct. Answer ' +
  'with one JSON object: {"parties": [{"id": "p1", "background": "…"}]}.';

/**
 * Lets the optional AI provider add a background paragraph to organisations (persons and placeholders are
 * left alone: a model writing about a private person from a name alone would confuse namesakes). One bounded
 * request for the first `maxParties` distinct parties; every sentence kept names only what the party's own
 * evidence contains. Any failure returns the parties unchanged, with a note.
 */
export async function addAiBackgrounds(
  ai: AiProvider | null,
  parties: PartyBackground[],
  options: { maxParties?: number } = {},
): Promise<AddAiBackgroundsResult> {
  if (!ai) return { parties, aiModel: null, aiNotes: [] };
  const groups = new Map<string, PartyBackground>();
  for (const party of parties) {
    if (party.entityType === 'individual' || isPlaceholderName(party.name)) continue;
    const key = identityOf(party);
    if (!groups.has(key)) groups.set(key, party);
  }
  if (groups.size === 0) return { parties, aiModel: null, aiNotes: [] };
  const max = Math.max(
    1,
    Math.min(options.maxParties ?? AI_BACKGROUND_MAX_PARTIES, AI_BACKGROUND_MAX_PARTIES),
  );
  const asked = [...groups.entries()]
    .slice(0, max)
    .map(([key, party], i) => ({ id: `p${i + 1}`, key, party }));
  const notes: string[] = [];
  if (groups.size > asked.length) {
    notes.push(
      `AI backgrounds were asked for the first ${asked.length} organisations; ${groups.size - asked.length} others have the built-in research only.`,
    );
  }

  let answer: z.infer<typeof answerSchema>;
  try {
    answer = await ai.completeJson({
      system: SYSTEM,
      user: asked.map(({ id, party }) => describeForModel(id, party)).join('\n\n'),
      schema: answerSchema,
      maxTokens: Math.min(TOKENS_PER_PARTY * asked.length + 200, 6000),
    });
  } catch (error) {
    return {
      parties,
      aiModel: null,
      aiNotes: [
        `The AI provider was not used (${(error as Error).message}); the backgrounds are the built-in research alone.`,
      ],
    };
  }

  const written = new Map<string, string>();
  for (const item of answer.parties) {
    const entry = asked.find((a) => a.id === item.id);
    if (!entry || written.has(entry.key)) continue;
    const { kept, dropped } = keepSupported(splitSentences(item.background), indexParty(entry.party));
    for (const problem of dropped) {
      notes.push(
        `Dropped an AI statement about ${entry.party.name} naming ${problem}, which its evidence does not contain.`,
      );
    }
    if (kept.length > 0) written.set(entry.key, kept.join(' '));
  }
  const updated = parties.map((party) => {
    const text = written.get(identityOf(party));
    return text === undefined ? party : { ...party, aiBackground: text };
  });
  return { parties: updated, aiModel: ai.model, aiNotes: notes };
}

/** The same party however spelled, in either role. */
function identityOf(party: PartyBackground): string {
  return party.normalizedName || party.name.toUpperCase();
}

function describeForModel(id: string, party: PartyBackground): string {
  return [
    `${id}: ${party.name} (${party.role} in this case)`,
    `Business type: ${party.businessType}`,
    `Operating history: ${party.operatingHistory}`,
    'Facts:',
    ...party.evidence.map((line) => `- ${line}`),
  ].join('\n');
}

/** The party's own facts are the 'document' a sentence must be grounded in. */
function indexParty(party: PartyBackground): GroundingIndex & { numbers: Set<string> } {
  const text = [
    party.name,
    party.normalizedName,
    ...party.history.spellings,
    party.businessType,
    party.operatingHistory,
    ...party.evidence,
  ].join('\n');
  return { ...indexDocument(text), numbers: numbersIn(text) };
}

const NUMBER_RE = /\d[\d,]*(?:\.\d+)?/g;

/** Counts, years and percentages: grounding checks names and money, a background must not invent these either. */
function numbersIn(text: string): Set<string> {
  const numbers = new Set<string>();
  for (const match of text.matchAll(NUMBER_RE)) numbers.add(match[0].replace(/,/g, ''));
  return numbers;
}

function keepSupported(
  sentences: readonly string[],
  index: GroundingIndex & { numbers: Set<string> },
): { kept: string[]; dropped: string[] } {
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const sentence of sentences) {
    const ungrounded = findUngrounded(sentence, index);
    const number = [...numbersIn(sentence)].find((n) => !index.numbers.has(n));
    if (ungrounded) dropped.push(ungrounded);
    else if (number !== undefined) dropped.push(`the number ${number}`);
    else kept.push(sentence);
  }
  return { kept, dropped };
}

/** Sentence ends, but not after an initial or an abbreviation ('Harold Q. Pemberton', 'Acme Inc. and'). */
const SENTENCE_END_RE =
  /(?<=[.!?])(?<!\b[A-Z]\.)(?<!\b(?:Inc|Co|Corp|Ltd|Jr|Sr|St|Mr|Mrs|Ms|Dr|No)\.)\s+(?=[A-Z"“(])/;

function splitSentences(paragraph: string): string[] {
  return paragraph
    .split(SENTENCE_END_RE)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
