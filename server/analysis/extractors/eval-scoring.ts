import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Attorney, ComplaintFacts } from '@common/analysis';
import { sumDemanded } from './damages';

/**
 * Scoring of the engine's output against hand-labelled truth files (`<name>.truth.json`, the format of
 * ../shared/corpus/complaints): used by `npm run eval` and by the corpus test. Matching forgives case,
 * punctuation and whitespace ('Inc' = 'Inc.', '(480) 555-0148' = '480.555.0148') but not content.
 */

export interface TruthAttorney {
  name: string;
  bar: string | null;
  firm: string | null;
  phone: string | null;
  fax: string | null;
  email: string | null;
  side: 'plaintiff' | 'defendant' | 'other';
}

export interface TruthDocument {
  court: string | null;
  caseNumber: string | null;
  filingDate: string | null;
  plaintiffs: string[];
  defendants: string[];
  attorneys: TruthAttorney[];
  damages: { amounts: number[]; jurisdictionalAmounts?: number[]; statutes: string[] };
  /**
   * The total the complaint asks to be awarded, as a reader would quote it; null when no sum is stated.
   * Absent (older truth files): the one amount of `damages.amounts`, their sum when there are several.
   */
  sumDemanded?: number | null;
  /** Titles of the counts, without ordinal or 'against …' (blind batches; absent in older files). */
  causesOfAction?: string[];
  /** Kinds of expert a consultant would expect (blind batches; absent in older files). */
  expertKinds?: string[];
  /** Free text naming what must not be reported (corpus files). */
  decoys: string;
  /** Names that must never be reported as counsel (synthetic fixtures). */
  decoyNames?: string[];
  /** Amounts that must never be reported as claims (synthetic fixtures). */
  decoyAmounts?: number[];
}

/** 'pr': right of reported (precision) and of expected (recall); 'count': documents right, or decoys reported. */
export type FieldScore =
  | { kind: 'pr'; right: number; reported: number; expected: number; rightOfExpected?: number }
  | { kind: 'count'; right: number; expected: number };
export type ScoreBoard = Map<string, FieldScore>;

export function loadTruthDocuments(dir: string): { name: string; truth: TruthDocument }[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.truth.json'))
    .sort()
    .map((f) => ({
      name: f.replace(/\.truth\.json$/, ''),
      truth: JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as TruthDocument,
    }));
}

