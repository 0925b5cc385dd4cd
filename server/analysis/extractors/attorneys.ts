import type { Attorney, AttorneySide, ComplaintFacts, Party } from '@common/analysis';
import { US_STATE_NAMES_PATTERN } from '@common/states';
import {
  findEmails,
  findPhoneNumbers,
  formatPhone,
  isTollFree,
  readIdentifierLine,
  takeBarNumber,
  takeTrailingIdentifier,
} from './counsel-contacts';
import { normalizeName, toDisplayCase, toPleadingLines } from './document-lines';

/**
 * Counsel of record are read only where pleadings print them: the counsel block above a California caption,
 * signature blocks, and certificates of service (whose served list names the other side's counsel). Names
 * in the body or in exhibits are never counsel, and a name inside a block still needs an attorney cue (a bar
 * number, 'Esq.', 'pro hac vice', an 'Attorneys for' line or a law firm) so that a records custodian's
 * signature is not taken for a lawyer's.
 */

const ROLE_LINE_RE =
  /^(?:\(\s*courtesy\s+copy[;:,]\s*)?(?:(?:Lead|Local|Trial|Co-?|Additional|Liaison|Interim|Class|Of)\s*)*(?:Attorneys?|Counsel|Lawyers?)(?:\s+of\s+record)?\s+for\b|^(?:Its|Their|His|Her)\s+Attorneys?\.?$/i;
const SIGNATURE_START_RE =
  /^(?:Also\s+)?Of\s+Counsel:?$|^Counsel\s+of\s+Record\s+for\s+(?:this|these|the\s+Filing)(?:\s+Part(?:y|ies):?)?$|Respectfully\s+submitted|^By\s+Counsel$|^(?:By:?\s*)?_*\/s\/|^(?:By:?\s*)?s\/\s*[A-Z]|^By:?\s*_{3,}|^Dated\b.{0,40}\d{4}/i;
/** '- and -' (or 'and' alone) between two firms' blocks. */
const SEPARATOR_AND_RE = /^(?:[-–—]+\s*and\s*[-–—]+|and)$/i;
const SERVICE_HEADING_RE =
  /^(?:(?:RULE|LOCAL\s+RULE|L\.\s?R\.)\s+[\d.]+\s+)?(?:CERTIFICATE|CERTIFICATION|PROOF|DECLARATION)\s+OF\s+(?:ELECTRONIC\s+)?(?:SERVICE|MAILING|TRANSMITTAL|DELIVERY|COURTESY\s+COPY)\b|^SERVICE\s+LIST$|^NOTICE\s+OF\s+COURTESY\s+COPY$|^CERTIFICATION$/i;
const LAW_FIRM_RE =
  /\b(?:L\.?L\.?P|P\.?L\.?L\.?C|P\.?C|P\.?A|A\.?L\.?C|A\.?P\.?C|A\.?P\.?L\.?C|Chartered|A\s+(?:Professional\s+)?Law\s+Corporation|Law\s+(?:Group|Firm|Offices?|Center|Partners)|Legal\s+(?:Group|Services|Aid)|Litigation\s+(?:Group|Partners|Counsel)|(?:Counsel|Legal|Advocates),?\s+(?:L\.?L\.?C|Ltd|Inc)|Trial\s+(?:Lawyers|Attorneys|Group)|P\.?L\.?C|L\.?L\.?L\.?C|P\.?L\.?L\.?P|L\.?L\.?O|S\.C|(?<!\.)L\.C|Office\s+of\s+(?:the\s+)?(?:General\s+Counsel|City\s+Attorney|County\s+Attorney|Corporation\s+Counsel)|Attorneys\s+at\s+Law|Lawyers|&\s+Associates)\b\.?|\bLaw$/i;
const FIRM_DESCRIPTION_RE =
  /^(?:(?:Attorneys|Counsel(?:l)?ors|Lawyers)\s+at\s+Law|A\s+(?:Professional|Limited\s+Liability)\s+(?:Law\s+)?(?:Corporation|Company|Partnership|Association)|A\s+Law\s+Corporation|,|\s)+$/i;
/** Partners' names joined by '&' in capitals, as a firm prints its name ('KAHANANUI & FERREIRA'). */
const PARTNERS_RE =
  /^[A-Z][A-Z'’.-]+(?:,?\s+[A-Z][A-Z'’.-]+){0,3}\s+&\s+[A-Z][A-Z'’.-]+(?:,?\s+[A-Z][A-Z'’.-]+){0,2}$/;
const FIRM_SUFFIX_RE = /\b(?:LLC|L\.L\.C\.?|Inc\.?|Ltd\.?|Associates)(?!\w)/i;
const ADDRESS_RE =
  /^(?:\d+[A-Za-z]?\s+[A-Za-z0-9]|(?:Suite|Ste\.?|Floor|Fl\.|Building|Bldg\.?|P\.?\s*O\.?\s*Box|Post\s+Office|One|Two|Three)\b)|^[A-Za-z .'-]+,\s*[A-Za-z .]+\s+\d{5}(?:-\d{4})?$/i;
/**
 * A role in another proceeding than this one: 'Counsel for X in SEC v. Y', 'in the related state action', 'in the
 * appraisal proceeding, Case No. 2:24-cv-02190 (D. Kan.)'.
 */
const OTHER_PROCEEDING_RE =
  /\b(?:Counsel|Attorneys?)\s+for\b.*?\bin\s+(?:(?:the\s+)?(?:matter\s+of\s+)?\S.{0,60}?\s+v\.(?:\s|$)|(?:a|an|another|the)\s+(?:related|separate|other|pending|parallel|unrelated)(?:\s+(?:[\w'’-]+\s+){0,3}(?:action|case|proceeding|matter|arbitration)|\s*$)|(?:AAA|JAMS|FINRA|ICC|ICDR)\s+(?:Case|Arbitration)\b|(?:a|an|the)\s+(?!(?:above|instant|present|this)\b)(?:[\w'’-]+\s+){0,3}(?:action|case|proceeding|matter|arbitration|appraisal|litigation)\s*,?\s*(?:Case\s+|Civil\s+Action\s+)?No\.)/i;

/** Titles that say a signer is not a lawyer (exhibit letters, affidavits, business records). */
const NON_LAWYER_TITLE_RE =
  /\b(?:Custodian|Manager|Officer|President|Director|Representative|Agent|Specialist|Analyst|Supervisor|Notary|Clerk|Adjuster|Collector|Owner|Member|Secretary|Treasurer|Assistant|Paralegal|Employee|Investigator|Examiner|Inspector|Engineer|Appraiser|Reporter|Accountant|Administrator|Marshal|Sheriff|Constable|Process\s+Server)\b/i;
const NOT_A_NAME_RE =
  /\b(?:Street|St\.|Avenue|Ave\.|Boulevard|Blvd|Road|Suite|Drive|Floor|Plaza|Court|County|State|District|Plaintiffs?|Defendants?|Petitioners?|Respondents?|Attorneys?|Counsel|Telephone|Facsimile|Email|Dated|Submitted|Respectfully|Law|Legal|Office|Offices|Group|Service|Certificate|Jury|Trial|Demand|Complaint|Petition|Case|Hon|Honorable|Judge|Magistrate|Hearing|Required|Matter|Arbitration|Assessment|Bond|Surety|Inc|LLC|LLP|PLLC|PLLP|PLC|P\.?C|P\.?A|APC|ALC|LLLC|Ltd|Limited|Corporation|Company|Bank|Insurance|America|United|States|Circuit|Division|Parish|Department|Superior|Chancery|Probate|Municipal|Commonwealth|Clerk|Deputy|Notary|Assistant|Paralegal|Filing|Firm|Cause|File|Federal|Docket|Index|Envelope|Box|Filed|Conformed|Endorsed|Parties|Jurisdiction|Venue|Facts|Allegations|Introduction|Background|Hospital|Clinic|Medical|Health|University|School|Church|Foundation|Center|Centre|Courthouse|Justice|Square|Towers?|Building|Bldg|Parkway|Pkwy|Highway)\b|(?:^|\s)S\.\s?C\.(?:$|\s)|^(?:One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten)\s/i;

interface Group {
  /** `direct`: a lawyer's own line printed under their name ('Direct: (612) 555-0149'), before the firm's. */
  names: { name: string; barNumber: string | null; cue: boolean; direct: string | null }[];
  firm: string | null;
  firmIsLaw: boolean;
  address: string[];
  phone: string | null;
  fax: string | null;
  /** Each address, the lawyer it sits under, and whether it is labelled the firm's ('Firm e-mail for service:'). */
  emails: { email: string; after: number | null; firmWide?: boolean }[];
  hasDetails: boolean;
  nonLawyer: boolean;
  role: string | null;
  /** 'Of Counsel:' under a firm's block: the firm whose details this lawyer shares when printing none. */
  ofCounselTo: Group | null;
}

interface Found extends Attorney {
  explicitSide: boolean;
  /** The phone is the lawyer's own direct line: it wins over the firm's number from another block. */
  directPhone: boolean;
}

/** Counsel of record from the caption's counsel block, signature blocks and certificates of service. */
export function extractAttorneys(
  text: string,
  parties: readonly Party[],
): ComplaintFacts['attorneyInformation'] {
  // 'Electronically signed by Henrik A. Brandvold' (Wisconsin's e-filing) signs as '/s/ Henrik A. Brandvold' does.
  const lines = toPleadingLines(text).map((l) =>
    l.replace(/^(\s*)Electronically\s+signed\s+by:?\s+(?=\p{Lu})/iu, '$1/s/ '),
  );
  const found: Found[] = [];
  const serviceStart = lines.findIndex((l) => SERVICE_HEADING_RE.test(l));
  const pleadingEnd = serviceStart >= 0 ? serviceStart : lines.length;

  // The counsel block above the court's name (California and Utah captions).
  const courtLine = lines.findIndex((l, i) => i < 80 && isCourtHeading(l) && !isStampCourt(lines, i));
  if (courtLine > 0) found.push(...readBlock(lines.slice(0, courtLine), 'plaintiff', parties));
  // Counsel listed in the right column of a ')' caption (Pennsylvania's 'Counsel of Record for this Party').
  const right = findCounselInCaptionColumn(lines);
  if (right.length > 0) found.push(...readBlock(right, 'plaintiff', parties));
  // The counsel block under the caption, before the title (Michigan, some federal courts).
  const below = findCounselBelowCaption(lines, Math.max(courtLine, 0));
  if (below) found.push(...readBlock(lines.slice(below.start, below.end), 'plaintiff', parties));

  // Signature blocks of the pleading itself.
  let previous: { from: number; end: number } | null = null;
  for (let i = Math.max(courtLine, 0); i < pleadingEnd; i += 1) {
    // '… Trustee of the Hollis Family Trust / dated May 2, 2008, which owns …': a sentence, not a signature's date.
    if (!SIGNATURE_START_RE.test(lines[i]!) || /^dated\b/.test(lines[i]!)) continue;
    const end = findBlockEnd(lines, i, pleadingEnd);
    // A verification or declaration is signed by the client or a witness, not counsel; a cost bond by its surety.
    const above = lines.slice(Math.max(0, i - 8), i + 1).join(' ');
    const statement = CLIENT_STATEMENT_RE.test(lines.slice(Math.max(0, i - 14), i).join(' '));
    // 'Sincerely, / /s/ Sandra Villareal / Area Director': a letter's signature (an exhibit), not the pleading's.
    const letter = lines
      .slice(Math.max(0, i - 2), i)
      .some((l) =>
        /^(?:Sincerely|Very\s+truly\s+yours|Yours\s+(?:truly|sincerely)|(?:Best\s+|Kind\s+)?Regards)\b/i.test(
          l.trim(),
        ),
      );
    if (SWORN_RE.test(above) || SURETY_RE.test(above) || statement || letter) {
      i = end - 1;
      continue;
    }
    let from = signatureBlockStart(lines, i);
    // 'Attorneys for Plaintiff / OF COUNSEL: / FIRM / address…' under the names: the firm's block is theirs.
    if (previous && previous.end >= from - 1 && /^(?:Also\s+)?Of\s+Counsel:?$/i.test(lines[i]!.trim()))
      from = previous.from;
    found.push(...readBlock(lines.slice(from, end), 'plaintiff', parties));
    previous = { from, end };
    i = end - 1;
  }

  // Certificate of service: the signer is the filer; the rest is the list of those served.
  if (serviceStart >= 0) {
    const service = toServiceLines(lines.slice(serviceStart + 1));
    const signer = service.findIndex((l) => /\/s\/|^s\/\s*[A-Z]|^By:?\s*_{3,}/.test(l));
    if (signer >= 0) {
      const end = findBlockEnd(service, signer, service.length);
      const from = signatureBlockStart(service, signer);
      const sworn = SWORN_RE.test(service.slice(Math.max(0, signer - 8), signer).join(' '));
      found.push(...readBlock(service.slice(from, end), 'plaintiff', parties, !sworn));
      const served = [...service.slice(0, from), ...service.slice(end)];
      const filerSide = found.find((a) => a.explicitSide)?.side ?? 'plaintiff';
      const otherSide: AttorneySide = filerSide === 'plaintiff' ? 'defendant' : 'plaintiff';
      found.push(...readBlock(served, otherSide, parties));
    } else {
      found.push(...readBlock(service, 'defendant', parties));
    }
  }

  const merged = lendFirmContacts(lendFirmByMailDomain(mergeAttorneys(found)));
  return {
    plaintiffAttorneys: merged.filter((a) => a.side === 'plaintiff'),
    defendantAttorneys: merged.filter((a) => a.side === 'defendant'),
    otherAttorneys: merged.filter((a) => a.side === 'other'),
  };
}

/**
 * The court's name in capitals ('SUPERIOR COURT OF THE STATE OF CALIFORNIA', 'In the District Court of …'),
 * alone or as one column of a caption row ('HALVARD LINDQVIST and MAREN : SUPERIOR COURT OF NEW JERSEY').
 */
function isCourtHeading(line: string): boolean {
  return line
    .split(/\s[:)§]\s?/)
    .some(
      (part) =>
        (/\bCOURT\b/.test(part) && !/[a-z]{3}/.test(part)) || /^In the\b.*\bCourt\b/.test(part.trim()),
    );
}

/** 'FILED / FOURTH DISTRICT COURT / STATE OF UTAH … / By: D. Kartchner, Deputy Clerk': the clerk's stamp's court. */
function isStampCourt(lines: readonly string[], i: number): boolean {
  const before = lines[i - 1]?.trim() ?? '';
  return (
    /(?:^|\s)FILED$|^FILED\b/.test(before) ||
    lines.slice(i + 1, i + 5).some((l) => /\b(?:Deputy\s+)?Clerk\b/i.test(l) && l.trim().length < 60)
  );
}

const CAPTION_ROLE_END_RE = /^(?:and\s+)?(?:Defendants?|Respondents?|Appellees?)\s*[.,]?(?:\s*[)§])?$/i;
const TITLE_OR_BODY_RE =
  /^Case\s+Number:?\s*$|^(?:(?:VERIFIED|FIRST|SECOND|THIRD|AMENDED|CLASS ACTION|ORIGINAL|PLAINTIFF(?:S'?|'S)?)\s+)*(?:COMPLAINT|PETITION)\b|^1\.\s+\S|\b(?:alleges?|complains?|states as follows)\b/i;
