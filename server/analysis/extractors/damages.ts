import type { ComplaintFacts, DamageClaim, DamageType } from '@common/analysis';
import { findMoney, type MoneyMention } from './amounts';
import {
  type CountSection,
  findCounts,
  findExhibitStart,
  findPrayers,
  findTitleBlock,
  parseOrdinal,
  prepareText,
  type Span,
  splitSentences,
} from './sections';
import { type Citation, citationKey, findCitations, isJurisdictionCitation } from './statutes';

type DamagesFacts = Pick<
  ComplaintFacts,
  'damageClaims' | 'jurisdictionalAmounts' | 'statutes' | 'causesOfAction'
>;

/** Words that name a head of relief, most specific first; 'damages' alone is compensatory. */
const TYPE_WORDS: [DamageType, RegExp][] = [
  ['punitive', /\b(?:punitive|exemplary)\b/gi],
  ['treble', /\b(?:treble[ds]?|trebling|three times|threefold)\b/gi],
  [
    'statutory',
    /\b(?:statutory\s+(?:damages|penalt(?:y|ies)|award)|(?:two|2)\s+times\s+the\s+[\w\s]{0,30}?(?:benefit|amount|damages)|double\s+damages|civil\s+penalt(?:y|ies)|penalt(?:y|ies)|liquidated\s+damages|additional\s+damages)\b/gi,
  ],
  [
    'attorney-fees',
    /\b(?:attorneys?['’]?s?['’]?\s+fees?|attorney\s+fees?|counsel\s+fees|legal\s+fees|fees\s+of\s+counsel)\b/gi,
  ],
  ['costs', /\b(?:costs?(?:\s+of\s+(?:suit|court|this\s+action))?|court\s+costs)\b/gi],
  [
    'interest',
    /\b(?:(?:pre|post)[-\s]?judgment\s+interest|interest\s+(?:at|on|from|thereon|accru\w+|as\s+(?:allowed|provided|permitted))|(?:accrued|contractual|contract|statutory|legal|unpaid|finance)\s+interest|interest\s+charges?)\b|(?:,|\band)\s+interest\b|^\s*interest\b/gi,
  ],
  ['injunctive', /\b(?:injunct\w*|enjoin\w*|restrain\w*)\b/gi],
  [
    'declaratory',
    /\b(?:declarat\w*|declare\w*|judicial\s+determination|determination\s+that|rescind\w*|rescission|null\s+and\s+void)\b/gi,
  ],
  ['restitution', /\b(?:restitution|disgorge\w*)\b/gi],
  [
    'principal',
    /\b(?:principal|unpaid\s+balance|balance\s+(?:due|owing|owed)|amount\s+(?:due|owing|owed)|sum\s+(?:due|owing|owed)|due\s+and\s+owing)\b/gi,
  ],
  [
    'compensatory',
    /\b(?:compensatory|actual\s+damages|general\s+damages|special\s+damages|(?:non-?)?economic\s+damages|consequential\s+damages|back\s+pay|front\s+pay|damages)\b/gi,
  ],
];

const CATCH_ALL = /\b(?:such\s+(?:other|further)|other\s+and\s+further|further\s+relief|other\s+relief)\b/i;
const UNQUANTIFIED =
  /\b(?:in\s+(?:an|the)\s+amount\s+(?:to\s+be\s+)?(?:proven|proved|determined|established|shown)(?:\s+(?:at|by)\s+(?:trial|the\s+(?:jury|court)))?|according\s+to\s+proof|in\s+the\s+maximum\s+amount\s+(?:allowed|permitted)\s+by\s+law|as\s+(?:allowed|permitted|provided)\s+by\s+(?:law|statute)|to\s+be\s+(?:proven|proved|determined)\s+at\s+trial)\b/i;
const RATE_AFTER =
  /^\s*(?:per|a|an|each|every|for\s+(?:each|every)|\/)\s*(?:[a-z]+\s+){0,3}?(?:annum|year|month|day|week|hour|diem|visit|violation|occurrence|employee|pay\s+period|call|message|letter|share|unit|ton|gallon|bushel|barrel|pound|hundredweight|cwt|head|acre|rod|customer|client|foot|mile|load|trip|mark|work|infringement|item|product|transaction|incident|offense|instance|copy|page)\b|^\s*per-[a-z]+|^\s*%|^\s*each\b/i;
const RATE_BEFORE = /\b(?:at\s+(?:the|a)\s+rate\s+of|rate\s+of|interest\s+(?:rate\s+)?of)\s*$/i;
const JURISDICTION_WORDS =
  /\b(?:jurisdiction\w*|amount\s+in\s+controversy|exclusive\s+of\s+(?:interest|costs)|minimum\s+(?:jurisdictional\s+)?(?:amount|limit)|jurisdictional\s+(?:minimum|limit|amount)|limited\s+civil|unlimited\s+civil|small\s+claims|tier\s*(?:1|2|3|one|two|three|i{1,3})\b|discovery\s+tier|Rule\s+26\(c\)\(3\)|Rule\s+47|R\.\s*Civ\.\s*P\.\s*47|C\.R\.C\.P\.\s*16\.1|Rule\s+16\.1|civil\s+cover\s+sheet|(?:compulsory|mandatory)\s+arbitration|arbitration\s+limits?|monetary\s+relief\s+(?:of\s+)?(?:over|in\s+excess|more|less|between|aggregating|not\s+more|no\s+more|of\s+\$))/i;
const THRESHOLD_BEFORE =
  /\b(?:exceeds?|exceeding|(?:in\s+)?excess\s+of|more\s+than|greater\s+than|over|at\s+least|less\s+than|under|not\s+(?:to\s+)?exceed|below|above|sum\s+or\s+value\s+of|minimum\s+of|up\s+to)\b[^$\d]{0,30}$/i;
const EXCESS_OF = /\b(?:(?:in\s+)?excess\s+of|exceeding|exceeds?|more\s+than|greater\s+than)\b[^$\d]{0,12}$/i;
/** Amount-in-controversy floors of state and federal trial courts, pleaded as 'in excess of' them. */
const COURT_THRESHOLDS = new Set([10_000, 15_000, 25_000, 30_000, 35_000, 50_000, 75_000, 100_000, 300_000]);
const QUALIFIER_BEFORE =
  /\b(?:up\s+to|not\s+less\s+than|no\s+less\s+than|at\s+least|in\s+excess\s+of|not\s+to\s+exceed|a\s+minimum\s+of|a\s+maximum\s+of|more\s+than|approximately)\s*$/i;