/** Lowercase letters and digits only. */
export function matchKey(text: string | null | undefined): string {
  return (text ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * A firm by its name, without the description its letterhead may print after it ('Attorneys at Law', 'A Law
 * Corporation', 'A Limited Liability Law Company'): 'Kalani & Forbes-Nakamura' and 'Kalani & Forbes-Nakamura, A
 * Limited Liability Law Company' are one firm, and the truth files write it both ways.
 */
export function firmKey(text: string | null | undefined): string {
  return matchKey(
    (text ?? '').replace(
      /(?:,?\s*(?:Attorneys\s+at\s+Law|Counsel(?:l)?ors\s+at\s+Law|An?\s+(?:Professional|Limited\s+Liability)\s+(?:Law\s+)?(?:Corporation|Company|Partnership|Association)|A\s+Law\s+Corporation))+\s*$/i,
      '',
    ),
  );
}

/** A statute by its section: '28 U.S.C. § 2201' → '28usc2201', 'Cal. Lab. Code § 2699(g)(1)' → '2699g1'. */
export function statuteKey(text: string): string {
  const usc = /(\d+)\s*U\.?\s*S\.?\s*C\.?\s*A?\.?\s*§*\s*([\w.-]+(?:\([\w]+\))*)/i.exec(text);
  if (usc) return `${usc[1]}usc${matchKey(usc[2])}`;
  const cfr = /(\d+)\s*C\.?\s*F\.?\s*R\.?\s*§*\s*([\w.-]+)/i.exec(text);
  if (cfr) return `${cfr[1]}cfr${matchKey(cfr[2])}`;
  const section = /(?:§+|\bsections?\b|\bsec\.)\s*([\w.:-]+(?:\s*\([\w]+\))*)/i.exec(text);
  // 'KRS 367.170', '73 P.S. 501', 'N.J.S.A. 56:8-2': a state code cited without '§' by its last number.
  const bare = section ? null : /\s(\d[\w.:/-]*(?:\([\w]+\))*)(?:\s*et\.?\s*seq\.?)?\s*$/i.exec(text);
  return matchKey((section?.[1] ?? bare?.[1] ?? text).replace(/\s*et\.?\s*seq\.?/i, ''));
}

function allAttorneys(facts: ComplaintFacts): Attorney[] {
  const a = facts.attorneyInformation;
  return [...a.plaintiffAttorneys, ...a.defendantAttorneys, ...a.otherAttorneys];
}

function add(board: ScoreBoard, field: string, right: number, reported: number, expected: number): void {
  const s = board.get(field) ?? { kind: 'pr', right: 0, reported: 0, expected: 0 };
  if (s.kind !== 'pr') return;
  board.set(field, {
    ...s,
    right: s.right + right,
    reported: s.reported + reported,
    expected: s.expected + expected,
  });
}

function count(board: ScoreBoard, field: string, right: number, expected: number): void {
  const s = board.get(field) ?? { kind: 'count', right: 0, expected: 0 };
  if (s.kind !== 'count') return;
  board.set(field, { kind: 'count', right: s.right + right, expected: s.expected + expected });
}

/**
 * A bar number by its identifying part: labels dropped ('SBN 265432', 'State Bar No. 265432', '[SBN 265432]'
 * → '265432'; 'VSB # 41187' → '41187'), a Michigan 'P41234' kept whole.
 */
export function barKey(text: string | null | undefined): string {
  const key = matchKey(text);
  const michigan = /p\d{4,6}$/.exec(key);
  if (michigan) return michigan[0];
  return /\d[\da-z]*$/.exec(key)?.[0] ?? key;
}

/**
 * A court's name for matching: the set of its words, less 'in', 'the', 'of', 'for': 'County of Kings' is
 * 'Kings County', and 'In the General Court of Justice' the 'General Court of Justice'.
 */
export function courtKey(text: string | null | undefined): string {
  const words = (text ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !COURT_FILLER.has(w));
  return [...new Set(words)].sort().join(' ');
}
/** Words a caption may add or drop around a court's name ('In the', 'ss.', Rhode Island's 'SC.'). */
const COURT_FILLER = new Set(['in', 'the', 'of', 'for', 'and', 'at', 'ss', 'sc']);

/** A count's title for matching: case, punctuation and a leading 'violation of the' forgiven. */
export function causeKey(text: string): string {
  return matchKey(
    text
      .replace(/^\s*(?:violations?\s+of\s+(?:the\s+)?)/i, '')
      // How the count is pleaded, not what it is: '(Pleaded in the Alternative)'.
      .replace(/\s*(?:\(|[-–—]\s*)(?:pleaded |pled |asserted )?in the alternative\)?\s*$/i, '')
      // A state citation closing the title after a comma: ', N.J.S.A. 2A:58C-1 et seq.', ', KRS 367.170'.
      .replace(
        /,\s*(?:\d+\s+)?(?!U\.S\.C\.)(?:[A-Z][\w.]*\.?\s+){1,3}(?:§\s*)?\d[\w.:-]*(?:\s+et\s+seq\.?)?\s*$/,
        '',
      )
      // The statute a title cites after it: ', 42 U.S.C. § 2000e et seq.', '(O.C.G.A. § 13-6-11)', ' - HRS § 378-62',
      // and, right after the comma or dash, ', La. R.S. 23:631', ', N.J.S.A. 2A:58C-1', ', 73 P.S. Section 501'.
      .replace(
        /^(.{6,}?)\s*(?:,\s*|\(|\s[-–—]\s*)(?=[^()]*(?:§|U\.S\.C\.|\bet seq\b|\bILCS\b|\bMCL\b|\bG\.L\. c\.|\b[A-Z]{2,6}\s*\d+[A-Za-z]?[.:-]\d)|(?:\d+\s+)?(?:[Ll]a\.\s+)?(?:[Rr]\.[Ss]\.|[Nn]\.[Jj]\.[Ss]\.[Aa]\.|[Pp]\.[Ss]\.|[Ww]is\.\s+[Ss]tat\.)\s*(?:[Ss]ection\s+)?\d)[^()]*(?:\([^()]*\)[^()]*)*\)?\s*$/,
        '$1',
      ),
  );
}

function truthSumDemanded(truth: TruthDocument): number | null {
  if (truth.sumDemanded !== undefined) return truth.sumDemanded;
  const amounts = truth.damages.amounts;
  return amounts.length === 0 ? null : amounts.reduce((sum, a) => sum + a, 0);
}

const CONTACT_FIELDS = [
  ['bar number', (a: Attorney) => a.barNumber, (t: TruthAttorney) => t.bar],
  ['firm', (a: Attorney) => a.firm, (t: TruthAttorney) => t.firm],
  ['email', (a: Attorney) => a.email, (t: TruthAttorney) => t.email],
  ['phone', (a: Attorney) => a.phone, (t: TruthAttorney) => t.phone],
  ['fax', (a: Attorney) => a.fax, (t: TruthAttorney) => t.fax],
  ['side', (a: Attorney) => a.side, (t: TruthAttorney) => t.side],
] as const;

/** Adds one document's scores to the board; returns what differs from the truth, for reading. */
/**
 * The keys a reported party matches a truth's name by: the name alone, with its capacity ('…, Inc., d/b/a Bell
 * Auto Glass'), or with the other name in its capacity ('Wendell J. Ostrander d/b/a Ostrander Grain & Cattle'
 * beside 'on behalf of … all others').
 */
export function partyKeys(
  p: Pick<ComplaintFacts['parties'][number], 'name' | 'role' | 'capacity'>,
): string[] {
  const alias = /\b(?:d\/b\/a|a\/k\/a|f\/k\/a)\s[^,;]*/i.exec(p.capacity ?? '')?.[0];
  return [
    `${p.role}:${matchKey(p.name)}`,
    `${p.role}:${matchKey(`${p.name} ${p.capacity ?? ''}`)}`,
    ...(alias ? [`${p.role}:${matchKey(`${p.name} ${alias}`)}`] : []),
  ];
}

export function scoreDocument(board: ScoreBoard, facts: ComplaintFacts, truth: TruthDocument): string[] {
  const misses: string[] = [];
  const attorneys = allAttorneys(facts);
  const byName = new Map(attorneys.map((a) => [matchKey(a.name), a]));
  const truthNames = new Set(truth.attorneys.map((t) => matchKey(t.name)));

  const foundAttorneys = truth.attorneys.filter((t) => byName.has(matchKey(t.name)));
  add(board, 'attorney name', foundAttorneys.length, attorneys.length, truth.attorneys.length);
  for (const t of truth.attorneys)
    if (!byName.has(matchKey(t.name))) misses.push(`attorney missed: ${t.name}`);
  for (const a of attorneys)
    if (!truthNames.has(matchKey(a.name))) misses.push(`attorney not in truth: ${a.name}`);

  for (const [field, got, want] of CONTACT_FIELDS) {
    let right = 0;
    let reported = 0;
    let expected = 0;
    for (const a of attorneys) if (got(a)) reported += 1;
    for (const t of truth.attorneys) {
      const value = want(t);
      if (value) expected += 1;
      const a = byName.get(matchKey(t.name));
      const mine = a ? got(a) : null;
      const same =
        field === 'bar number'
          ? barKey(value) === barKey(mine)
          : field === 'firm'
            ? firmKey(value) === firmKey(mine)
            : matchKey(value) === matchKey(mine);
      if (value && mine && same) right += 1;
      else if (a && (value || mine))
        misses.push(`${field} of ${t.name}: ${mine ?? '—'} (truth ${value ?? '—'})`);
    }
    add(board, field, right, reported, expected);
  }

  // Parties: by `partyKeys`.
  const truthParties = [
    ...truth.plaintiffs.map((name) => ({ name, role: 'plaintiff' })),
    ...truth.defendants.map((name) => ({ name, role: 'defendant' })),
  ];
  const reportedKeys = new Set(facts.parties.flatMap(partyKeys));
  const truthKeys = new Set(truthParties.map((p) => `${p.role}:${matchKey(p.name)}`));
  const foundParties = truthParties.filter((p) => reportedKeys.has(`${p.role}:${matchKey(p.name)}`));
  add(board, 'party (name and role)', foundParties.length, facts.parties.length, truthParties.length);
  for (const p of truthParties) {
    if (!reportedKeys.has(`${p.role}:${matchKey(p.name)}`)) misses.push(`party missed: ${p.role} ${p.name}`);
  }
  for (const p of facts.parties) {
    if (!partyKeys(p).some((k) => truthKeys.has(k))) misses.push(`party not in truth: ${p.role} ${p.name}`);
  }

  for (const [field, mine, want] of [
    ['court', facts.court, truth.court],
    ['case number', facts.caseNumber, truth.caseNumber],
    ['filing date', facts.filingDate, truth.filingDate],
  ] as const) {
    const key = field === 'court' ? courtKey : matchKey;
    const right = mine && want && key(mine) === key(want) ? 1 : 0;
    add(board, field, right, mine ? 1 : 0, want ? 1 : 0);
    if (!right && (mine || want)) misses.push(`${field}: ${mine ?? '—'} (truth ${want ?? '—'})`);
  }

  // Claimed amounts: the damages extractor's figures against the truth's, as a set per document.
  const cents = (n: number) => Math.round(n * 100);
  const claimed = new Set(facts.damageClaims.flatMap((c) => (c.amount === null ? [] : [cents(c.amount)])));
  const wanted = new Set(truth.damages.amounts.map(cents));
  const amountsRight = [...wanted].filter((a) => claimed.has(a)).length;
  add(board, 'claimed amount', amountsRight, claimed.size, wanted.size);
  const exact = claimed.size === wanted.size && amountsRight === wanted.size;
  count(board, 'documents with claims exactly right', exact ? 1 : 0, 1);
  if (!exact)
    misses.push(
      `claimed amounts: [${[...claimed].map((c) => c / 100).join(', ')}] (truth [${[...wanted].map((c) => c / 100).join(', ')}])`,
    );

  const cents100 = (n: number | null) => (n === null ? null : Math.round(n * 100));
  const wantedSum = truthSumDemanded(truth);
  const mySum = sumDemanded(facts.damageClaims);
  const sumRight = cents100(wantedSum) === cents100(mySum);
  count(board, 'documents with the sum demanded right', sumRight ? 1 : 0, 1);
  if (!sumRight) misses.push(`sum demanded: ${mySum ?? '—'} (truth ${wantedSum ?? '—'})`);

  if (truth.causesOfAction) {
    const mine = new Set(facts.causesOfAction.map(causeKey));
    const wantedCauses = new Set(truth.causesOfAction.map(causeKey));
    const causesRight = [...wantedCauses].filter((c) => mine.has(c)).length;
    add(board, 'cause of action title', causesRight, mine.size, wantedCauses.size);
    for (const c of truth.causesOfAction) if (!mine.has(causeKey(c))) misses.push(`cause missed: ${c}`);
    for (const c of facts.causesOfAction)
      if (!wantedCauses.has(causeKey(c))) misses.push(`cause not in truth: ${c}`);
  }

  const statutes = new Set(facts.statutes.map(statuteKey));
  const wantedStatutes = new Set(truth.damages.statutes.map(statuteKey));
  const statutesRight = [...wantedStatutes].filter((s) => statutes.has(s)).length;
  add(board, 'statute', statutesRight, statutes.size, wantedStatutes.size);
  for (const s of truth.damages.statutes)
    if (!statutes.has(statuteKey(s))) misses.push(`statute missed: ${s}`);
  for (const s of facts.statutes)
    if (!wantedStatutes.has(statuteKey(s))) misses.push(`statute not in truth: ${s}`);

  // Decoys: names that must not be counsel, sums that must not be claims.
  const decoyText = matchKey(truth.decoys);
  const decoyNames = (truth.decoyNames ?? []).map(matchKey);
  const decoyCounsel = attorneys.filter((a) => {
    const key = matchKey(a.name);
    if (truthNames.has(key)) return false;
    return decoyNames.includes(key) || (key.length >= 8 && decoyText.includes(key));
  });
  count(board, 'decoys reported as counsel', decoyCounsel.length, 0);
  for (const a of decoyCounsel) misses.push(`DECOY reported as counsel: ${a.name}`);
  const decoyAmounts = new Set([...(truth.decoyAmounts ?? []), ...dollarFigures(truth.decoys)].map(cents));
  for (const a of wanted) decoyAmounts.delete(a);
  // The sum the truth says is demanded is no decoy, whatever its notes add ('the $X total is not a separate claim').
  const demanded = truthSumDemanded(truth);
  if (demanded !== null) decoyAmounts.delete(cents(demanded));
  const decoyClaims = [...claimed].filter((c) => decoyAmounts.has(c));
  count(board, 'decoy amounts reported as claims', decoyClaims.length, 0);
  for (const c of decoyClaims) misses.push(`DECOY amount reported as a claim: ${c / 100}`);
  return misses;
}

/** Expert kinds of the assessment against the truth's (documents whose truth lists them). */
export function scoreExpertKinds(
  board: ScoreBoard,
  kinds: readonly string[],
  truth: TruthDocument,
): string[] {
  if (!truth.expertKinds) return [];
  const mine = new Set(kinds);
  const wanted = new Set(truth.expertKinds);
  const right = [...wanted].filter((k) => mine.has(k)).length;
  add(board, 'expert kind', right, mine.size, wanted.size);
  const misses: string[] = [];
  const missed = [...wanted].filter((k) => !mine.has(k));
  const extra = [...mine].filter((k) => !wanted.has(k));
  if (missed.length > 0) misses.push(`expert kinds missed: ${missed.join(', ')}`);
  if (extra.length > 0) misses.push(`expert kinds not in truth: ${extra.join(', ')}`);
  return misses;
}

/** '$2,000,000', '$3.5 million' in a truth file's decoy notes. */
function dollarFigures(text: string): number[] {
  return [...text.matchAll(/\$\s?(\d[\d,]*(?:\.\d+)?)(\s*(?:million|billion))?/gi)].map((m) => {
    const n = Number(m[1]!.replace(/,/g, ''));
    const scale = /billion/i.test(m[2] ?? '') ? 1e9 : /million/i.test(m[2] ?? '') ? 1e6 : 1;
    return n * scale;
  });
}