const COUNSEL_CUE_RE = /\b(?:Bar|SBN|ARDC|Esq\.|pro hac vice)\b|\(P\d{4,6}\)|@/i;

/**
 * Counsel listed between the caption's last role label ('Defendants.') and the complaint's title: where
 * Michigan and some federal courts print them. Null when nothing there reads as counsel.
 */
function findCounselBelowCaption(
  lines: readonly string[],
  from: number,
): { start: number; end: number } | null {
  const cap = Math.min(lines.length, from + 90);
  let start = -1;
  let headed = false;
  for (let i = from; i < cap; i += 1) {
    // Colorado's caption box: the counsel block follows '▲ COURT USE ONLY ▲'.
    const line = lines[i]!.trim();
    if (!headed && (CAPTION_ROLE_END_RE.test(line) || /\bCOURT\s+USE\s+ONLY\b/i.test(line))) start = i + 1;
    // Colorado's box: 'Attorneys for Plaintiff:' heads the names under it.
    else if (!headed && /^(?:Attorneys?|Counsel)\s+for\s+\w+\s*:$/i.test(line)) {
      start = i;
      headed = true;
    } else if (start < 0 && TITLE_RE.test(line)) {
      // A caption without role lines (Louisiana's 'X / VERSUS / Y'): the title is where the caption ends. A title
      // printed inside the caption, before its role lines, leaves the search going.
      const under = findCounselUnderTitle(lines, i + 1);
      if (under) return under;
    } else if (start >= 0 && TITLE_OR_BODY_RE.test(lines[i]!.trim())) {
      const block = lines.slice(start, i);
      if (block.length >= 2 && isCuedBlock(block)) return { start, end: i };
      return BODY_START_RE.test(line) ? null : findCounselUnderTitle(lines, i + 1);
    }
  }
  return null;
}

/** A caption row split by its column bar: the text right of the first ')' or '§' standing alone. */
const CAPTION_BAR_RE = /^(.*?)(?:^|\s)[)§](?:\s+(.*))?$/;

/**
 * The right column of a ')' or '§' caption in the first page, when it lists counsel (a bar number, 'Esquire'
 * or an e-mail): Pennsylvania prints 'Counsel of Record for this Party' there. Empty when it holds only the
 * case number and the pleading's name.
 */
function findCounselInCaptionColumn(lines: readonly string[]): string[] {
  const cap = Math.min(lines.length, 100);
  let best: string[] = [];
  let run: string[] = [];
  const close = () => {
    if (run.length > best.length) best = run;
    run = [];
  };
  for (let i = 0; i < cap; i += 1) {
    const line = lines[i]!;
    if (line.trim() === '') {
      if (run.length > 0) run.push('');
      continue;
    }
    const m = line.length <= 160 ? CAPTION_BAR_RE.exec(line) : null;
    if (m) run.push((m[2] ?? '').trim());
    else close();
  }
  close();
  if (!best.some((l) => /@/.test(l))) return [];
  // The block starts with the paragraph of its first lawyer: the case number, the pleading's name and 'Filed
  // on behalf of …' above it are the column's too.
  const first = best.findIndex((l) => COUNSEL_CUE_RE.test(l) || /\bEsquire\b|\bI\.\s?D\.\s*No\b/i.test(l));
  let start = first;
  while (start > 0 && best[start - 1] !== '') start -= 1;
  return first >= 0 ? best.slice(start) : [];
}

const TITLE_RE =
  /^(?:(?:VERIFIED|FIRST|SECOND|THIRD|AMENDED|CLASS ACTION|ORIGINAL|PLAINTIFF(?:S'?|'S)?)\s+)*(?:COMPLAINT|PETITION)\b/;
const isCuedBlock = (block: readonly string[]) =>
  block.some((l) => COUNSEL_CUE_RE.test(l) || ROLE_LINE_RE.test(l.trim()));
/** The first line of a pleading's body: a numbered paragraph, 'Plaintiff … alleges', 'COMES NOW', 'NOW INTO COURT'. */
const BODY_START_RE =
  /^\d{1,3}\.\s+\S|\b(?:alleges?|complains?|states as follows|comes now|now (?:into|comes)|respectfully (?:represents|shows|states))\b/i;

/**
 * The counsel block between the pleading's title and its first paragraph (Oklahoma's and Pennsylvania's
 * petitions list the lawyers there): the lines up to the body, when they carry a bar number, 'Esq.' or an e-mail.
 */
