import type { ComplaintFacts, DamageClaim, DamageType } from '@common/analysis';
import { findMoney, formatMoney } from './amounts';
import { sumDemanded } from './damages';
import { findCounts, findExhibitStart, prepareText, splitSentences } from './sections';

type SummaryFacts = Omit<ComplaintFacts, 'summary' | 'factualSummary' | 'keyFindings'>;

const TYPE_WORDS: Record<DamageType, string> = {
  compensatory: 'compensatory damages',
  principal: 'the unpaid balance',
  statutory: 'statutory damages or penalties',
  punitive: 'punitive damages',
  treble: 'treble damages',
  interest: 'interest',
  'attorney-fees': "attorney's fees",
  costs: 'costs',
  injunctive: 'an injunction',
  declaratory: 'a declaration of rights',
  restitution: 'restitution or disgorgement',
  other: 'other relief',
};

/** Allegation boilerplate that says nothing about this dispute. */
const BOILERPLATE =
  /\b(?:jurisdiction|venue|incorporat\w+ (?:by reference|herein|the (?:preceding|foregoing|above))|re-?alleges?|repeats|information and belief|at all (?:times|relevant times)|DOES?\s+\d|fictitious|alter ego|agent (?:and|or) employee|hereinafter|citizen of|domiciled|principal place of business|organized under|exclusive of interest|discovery|tier\s*\d)\b/i;
const EVENT =
  /\b(?:signed|entered|executed|agreed|borrowed|purchased|bought|sold|paid|failed|refused|denied|terminated|fired|struck|collided|fell|injured|sent|mailed|called|published|issued|breached|defaulted|delivered|demanded|reported|retaliated|hired|opened|closed|damaged|destroyed|misrepresented|concealed|stopped|rescinded)\b/i;
const DATE =
  /\b(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{2,4}|(?:in|since|during)\s+(?:19|20)\d{2})\b/;

/** A short factual summary and key findings, built from the facts already extracted and the text. */
export function summarizeComplaint(
  text: string,
  facts: SummaryFacts,
): Pick<ComplaintFacts, 'summary' | 'factualSummary' | 'keyFindings'> {
  const clean = prepareText(text);
  return {
    summary: buildSummary(clean, facts),
    factualSummary: pickAllegations(clean, facts),
    keyFindings: buildKeyFindings(clean, facts),
  };
}

function nameList(names: string[], fallback: string): string {
  if (names.length === 0) return fallback;
  if (names.length === 1) return names[0]!;
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  return `${names[0]} and ${names.length - 1} others`;
}