/** Figures recited as background: what was paid, insured or priced, not what is asked for. */
const BACKGROUND_BEFORE =
  /\b(?:polic(?:y|ies)\s+limits?|limits?\s+of\s+(?:liability|coverage)|coverage\s+(?:\([^)$]{1,30}\)\s+)?(?:of|limit)|premiums?|deductibles?|self[-\s]insured\s+retentions?|per\s+occurrence|aggregate|paid|pays?|payments?\s+of|purchase\s+price|purchased|bought|sold|deposit|down\s+payment|credit\s+limit|loan\s+of|borrowed|financed|invoiced?|billed|charged|valued?\s+at|worth|fee\s+of|salary|wages?\s+of|earned|benefits?\s+of|estimate\s+of|proof\s+of\s+loss|liens?\s+of|subrogation|ransom|offered|offers?\s+of|settlement\s+offer)\b[^$]{0,40}$|\bpaid\b[^$.;]{0,60}$/i;
/** A sentence that opens the pleader's list of its losses or damages, items after a colon. */
const LOSS_LIST_RE =
  /\b(?:suffered|sustained|incurred)\s+the\s+following\s+(?:[\w-]+\s+){0,3}(?:losses|damages)\b[^.$]{0,40}:|\b(?:losses|damages)\s+(?:that\s+remain\s+unpaid\s+)?(?:are|were|include)\s*(?:as\s+follows)?\s*:/i;
/** A past loss the pleader states in figures: 'has incurred medical expenses of $X to date', 'lost wages of $Y'. */
const INCURRED_LOSS_BEFORE =
  /\bincurred\b[^;]{0,160}?\b(?:medical|hospital|surgical|rehabilitation|funeral|burial|therapy|treatment|health\s*care)\b[\w\s,-]{0,40}?\b(?:expenses|bills|charges|costs)(?:\s+to\s+date)?\s+(?:of|totaling|in\s+the\s+amount\s+of)\s*$|\b(?:lost|loss\s+of)\s+(?:past\s+|back\s+)?(?:wages|earnings|income)(?:\s+and\s+benefits)?(?:\s+to\s+date)?\s+(?:of|totaling|in\s+the\s+amount\s+of)\s*$/i;
const BODY_CLAIM_BEFORE = [
  INCURRED_LOSS_BEFORE,
  /\b(?:damaged|damages|injured|harmed|losses?|loss)\b[^.$;]{0,60}\b(?:in\s+the\s+(?:amount|sum)\s+of|of\s+not\s+less\s+than|of\s+at\s+least|in\s+excess\s+of|total(?:l?ing)?|amounting\s+to|of)\s*$/i,
  /\b(?:owes|owed|owing|due\s+and\s+owing|(?:is|are|remains?)\s+(?:now\s+)?due|indebted)\b[^.$;]{0,50}$/i,
  // 'Nimbara used to demand $3,874,210.00': an infinitive's demand is another's, the pleader demands or seeks.
  /\b(?:entitled\s+to\s+(?:recover|judgment|damages|an\s+award)|(?<!\bto\s+)(?:seeks?|demands?)|is\s+seeking|prays?\s+for)\b[^.$;]{0,60}$/i,
  /\bjudgment\b[^.$;]{0,60}\b(?:in\s+the\s+(?:amount|sum)\s+of|for)\s*$/i,
];
/**
 * Words that make a figure a limit, not a demand ('subject to the limits of …', 'capped at', 'not to exceed'), or
 * someone else's claim on the recovery ('asserts a lien of $412,338.19').
 */
const CAP_BEFORE =
  /\b(?:limits?(?:\s+of)?|limitations?|limited\s+(?:\w+\s+){0,3}?to|caps?|capped|ceiling|maximum(?:\s+of)?|not\s+to\s+exceed)\b[^$;]{0,120}$|\b(?:lesser|least|greater|greatest)\s+of\s*$|\b(?:liens?|subrogation\s+(?:interest|claim))\s+(?:of|in\s+the\s+amount\s+of)\s*$/i;
const NUMBER_WORD =
  '(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|and|\\d{2}/100)';