function findCounselUnderTitle(
  lines: readonly string[],
  start: number,
): { start: number; end: number } | null {
  // 'VERIFIED COMPLAINT FOR UNPAID ROYALTIES, ACCOUNTING / AND DECLARATORY JUDGMENT': the title's own next line.
  let from = start;
  while (
    from < lines.length &&
    /^(?:AND|OR|FOR|OF|TO|WITH|UNDER)\s+[A-Z][A-Z ,;&'’-]*$/.test(lines[from]!.trim())
  )
    from += 1;
  const cap = Math.min(lines.length, from + 25);
  let end = from;
  while (end < cap && !BODY_START_RE.test(lines[end]!) && lines[end]!.trim().length <= 90) end += 1;
  if (end === cap) return null;
  const block = lines.slice(from, end);
  return block.filter((l) => l.trim() !== '').length >= 2 && isCuedBlock(block) ? { start: from, end } : null;
}

/** A cost bond signed by its principal and surety ('HARWELL OVERSTREET PLLC, Surety'): no counsel signs it. */
const SURETY_RE = /\bCOST\s+BOND\b|\bBOND\s+FOR\s+COSTS\b|\bas\s+surety\b|,\s*Surety$/i;
/** A plaintiff's own certification ('I, Rosamund Hartwell, as trustee …, declare'), signed over a table. */
const CLIENT_STATEMENT_RE =
  /\bCERTIFICATION\s+OF\s+(?:NAMED\s+|LEAD\s+)?PLAINTIFFS?\b|\bI,\s+[A-Z][^,]{2,40},[^.]{0,80}?\bdeclare\b/;
const SWORN_RE =
  /\bVERIFICATION\b|\b[Pp]enalty\s+of\s+[Pp]erjury\b|\b[Bb]eing\s+(?:first\s+)?duly\s+sworn\b|\bDECLARATION\s+OF\b|\bAFFIDAVIT\b/;

/**
 * A certificate of service written as prose ('… will serve a copy on: Graham W. Pettibone, Esq., Fla. Bar No.
 * 0087213, LINDQUIST PETTIBONE & ROWE, P.A., 201 South …, Counsel for Defendant.') read as the lines of a block.
 */
function toServiceLines(lines: readonly string[]): string[] {
  const signature = lines.findIndex((l) => /\/s\/|^s\/\s*[A-Z]|^By:?\s*_{3,}/.test(l));
  // The signer's own block (its firm's lines above the signature) is no part of the prose.
  const signer = signature >= 0 ? signatureBlockStart(lines, signature) : -1;
  const served = signer >= 0 ? lines.slice(0, signer) : lines;
  const joined = served.join(' ');
  // 'Gregory P. Lansing (BBO #655018) / THORNBURY KELL LLP / …': the served are listed block by block, whatever
  // the sentence above them says.
  const listed =
    served.some(
      (l, k) =>
        l.trim().length < 60 &&
        (takeBarNumber(l).barNumber !== null || /\bEsq\b/.test(l) || isPersonName(l.trim())) &&
        isFirmLine(served[k + 1]?.trim() ?? ''),
    ) && !served.some((l) => l.length > 70 && /\bEsq\.|\bBar\s+(?:No|#)/.test(l));
  const isProse =
    !listed &&
    served.some((l) => l.length > 70) &&
    // A row of two e-mails side by side is no prose: the words around the names must be.
    (served.some(
      (l) =>
        l.length > 70 &&
        /\bEsq\.|\bBar\s+(?:No|#)|@/.test(l) &&
        (l.replace(/\S+@\S+/g, ' ').match(/\b[a-z]{2,}\b/g) ?? []).length >= 1,
    ) ||
      /\b(?:notice|service|copy|served)\b[^.]{0,60}\b(?:to|on|upon)\s+[A-Z][a-z]+\s+(?:[A-Z]\.\s+)?[A-Z][\w'-]+,\s+[A-Z][^,]*\b(?:LLP|LLC|PLLC|P\.C\.|P\.A\.|PLC)\b/.test(
        joined,
      ) ||
      // '… was furnished by e-mail to Jeremy W. Calloway, Esq., Pruitt & Calloway, P.A., …'.
      /\b(?:furnished|served|sent|mailed|delivered|e-?mailed)\b[^.]{0,60}\b(?:to|upon)\s+[A-Z][a-z]+\s+(?:[A-Z]\.\s+)?[A-Z][\w'-]+,\s+Esq\./.test(
        joined,
      ));
  const named = listed ? [] : readNamedOfFirm(joined);
  if (named.length > 0) return [...named, ...(signer >= 0 ? lines.slice(signer) : [])];
  if (!isProse) return [...lines];
  // '… accept service on its behalf. A courtesy copy was also sent to Janet M. Ruocco, Esq., …': each sentence
  // that sends a copy is a block of its own.
  const sentences = served.join(' ').split(/(?<=\.)\s+(?=(?:A|An)\s+(?:courtesy\s+)?cop(?:y|ies)\b)/);
  const pieces = sentences.flatMap((sentence, k) => [...(k > 0 ? [''] : []), ...toServicePieces(sentence)]);
  return [...pieces, ...(signer >= 0 ? lines.slice(signer) : [])];
}

/** The pieces of one sentence of a served list: names, firms, addresses, e-mails and roles, one per line. */
function toServicePieces(sentence: string): string[] {
  return (
    sentence
      .replace(/^.*?\b(?:serve[sd]?|served|copy|copies)\b[^:]*:\s*/i, '')
      // '… was furnished by e-mail to Jeremy W. Calloway, Esq., …' with no colon before the names.
      .replace(
        /^.*?\b(?:furnished|served|sent|delivered|mailed|e-?mailed|transmitted)\b[^:.]{0,200}?\b(?:to|upon|on)\s+(?=(?:\p{Lu}[\p{Ll}'’-]+\.?\s+|\p{Lu}\.\s+){1,3}\p{Lu}[\p{L}'’-]+,\s+Esq(?:\.|uire\b))/u,
        '',
      )
      .split(
        /(?:[,;]|:)\s+(?!Esq\b|P\.?\s?A\.?(?:\W|$)|P\.?\s?C\.?(?:\W|$)|LLP\b|LLC\b|L\.L\.C\.|Inc\b|Ltd\b|Jr\b)/,
      )
      // 'Gideon R. Farragut, Esq. (Fla. Bar No. 0654321) and Whitney A. Lisle, Esq.': two lawyers.
      .flatMap((p) =>
        p.split(
          /\s+and\s+(?=(?:\p{Lu}[\p{Ll}'’-]+\.?\s+|\p{Lu}\.\s+){1,3}\p{Lu}[\p{L}'’-]+,?\s+(?:Esq\.|\())/u,
        ),
      )
      .map((p) =>
        p
          .trim()
          .replace(/^and\s+/i, '')
          // '…, who represents Ohio Valley … in the separate mechanic's lien action': the served lawyer's role.
          .replace(/^who\s+(?:represents?|(?:is|are)\s+(?:counsel|attorneys?)\s+for)\s+/i, 'Counsel for '),
      )
      .filter(Boolean)
  );
}

const PROSE_NAME = String.raw`(?:\p{Lu}[\p{Ll}'’-]+\.?\s+|\p{Lu}\.\s+){1,3}\p{Lu}[\p{L}'’-]+`;
/** '… to Gregory L. Asante and Priscilla N. Vo of Fairleigh Strand LLP (gasante@…; pvo@…), 111 Congress …'. */
const NAMED_OF_FIRM_RE = new RegExp(
  String.raw`\b(?:to|upon|on)\s+(${PROSE_NAME}(?:,\s+${PROSE_NAME})*(?:,?\s+and\s+${PROSE_NAME})?),?\s+of\s+((?:\p{Lu}[\p{L}'’.-]*|&)(?:\s+(?:\p{Lu}[\p{L}'’.-]*|&))*?(?:,?\s+(?:LLP|LLC|PLLC|P\.C\.|P\.A\.|PLC|L\.L\.P\.|Ltd\.)|\s+&\s+\p{Lu}[\p{L}'’-]+))(?=[\s,(])`,
  'gu',
);

/**
 * A notice's prose that names the lawyers a copy went to, their firm after 'of', and whom they act for: 'a
 * courtesy copy … was sent by e-mail to Gregory L. Asante and Priscilla N. Vo of Fairleigh Strand LLP (…), …,
 * who have advised that they represent Defendants …'. Each mention becomes the lines of a block (names, firm,
 * e-mails, phone, 'Counsel for …'); none when the prose has no such mention.
 */
function readNamedOfFirm(prose: string): string[] {
  const matches = [...prose.matchAll(NAMED_OF_FIRM_RE)];
  const out: string[] = [];
  for (const [k, m] of matches.entries()) {
    const rest = prose.slice(m.index + m[0].length, matches[k + 1]?.index ?? prose.length).slice(0, 500);
    const names = m[1]!.split(/,\s+|,?\s+and\s+/);
    const phone = /(?<!\b(?:Fax|Facsimile):?\s*)\(\d{3}\)\s?\d{3}[-.]\d{4}/i.exec(rest)?.[0];
    // 'who … represent Defendants Arvane …', ', counsel for Arvane in the unrelated arbitration …'.
    const acting =
      /\brepresent(?:s|ing)?\s+((?:the\s+)?(?:Defendants?|Plaintiffs?)\b[^.;]{0,120})/i.exec(rest)?.[1] ??
      /\b(?:counsel|attorneys?)\s+for\s+([^;]{0,160}?)(?=\.\s+\p{Lu}|$)/iu.exec(rest)?.[1] ??
      null;
    if (k > 0) out.push('and');
    out.push(...names, m[2]!, ...findEmails(rest), ...(phone ? [`Telephone: ${phone}`] : []));
    if (acting) out.push(`Counsel for ${acting.trim()}`);
  }
  return out;
}

/**
 * Where the signature block of the '/s/' line `signature` starts: at the firm's name just above it, or at the
 * top of a firm's whole block printed above the names ('FIRM, LLC / Counsel for Plaintiffs / address / Tel.').
 */
function signatureBlockStart(lines: readonly string[], signature: number): number {
  let from = signature;
  while (from > signature - 3 && from > 0 && isFirmLine(lines[from - 1]!)) from -= 1;
  let top = from;
  while (
    top > signature - 9 &&
    top > 0 &&
    (isContactLine(lines[top - 1]!) || ROLE_LINE_RE.test(lines[top - 1]!))
  )
    top -= 1;
  if (!(top < from && top > 0 && isFirmLine(lines[top - 1]!))) return from;
  // 'Milan Dragovic / DRAGOVIC LAW LLC / … / Counsel for Defendant', 'Whitney C. Baptiste / State Bar No. … / FIRM'
  // above a certificate's '/s/': lawyers served, not the signer's firm.
  const above = top > 1 ? lines[top - 2]!.trim() : '';
  return takeBarNumber(above).barNumber !== null || readPersonLine(above, above, null) ? from : top - 1;
}

/** Whether a blank row stands above line `i`, over the signature ('/s/ Jane Roe') that prints her name again. */
function blankAbove(lines: readonly string[], i: number): boolean {
  const signed = i > 0 && /^(?:By:?\s*)?_*(?:\/s\/|s\/)/i.test(lines[i - 1]!.trim());
  const above = signed ? i - 2 : i - 1;
  return above >= 0 && lines[above]!.trim() === '';
}

/** A signature block ends with its 'Attorneys for …' line, a new heading, or after 30 lines. */
function findBlockEnd(lines: readonly string[], start: number, limit: number): number {
  const cap = Math.min(limit, start + 30);
  for (let i = start + 1; i < cap; i += 1) {
    const line = lines[i]!;
    if (ROLE_LINE_RE.test(line)) {
      let j = i + 1;
      while (j < cap && isRoleContinuation(lines[j - 1]!, lines[j]!)) j += 1;
      // 'Attorneys for Plaintiff' above the address (New York, Michigan): the firm's details follow it, a building's
      // name ('Fountain Plaza Tower') first.
      while (j < cap && (isContactLine(lines[j]!) || isBuildingLine(lines, j))) j += 1;
      // 'cc: …' (a courtesy copy) or a new paper's heading over prose ('COST BOND / We, … as surety,') under it.
      if (j < cap && (/^cc:\s/i.test(lines[j]!.trim()) || isHeadingOverProse(lines, j))) return j;
      // Several firms sign one after the other, each with its own 'Attorneys for' line.
      const next = lines.slice(j, j + 8).join(' ');
      // 'Attorneys for Plaintiffs / THIBODEAU & LYDON, LLC / 88 Exchange Street': the firm's block under it.
      const firmNext =
        lines
          .slice(j, j + 3)
          .some((l) => (LAW_FIRM_RE.test(l) && isFirmLine(l)) || takeBarNumber(l).barNumber !== null) ||
        (isFirmLine(lines[j] ?? '') && ADDRESS_RE.test(lines[j + 1] ?? ''));
      if (j < cap && (firmNext || /\/s\/|\bBar\b|\bSBN\b|Esq\.|pro\s+hac\s+vice|\(P\d{4,6}\)/i.test(next)))
        continue;
      return j;
    }
    if (
      /^(?:TO:\s|VERIFICATION|DEMAND FOR JURY|JURY DEMAND|JURY TRIAL DEMANDED|EXHIBITS?\b|INDEX OF EXHIBITS|CERTIFICAT(?:E|ION)(?:\s+(?:OF|PURSUANT)\b|$)|ACCEPTANCE\s+OF\s+SERVICE\b|DESIGNATION\s+OF\s+(?:PRIMARY\s+)?E-?MAIL\b|(?:(?:SHERIFF|MARSHAL|CONSTABLE)['’]?S\s+)?RETURN\s+OF\s+SERVICE\b|(?:SHERIFF|MARSHAL)['’]?S\s+RETURN\b|AFFIDAVIT\s+OF\s+SERVICE\b|(?:DEFENDANTS?|PARTIES)\s+TO\s+BE\s+SERVED\b|(?:PLAINTIFFS?\s+)?REQUESTS?\s+SERVICE\b|(?:PLEASE\s+)?SERVE\s+(?:DEFENDANTS?\s+)?(?:AT|AS\s+FOLLOWS|VIA|BY)\b|COURTESY\s+COPY\b)/i.test(
        line,
      )
    )
      return i;
  }
  // The 30th line fell inside a lawyer's lines: they run on to the lawyer's last number, note or e-mail.
  let end = cap;
  while (
    end < Math.min(limit, cap + 8) &&
    (isContactLine(lines[end]!) ||
      takeBarNumber(lines[end]!).barNumber !== null ||
      /^\(?pro\s+hac\s+vice\b/i.test(lines[end]!.trim()))
  )
    end += 1;
  // '- and -' at the 30th line: the next firm's block follows, as much of the signature as the first.
  const separator = [end - 1, end].find((k) => k > start && SEPARATOR_AND_RE.test(lines[k]?.trim() ?? ''));
  if (separator !== undefined && separator < limit) return findBlockEnd(lines, separator, limit);
  return end;
}

/** A short heading in capitals ('COST BOND') with a sentence under it: another paper starts there. */
function isHeadingOverProse(lines: readonly string[], i: number): boolean {
  const heading = lines[i]!.trim();
  const next = lines[i + 1]?.trim() ?? '';
  return (
    /^[A-Z][A-Z ]{2,40}$/.test(heading) &&
    heading.split(' ').length <= 4 &&
    !isFirmLine(heading) &&
    next.length > 60 &&
    /\b[a-z]{3,}\s+[a-z]{3,}\b/.test(next)
  );
}

/** A building's name over its street address: 'Fountain Plaza Tower / 40 Fountain Plaza, Suite 1600'. */
function isBuildingLine(lines: readonly string[], i: number): boolean {
  return (
    /^[A-Z][\w.'’ &-]{2,40}\s(?:Tower|Towers|Plaza|Building|Center|Centre|Place|Square|Commons)$/.test(
      lines[i]!.trim(),
    ) && ADDRESS_RE.test(lines[i + 1]?.trim() ?? '')
  );
}

/** An address, phone, fax or e-mail line of a counsel block. */
function isContactLine(line: string): boolean {
  return (
    (ADDRESS_RE.test(line) && !/\bv\.\s/.test(line)) ||
    // New York's 'Office & P.O. Address' over the firm's street address.
    /^Office\s*(?:&|and)\s*(?:P\.?\s?O\.?|Post\s+Office)\s+Address$/i.test(line.trim()) ||
    findEmails(line).length > 0 ||
    /^(?:Tel(?:ephone)?\.?|Phone|Fax|Facsimile|Direct|Main|T|F|P)?\s*:?\s*\(?\d{3}\)?[\s.-]*\d{3}[\s.-]\d{4}\b/i.test(
      line,
    )
  );
}

function isRoleContinuation(previous: string, line: string): boolean {
  // An e-mail under 'Attorneys for Defendants' is the next line of the block, not more of the role.
  if (findEmails(line).length > 0) return false;
  // '- and -' (or 'and' alone) under the role line: the next firm's block follows.
  if (SEPARATOR_AND_RE.test(line.trim())) return false;
  // 'cc: Nathaniel B. Crews, Esq., …': a courtesy copy's list, not more of the role.
  if (/^cc:\s/i.test(line.trim())) return false;
  // 'Counsel of Record for these / Parties:' (Allegheny's cover page).
  if (/\bfor\s+(?:these|this|the)$/i.test(previous) && /^Part(?:y|ies):?$/i.test(line.trim())) return true;
  return /(?:\band|\bof|,)$/i.test(previous) || /^[a-z]/.test(line);
}

/** 'Jasper L. Merriweather (pro hac vice / application pending), Cal. Bar No. 241883': one line, its note wrapped. */
function joinOpenNotes(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    // '(Pa. I.D. No. 84410; pro hac vice motion pending)': the note first, the number last, where it is read.
    const line = lines[i]!.replace(
      /\(([^();]*\d{3}[^();]*);\s*(pro\s+hac\s+vice[^()]*)\)\s*$/i,
      (_, bar: string, note: string) => `(${note.trim()}) (${bar.trim()})`,
    );
    const next = lines[i + 1];
    // 'CHRISTOPHER J. THIBODAUX (La. Bar Roll / No. 38861)': a number's label wrapped before its number.
    const open = /\(\s*pro\s+hac\s+vice[^()]*$|\([^()]*\b(?:Bar|Roll|Reg\.?)\s*$/i.test(line);
    if (open && next !== undefined && /^[^()]{0,40}\)/.test(next.trim())) {
      out.push(`${line.trimEnd()} ${next.trim()}`);
      i += 1;
    } else out.push(line);
  }
  return out;
}

/**
 * 'Ann Lee (SBN 123456), Bo Park (SBN 234567)': one lawyer per line. 'BY: ANN LEE, ESQUIRE Attorneys for
 * Plaintiff': a right column's role line run into the name's line speaks for the block, read first.
 */
function splitNameLines(lines: readonly string[]): string[] {
  return (
    joinOpenNotes(lines)
      // 'DRUMMOND KESSLER LLP (Firm No. 44871)': Cook County's number for the firm is neither its name nor a lawyer's.
      .map((line) =>
        line.replace(/\s*[(,]?\s*Firm\s+(?:I\.?D\.?\s*)?(?:No\.?|#|Number)\s*:?\s*\d{3,7}\)?\s*$/i, ''),
      )
      // 'Of Counsel: Harlan B. Whitfield (State Bar No. 004871)' inside the firm's list: one of its lawyers.
      .map((line) => line.replace(/^(\s*)Of\s+Counsel:\s+(?=\p{Lu})/iu, '$1'))
      // '(BBO #684219) (pro hac vice pending)' under the name, 'Patrick D. Lafferty, MO #58291 (pro hac vice
      // application pending)': the name and number, then the note.
      .flatMap((line) => {
        const note =
          /^(\s*(?:\([^()]*\d{3}[^()]*\)|[^()]*\d{3}[^()]*))\s*(\(\s*pro\s+hac\s+vice[^()]*\))\s*$/i.exec(
            line,
          );
        return note ? [note[1]!, note[2]!] : [line];
      })
      .flatMap((line) => {
        // 'Dated: May 5, 2025      LINDQVIST OYELARAN, P.A.': the date beside the block's first line.
        const dated =
          /^(Dated:?\s+(?:[A-Z][a-z]+\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{2,4})\.?)\s+(\S.*)$/i.exec(
            line,
          );
        return dated ? [dated[1]!, dated[2]!] : [line];
      })
      .flatMap((line) => {
        const role = /\s(?=(?:Attorneys?|Counsel)\s+(?:of\s+record\s+)?for\s)/i.exec(line);
        const left = role ? line.slice(0, role.index) : '';
        // Only a name's line: an e-mail or phone line ending 'Attorneys for …' keeps its place in the block.
        return role && !ROLE_LINE_RE.test(line.trim()) && !/\b(?:by|the|as|its|their)$|@|\d{3}/i.test(left)
          ? [line.slice(role.index + 1), left]
          : [line];
      })
      .flatMap((line) => {
        // 'LINDQVIST OKAFOR LLC, 1600 Stout Street, Suite 1400, Denver, Colorado 80202': the firm, then its address.
        const firmFirst = /^(\s*[^,\d]+?(?:,\s*[^,\d]+?)?),\s+(\d+\s+[A-Za-z].*)$/.exec(line);
        return firmFirst && isFirmLine(firmFirst[1]!) && ADDRESS_RE.test(firmFirst[2]!)
          ? [firmFirst[1]!, firmFirst[2]!]
          : [line];
      })
      .flatMap((line) =>
        (line.match(/\((?:(?=[^)]*\d{3})|\s*pro\s+hac\s+vice)[^)]*\)/gi) ?? []).length > 1
          ? line.split(/(?<=\))\s*[,;]?\s*(?:and\s+)?(?=[A-Z])/)
          : [line],
      )
  );
}

function readBlock(
  blockLines: readonly string[],
  defaultSide: AttorneySide,
  parties: readonly Party[],
  /** Whether '/s/ Jane Roe' over 'Jane Roe' makes her counsel: not where a declarant signs a proof of service. */
  signatureIsCue = true,
): Found[] {
  const lines = splitNameLines(blockLines);
  const groups: Group[] = [];
  let current: Group | null = null;
  let pendingRole: Group[] = [];
  // 'ATTORNEYS FOR PLAINTIFF:' above the names speaks for the lawyers below it.
  let forwardRole: string | null = null;
  let lastKind: 'name' | 'bar' | 'other' = 'other';
  /** The name just signed for ('/s/ Jane Roe'), when the next line prints it again. */
  let signedAbove: string | null = null;
  let signedSpelling: string | null = null;
  const out: Found[] = [];

  const newGroup = (): Group => {
    const g: Group = {
      names: [],
      firm: null,
      firmIsLaw: false,
      address: [],
      phone: null,
      fax: null,
      emails: [],
      hasDetails: false,
      nonLawyer: false,
      role: forwardRole,
      ofCounselTo: null,
    };
    groups.push(g);
    pendingRole.push(g);
    return g;
  };

  const partyKeys = new Set(parties.map((p) => normalizeName(p.name)));
  for (let i = 0; i < lines.length; i += 1) {
    // Louisiana's trial attorney mark after the bar roll number: 'Remy J. Gautreaux (La. Bar Roll No. 31234) (T.A.)'.
    // '_________/s/ Meredith C. Ashworth_________': the signature's rule around it is no part of the name.
    const line = lines[i]!.trim()
      .replace(/\s+\((?:T\.\s?A\.|Trial\s+Attorney|(?:by\s+)?Special\s+Appearance)\)$/i, '')
      // 'Wendell R. Ashby, #19025, Of Counsel': the lawyer's role after the name and number.
      // 'Walter J. Brisbane, Esq., Of Counsel (Attorney ID No. 007761985)': before the number too.
      .replace(/(?<=\S),?\s+Of\s+Counsel(?=$|\s*\()/i, '')
      .replace(/^_{3,}\s*(?=\/s\/|s\/)|(?<=\S)\s*_{3,}$/g, '');
    if (line === '') continue;
    // 'MAKAI CREST HOSPITALITY, LLC, et al.,   )  CIVIL NO. 1CCV-25-0000412': the next paper's caption (a jury
    // demand's) read on from a signature, a party and the case number, not a lawyer and a bar number.
    if (
      /\bet\s+al\.?,?\s*\)|\)\s*(?:CIVIL|CASE|CAUSE|INDEX|DOCKET)\s+(?:ACTION\s+)?(?:NO\b|NUMBER\b)/i.test(
        line,
      )
    ) {
      lastKind = 'other';
      continue;
    }

    if (ROLE_LINE_RE.test(line)) {
      // 'Counsel for Defendant Long Wharf Builders, LLC      Date: May 28, 2025': the date beside it is not its.
      let role = line.replace(/\s+Dated?:?\s+\S.*$/i, '');
      // 'Attorneys for Plaintiffs / Annette L. Pelletier and / Marc A. Pelletier': the clients named under it.
      const namesParty = (next: string) =>
        partyKeys.has(normalizeName(next.replace(/,?\s*(?:and|&)?\s*$/i, '')));
      // 'Counsel for Ostralis Therapeutics, Inc. in Halverson Life Science / Fund II, L.P. v. Ostralis …': the
      // other proceeding's caption runs on.
      const otherCase = (next: string) => /\bin\s+\S/.test(role) && /\sv\.\s/.test(next);
      while (
        i + 1 < lines.length &&
        (isRoleContinuation(lines[i]!, lines[i + 1]!) ||
          namesParty(lines[i + 1]!) ||
          otherCase(lines[i + 1]!))
      ) {
        i += 1;
        role += ` ${lines[i]!.trim()}`;
      }
      for (const g of pendingRole) g.role = role;
      forwardRole = pendingRole.some((g) => g.names.length > 0) ? null : role;
      pendingRole = [];
      // 'FIRM, P.A. / Attorneys for Plaintiff / address…' above the names: the firm's details go on.
      if (current && current.names.length > 0) current = null;
      lastKind = 'other';
      continue;
    }

    // 'FIRM / names / address / e-mails / Of Counsel: / Harriet L. Boyce': of counsel to that firm.
    // 'Of Counsel (pro hac vice application / forthcoming):' (its note joined above) heads the same way.
    if (/^(?:Also\s+)?Of\s+Counsel(?:\s+\(pro\s+hac\s+vice\b[^()]*\))?:?$/i.test(line)) {
      // 'FIRM / Thomas Kessler / Of Counsel: / Hannah Brightwater / address / phone': one firm's block, its
      // details printed under both names.
      // Not when the name below prints its own firm ('Of Counsel: / Miriam J. Salcedo / SALCEDO VOSS PLLC').
      const ownFirmBelow = lines.slice(i + 1, i + 4).some((l) => isFirmLine(l.trim()));
      if (
        current?.firm &&
        current.names.length > 0 &&
        !current.hasDetails &&
        current.emails.length === 0 &&
        !ownFirmBelow
      ) {
        lastKind = 'other';
        continue;
      }
      // 'FIRM / By: … / names / Attorneys for Plaintiffs / address / e-mails / Of Counsel: / Anselm J. Westbury'
      // (New York): the firm's details were read apart from its name; the firm above is the last one named.
      const firmAbove = current?.firm
        ? current
        : (groups.findLast((g) => g.firm && g.names.length > 0) ?? null);
      current = newGroup();
      current.ofCounselTo = firmAbove;
      lastKind = 'other';
      continue;
    }

    // '- and -' (or 'and' alone) between two firms' blocks: what follows is the next firm's.
    if (SEPARATOR_AND_RE.test(line)) {
      current = null;
      lastKind = 'other';
      continue;
    }

    const emails = findEmails(line);
    if (emails.length > 0) {
      current ??= newGroup();
      const owner = lastKind === 'name' || lastKind === 'bar' ? current.names.length - 1 : null;
      for (const email of emails) {
        // 'Attorneys for Defendants' then their e-mails: each goes back to the lawyer it names.
        const local = email.split('@')[0]!.replace(/[^a-z]/g, '');
        // 'sfarrington@… pachebe@…' on one row under two served lawyers' blocks: each to the lawyer it names.
        const mine = current.names.some((n) => emailMatchesName(local, n.name));
        const named =
          (owner === null &&
            current.names.length === 0 &&
            !current.firm &&
            !current.phone &&
            current.address.length === 0) ||
          (emails.length > 1 && !mine)
            ? groups.find((g) => g !== current && g.names.some((n) => emailMatchesName(local, n.name)))
            : undefined;
        // 'Firm e-mail for service: service@…' under the lawyers: the firm's mailbox, not the last lawyer's.
        const firmWide =
          /^(?:Firm(?:'s)?\s+e-?mail|(?:Primary\s+|Designated\s+)?(?:e-?mail\s+for\s+)?service|Service\s+e-?mail)\b[^@]*$/i.test(
            line.slice(0, line.indexOf(email)),
          );
        (named ?? current).emails.push({ email, after: named || firmWide ? null : owner, firmWide });
      }
      const { phones, faxes } = findPhoneNumbers(line.replace(/\S+@\S+/g, ' '));
      setPhones(current, phones, faxes);
      continue;
    }

    const bar = takeBarNumber(line);
    // 'State Bar No. 24012345' on the line under the name; any state's label there ('Identification No. 208811');
    // its own pro hac vice note beside it ('(VA Bar No. 68841; pro hac vice').
    const proHacVice = /\bpro\s+hac\s+vice\b/i.test(bar.rest);
    const numberAlone =
      bar.barNumber !== null &&
      bar.rest.replace(/\(?\s*(?:admitted\s+)?pro\s+hac\s+vice\b.*$/i, '').replace(/[^A-Za-z]/g, '').length <
        3;
    const barBelow = numberAlone
      ? bar.barNumber
      : lastKind === 'name' && !bar.barNumber && !isStateAndZip(line)
        ? readIdentifierLine(line)
        : null;
    if (barBelow || numberAlone) {
      const last = current?.names.at(-1);
      if (last && !last.barNumber && barBelow) {
        last.barNumber = barBelow;
        last.cue = true;
        lastKind = proHacVice ? 'other' : 'bar';
      }
      continue;
    }

    // '(Quigley direct: (718) 555-0131)' under the firm's lines: the direct line of the lawyer it names.
    // 'Direct (Hale): (253) 555-0129' too.
    const namedDirect =
      /^\(?\s*(\p{Lu}[\p{L}'’-]+)\s+direct(?:\s+(?:dial|line))?\s*:?\s*(\(?\d{3}\)?[\s.-]*\d{3}[\s.-]\d{4})\s*\)?$/iu.exec(
        line,
      ) ??
      /^Direct(?:\s+(?:dial|line))?\s*\((\p{Lu}[\p{L}'’-]+)\)\s*:?\s*(\(?\d{3}\)?[\s.-]*\d{3}[\s.-]\d{4})$/iu.exec(
        line,
      );
    if (namedDirect) {
      const surname = namedDirect[1]!.toLowerCase();
      const lawyer = groups
        .flatMap((g) => g.names)
        .findLast((n) => normalizeName(n.name).split(' ').at(-1) === surname);
      const direct = formatPhone(namedDirect[2]!);
      if (lawyer && direct) {
        lawyer.direct = direct;
        continue;
      }
    }
    const { phones, faxes } = findPhoneNumbers(line);
    if (
      phones.length + faxes.length > 0 &&
      /^(?:\(?\+?1?[\s(]*[0-9OoIl]|[A-Za-z]{1,12}(?:\s+(?:Dial|Line))?\b\.?\s*(?:No\.?|Number)?\s*:?\s*\(?[0-9OoIl])/.test(
        line,
      )
    ) {
      current ??= newGroup();
      const direct = /^Direct(?:\s+(?:Dial|Line))?\b/i.test(line);
      // 'Eamon P. Marsh / Direct: (612) 555-0149 / e-mail / next lawyer … / firm's Telephone': his own line.
      const last = current.names.at(-1);
      if (direct && last && !current.hasDetails && lastKind !== 'other' && phones[0]) {
        last.direct = phones[0];
        continue;
      }
      // 'Main: (317) 555-0164 / Direct: (317) 555-0169' under one lawyer: the direct line is theirs.
      if (direct && current.names.length === 1 && phones[0]) current.phone = phones[0];
      setPhones(current, phones, faxes);
      current.hasDetails = true;
      lastKind = 'other';
      continue;
    }

    // 'DUNLEAVY TSAI MORROW' under Dunleavy, Tsai and Morrow: their firm, named for them with no legal form.
    const surnameFirm = isSurnameFirm(line, groups);
    const person = surnameFirm
      ? null
      : (readPersonLine(line, bar.barNumber ? bar.rest : line, bar.barNumber) ??
        readPersonWithIdentifier(line, bar.barNumber));
    // 'YVETTE GAGNON, / By her attorneys,': the client signing through counsel, not a lawyer.
    if (
      person &&
      partyKeys.has(normalizeName(person.name)) &&
      /^By\s+(?:his|her|its|their)\s+(?:attorneys?|counsel)\b/i.test(lines[i + 1]?.trim() ?? '')
    )
      continue;
    // 'GRANITE COLD STORAGE, LLC and / MERRIMACK VALLEY PRODUCE / DISTRIBUTORS, INC.': a client's name run over
    // two lines above 'By their attorneys', not a lawyer.
    if (
      person &&
      partyKeys.has(
        normalizeName(`${line} ${lines[i + 1]?.trim() ?? ''}`.replace(/,?\s*(?:and|&)?\s*$/i, '')),
      )
    ) {
      i += 1;
      continue;
    }
    // 'Kansas City / Missouri 64108' (a certificate's prose cut at its commas): a city, not a lawyer.
    if (person && !person.cue && isStateAndZip(lines[i + 1]?.trim() ?? '')) {
      current?.address.push(line);
      lastKind = 'other';
      continue;
    }
    if (person) {
      // '/s/ Jane Roe' above 'Jane Roe, Esq.' is the same person: the signature only vouches for the block.
      const nextPerson =
        i + 1 < lines.length ? readPersonLine(lines[i + 1]!, takeBarNumber(lines[i + 1]!).rest, null) : null;
      if (person.signature && nextPerson) {
        // Its signature is still the cue of the name printed under it ('By: /s/ Eleanor K. Whitcomb / Eleanor
        // K. Whitcomb' and nothing else to say she is counsel).
        if (signatureIsCue && nameKey(nextPerson.name) === nameKey(person.name)) {
          signedAbove = nameKey(person.name);
          signedSpelling = person.name;
        }
        lastKind = 'other';
        continue;
      }
      const cue = person.cue || signedAbove === nameKey(person.name);
      // '/s/ Vanessa R. DeLaCruz' over 'VANESSA R. DeLaCRUZ, ESQ.': the signature spells the name as she writes it.
      if (cue && signedAbove === nameKey(person.name) && signedSpelling && /[A-Z]{3}/.test(person.name))
        if (!/[A-Z]{3}/.test(signedSpelling)) person.name = signedSpelling;
      signedAbove = null;
      signedSpelling = null;
      // A lawyer signing apart, under a blank row, after one who printed her e-mail: a block of her own.
      const apart = blankAbove(lines, i) && current !== null && current.emails.length > 0;
      if (!current || current.hasDetails || apart) current = newGroup();
      const same = current.names.find((n) => normalizeName(n.name) === normalizeName(person.name));
      if (!same) current.names.push({ name: person.name, barNumber: person.barNumber, cue, direct: null });
      else if (!same.barNumber && person.barNumber) {
        // 'By: s/ Linnea J. Tollefsen' then 'Linnea J. Tollefsen, WSBA No. 41862': one lawyer.
        same.barNumber = person.barNumber;
        same.cue = true;
      }
      lastKind = 'name';
      continue;
    }

    // '/s/ Joy Tran / An employee of Fontaine Okimoto, LLP': the firm's staff signs, not counsel.
    if (current && /^(?:An?\s+)?(?:employee|legal\s+assistant|paralegal|secretary)\b/i.test(line)) {
      current.nonLawyer = true;
      continue;
    }

    // 'KAHANANUI & FERREIRA / Attorneys at Law, A Law Corporation': a firm's description under its name.
    if (current?.firm && current.names.length === 0 && FIRM_DESCRIPTION_RE.test(line)) continue;
    // 'KAHALE TORRES NISHIMURA / Attorneys at Law, A Law Corporation': the line read as a name was the firm's.
    if (current && !current.firm && FIRM_DESCRIPTION_RE.test(line) && lastKind === 'name') {
      const named = current.names.at(-1);
      if (named && !named.cue && current.names.length === 1) {
        current.names.pop();
        current.firm = toDisplayCase(lines[i - 1]!.trim().replace(/[,;]\s*$/, ''));
        current.firmIsLaw = true;
        lastKind = 'other';
        continue;
      }
    }

    if (isFirmLine(line) || surnameFirm) {
      // 'MARBLEHEAD PRECISION OPTICS, INC., / By its attorneys,', '… CENTER, INC. / AND FVMC HEALTH PARTNERS,
      // INC.': the client signing, not the firm.
      const firmKey = normalizeName(line.replace(/^(?:By:?|and|&)\s*/i, ''));
      if (partyKeys.has(firmKey)) continue;
      // 'THE WINDCLIFF LANDING CONDOMINIUM / ASSOCIATION, INC.': the client's name over two lines.
      // 'HALVORSEN FAMILY FARMS, LLC, KRUEGER CATTLE & GRAIN, / INC., and …, Plaintiffs,': the clients listed.
      if (
        firmKey.length >= 8 &&
        [...partyKeys].some(
          (k) =>
            k.endsWith(firmKey) || k.startsWith(firmKey) || (k.length >= 12 && firmKey.startsWith(`${k} `)),
        )
      )
        continue;
      // '… ASSOCIATION, INC. AND HAROLD J. TIERNEY': the end of one client's name and the next client.
      const pieces = line.split(/\s+(?:and|&)\s+/i).map((piece) => normalizeName(piece));
      if (
        pieces.length > 1 &&
        pieces.every(
          (piece) =>
            piece.length >= 6 && [...partyKeys].some((k) => k.endsWith(piece) || k.startsWith(piece)),
        )
      )
        continue;
      // 'TENNANT ALBRIGHT PLLC' above 'By: /s/ …' heads the lawyers below it, not the signers above.
      const signsNext = /^(?:Dated:?[^/]{0,40}?\s)?(?:By:?\s*)?(?:\/s\/|s\/\s)/i.test(
        lines[i + 1]?.trim() ?? '',
      );
      // 'FIRM ONE / Counsel for Plaintiffs / address / Jane Roe / John Doe', then 'FIRM TWO / Co-Counsel for
      // Plaintiffs': the names had their firm above them, and the next firm heads a block of its own.
      const prior = groups.at(-2);
      const firmAbove =
        current?.names.length &&
        prior &&
        prior.names.length === 0 &&
        prior.firm &&
        ROLE_LINE_RE.test(lines[i + 1]?.trim() ?? '');
      // 'VILLARREAL HARTE PLLC / address / By: /s/ … / names', then 'KINCAID LAW GROUP / Theodora M. Kincaid': the
      // block prints each firm above its lawyers, so a firm over a lawyer's name heads the names below it.
      const headsNext =
        current?.names.length &&
        !current.firm &&
        prior?.names.length === 0 &&
        prior.firm &&
        prior.hasDetails &&
        // 'SONORAN RIDGE LAW GROUP / address / phones / names', then 'HALVORSEN BRANDT LLP / address …': each firm
        // prints its own details before its lawyers.
        (readPersonLine(lines[i + 1]?.trim() ?? '', lines[i + 1]?.trim() ?? '', null) !== null ||
          (ADDRESS_RE.test(lines[i + 1]?.trim() ?? '') && isContactLine(lines[i + 2]?.trim() ?? '')));
      if (
        !current ||
        current.hasDetails ||
        current.firm ||
        (signsNext && current.names.length > 0) ||
        firmAbove ||
        headsNext
      )
        current = newGroup();
      // 'of KESTREL SANDOZ LLP' under its lawyers (Nebraska): the 'of' says whose they are, no part of the name.
      current.firm = toDisplayCase(
        line
          .replace(/^By:?\s*/i, '')
          .replace(/^of\s+(?=[A-Z])/, '')
          .replace(/[,;]\s*$/, ''),
      );
      // 'PORT OF CARROLL POINT / OFFICE OF THE GENERAL COUNSEL': the client's own lawyers, named with it.
      const client = lines[i - 1]?.trim() ?? '';
      if (/^Office\s+of\b/i.test(line) && partyKeys.has(normalizeName(client)))
        current.firm = `${toDisplayCase(client)}, ${current.firm}`;
      current.firmIsLaw = LAW_FIRM_RE.test(line) || surnameFirm;
      if (current.names.length > 0) current.hasDetails = true;
      lastKind = 'other';
      continue;
    }

    if (current && ADDRESS_RE.test(line) && !/\bv\.\s/.test(line)) {
      // A two-column signature whose left column runs on over a page break: its address and phones come after
      // the right column's, which has its own; they are the lawyers' above with none.
      const complete: boolean = current.address.length > 0 && current.phone !== null && lastKind === 'other';
      const waiting: Group | undefined = complete
        ? groups.find(
            (g) => g !== current && g.names.length > 0 && g.address.length === 0 && g.phone === null,
          )
        : undefined;
      if (waiting) current = waiting;
      current.address.push(line.replace(/[,;]\s*$/, ''));
      current.hasDetails = true;
      lastKind = 'other';
      continue;
    }

    // A title under a name ('Jane Roe / Claims Manager'), not a stamp's 'Clerk of the Trial Courts' among the details.
    // '/s/ Lorena P. Castellanos / Lorena P. Castellanos, Senior Civil Rights Investigator': an agency's letter.
    const titled = /^([^,]{3,40}),\s*(.+)$/.exec(line);
    if (
      current &&
      titled &&
      NON_LAWYER_TITLE_RE.test(titled[2]!) &&
      current.names.some((n) => nameKey(n.name) === nameKey(titled[1]!))
    )
      current.nonLawyer = true;
    if (
      current &&
      NON_LAWYER_TITLE_RE.test(line) &&
      line.split(' ').length <= 6 &&
      (lastKind !== 'other' || /,/.test(line) || current.names.length === 0)
    )
      current.nonLawyer = true;
    if (/pro\s+hac\s+vice/i.test(line)) {
      const last = current?.names.at(-1);
      if (last) last.cue = true;
    }
    lastKind = 'other';
  }

  lendNamelessDetails(groups);
  for (const g of groups) {
    const firm = g.ofCounselTo;
    if (!firm || g.firm || g.phone || g.address.length > 0) continue;
    g.firm = firm.firm;
    g.firmIsLaw = firm.firmIsLaw;
    g.phone = firm.phone;
    g.fax = firm.fax;
    g.address = firm.address;
    g.role ??= firm.role;
  }
  // 'JUNE ALVAREZ / By: /s/ …': a signature block opens with the party it is signed for.
  const partyNames = new Set(parties.map((p) => normalizeName(p.name)));
  for (const g of groups) {
    g.names = g.names.filter((n) => !partyNames.has(normalizeName(n.name)));
    if (g.names.length === 0 || g.nonLawyer) continue;
    // 'Counsel for Thaddeus R. Van Slyke in SEC v. Van Slyke, No. 1:24-cv-01377': served, but of another case.
    if (g.role && OTHER_PROCEEDING_RE.test(g.role)) continue;
    const groupCue = g.role !== null || g.firmIsLaw;
    const emails = assignEmails(g);
    for (const [k, n] of g.names.entries()) {
      if (!n.cue && !groupCue) continue;
      const side = g.role ? sideOf(g.role, parties) : null;
      out.push({
        name: n.name,
        firm: g.firm,
        barNumber: n.barNumber,
        email: emails[k] ?? null,
        phone: n.direct ?? g.phone,
        fax: g.fax,
        address: g.address.length > 0 ? g.address.join(', ') : null,
        role: g.role,
        side: side ?? defaultSide,
        explicitSide: side !== null,
        directPhone: n.direct !== null,
      });
    }
  }
  // Two columns of signatures read one after the other put one column's long e-mail lines in the other's
  // ('OF COUNSEL: / Castellanos …' beside the local firm's block): an e-mail no one was given goes to the lawyer
  // of the block it names who has none.
  const given = new Set(out.map((a) => a.email));
  const spare = groups
    .flatMap((g) => g.emails.map(({ email }) => email))
    .filter((email) => !given.has(email));
  for (const a of out) {
    if (a.email) continue;
    const k = spare.findIndex((email) =>
      emailMatchesName(email.split('@')[0]!.replace(/[^a-z]/g, ''), a.name),
    );
    if (k >= 0) a.email = spare.splice(k, 1)[0]!;
  }
  return out;
}

/**
 * A firm, address or phone printed apart from the names (Florida puts the firm block above '/s/ Name')
 * belongs to the lawyers next to it: the following group, else the one before.
 */
function lendNamelessDetails(groups: readonly Group[]): void {
  for (const [i, g] of groups.entries()) {
    if (g.names.length > 0) continue;
    // E-mails that name a lawyer say whose details these are ('hmarlowe@' under 'Attorneys for' → Marlowe's group).
    const named = groups.find(
      (n) =>
        n.names.length > 0 &&
        g.emails.some(({ email }) =>
          n.names.some((person) =>
            emailMatchesName(email.split('@')[0]!.replace(/[^a-z]/g, ''), person.name),
          ),
        ),
    );
    const borrower =
      named ??
      groups.slice(i + 1).find((n) => n.names.length > 0) ??
      groups.slice(0, i).findLast((n) => n.names.length > 0);
    if (!borrower) continue;
    if (!borrower.firm && g.firm) {
      borrower.firm = g.firm;
      borrower.firmIsLaw = g.firmIsLaw;
    }
    if (borrower.address.length === 0) borrower.address = g.address;
    borrower.phone ??= g.phone;
    borrower.fax ??= g.fax;
    borrower.role ??= g.role;
    if (borrower.emails.length === 0) borrower.emails = g.emails;
    // 'Secondary: lhale@…', 'Service e-mail: efile@…' under the firm: the address of the lawyer it names, and
    // the firm's mailbox for those of its lawyers who print none.
    else {
      const lent = g.emails.filter(({ email }) => {
        const local = email.split('@')[0]!.replace(/[^a-z]/g, '');
        return GENERIC_MAILBOX_RE.test(email) || borrower.names.some((n) => emailMatchesName(local, n.name));
      });
      borrower.emails.push(...lent.map(({ email }) => ({ email, after: null })));
    }
  }
}

function setPhones(g: Group, phones: readonly string[], faxes: readonly string[]): void {
  const phone = phones.find((p) => !isTollFree(p));
  if (phone && !g.phone) g.phone = phone;
  if (faxes[0] && !g.fax) g.fax = faxes[0];
}

/** Two or more surnames of the lawyers listed above, and nothing else ('DUNLEAVY TSAI MORROW', 'Hale & Vitale'). */
function isSurnameFirm(line: string, groups: readonly Group[]): boolean {
  const surnames = new Set(
    groups.flatMap((g) => g.names.map((n) => n.name.split(' ').at(-1)!.toLowerCase())),
  );
  const words = line
    .trim()
    .split(/[\s,]+/)
    .filter((w) => w !== '&' && !/^and$/i.test(w))
    // 'Whitcombe Delacroix LLC' under Whitcombe and Delacroix: their names and the firm's legal form.
    .filter(
      (w, k, all) =>
        !(
          k === all.length - 1 &&
          k >= 2 &&
          /^(?:LLC|L\.L\.C\.?|LLP|L\.L\.P\.?|PLLC|P\.C\.?|P\.A\.?)$/i.test(w)
        ),
    );
  // 'Feeney Halloran LLC' under Mark D. Feeney alone: with its legal form, one lawyer's surname names the firm.
  const hasForm =
    words.length <
    line
      .trim()
      .split(/[\s,]+/)
      .filter((w) => w !== '&' && !/^and$/i.test(w)).length;
  return (
    words.length >= 2 &&
    words.length <= 4 &&
    words.every((w) => /^\p{Lu}[\p{L}'’-]*$/u.test(w)) &&
    (hasForm
      ? words.some((w) => surnames.has(w.toLowerCase()))
      : words.every((w) => surnames.has(w.toLowerCase())))
  );
}

function isFirmLine(line: string): boolean {
  if (/@|\d{3}/.test(line) || line.length > 90) return false;
  return (
    LAW_FIRM_RE.test(line) ||
    PARTNERS_RE.test(line.trim()) ||
    // 'Sousa & Almeida, Ltd.': partners' names and a legal form, as prose prints a firm.
    /^\p{Lu}[\p{L}'’-]+(?:,?\s+\p{Lu}[\p{L}'’-]+){0,2}\s+&\s+\p{Lu}[\p{L}'’-]+,?\s+(?:Ltd|LLC|L\.L\.C|P\.C|P\.A|LLP|PLLC)\.?$/u.test(
      line.trim(),
    ) ||
    (FIRM_SUFFIX_RE.test(line) && !/[a-z]{3}/.test(line.replace(/\b(?:Inc|Ltd)\b/g, '')))
  );
}

/** A state or territory, alone or after its city ('San Juan, Puerto Rico'), as it stands before a ZIP code. */
const US_STATE_RE = new RegExp(
  `(?:^|,\\s*)(?:${US_STATE_NAMES_PATTERN}|Puerto\\s+Rico|Guam|(?:U\\.S\\.\\s+)?Virgin\\s+Islands)[,.]?$`,
  'i',
);

/** 'New Mexico 87102', 'San Juan, Puerto Rico 00909': a place and its ZIP code, not a lawyer or his number. */
function isStateAndZip(line: string): boolean {
  const m = /^(.*?)[,\s]+\d{5}(?:-\d{4})?$/.exec(line.trim());
  return m !== null && US_STATE_RE.test(m[1]!.trim());
}

/** A lawyer's line whose number no label list knows: the one identifier after the name is the bar number. */
function readPersonWithIdentifier(line: string, known: string | null): ReturnType<typeof readPersonLine> {
  if (known) return null;
  const trailing = takeTrailingIdentifier(line);
  if (isStateAndZip(line)) return null;
  return trailing ? readPersonLine(line, trailing.rest, trailing.barNumber) : null;
}

/**
 * A line naming one lawyer: 'Nadia F. Okonkwo-Reyes (SBN 287114)', 'CALEB J. WINTERBOURNE, JR. (#301562)',
 * 'Rafael D. Montemayor, Esq.', 'Oksana Feldt, P.C. (pro hac vice)', 'By: /s/ Jane Roe'.
 */
function readPersonLine(
  line: string,
  withoutBar: string,
  barNumber: string | null,
): { name: string; barNumber: string | null; cue: boolean; signature: boolean } | null {
  let rest = withoutBar.trim();
  const signature = /\/s\/|^s\//i.test(rest);
  rest = rest.replace(/^(?:By:?\s*)?(?:\/s\/|s\/)\s*/i, '').replace(/^By:?\s+/i, '');
  let cue = barNumber !== null || signature;
  // '(pro hac vice pending)', '(admission pending)': a lawyer not yet admitted here, counsel all the same.
  rest = rest.replace(
    /\(\s*(?:(?:admitted\s+|admission\s+)?pro\s+hac\s+vice[^)]*\)?|(?:application\s+for\s+)?admission\s+(?:pending|forthcoming|to\s+be\s+(?:sought|filed))\s*\))/i,
    () => {
      cue = true;
      return '';
    },
  );
  rest = rest.replace(/,?\s*(?:Esq\.?|Esquire|T\.\s?A\.|Trial\s+Attorney)\s*$/i, () => {
    cue = true;
    return '';
  });
  rest = rest
    .replace(/\s*\*+$/, '')
    .replace(/[,;]\s*$/, '')
    .trim();
  const suffix = /,\s*(Jr\.?|Sr\.?|II|III|IV|P\.C\.)$/i.exec(rest);
  const core = suffix ? rest.slice(0, suffix.index) : rest;
  if (suffix && /P\.C\./i.test(suffix[1]!) && !cue && !/\b[A-Z]\.\s/.test(core)) return null;
  if (!isPersonName(core)) return null;
  // A name's line is short; its '(pro hac vice application forthcoming)' note does not count.
  if (line.replace(/\(\s*pro\s+hac\s+vice[^)]*\)/i, '').length > 80) return null;
  const name = toNameCase(suffix ? `${core}, ${suffix[1]}` : core);
  return { name, barNumber, cue, signature };
}

function isPersonName(text: string): boolean {
  if (NOT_A_NAME_RE.test(text) || /\d|@|&/.test(text)) return false;
  const words = text.split(/\s+/);
  if (words.length < 2 || words.length > 5) return false;
  return words.every((w) =>
    /^(?:\p{Lu}[\p{L}'’-]*\.?|\p{Lu}\.|\p{Lu}\.\p{Lu}\.|(?:de|van|von|la|del|di|da|dos|du|le)|Mc\p{Lu}\p{Ll}+)$/u.test(
      w,
    ),
  );
}

function toNameCase(name: string): string {
  if (/[a-z]/.test(name)) return name;
  return name
    .split(' ')
    .map((w) => (/^(?:II|III|IV|P\.C\.)$/.test(w) || /^[A-Z]\.$/.test(w) ? w : toDisplayCase(w)))
    .join(' ');
}

/** The local part of a firm's shared mailbox, not one lawyer's. */
const GENERIC_MAILBOX_RE =
  /^(?:pleadings?|service|e-?service|docket(?:ing)?|e-?filings?|e-?file|filings?|court-?filings?|notices?|info|office|admin|mail|contact|reception|intake|litigation|paralegal|calendar|records|clerk|secretary|support|minute-?entr(?:y|ies))[._-]?\w*@/i;

/** Each e-mail to the lawyer it names ('farnaud@' → Felix Arnaud), else to the name it sits under. */
function assignEmails(g: Group): (string | null)[] {
  const out: (string | null)[] = g.names.map(() => null);
  const unassigned: string[] = [];
  const labelled: string[] = [];
  for (const { email, after, firmWide } of g.emails) {
    // The same address printed again (a designation of e-mail addresses under the block) is still one.
    if (out.includes(email) || unassigned.includes(email) || labelled.includes(email)) continue;
    if (firmWide) {
      labelled.push(email);
      continue;
    }
    const local = email.split('@')[0]!.replace(/[^a-z]/g, '');
    const byName = g.names.findIndex((n, k) => out[k] === null && emailMatchesName(local, n.name));
    const k = byName >= 0 ? byName : after !== null && out[after] === null ? after : -1;
    if (k >= 0) out[k] = email;
    else unassigned.push(email);
  }
  // A shared address ('info@…') under a group of one lawyer is that lawyer's; as many left as lawyers
  // without one go in order. A firm's service mailbox ('pleadings@', 'docket@') is set aside while lawyers
  // have their own addresses, and is the address of those left without one.
  const shared: string[] = [];
  if (!out.some((e) => e !== null)) unassigned.push(...labelled);
  else {
    shared.push(...labelled);
    const own = unassigned.filter((e) => !GENERIC_MAILBOX_RE.test(e));
    shared.push(...unassigned.filter((e) => GENERIC_MAILBOX_RE.test(e)));
    unassigned.splice(0, unassigned.length, ...own);
  }
  const without = out.flatMap((e, k) => (e === null ? [k] : []));
  if (without.length > 0 && (without.length === unassigned.length || g.names.length === 1)) {
    for (const [n, k] of without.entries()) out[k] = unassigned[n] ?? null;
  } else if (without.length > 0 && unassigned.length === 1 && g.emails.length === 1) {
    // One shared mailbox ('collections@…') for the whole block is every lawyer's address there.
    for (const k of without) out[k] = unassigned[0]!;
  }
  if (shared.length === 1) for (const [k, e] of out.entries()) if (e === null) out[k] = shared[0]!;
  return out;
}

function emailMatchesName(local: string, name: string): boolean {
  const words = normalizeName(name.replace(/,.*$/, ''))
    .split(' ')
    .filter((w) => w.length > 1);
  const last = words.at(-1);
  const first = words[0];
  if (!last || !first) return false;
  // Any part of a double surname counts ('Tanaka-Holt' → 'atanaka@').
  const surnames = words.slice(1).filter((w) => w.length >= 3);
  // 'atp@' for Anselm T. Prud'homme: the initials of every word of the name.
  const initials = normalizeName(name.replace(/,.*$/, ''))
    .split(' ')
    .map((w) => w[0])
    .join('');
  return (
    surnames.some((w) => local.includes(w)) ||
    local === first ||
    local.startsWith(first + last[0]) ||
    (initials.length >= 3 && local === initials)
  );
}

function sideOf(role: string, parties: readonly Party[]): AttorneySide | null {
  if (/\b(?:Plaintiffs?|Petitioners?|Claimants?|Relators?)\b/i.test(role)) return 'plaintiff';
  if (/\b(?:Defendants?|Respondents?)\b/i.test(role)) return 'defendant';
  const said = normalizeName(role);
  for (const p of parties) {
    const key = normalizeName(p.name);
    if (key.length > 3 && said.includes(key)) return p.role === 'other' ? 'other' : p.role;
  }
  return null;
}

function nameKey(name: string): string {
  const words = normalizeName(name.replace(/,\s*(?:Jr|Sr|II|III|IV|P\.C)\.?$/i, '')).split(' ');
  // Middle initials come and go between the caption and the signature.
  return [words[0], words.at(-1)].join(' ');
}

/** Mail services anyone may use: a shared domain there says nothing of a shared firm. */
const PUBLIC_MAIL_DOMAIN_RE =
  /^(?:gmail|googlemail|yahoo|ymail|outlook|hotmail|live|msn|aol|icloud|me|mac|comcast|att|verizon|protonmail|proton)\./i;

/**
 * A lawyer printed apart from the firm's block (a name left over under the first column, read after the second)
 * gets no firm, or the block's she was read with: one whose e-mail is at a colleague's firm domain, and at none
 * of her block's lawyers', shares that colleague's firm and lines.
 */
function lendFirmByMailDomain(attorneys: Attorney[]): Attorney[] {
  const domainOf = (a: Attorney) => a.email?.split('@')[1] ?? null;
  for (const a of attorneys) {
    const domain = domainOf(a);
    if (!domain || PUBLIC_MAIL_DOMAIN_RE.test(domain)) continue;
    // Read with another firm's block, yet of none of its lawyers' domain: the firm of her domain is hers.
    const firmMates = attorneys.filter((b) => b !== a && b.firm !== null && b.firm === a.firm && domainOf(b));
    if (a.firm && (firmMates.length === 0 || firmMates.some((b) => domainOf(b) === domain))) continue;
    const colleague = attorneys.find((b) => b !== a && b.firm && b.firm !== a.firm && domainOf(b) === domain);
    if (!colleague) continue;
    // Lines read with the wrong block are that block's; a lawyer read with none keeps any of her own.
    a.phone = a.firm === null ? (a.phone ?? colleague.phone) : colleague.phone;
    a.firm = colleague.firm;
    a.fax = colleague.fax ?? a.fax;
    a.address = colleague.address ?? a.address;
  }
  return attorneys;
}

/**
 * Oregon's pleading paper prints the firm's name, address, phone and fax in the footer of every page, and its
 * lawyers' block then prints some or none of them: a lawyer of that firm at the footer's office (its phone or
 * none) takes the lines she lacks.
 */
export function lendFooterContacts(
  info: ComplaintFacts['attorneyInformation'],
  runningHeaders: readonly string[],
): ComplaintFacts['attorneyInformation'] {
  const lawyers = [...info.plaintiffAttorneys, ...info.defendantAttorneys, ...info.otherAttorneys];
  for (const [i, line] of runningHeaders.entries()) {
    // 'COMPLAINT FOR DAMAGES (MEDICAL   KELLERMAN ROOK PLLC': the footer's title and the firm in one row.
    const footer = normalizeName(line.trim());
    const isFooterFirm = (firm: string) =>
      footer === firm || (firm.includes(' ') && footer.endsWith(` ${firm}`));
    const ofFirm = lawyers.filter(
      (a) => a.firm && isFooterFirm(normalizeName(a.firm)) && (!a.fax || !a.address),
    );
    if (ofFirm.length === 0) continue;
    const below = runningHeaders.slice(i + 1, i + 4);
    const { phones, faxes } = findPhoneNumbers(below.join(' | ').replace(/\s*\|\s*/g, ' '));
    const labelled = below.join(' ');
    const phone = /\b(?:Telephone|Tel\.?|Phone)\s*:?\s*(\(?\d{3}\)?[\s.-]*\d{3}[\s.-]\d{4})/i.exec(
      labelled,
    )?.[1];
    const fax = /\b(?:Facsimile|Fax)\s*:?\s*(\(?\d{3}\)?[\s.-]*\d{3}[\s.-]\d{4})/i.exec(labelled)?.[1];
    const zipAt = below.findIndex(
      (l) => /\b\d{5}(?:-\d{4})?\b/.test(l) && !/\d{3}\)?[\s.-]*\d{3}[\s.-]\d{4}/.test(l),
    );
    // '… - 1   601 W. Riverside Avenue, Suite 1400' over 'Spokane, Washington 99201': the street ends the row above.
    const street =
      zipAt > 0 && !/\d{5}/.test(below[zipAt - 1]!)
        ? /(?:^|\s)(\d{1,6}\s+(?:[NSEW]\.?\s+)?[A-Z][\w.' ]*?\b(?:Avenue|Ave\.|Street|St\.|Road|Rd\.|Boulevard|Blvd\.|Drive|Dr\.|Way|Place|Plaza|Center|Parkway|Square)\b.*)$/.exec(
            below[zipAt - 1]!,
          )?.[1]
        : undefined;
    const address = zipAt >= 0 ? [street, below[zipAt]!.trim()].filter(Boolean).join(', ') : undefined;
    const footerPhone = (phone && formatPhone(phone)) ?? phones[0] ?? null;
    // A lawyer who prints the footer's phone (or none) works at the footer's office: its fax and address are hers.
    for (const a of ofFirm.filter((a) => !a.phone || a.phone === footerPhone)) {
      a.phone ??= footerPhone;
      a.fax ??= (fax && formatPhone(fax)) ?? faxes[0] ?? null;
      a.address ??= address?.trim() ?? null;
    }
  }
  return info;
}

/**
 * 'Of Counsel: / Gerald W. Reit (SD Bar #1954) / HALDORSON REIT & BRAKKE, LLP / greit@…': a lawyer who prints
 * his firm and no line of it has the firm's lines that his colleagues print, when they print one office's.
 */
function lendFirmContacts(attorneys: Attorney[]): Attorney[] {
  for (const a of attorneys) {
    if (!a.firm || a.phone || a.fax || a.address) continue;
    const firm = normalizeName(a.firm);
    const colleagues = attorneys.filter(
      (b) => b !== a && b.side === a.side && b.firm && normalizeName(b.firm) === firm && b.phone,
    );
    if (colleagues.length === 0 || new Set(colleagues.map((b) => b.phone)).size > 1) continue;
    const colleague = colleagues[0]!;
    a.phone = colleague.phone;
    a.fax = colleague.fax;
    a.address = colleague.address;
  }
  return attorneys;
}

function mergeAttorneys(found: readonly Found[]): Attorney[] {
  const byKey = new Map<string, Found>();
  for (const a of found) {
    const key = nameKey(a.name);
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, { ...a });
      continue;
    }
    for (const field of ['firm', 'barNumber', 'email', 'phone', 'fax', 'address', 'role'] as const) {
      seen[field] ??= a[field];
    }
    if (a.directPhone && !seen.directPhone) {
      seen.phone = a.phone;
      seen.directPhone = true;
    }
    if (!seen.explicitSide && a.explicitSide) {
      seen.side = a.side;
      seen.explicitSide = true;
    }
    if (a.name.length > seen.name.length && /[a-z]/.test(a.name)) seen.name = a.name;
  }
  // 'DUNLEAVY TSAI MORROW' over the names in one block, read as the lawyers' firm in another: a firm, not a lawyer.
  const firms = new Set([...byKey.values()].flatMap((a) => (a.firm ? [normalizeName(a.firm)] : [])));
  return [...byKey.values()]
    .filter((a) => !firms.has(normalizeName(a.name)))
    .map(({ explicitSide: _explicit, directPhone: _direct, ...attorney }) => attorney);
}