function joinWords(words: string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

function describeClaim(c: DamageClaim): string {
  const words = TYPE_WORDS[c.type];
  return c.amount !== null ? `${formatMoney(c.amount)} in ${words}` : words;
}

function buildSummary(text: string, facts: SummaryFacts): string {
  const plaintiffs = facts.parties.filter((p) => p.role === 'plaintiff').map((p) => p.name);
  const defendants = facts.parties.filter((p) => p.role === 'defendant').map((p) => p.name);
  const plural = plaintiffs.length > 1;
  const who = `${nameList(plaintiffs, 'The plaintiff')} ${plural ? 'sue' : 'sues'} ${nameList(defendants, 'the defendant')}`;
  const court = facts.court ? ` in the ${facts.court.replace(/^the\s+/i, '')}` : '';
  const causes = facts.causesOfAction.slice(0, 4).map((c) => c.replace(/^Violation of /i, 'violation of '));
  const over = causes.length
    ? ` for ${joinWords(causes.map(lowerFirst))}${facts.causesOfAction.length > 4 ? ' and other claims' : ''}`
    : '';
  const sentences = [`${who}${court}${over}.`];
  const total = facts.damageClaims.find((c) => c.isTotalDemand && c.amount !== null);
  const heads = facts.damageClaims.filter((c) => c !== total);
  const asks: string[] = [];
  if (total) asks.push(`${formatMoney(total.amount!)} in total`);
  for (const c of heads) {
    const words = describeClaim(c);
    if (!asks.includes(words)) asks.push(words);
  }
  if (asks.length > 0) {
    sentences.push(
      `The complaint asks for ${joinWords(asks.slice(0, 6))}${asks.length > 6 ? ' and more' : ''}.`,
    );
  } else if (facts.jurisdictionalAmounts.length > 0) {
    sentences.push(
      `It states no sum, pleading only that more than ${formatMoney(Math.max(...facts.jurisdictionalAmounts))} is at stake.`,
    );
  }
  if (isClassAction(text)) sentences.push('It is brought as a class action.');
  return sentences.join(' ');
}

/** 'Breach of Contract' → 'breach of contract' for prose; acronyms and citations keep their case. */
function lowerFirst(s: string): string {
  return s.replace(/\b[A-Z][a-z]+\b/g, (w) => w.toLowerCase());
}

function isClassAction(text: string): boolean {
  return /\bCLASS ACTION (?:COMPLAINT|ALLEGATIONS)\b|\bclass (?:allegations|representative|members)\b|\bRule 23\b|\bproposed class\b/i.test(
    text,
  );
}

/** 3-6 sentences of the allegations that carry the dispute: parties, dates, money and events, in order. */
function pickAllegations(text: string, facts: SummaryFacts): string[] {
  const limit = findExhibitStart(text);
  const firstCount = findCounts(text, limit)[0]?.start ?? limit;
  // The story is told before the counts; when there are no counts, anywhere before the exhibits.
  const end = firstCount > text.length * 0.1 ? firstCount : limit;
  const names = facts.parties.map((p) => p.name.split(/[\s,]+/)[0]!).filter((n) => n.length > 2);
  const scored = splitSentences(text.slice(0, end))
    .map((span, index) => {
      const raw = text
        .slice(span.start, span.end)
        .replace(/\s+/g, ' ')
        .replace(/^\s*(?:\d{1,3}\.|¶\s*\d+)\s*/, '')
        .trim();
      let score = 0;
      if (raw.length < 50 || raw.length > 320 || !/[a-z]/.test(raw) || raw === raw.toUpperCase()) score -= 10;
      if (BOILERPLATE.test(raw)) score -= 6;
      // Caption lines ('JANE ROE, individually and on behalf of others, Plaintiff,') are not allegations.
      if (/\b(?:Plaintiffs?|Defendants?|Petitioners?|Respondents?)[,.]*$/.test(raw)) score -= 6;
      if (/§|U\.S\.C\./.test(raw)) score -= 2;
      if (/[“"]/.test(raw) && raw.length > 200) score -= 2;
      if (findMoney(raw).length > 0) score += 2;
      if (DATE.test(raw)) score += 2;
      if (EVENT.test(raw)) score += 2;
      if (/\b(?:Plaintiffs?|Defendants?)\b/.test(raw) || names.some((n) => raw.includes(n))) score += 1;
      return { raw, score, index };
    })
    .filter((s) => s.score >= 1);
  const ranked = [...scored].sort((a, b) => b.score - a.score || a.index - b.index);
  // Strong sentences first; weaker ones only to reach three.
  const best = ranked.filter((s, i) => s.score >= 3 || i < 3).slice(0, 6);
  return best.sort((a, b) => a.index - b.index).map((s) => (/[.!?]$/.test(s.raw) ? s.raw : `${s.raw}.`));
}

function buildKeyFindings(text: string, facts: SummaryFacts): string[] {
  const findings: string[] = [];
  const claims = facts.damageClaims;
  const quantified = claims.filter((c) => c.amount !== null);
  // One figure of one kind ('$1,000 statutory damages') is named by its kind; a total by the figure the
  // evaluation quotes (the grand total over a subtotal).
  const total =
    quantified.length === 1 && !['compensatory', 'principal'].includes(quantified[0]!.type)
      ? undefined
      : claims.find((c) => c.isTotalDemand && c.amount !== null);
  const sum = sumDemanded(claims);
  const listed = quantified.map((c) => `${formatMoney(c.amount!)} ${TYPE_WORDS[c.type]}`).join(', ');
  // Figures only in the allegations, under a prayer that names none: what was lost, not what is asked.
  if (sum === null && quantified.length > 0)
    findings.push(`No specific sum demanded; the allegations state ${listed}`);
  else if (total && sum !== null) findings.push(`Total demand ${formatMoney(sum)}`);
  else if (quantified.length === 1)
    findings.push(`Sum demanded ${formatMoney(quantified[0]!.amount!)} (${TYPE_WORDS[quantified[0]!.type]})`);
  else if (quantified.length > 1 && sum !== null)
    findings.push(`Sums demanded ${formatMoney(sum)} in all (${listed})`);
  else if (claims.length > 0) findings.push('No specific sum demanded');
  const withStatute = (type: DamageType, label: string) => {
    const c = claims.find((x) => x.type === type);
    if (c) findings.push(c.statute ? `${label} sought under ${c.statute}` : `${label} sought`);
  };
  withStatute('punitive', 'Punitive damages');
  withStatute('treble', 'Treble damages');
  withStatute('statutory', 'Statutory damages or penalties');
  withStatute('attorney-fees', "Attorney's fees");
  withStatute('injunctive', 'Injunctive relief');
  withStatute('declaratory', 'Declaratory relief');
  withStatute('restitution', 'Restitution or disgorgement');
  if (facts.jurisdictionalAmounts.length > 0) {
    findings.push(
      `Amount in controversy pleaded: ${facts.jurisdictionalAmounts.map((a) => formatMoney(a)).join(', ')} (a threshold, not a claim)`,
    );
  }
  const tier = /\bTier\s*(1|2|3|one|two|three|I{1,3})\b/i.exec(text);
  if (tier) findings.push(`Discovery tier ${tier[1]!.toUpperCase()} stated (Utah R. Civ. P. 26)`);
  if (
    /\b(?:jury trial (?:is )?demanded|demands? (?:a )?(?:trial by jury|jury trial)|demand for (?:a )?jury|trial by jury is demanded|and jury demand)\b/i.test(
      text,
    )
  ) {
    findings.push('Jury trial demanded');
  }
  if (isClassAction(text)) findings.push('Class action allegations');
  if (/\bPrivate Attorneys? General Act\b|\bPAGA\b/.test(text))
    findings.push('Representative action under PAGA');
  if (/^\s*VERIFIED\s+(?:COMPLAINT|PETITION)\b|^\s*VERIFICATION\s*$/im.test(text))
    findings.push('Verified complaint');
  if (findExhibitStart(text) < text.length) findings.push('Exhibits attached');
  if (facts.causesOfAction.length > 0) {
    findings.push(
      `${facts.causesOfAction.length} cause${facts.causesOfAction.length > 1 ? 's' : ''} of action`,
    );
  }
  return findings;
}