/** 'TWO MILLION … AND 42/100 DOLLARS (' or 'Eighteen Million Five Hundred Thousand Dollars (' before its figure. */
const SPELT_OUT_BEFORE_FIGURE = new RegExp(`(?:\\b${NUMBER_WORD}[\\s,-]+)+dollars\\s*\\(\\s*$`, 'i');
const TOTAL_BEFORE =
  /\b(?:total(?:\s+(?:compensatory|actual|economic|monetary))?(?:\s+(?:amount|sum|demand|judgment|damages|award|recovery|claim))?(?:\s+against\s+[\w.,&'’ -]{1,60}?)?(?:\s+(?:of|in\s+the\s+(?:amount|sum)\s+of))?|totaling|aggregate(?:\s+(?:amount|sum))?(?:\s+of)?|judgment\b[^$;:]{0,90}\b(?:in\s+the\s+(?:amount|sum)\s+of|for(?:\s+the\s+sum\s+of)?)|\bin\s+(?:total|all),|total\s+(?:\w+\s+){0,3}(?:demand(?:ed)?|damages|claim(?:ed)?|sum|judgment|award|recovery|ad\s+damnum|prayer)\b[^$.;]{0,60}\b(?:is|of|totals?|equals|amounts\s+to))\s*$/i;

/** A sum asked for on one count ('… on the first cause of action', '… as to Count II'). */
const PER_COUNT_AFTER =
  /^\s*\)?\s*,?\s*(?:on|under|for|as\s+to|with\s+respect\s+to)\s+(?:the\s+|plaintiffs?['’]?s?\s+)?(?:(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+(?:cause\s+of\s+action|claim(?:\s+for\s+relief)?|count)|count\s+(?:[ivxl]+|\d+|one|two|three|four|five))\b/i;

interface RawClaim {
  claim: DamageClaim;
  bases: string[];
  at: number;
  fromPrayer: boolean;
  /** Taken for the total only because it follows 'judgment … in the amount of': one prayer's sum, not the whole. */
  judgmentOnly?: boolean;
  /** The prayer and the item of it the figure was asked for in. */
  prayerItem?: { prayer: number; item: number };
  /**
   * Taken for the total only because an allegation said 'total': of the pleader's damages ('Buckeye Ridge's damages
   * total $1,862,415.38') or of a part ('unpaid wages owed to the class total not less than $418,600.00').
   */
  bodyTotal?: 'damages' | 'part';
}

/**
 * The sum a complaint demands, as a reader would quote it: its stated total, else the figures it asks for
 * added up (each head once); null when it states no figure.
 */
export function sumDemanded(claims: readonly DamageClaim[]): number | null {
  // A prayer that names no figure ('in an amount to be proven at trial', 'in excess of $50,000') demands no sum,
  // whatever the allegations say was lost; where it names some, they are the demand.
  const prayed = claims.filter((c) => c.source === 'prayer');
  if (prayed.length > 0 && prayed.every((c) => c.amount === null)) return null;
  const quantified = (prayed.length > 0 ? prayed : claims).filter((c) => c.amount !== null);
  // A subtotal ('… totaling $1,118,400') and the grand total ('a total judgment of $1,268,400'): the larger.
  const totals = quantified.filter((c) => c.isTotalDemand);
  if (totals.length > 0) return Math.max(...totals.map((c) => c.amount!));
  if (quantified.length === 0) return null;
  return Math.round(quantified.reduce((sum, c) => sum + c.amount!, 0) * 100) / 100;
}

/** What the complaint asks for and under which law: the prayer and demand first, decoys left out. */
export function extractDamages(raw: string): DamagesFacts {
  const text = prepareText(raw);
  const limit = findExhibitStart(text);
  const counts = findCounts(text, limit);
  const prayers = findPrayers(text, counts, limit);
  const citations = findCitations(text.slice(0, limit));
  const jurisdictional = findJurisdictionalMoney(text, limit);
  const jurisdictionalStarts = new Set(jurisdictional.map((m) => m.start));

  const raws: RawClaim[] = [];
  const countPrayers = prayers.filter((p) => isCountPrayer(text, p, counts, prayers));
  for (const prayer of prayers) {
    const count = countPrayers.includes(prayer) ? countAt(counts, prayer.start) : null;
    raws.push(...claimsFromPrayer(text, prayer, count, counts, citations, jurisdictionalStarts));
  }
  raws.push(...claimsFromBody(text, limit, prayers, counts, citations, jurisdictionalStarts));
  raws.push(...captionDemand(text, limit));

  return {
    damageClaims: mergeClaims(raws),
    jurisdictionalAmounts: [...new Set(jurisdictional.map((m) => m.value))],
    statutes: selectStatutes(text, limit, counts, prayers, citations),
    causesOfAction: [...new Set(counts.map((c) => c.name || c.label))],
  };
}

/**
 * The sum a caption states as the claim ('Prayer: $485,000' under an Oregon caption, 'Amount of Claim: $6,934.18'
 * on a small-claims form): the pleader's own total.
 */
function captionDemand(text: string, limit: number): RawClaim[] {
  const head = text.slice(0, Math.min(limit, 6000));
  const m =
    /^[ \t]*(?:Prayer|Amount\s+(?:of\s+)?Claim(?:ed)?|Claim\s+Amount|Amount\s+Demanded|Total\s+Demand)\s*:\s*(\$\s?[\d,]+(?:\.\d{2})?)/im.exec(
      head,
    );
  const money = m ? findMoney(m[1]!)[0] : undefined;
  if (!m || !money) return [];
  return [
    {
      claim: {
        type: 'compensatory',
        amount: money.value,
        amountText: money.text,
        basis: null,
        statute: null,
        isTotalDemand: true,
      },
      bases: [],
      at: m.index,
      fromPrayer: true,
    },
  ];
}

function countAt(counts: readonly CountSection[], at: number): CountSection | null {
  return counts.find((c) => at >= c.start && at < c.end) ?? null;
}

/** A WHEREFORE inside a count asks for that count's relief, unless it is the one closing prayer of the complaint. */
function isCountPrayer(
  text: string,
  prayer: Span,
  counts: readonly CountSection[],
  prayers: readonly Span[],
): boolean {
  const count = countAt(counts, prayer.start);
  if (!count) return false;
  if (/^\s*(?:PRAYER|RELIEF|REQUEST|DEMAND FOR)/i.test(text.slice(prayer.start, prayer.start + 30)))
    return false;
  const isLastCount = count === counts[counts.length - 1];
  if (!isLastCount) return true;
  return prayers.filter((p) => p !== prayer && countAt(counts, p.start)).length > 0;
}

/** Amount-in-controversy thresholds and discovery-tier statements anywhere before the exhibits. */
function findJurisdictionalMoney(text: string, limit: number): MoneyMention[] {
  const out: MoneyMention[] = [];
  const body = text.slice(0, limit);
  for (const sentence of splitSentences(body)) {
    const s = body.slice(sentence.start, sentence.end);
    const namesJurisdiction = JURISDICTION_WORDS.test(s);
    for (const money of findMoney(s)) {
      const before = s.slice(Math.max(0, money.start - 60), money.start);
      const after = s.slice(money.end, money.end + 20);
      // An arbitration certificate's limit ('does not exceed the limits … for compulsory arbitration ($50,000)').
      const isArbitrationLimit = /\b(?:compulsory|mandatory)\s+arbitration\b|\barbitration\s+limits?\b/i.test(
        s,
      );
      const isThreshold =
        isArbitrationLimit ||
        THRESHOLD_BEFORE.test(before) ||
        /^\s*(?:or\s+(?:less|more)|and\s+(?:above|below))/i.test(after);
      // 'Judgment in an amount in excess of $50,000' pleads a court's threshold (Illinois Law Division,
      // Missouri circuit court, federal diversity), not a sum: the pleader states no figure.
      const isCourtThreshold = isThreshold && EXCESS_OF.test(before) && COURT_THRESHOLDS.has(money.value);
      if (!namesJurisdiction && !isCourtThreshold) continue;
      if (!isThreshold && !/amount\s+in\s+controversy|jurisdiction/i.test(s)) continue;
      if (RATE_AFTER.test(after)) continue;
      out.push({ ...money, start: sentence.start + money.start, end: sentence.start + money.end });
    }
  }
  return out;
}

interface TypeHit {
  type: DamageType;
  start: number;
  end: number;
}

function findTypeHits(segment: string): TypeHit[] {
  const hits: TypeHit[] = [];
  for (const [type, re] of TYPE_WORDS) {
    for (const m of segment.matchAll(re)) {
      const start = m.index;
      const end = m.index + m[0].length;
      if (hits.some((h) => h.start < end && start < h.end)) continue;
      // 'punitive damages', 'treble damages': the word 'damages' belongs to the head before it.
      if (type === 'compensatory' && /^damages$/i.test(m[0])) {
        const prior = hits.find((h) => h.end <= start && start - h.end <= 12 && h.type !== 'compensatory');
        if (prior) continue;
      }
      hits.push({ type, start, end });
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

/** Prayer items: the enumerated paragraphs, and within them the heads joined by ';', 'plus', 'together with'. */
function splitPrayer(text: string, span: Span): Span[] {
  const items: Span[] = [];
  const body = text.slice(span.start, span.end);
  const re =
    /\n\s*(?=(?:\(?\d{1,2}[.)]|\(?[a-zA-Z][.)]|\(?[ivx]{1,4}[.)]|[•●▪-])\s)|;|\bplus\b|\btogether\s+with\b|\bas\s+well\s+as\b|\bin\s+addition\s+to\b|,\s+and\s+(?=for\b)/gi;
  let start = 0;
  for (const m of body.matchAll(re)) {
    items.push({ start: span.start + start, end: span.start + m.index });
    start = m.index + m[0].length;
  }
  items.push({ start: span.start + start, end: span.end });
  return items.filter((s) => text.slice(s.start, s.end).trim().length > 2);
}

/** 'On the First Cause of Action:', 'As to Count II' inside a closing prayer. */
function findSubBasis(segment: string, counts: readonly CountSection[]): CountSection | null {
  const m =
    /\b(?:on|as\s+to|under|for)\s+(?:the\s+)?(?:(\w+)\s+(?:cause\s+of\s+action|claim\s+for\s+relief|claim|count)|(?:count|claim|cause\s+of\s+action)\s+(?:no\.?\s*)?([ivxl]+|\d{1,2}|\w+))\b/i.exec(
      segment,
    );
  if (!m) return null;
  const ordinal = parseOrdinal(m[1] ?? m[2] ?? '');
  return counts.find((c) => c.ordinal === ordinal) ?? null;
}

function claimsFromPrayer(
  text: string,
  prayer: Span,
  count: CountSection | null,
  counts: readonly CountSection[],
  citations: readonly Citation[],
  jurisdictional: ReadonlySet<number>,
): RawClaim[] {
  const out: RawClaim[] = [];
  let subBasis: CountSection | null = null;
  for (const item of splitPrayer(text, prayer)) {
    const segment = text.slice(item.start, item.end);
    const heading = findSubBasis(segment, counts);
    if (heading && segment.replace(/\b(?:on|as to|the|under|for)\b/gi, '').trim().length < 40) {
      subBasis = heading;
      continue;
    }
    const basisCount = heading ?? subBasis ?? count;
    const bases = basisCount ? [basisCount.basis] : [];
    const statute = citations.find(
      (c) => c.start >= item.start && c.start < item.end && !isJurisdictionCitation(c),
    );
    const prayerItem = { prayer: prayer.start, item: item.start };
    for (const claim of claimsFromSegment(
      segment,
      item.start,
      bases,
      statute?.cite ?? null,
      jurisdictional,
      true,
    ))
      out.push({ ...claim, prayerItem });
  }
  return out;
}

/** Claims in one prayer head or one allegation sentence. */
function claimsFromSegment(
  segment: string,
  offset: number,
  bases: string[],
  statute: string | null,
  jurisdictional: ReadonlySet<number>,
  fromPrayer: boolean,
  body = false,
  /** The segment is a list of the pleader's losses ('suffered the following losses: (a) …: $X;'): its figures are. */
  lossList = false,
): RawClaim[] {
  const out: RawClaim[] = [];
  const hits = findTypeHits(segment);
  const monies = findMoney(segment);
  const usedTypes = new Set<DamageType>();
  const pushClaim = (
    type: DamageType,
    amount: number | null,
    amountText: string | null,
    at: number,
    isTotal: boolean,
    judgmentOnly = false,
    /** The text before the figure, for what its 'total' is said of. */
    before = '',
  ) => {
    out.push({
      claim: { type, amount, amountText, basis: null, statute, isTotalDemand: isTotal },
      bases,
      at,
      fromPrayer,
      judgmentOnly: isTotal && judgmentOnly,
      bodyTotal: isTotal && !fromPrayer ? bodyTotalOf(before) : undefined,
    });
  };
  /** Where the last figure read as a cap or limit ends in `segment`, or -1. */
  let capEnd = -1;
  for (const money of monies) {
    if (jurisdictional.has(offset + money.start)) continue;
    // 'TOTAL ........ $99,295.50': the leader dots between a label and its figure say nothing.
    // 'In total, TWO MILLION … AND 42/100 DOLLARS ($2,415,865.42)': the figure spelt out says nothing either.
    const before = segment
      .slice(Math.max(0, money.start - 160), money.start)
      .replace(/(?:\s*[.·…]){4,}\s*$/, ' ')
      .replace(SPELT_OUT_BEFORE_FIGURE, '')
      // 'the total amount of not less than $X': the floor says how much, not whether it is the total.
      .replace(/\s+(?:not\s+less\s+than|no\s+less\s+than|at\s+least)\s*$/i, ' ');
    const after = segment.slice(money.end, money.end + 60);
    if (body) {
      // An item of the pleader's list of its losses is a loss whatever words its label uses ('… or sold').
      if (!lossList && BACKGROUND_BEFORE.test(before.slice(-60)) && !INCURRED_LOSS_BEFORE.test(before))
        continue;
      // '… delivered a claim notice asserting that … had caused it losses of $9,200,000': another party's
      // assertion, reported, not a loss the pleader claims.
      const asserted = /\b(?:asserting|asserted|contending|contended|claiming)\s+that\b[^.;$]*$/i.exec(
        before,
      );
      if (asserted && !/\bPlaintiffs?\b[^.;]*$/i.test(before.slice(0, asserted.index))) continue;
      // 'Upon information and belief, Marlin Cove was owed more than $640,000.00': what the pleader believes of
      // others' dealings, not a loss it claims.
      if (/\binformation\s+and\s+belief\b[^.;]*$/i.test(before)) continue;
      if (!lossList && !BODY_CLAIM_BEFORE.some((re) => re.test(before))) continue;
    }
    // '… declare that a single hurricane deductible of $3,120,000.00 applies': the policy's terms, even in a prayer.
    if (/\b(?:deductibles?|self[-\s]insured\s+retentions?)\s+(?:of|in\s+the\s+amount\s+of)\s*$/i.test(before))
      continue;
    // '… is $2,500 or more', 'FIFTEEN THOUSAND DOLLARS ($15,000.00) or more': a form's threshold, not a sum asked.
    if (/^\s*\)?\s*,?\s*or\s+(?:more|greater|higher)\b/i.test(after)) continue;
    // '… declaring that … the Fund owes Castellan nothing in respect of the $2,740,000 Castellan claims': the
    // other side's claim, denied in a declaration, not a sum asked for.
    if (
      /\b(?:declar\w*|determin\w*)\b[^$;]*\b(?:owes?|owed|liable)\b[^$;]*\b(?:nothing|no\s+(?:amount|sum|money))\b[^$;]*$/i.test(
        segment.slice(0, money.start),
      )
    )
      continue;
    // 'is less than $2,500' (Connecticut's summons box): a ceiling, never what is asked for.
    if (/(?<!\b(?:not|no)\s)\bless\s+than\s*$/i.test(before)) continue;
    // 'subject to the limits of § 1981a(b)(3), which … is $300,000', '… or $350,000, whichever is greater': a cap.
    // '(including $500,000 per claimant … and $750,000 against nonpractitioners)': the cap's second figure too.
    const afterCap =
      capEnd >= 0 &&
      money.start - capEnd < 100 &&
      /^[^.;$]*\b(?:and|or)\b[^.;$]*$/.test(segment.slice(capEnd, money.start));
    if (
      afterCap ||
      CAP_BEFORE.test(before.slice(-120)) ||
      // 'the $25,000.00 cap in Section 9.2 of the Agreement is unenforceable', 'the balance of its $5,000,000
      // limit', '$1,500,000 per annual aggregate', '… in the annual aggregate': a limit of coverage or of liability.
      /^\s*(?:damages\s+)?(?:cap|ceiling|limitation|limits?(?!\s+of\s+(?:this|the)\s+court)|(?:per\s+(?:annual\s+)?|in\s+the\s+(?:annual\s+)?)?aggregate)\b/i.test(
        after,
      ) ||
      /^\s*\)?,?\s*whichever\s+is\s+(?:greater|less|higher|lower)/i.test(after)
    ) {
      capEnd = money.end;
      continue;
    }
    const type = nearestType(hits, monies, money) ?? defaultType(segment);
    if (RATE_AFTER.test(after) || RATE_BEFORE.test(before)) {
      // '$100 per pay period' is how a statute prices a penalty: a head without a sum. An interest rate is not.
      if (type === 'statutory') {
        const unit =
          /^\s*(?:per|a|an|each|every|\/)\s*[\w ]{0,20}?\b(?:annum|year|month|day|week|hour|diem|visit|violation|occurrence|employee|period|call|message|letter)\b/i.exec(
            after,
          );
        pushClaim(
          'statutory',
          null,
          `${money.text}${unit ? unit[0] : ''}`.trim(),
          offset + money.start,
          false,
        );
        usedTypes.add('statutory');
      }
      continue;
    }
    const qualifier = QUALIFIER_BEFORE.exec(before);
    const amountText = qualifier ? `${qualifier[0].trim()} ${money.text}` : money.text;
    // '$5,000,000 on the first cause of action and $3,000,000 on the second': a sum per count, no total.
    const perCount = PER_COUNT_AFTER.test(after.slice(0, 60));
    // '$3,200,000.00, consisting of cover damages of $560,000.00 and lost profits of …': the whole before its parts.
    // Not '$86,400.00, consisting of the cost to remove, re-roof and reinstall …': parts with no figure describe it.
    const hasParts =
      /^\s*\)?\s*,?\s*(?:(?:consisting|comprised|composed|made\s+up)\s+of|comprising)\b[^;]{0,120}\$|^\s*\)?\s*,?\s*(?:being|representing)\b[^$;]{0,50}\$/i.test(
        segment.slice(money.end, money.end + 160),
      );
    // '… for compensatory damages in the amount of $2,500,000 and punitive damages of $1,000,000': one of two heads.
    // '… in the amount of $1,284,390.57 for underpaid reimbursements and $128,415.62 for …': one of two figures.
    const anotherHead =
      /^(?:\s*\(\$[\d,.]+\))?(?:\s*\))?(?:\s*,)?\s*(?:and|plus)\s+(?:[\w-]+\s+){0,3}damages\b/i.test(
        segment.slice(money.end, money.end + 80),
      ) ||
      /^(?:\s*\(\$[\d,.]+\))?\s+for\s+[^$;.]{1,60}?\s+(?:and|plus)\s+\$\s?\d/i.test(
        segment.slice(money.end, money.end + 100),
      );
    // '$99,295.50 in total' on the figure's own line; a 'TOTAL' row under it is the next figure's label.
    const sameLine = after.slice(0, 20).split('\n')[0]!;
    // '$187,350.00, which amount is included within and is not additional to the damages sought in Count I'.
    const included =
      /^\s*\)?\s*,?\s*(?:which\s+(?:amount|sum)\s+is\s+)?(?:included\s+(?:within|in)\b|not\s+(?:additional|in\s+addition)\s+to\b)/i.test(
        segment.slice(money.end, money.end + 80),
      );
    // '… $99,295.50 in total', not '$64,980.00, for total back pay of $152,430.00': that total is the next figure.
    const totalAfter = /\btotal\b/i.test(sameLine) && !/\btotal\b[^$\n]{0,40}\$/i.test(after);
    const isTotal =
      !perCount &&
      !included &&
      (hasParts ||
        totalAfter ||
        (TOTAL_BEFORE.test(before.slice(-100)) && !(anotherHead && !/\btotal\b/i.test(before.slice(-100)))) ||
        // A prayer's 'for total back pay of $152,430.00' after its parts.
        (fromPrayer && /\btotal\s+(?:[a-z-]+\s+){1,3}of\s*$/i.test(before.slice(-60))));
    const saysTotal = hasParts || totalAfter || /\b(?:total|totaling|aggregate)\b/i.test(before.slice(-100));
    pushClaim(
      type,
      money.value,
      amountText,
      offset + money.start,
      isTotal && (type === 'compensatory' || type === 'principal' || /\btotal\b/i.test(before.slice(-40))),
      !saysTotal,
      before,
    );
    usedTypes.add(type);
  }
  if (body || (monies.length > 0 && CATCH_ALL.test(segment) && hits.length === 0)) return out;
  if (CATCH_ALL.test(segment) && !hits.some((h) => h.type !== 'compensatory')) return out;
  const phrase = UNQUANTIFIED.exec(segment)?.[0].replace(/\s+/g, ' ') ?? null;
  for (const hit of hits) {
    if (usedTypes.has(hit.type)) continue;
    usedTypes.add(hit.type);
    const words = phrase ?? condense(segment);
    pushClaim(hit.type, null, words, offset + hit.start, false);
  }
  return out;
}

function condense(segment: string): string {
  const s = segment
    .replace(/([^.]{12,}?[.:])\s*\n[\s\S]*$/, '$1')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\s*(?:\(?\d{1,2}[.)]|\(?[a-zA-Z][.)]|\(?[ivx]{1,4}[.)]|[•●▪-])\s*/, '')
    .replace(/^(?:WHEREFORE,?\s*)/i, '')
    .replace(/^(?:and\s+|or\s+)?(?:for\s+)?(?=\S)/i, '')
    .replace(/[\s,;:.]+$/, '')
    .trim();
  return s.length > 140 ? `${s.slice(0, 137).replace(/\s+\S*$/, '')}…` : s;
}

function nearestType(
  hits: readonly TypeHit[],
  monies: readonly MoneyMention[],
  money: MoneyMention,
): DamageType | null {
  let best: { type: DamageType; distance: number } | null = null;
  for (const hit of hits) {
    const between =
      hit.end <= money.start
        ? monies.some((o) => o !== money && o.start >= hit.end && o.end <= money.start)
        : monies.some((o) => o !== money && o.start >= money.end && o.end <= hit.start);
    if (between) continue;
    const distance = hit.end <= money.start ? money.start - hit.end : hit.start - money.end + 25;
    if (hit.start >= money.end && hit.start - money.end > 40) continue;
    if (!best || distance < best.distance) best = { type: hit.type, distance };
  }
  return best?.type ?? null;
}

function defaultType(segment: string): DamageType {
  return /\b(?:account|balance|owing|owed|debt|note|loan|credit)\b/i.test(segment)
    ? 'principal'
    : 'compensatory';
}

/** Sums the allegations demand outright ('has been damaged in the amount of $…', 'there is now due and owing $…'). */
function claimsFromBody(
  text: string,
  limit: number,
  prayers: readonly Span[],
  counts: readonly CountSection[],
  citations: readonly Citation[],
  jurisdictional: ReadonlySet<number>,
): RawClaim[] {
  const out: RawClaim[] = [];
  const body = text.slice(0, limit);
  /** Whether the sentences read so far opened a list of the pleader's losses that its items go on. */
  let inLossList = false;
  let listHeadAbove = false;
  // 'a business income loss of $9,013,912.40' in one paragraph, 'The unpaid balance … is $6,873,912.40
  // ($9,013,912.40 less the $2,140,000.00 advanced)' in a later one: the whole is the story wherever it is told.
  const sentences = splitSentences(body);
  const settledAnywhere = new Set(
    sentences.flatMap((sentence) => [...partlyPaid(body.slice(sentence.start, sentence.end))]),
  );
  for (const sentence of sentences) {
    if (prayers.some((p) => sentence.start < p.end && p.start < sentence.end)) continue;
    const s = body.slice(sentence.start, sentence.end);
    // '… Plaintiffs suffered the following losses: (a) spoiled product: $1,214,300.00;' / '(b) …: $488,000.00;',
    // 'covered losses that remain unpaid are: Barn ....... $1,612,400.00': the items of a list of losses.
    const opensList = LOSS_LIST_RE.test(s);
    const lossList: boolean =
      opensList || (inLossList && (/^\s*(?:and\s+)?\(?[a-z]{1,4}\)\s/i.test(s) || listHeadAbove));
    inLossList = lossList;
    // The opening sentence ends at its colon when a blank row sets the items (a table) apart.
    listHeadAbove = opensList && /:\s*$/.test(s);
    if (!/\$|dollars/i.test(s)) continue;
    const count = countAt(counts, sentence.start);
    const statute = citations.find(
      (c) => c.start >= sentence.start && c.start < sentence.end && !isJurisdictionCitation(c),
    );
    const claims = claimsFromSegment(
      s,
      sentence.start,
      count ? [count.basis] : [],
      statute?.cite ?? null,
      jurisdictional,
      false,
      true,
      lossList,
    );
    const settled = partlyPaid(body.slice(Math.max(0, sentence.start - 300), sentence.end + 400));
    for (const whole of settledAnywhere) settled.add(whole);
    out.push(
      ...claims.filter((c) => c.claim.amount === null || !settled.has(Math.round(c.claim.amount * 100))),
    );
  }
  return out;
}

/**
 * The whole of a debt the sentences around it say was partly paid ('owed Plaintiffs $636,800 … The Company paid
 * $318,400 … and has refused to pay the remaining $318,400'; 'its full $10,000,000 limit, less the $2,317,055.62
 * paid, leaving $7,682,944.38 unpaid'; 'paid royalties of $9,730,116.02 … royalties owed were $28,372,421.90 …
 * underpaid royalties by $18,642,305.88'): in cents, the sums of what was paid and what remains. The balance is
 * the claim, the whole is the story.
 */
function partlyPaid(around: string): Set<number> {
  const monies = findMoney(around);
  const before = (m: MoneyMention) => around.slice(Math.max(0, m.start - 40), m.start);
  const after = (m: MoneyMention) => around.slice(m.end, m.end + 20);
  const paid = monies.filter(
    (m) =>
      /\b(?:paid|tendered|remitted)\s+(?:[A-Za-z]+\s+){0,2}(?:of\s+)?$/i.test(before(m)) ||
      /^\s*(?:already\s+)?(?:paid|advanced|tendered)\b/i.test(after(m)),
  );
  const remaining = monies.filter(
    (m) =>
      // 'The unpaid balance of the business income loss is $6,873,912.40'.
      /\b(?:unpaid|outstanding|remaining)\s+balance\b[^$.;]{0,60}\b(?:is|was|remains|of)\s*$/i.test(
        around.slice(Math.max(0, m.start - 90), m.start),
      ) ||
      /\b(?:remaining|leaving|balance(?:\s+of)?|unpaid(?:\s+balance)?(?:\s+of)?|outstanding(?:\s+balance)?(?:\s+of)?|underpaid\s+(?:[A-Za-z]+\s+){0,2}by|shortfall\s+(?:of|is)|short\s+by)\s*$/i.test(
        before(m),
      ) ||
      /^\s*(?:unpaid|outstanding|remaining)\b/i.test(after(m)),
  );
  const sums = new Set<number>();
  for (const p of paid)
    for (const r of remaining) if (p !== r) sums.add(Math.round((p.value + r.value) * 100));
  return sums;
}

/**
 * The index of the largest figure when it equals the sum of two or more of the others (to the cent), else null.
 * Bounded: a complaint asks for a handful of figures, and past sixteen the search is not worth its cost.
 */
export function findArithmeticTotal(amounts: readonly number[]): number | null {
  if (amounts.length < 3 || amounts.length > 16) return null;
  const cents = amounts.map((a) => Math.round(a * 100));
  const largest = cents.indexOf(Math.max(...cents));
  const others = cents.filter((_, i) => i !== largest);
  // Subset sums over the others, as a set of reachable totals with how many figures made them.
  let reachable = new Map<number, number>([[0, 0]]);
  for (const c of others) {
    const next = new Map(reachable);
    for (const [sum, n] of reachable) {
      const to = sum + c;
      if (to <= cents[largest]! && (next.get(to) ?? 0) < n + 1) next.set(to, n + 1);
    }
    reachable = next;
  }
  return (reachable.get(cents[largest]!) ?? 0) >= 2 ? largest : null;
}

/** Whether an allegation's 'total' is said of the pleader's damages or losses, or of one part of them. */
function bodyTotalOf(before: string): 'damages' | 'part' {
  return /\b(?:damages|losses|loss)\s+(?:\w+\s+){0,3}?total(?:s|ed|ing)?(?:\s+of)?\s*$/i.test(
    before.slice(-100),
  )
    ? 'damages'
    : 'part';
}

/**
 * One claim per sum: a figure asked for on several counts is listed once with every basis joined. A head asked
 * for without a figure is dropped when the same head is also asked for with one.
 */
function mergeClaims(raws: RawClaim[]): DamageClaim[] {
  const merged: RawClaim[] = [];
  for (const r of raws) {
    const twin = merged.find((m) =>
      r.claim.amount !== null
        ? m.claim.amount === r.claim.amount
        : m.claim.amount === null &&
          m.claim.type === r.claim.type &&
          m.claim.amountText === r.claim.amountText,
    );
    if (twin) {
      absorb(twin, r);
      continue;
    }
    merged.push({ ...r, bases: [...r.bases], claim: { ...r.claim } });
  }
  const quantifiedTypes = new Map<DamageType, RawClaim>();
  for (const m of merged)
    if (m.claim.amount !== null && !quantifiedTypes.has(m.claim.type)) quantifiedTypes.set(m.claim.type, m);
  const kept = merged.filter((m) => {
    if (m.claim.amount !== null) return true;
    const quantified = quantifiedTypes.get(m.claim.type);
    if (quantified && m.claim.type !== 'statutory') {
      absorb(quantified, m);
      return false;
    }
    return true;
  });
  // The same unquantified head asked for in several prayers (one per count) is one head.
  const heads: RawClaim[] = [];
  for (const k of kept) {
    const twin =
      k.claim.amount === null
        ? heads.find((h) => h.claim.amount === null && h.claim.type === k.claim.type)
        : undefined;
    if (twin) absorb(twin, k);
    else heads.push(k);
  }
  // The one sum a complaint asks for, with no other figure beside it, is its whole demand.
  const quantified = heads.filter((h) => h.claim.amount !== null);
  // 'judgment … in the amount of $2,500,000' in one count's prayer, and punitive damages of $1,000,000 in
  // another's: each prayer's sum, not the whole.
  const demandedHeads = heads.filter(
    (h) =>
      h.claim.amount !== null &&
      h.fromPrayer &&
      !['interest', 'attorney-fees', 'costs'].includes(h.claim.type),
  );
  // 'b. judgment … against Ashworth and ADG in the amount of $1,870,000 (Counts II and III); c. judgment … against
  // Ashworth in the amount of $386,250 (Count IV)': two items of one prayer, each a part of the demand.
  const itemOfSamePrayer = (h: RawClaim, o: RawClaim) =>
    h.prayerItem !== undefined &&
    o.prayerItem?.prayer === h.prayerItem.prayer &&
    o.prayerItem.item !== h.prayerItem.item;
  for (const h of heads)
    if (
      h.claim.isTotalDemand &&
      h.judgmentOnly &&
      demandedHeads.some(
        (o) =>
          o !== h &&
          (o.claim.type !== h.claim.type ||
            (o.judgmentOnly && o.claim.amount !== h.claim.amount && itemOfSamePrayer(h, o))),
      )
    )
      h.claim.isTotalDemand = false;
  // 'The Vanterpools' losses on these elements total $86,400.00. The Ybarras' losses … total $74,250.00.', each
  // asked for in the prayer: totals of parts, neither the whole (unless one is the others' sum). One such total
  // ('Buckeye Ridge's damages total $1,862,415.38') may well be the whole demand.
  // 'Unpaid minimum and overtime wages owed to the class total not less than $418,600.00', asked for beside the
  // premiums and the PAGA penalties: that part's total too.
  const bodyTotals = demandedHeads.filter((h) => h.claim.isTotalDemand && h.bodyTotal);
  if (bodyTotals.length >= 2 || (bodyTotals.length === 1 && bodyTotals[0]!.bodyTotal === 'part')) {
    const whole = findArithmeticTotal(demandedHeads.map((h) => h.claim.amount!));
    for (const h of bodyTotals)
      if (whole === null || demandedHeads[whole] !== h) h.claim.isTotalDemand = false;
  }
  // A figure of the body beside it ('$18,500 in attorney's fees incurred to that date') is the story, not the ask.
  const prayed = quantified.filter((h) => h.fromPrayer);
  const isSoleSum =
    prayed.length === 1 && !['interest', 'attorney-fees', 'costs'].includes(prayed[0]!.claim.type);
  if (!heads.some((h) => h.claim.isTotalDemand) && isSoleSum) {
    prayed[0]!.claim.isTotalDemand = true;
  }
  // A figure that is the sum of the others asked for is their total, whatever words introduce it.
  // It outranks a figure taken for the total only because a 'judgment … in the amount of' clause introduced it.
  if (!heads.some((h) => h.claim.isTotalDemand && !h.judgmentOnly)) {
    const total = findArithmeticTotal(quantified.map((h) => h.claim.amount!));
    if (total !== null) {
      for (const h of heads) if (h.judgmentOnly) h.claim.isTotalDemand = false;
      quantified[total]!.claim.isTotalDemand = true;
    }
  }
  return heads
    .sort((a, b) => Number(b.claim.isTotalDemand) - Number(a.claim.isTotalDemand) || a.at - b.at)
    .map((h) => ({
      ...h.claim,
      basis: h.bases.length ? h.bases.join('; ') : null,
      source: h.fromPrayer ? ('prayer' as const) : ('body' as const),
    }));
}

function absorb(into: RawClaim, from: RawClaim): void {
  for (const b of from.bases) if (!into.bases.includes(b)) into.bases.push(b);
  into.claim.statute ??= from.claim.statute;
  if (from.claim.isTotalDemand)
    into.bodyTotal = !into.claim.isTotalDemand || into.bodyTotal ? from.bodyTotal : undefined;
  if (from.claim.isTotalDemand && !from.judgmentOnly) into.judgmentOnly = false;
  else if (!into.claim.isTotalDemand) into.judgmentOnly = from.judgmentOnly;
  into.claim.isTotalDemand ||= from.claim.isTotalDemand;
  // A prayer's head with no figure ('compensatory damages in an amount to be determined') makes no figure of the
  // allegations a prayed one: the figure came from the body, and the prayer still names none.
  if (from.claim.amount !== null || into.claim.amount === null) into.fromPrayer ||= from.fromPrayer;
  if (
    into.claim.type === 'compensatory' &&
    from.claim.type !== 'compensatory' &&
    from.claim.amount !== null
  ) {
    into.claim.type = from.claim.type;
  }
}

const RELIEF_WORDS =
  /\b(?:damages?|penalt(?:y|ies)|relief|remed(?:y|ies)|fees|costs|recover\w*|award\w*|entitled|treble\w*|restitution|disgorge\w*|injunct\w*|enjoin\w*|declar\w*|judgment|liable|liability|brings?\s+this\s+(?:action|suit)|action\s+(?:for|under|pursuant|arising)|claims?\s+(?:for|under|arising)|cause\s+of\s+action)\b/i;
const NOT_RELIEF =
  /\b(?:jurisdiction\w*|venue|remov(?:al|ed|able)|fictitious|exhaust\w*|notice\s+(?:to|of|was|letter)|within\s+the\s+meaning|as\s+defined|defin(?:es|ed|ition)|choice\s+of\s+law|governed\s+by|governing\s+law|predicate)\b|\bDOES\b/i;

/** How an allegation ties relief to a citation just after it: 'pursuant to', 'under', 'in violation of'. */
const CONNECTIVE =
  /\b(?:pursuant\s+to|under|authori[sz]ed\s+by|provided\s+(?:by|in|under|for\s+(?:in|by))|in\s+accordance\s+with|allow(?:ed|able)\s+(?:by|under)|recoverable\s+under|prescribed\s+by|violat\w*(?:\s+of)?|per|via|by)\b[^.;]{0,45}$/i;

/**
 * The law relief is sought under: citations in the caption's title, the count headings and the prayers, and in
 * allegations that tie a citation to relief; never jurisdiction, venue, definitions or background.
 */
function selectStatutes(
  text: string,
  limit: number,
  counts: readonly CountSection[],
  prayers: readonly Span[],
  citations: readonly Citation[],
): string[] {
  const zones: Span[] = [...counts.map((c) => c.heading), ...prayers];
  const title = findTitleBlock(text);
  if (title) zones.push(title);
  const inZone = (c: Citation) => zones.some((z) => c.start >= z.start && c.start < z.end);
  const sentences = splitSentences(text.slice(0, limit));
  const chosen = new Map<string, string>();
  for (const c of citations) {
    if (isJurisdictionCitation(c)) continue;
    const isRule = /R\. Civ\. P\.|^Rule$/.test(c.code);
    let keep = inZone(c);
    if (!keep && !isRule) {
      const sentence = sentences.find((s) => c.start >= s.start && c.start < s.end);
      const s = sentence ? text.slice(sentence.start, sentence.end) : '';
      const cueBefore = text.slice(Math.max(0, c.start - 12), c.start);
      const lead = sentence ? text.slice(Math.max(sentence.start, c.start - 60), c.start) : '';
      const opened = sentence ? text.slice(sentence.start, c.start) : '';
      // A citation inside a quotation (a letter, a policy, another court) is the quoted writer's, not the relief's.
      const isQuoted = (opened.match(/“/g)?.length ?? 0) > (opened.match(/”/g)?.length ?? 0);
      keep =
        RELIEF_WORDS.test(s) &&
        !NOT_RELIEF.test(s) &&
        !isQuoted &&
        CONNECTIVE.test(lead) &&
        !/\b(?:see|cf\.|e\.g\.,?)\s*$/i.test(cueBefore);
    }
    if (!keep) continue;
    const key = citationKey(c.cite);
    if (!chosen.has(key)) chosen.set(key, c.cite);
  }
  return [...chosen.values()];
}
