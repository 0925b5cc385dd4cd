import type { EntityType, Party, PartyRole } from '@common/analysis';
import { US_STATE_NAMES_PATTERN } from '@common/states';
import { readPersonName, typeOrganizationName } from '../../domain/parties/entity-type';
import { findCourtLines, readCaption } from './caption';
import { findStampLines } from './stamps';

const FIRST_SIDE_LABEL_RE =
  /(?:^|[\s,])(Plaintiff(?:s|\(s\))?|Petitioner(?:s|\(s\))?|Claimants?)(?:\s*(?:and|\/|,|-)\s*(?:Counter-?\s*defendants?|Appell(?:ant|ee)s?))?\s*[,.;:]?\s*$/i;
/** A first side's label alone on its line, of any kind of plaintiff ('Involuntary Plaintiff,', 'Intervenor-Plaintiff'). */
const FIRST_SIDE_LABEL_LINE_RE =
  /^(?:(?:Involuntary|Nominal|Intervening|Intervenor|Additional|Third[-\s]Party|Subrogated)[-\s]+)?(?:Plaintiffs?|Petitioners?|Claimants?)\s*[,.;:]?$/i;
const SECOND_SIDE_LABEL_RE =
  /(?:^|[\s,])(?:(?:Nominal\s+)?Defendant(?:s|\(s\))?|Respondent(?:s|\(s\))?)(?:\s*(?:and|\/|,|-)\s*(?:Counter-?\s*(?:claimants?|plaintiffs?)|Appell(?:ant|ee)s?))?\s*[,.;:]?(?=\s*(?:\n|$))/i;
const CUE_LINE_RE =
  /Attorneys?\s+for|Counsel\s+for|@|Telephone|\bTel\b|\bFax\b|Facsimile|Bar\s*(?:No|#)|\bSBN\b|\b(?:CAUSE|CASE|Civil Action)\s*(?:NO|#)|\bCOURT\b/i;
/** A counsel, case-number or court line; not a street named '… Court' ('SERVE: 6408 Rolling Ridge Court'). */
const isCueLine = (line: string) =>
  CUE_LINE_RE.test(line.replace(/\b[A-Z][a-z]+\s+Court\b(?!\s+(?:of|for|use)\b)/g, ' '));

/** The caption's right column read into the left one: the case number is no party. */
const CASE_NUMBER_LINE_RE =
  /^(?:(?:Case|Cause|Index|Civil\s+Action|Docket|File)\s*(?:No\.?|Number|#)|No\.)\s*:?\s*\S*\d\S*(?:\s+(?:SEA|KNT|(?:DIVISION|DIV\.|SECTION)\s*:?\s*["“]?[A-Z0-9]{1,3}["”]?))?$/i;
/** Wisconsin's case code in the right column ('Case Code: 30303'), read among the names. */
const CASE_CODE_RE = /^Case\s+Code:?\s*\d{4,6}$/i;
/** The right column's division or section beside the names ('DIVISION: H', 'Div. 3', 'SECTION "F"'). */
const COLUMN_LABEL_LINE_RE =
  /^(?:DIVISION|Div\.|DEPT\.?|DEPARTMENT|SECTION|Sec\.|BRANCH|COURTROOM)\s*(?:No\.?)?\s*[:#]?\s*["“]?[A-Z0-9]{1,4}["”]?$/i;
const US_STATE_RE = new RegExp(`^(?:${US_STATE_NAMES_PATTERN})$`, 'i');
/** A case number alone on its line ('153-361842-25'). */
const BARE_NUMBER_LINE_RE = /^\d{2,4}-?[A-Z]{0,5}-?\d{3,8}(?:-[A-Z0-9]{1,5})*$/;
/**
 * The court's own lines above the parties: 'STATE OF SOUTH CAROLINA', 'COUNTY OF RICHLAND', 'MARION COUNTY',
 * 'Alexandria Division', '(Southern Division)'.
 */
const CAPTION_HEADER_LINE_RE =
  /^(?:(?:STATE|COMMONWEALTH|COUNTY|PARISH|CITY)\s+OF\s+[A-Z][A-Z .]+|[A-Z][A-Z .]+\s+COUNTY|\(?[A-Z][a-z]+\s+Division\)?|\(?[A-Z]+\s+DIVISION\)?)[,:)]?$|^Case\s+Type:\s/;
/** A rule drawn across the caption ('------x', '______/', Colorado's box '_______|'). */
const RULE_LINE_RE = /^[-_=*x/| ]{5,}$/i;
const TITLE_OR_PARAGRAPH_RE =
  /^(?:(?:PLAINTIFF(?:S['’]?|['’]S)?|VERIFIED|FIRST|SECOND|THIRD|AMENDED|ORIGINAL|CLASS\s+ACTION)\s+)*(?:COMPLAINT|PETITION)\b|^\d{1,3}\.\s+\S/;

/**
 * Fictitious defendants ('DOES 1 through 50, inclusive', 'ROE CORPORATIONS I-X', Arizona's 'BLACK CORPORATIONS I-X;
 * WHITE PARTNERSHIPS I-X', Hawaii's 'DOE GOVERNMENTAL UNITS 1-10') are not parties.
 */
const FICTITIOUS_RE =
  /["“]?\b(?:and\s+)?(?:(?:JOHN|JANE)(?:\s+(?:AND|&)\s+(?:JOHN|JANE))?\s+)?(?:DOES|ROES|DOE|ROE|UNKNOWN\s+(?:DEFENDANTS|PERSONS|PARTIES|ENTITIES)|(?:ABC|XYZ|BLACK(?:\s+AND\s+WHITE)?|WHITE|GREEN|RED)(?=\s+(?:CORPORATIONS|CORPS\.?|ENTITIES|COMPANIES|INSURERS|SUPPLIERS|PARTNERSHIPS)))(?:\s+(?:CORPORATIONS|CORPS\.?|ENTITIES|INDIVIDUALS|COMPANIES|SUPPLIERS|INSURERS|EMPLOYEES|PARTNERSHIPS|CONTRACTORS|SUBCONTRACTORS|NURSES|PHYSICIANS|DOCTORS|DRIVERS|(?:(?:WORKING\s+|ROYALTY\s+)?INTEREST\s+)?OWNERS|MANUFACTURERS|DISTRIBUTORS|AGENTS|(?:JOINT\s+VENTURES|BUSINESS|GOVERNMENTAL|NON-?PROFIT)\s+(?:ENTITIES|UNITS)|JOINT\s+VENTURES))?\s+(?:\d+|[IVXLC]+)\s*(?:through|thru|to|-|–)\s*(?:\d+|[IVXLC]+)\s*,?\s*(?:inclusive)?\s*(?:\(fictitious\s+(?:names?|entities|persons|parties)[^)]{0,60}\))?\s*[,.;]?["”]?(?:\s*(?:the\s+names?\s+being\s+fictitious(?:\s+and\s+unknown)?|Names?\s+and\s+Addresses\s+Unknown)\s*[,.;]?)?/gi;
/** Wisconsin's and South Carolina's unknown insurers and companies: 'ABC INSURANCE COMPANY', 'ABC Corporation'. */
const PLACEHOLDER_COMPANY_RE =
  /\b(?:and\s+)?(?:ABC|DEF|GHI|XYZ)\s+(?:INSURANCE\s+)?(?:COMPANY|CORPORATION|CORP\.?|ENTITY|INSURER)(?=\s*(?:[,.;]|\band\b|$))/gi;
const ET_AL_RE = /,?\s*\bet\s+al\.?/gi;
/** 'JANE DOE VOLKOV-HAYES': a spouse whose name is not known, named for the marital community only. */
const UNNAMED_SPOUSE_RE = /\b(?:and\s+)?(?:JOHN|JANE)\s+DOE\s+[A-Z][A-Za-z'-]+(?=\s*,)/g;

/** Pieces after a comma that finish the name before them ('…, LLC', '…, Jr.', '…, R.Ph.', '…, S.A. de C.V.'). */
const NAME_SUFFIX_RE =
  /^(?:L\.?L\.?C\.?|L\.?L\.?L\.?P\.?|P\.?L\.?L\.?P\.?|Inc\.?|Incorporated|Corp\.?|Corporation|Co\.?|Company|Ltd\.?|Limited|L\.?P\.?|L\.?L\.?P\.?|P\.?L\.?L\.?C\.?|P\.?C\.?|P\.?A\.?|N\.?A\.?|Jr\.?|Sr\.?|[IVX]{1,4}|M\.?D\.?|D\.?O\.?|D\.?D\.?S\.?|D\.?M\.?D\.?|C\.?P\.?A\.?|Ph\.?D\.?|Esq\.?|R\.?N\.?|P\.?E\.?|R\.?Ph\.?|Pharm\.?\s?D\.?|D\.?P\.?M\.?|D\.?V\.?M\.?|D\.?P\.?T\.?|N\.?P\.?|A\.?P\.?R\.?N\.?|C\.?R\.?N\.?A\.?|L\.?P\.?N\.?|C\.?N\.?M\.?|S\.C\.?|P\.S\.C\.?|P\.S\.|L\.C\.|P\.L\.C\.?|Chtd\.?|Chartered|S\.\s?A\.?(?:\s?P\.\s?I\.?)?(?:\s+de\s+C\.\s?V\.?)?|S\.\s?de\s+R\.\s?L\.?(?:\s+de\s+C\.\s?V\.?)?|GmbH|AG|B\.V\.?|N\.V\.?|S\.[Rr]\.[Ll]\.?|S\.p\.A\.?|S\.A\.S\.?|Pty\.?\s+Ltd\.?|PLC|Ltda\.?|A\/S|K\.K\.?)$/i;
/** 'L.L.C. f/k/a Bright Future Finance': a suffix that ends the name, then what it is also called. */
const SUFFIX_THEN_DESCRIPTOR_RE =
  /^(L\.?L\.?C\.?|Inc\.?|Corp\.?|Co\.?|Ltd\.?|L\.?P\.?|L\.?L\.?P\.?|P\.?L\.?L\.?C\.?|P\.?C\.?|P\.?A\.?|N\.?A\.?|M\.D\.|D\.O\.|D\.D\.S\.|Jr\.?|Sr\.?)\s+((?:d\/b\/a|a\/k\/a|f\/k\/a|a\/s\/o|dba|aka|fka)\b.*)$/i;
const SUFFIX_THEN_NAME_RE =
  /^(L\.?L\.?C\.?|Inc\.?|Corp\.?|Co\.?|Ltd\.?|L\.?P\.?|L\.?L\.?P\.?|P\.?L\.?L\.?C\.?|P\.?C\.?|P\.?A\.?|Jr\.?|Sr\.?|I{2,3}|M\.?D\.?|D\.?D\.?S\.?)\s+and\s+(\S.*)$/i;
/** A citation the caption's other column left among the names ('ORS 21.160(1)(d)', '§ 1102.5'). */
const STATUTE_PIECE_RE = /§|^(?:[A-Z][A-Za-z.]{1,6}\s+){1,3}\d+[.:-]\d[\w().:-]*$/;
/** Pieces that say what a party is or in which capacity it sues, not who it is. */
const DESCRIPTOR_RE =
  /^(?:an?\s|(?:and\s+)?the\s+marital\s+community\b|solely\s+(?:in|as)\s|on\s+behalf|individually|as\s|in\s+(?:his|her|its|their)\s|d\/b\/a|dba\b|doing\s+business|f\/k\/a|fka\b|formerly|successor|assignee|husband|wife|deceased|a\s+minor|(?:his|her)\s+(?:wife|husband|spouse)\b|by\s+and\s+through|by\s+(?:his|her|their)\s|for\s+the\s+use|also\s+known|aka\b|a\/k\/a|a\/s\/o\b|per\s+quod\b)/i;
/** Descriptors that are a capacity (kept) rather than a description ('a California corporation', dropped). */
const CAPACITY_RE =
  /^(?:solely\s+(?:in|as)\s|on\s+behalf|deceased|individually|as\s|in\s+(?:his|her|its|their)\s|d\/b\/a|dba\b|doing\s+business|f\/k\/a|fka\b|formerly|successor|assignee|by\s+and\s+through|by\s+(?:his|her|their)\s|for\s+the\s+use|also\s+known|aka\b|a\/k\/a|a\/s\/o\b|per\s+quod\b)/i;
/** A name or description, then what the party is also called: 'GARRETT P. LINDQVIST a/k/a GARY LINDQVIST'. */
const INLINE_ALIAS_RE = /^(.*?\S)\s+((?:a\/k\/a|d\/b\/a|f\/k\/a|a\/s\/o)\s+\S.*)$/i;
/** A capacity, after the 'and' that may join it to the one before ('…, Deceased, and as Next Friend of …'). */
const isCapacity = (descriptor: string) => CAPACITY_RE.test(descriptor.replace(/^and\s+/i, ''));

/** The parties named in the caption, with role, entity type and capacity. */
export function extractParties(text: string): Party[] {
  // Each respelling scans the text: a mass-action caption's first hundreds are respelled, the rest kept.
  // The body flattened once, for the joined names to be looked up in (only the first few: each look scans it).
  let flat: string | null = null;
  const body = () => {
    flat ??= text.replace(/\s+/g, ' ').toLowerCase();
    return flat;
  };
  return readCaptionParties(text)
    .flatMap((p, i) => (i < MAX_SPLIT_CHECKED ? splitJoinedNames(p, body) : [p]))
    .slice(0, MAX_PARTIES)
    .map((p, i) => (i < MAX_RESPELLED ? { ...p, name: toWrittenCase(p.name, text) } : p));
}

/**
 * 'THE TRUSTEES OF HALDANE UNIVERSITY AND HALDANE CENTER FOR CELLULAR THERAPEUTICS, INC.': two parties joined by
 * 'and' with no legal form between them, when the body names each of them on its own ('The plaintiff, The
 * Trustees of Haldane University (the "University")'). Each side has three words or more: 'Procter and Gamble'
 * is one name.
 */
function splitJoinedNames(party: Party, body: () => string): Party[] {
  const m = /^(.{8,}?)\s+(?:AND|and)\s+(.{8,})$/.exec(party.name);
  if (!m || party.capacity) return [party];
  const sides = [m[1]!, m[2]!];
  const count = (words: string) => body().split(words.replace(/\s+/g, ' ').toLowerCase()).length - 1;
  // Named apart: more often than inside the joined pair.
  const named = (side: string) => count(side) > count(party.name);
  if (!sides.every((side) => side.split(/\s+/).length >= 3 && named(side))) return [party];
  return sides.map((name) => ({ ...party, name, entityType: classifyEntity(name) }));
}

/** More names than any caption lists: a runaway 'caption' (a table of names) stops here. */
const MAX_PARTIES = 1_000;
const MAX_RESPELLED = 200;
/** Captions name a handful of parties; a mass-action list's hundreds are not looked up for a joined pair. */
const MAX_SPLIT_CHECKED = 50;

/**
 * Captions shout ('MARISOL QUINTERO-VALE'); the body usually spells the name normally ('Marisol
 * Quintero-Vale'). The body's spelling is used when it has the same letters and punctuation.
 */
function toWrittenCase(name: string, text: string): string {
  if (!isShouted(name)) return name;
  const pattern = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  for (const m of text.matchAll(new RegExp(`(?<![A-Za-z])${pattern}(?![A-Za-z])`, 'gi'))) {
    if (!isShouted(m[0]) && /^[A-Z]/.test(m[0])) return m[0].replace(/\s+/g, ' ');
  }
  return name;
}

/** In capitals, whatever case a credential keeps ('JANELLE R. PRUITT, R.Ph.'). */
function isShouted(name: string): boolean {
  return (name.match(/[a-z]/g)?.length ?? 0) <= name.replace(/[^A-Za-z]/g, '').length / 5;
}

function readCaptionParties(text: string): Party[] {
  const caption = readCaption(text);
  const lines = caption.lines.slice(0, caption.bodyStart + 1);
  const court = findCourtLines(caption);
  const versus = lines.findIndex((line, i) => isVersusLine(line) && i > 0);
  if (versus < 0)
    return extractInlineCaption(lines.slice(court && court.stream === 'left' ? court.last + 1 : 0));
  // Parties start under the court's name when it heads the left column.
  const floor = court && court.stream === 'left' && court.last < versus ? court.last + 1 : 0;

  // First side: back from 'v.' past the role label, up to the court, the title or the counsel block.
  const first: string[] = [];
  // 'FILED BY FAX / … / DEPUTY CLERK OF COURT / LAFAYETTE PARISH, LA' over a Louisiana caption: the clerk's.
  const stamps = findStampLines(lines.slice(0, versus));
  for (let i = versus - 1; i >= floor && versus - i <= 30; i -= 1) {
    const line = withoutColumnField(lines[i]!);
    if (line === '' || stamps.has(i)) continue;
    // A case number between a name and its role label is the right column's; above the names it ends them.
    if (CASE_NUMBER_LINE_RE.test(line) || BARE_NUMBER_LINE_RE.test(line)) {
      // 'CASCADE FRESH PRODUCE CO., an Oregon / Case No. … / corporation, and …': the name runs on under it.
      if (first.every((l) => FIRST_SIDE_LABEL_RE.test(l)) || /^[a-z]/.test(first[0] ?? '')) continue;
      break;
    }
    if (RULE_LINE_RE.test(line) || CAPTION_HEADER_LINE_RE.test(line)) break;
    // Connecticut's 'RETURN DATE: JUNE 3, 2025' heads the caption.
    if (/^RETURN\s+DATE\b/i.test(line)) break;
    if (JUDGE_LINE_RE.test(line) || COLUMN_LABEL_LINE_RE.test(line)) continue;
    // 'Plaintiffs, ) (Business Court Requested / Pursuant to EDCR 1.61)': the right column's note wrapped past
    // the page's column reading.
    if (
      /^[^()]*\)?$/.test(line) &&
      FIRST_SIDE_LABEL_LINE_RE.test(lines[i - 1] ?? '') &&
      /^\([^()]*$/.test(caption.right.get(i - 1)?.trim() ?? '')
    )
      continue;
    // Colorado's 'DATE FILED' read from the box's other column between the names.
    if (/^(?:DATE\s+FILED|FILING\s+ID)\b/i.test(line)) continue;
    // 'Plaintiffs, / SUMMONS / vs.', 'COMPLAINT AND JURY DEMAND': the title of the right column read between the
    // label and 'v.'.
    if (
      /^(?:(?:VERIFIED|AMENDED|CLASS\s+ACTION)\s+)*(?:SUMMONS|COMPLAINT|PETITION)(?:\s+(?:AND|FOR|WITH)(?:\s+[A-Z ,]+)?)?$|^JURY\s+(?:TRIAL|DEMAND)(?:\s+DEMANDED)?$/.test(
        line,
      )
    )
      continue;
    // Colorado's box: 'Plaintiff:' heads the names under it, alone or before the first of them.
    if (/^(?:Plaintiffs?|Petitioners?|Claimants?)\s*:$/i.test(line)) break;
    const headed = /^(?:Plaintiffs?|Petitioners?|Claimants?)\s*:\s*(\S.*)$/i.exec(line);
    if (headed) {
      first.unshift(headed[1]!);
      break;
    }
    if (isCueLine(line) && !/^(?:Plaintiffs?|Petitioners?)\b/i.test(line)) break;
    if (isCourtContinuation(line)) break;
    first.unshift(line);
  }
  // Second side: from 'v.' to its role label.
  const second: string[] = [];
  const nominalSide: string[] = [];
  for (let i = versus + 1; i < lines.length && i - versus <= 30; i += 1) {
    const line = withoutColumnField(lines[i]!);
    if (line === '' || CASE_NUMBER_LINE_RE.test(line) || JUDGE_LINE_RE.test(line)) continue;
    // Wisconsin's 'Case Code: 30303 / Other Contracts' in the right column, read into the names.
    if (COLUMN_LABEL_LINE_RE.test(line) || CASE_CODE_RE.test(line)) continue;
    if (CASE_CODE_RE.test(lines[i - 1]?.trim() ?? '') && /^[A-Z][a-z]+(?:\s+[A-Za-z][a-z]+){0,4}$/.test(line))
      continue;
    if (RULE_LINE_RE.test(line)) break;
    if (/^(?:Defendants?|Respondents?)\s*:$/i.test(line) && second.length === 0) continue;
    // 'PLAINTIFFS' set at the right margin beside the first names, read after the second side's: no defendant.
    if (second.length > 0 && FIRST_SIDE_LABEL_LINE_RE.test(line)) continue;
    const headed = second.length === 0 ? /^(?:Defendants?|Respondents?)\s*:\s*(\S.*)$/i.exec(line) : null;
    if (headed) {
      // 'Defendant: SUMMIT KEYSTONE MUTUAL INSURANCE COMPANY  ^ COURT USE ONLY ^': the box's corner beside it.
      const name = headed[1]!.replace(/\s*[\^▲]?\s*COURT\s+USE\s+ONLY\s*[\^▲]?\s*$/i, '');
      second.push(name);
      if (name !== headed[1]) break;
      continue;
    }
    const useOnly = /\s*[\^▲]?\s*\bCOURT\s+USE\s+ONLY\b\s*[\^▲]?\s*$/i.exec(line);
    if (useOnly) {
      // '…; SUMMIT RIDGE / CONSTRUCTION SERVICES, INC., a Colorado corporation;  ▲ COURT USE ONLY ▲ / FRONT
      // RANGE …': the box's corner beside a name line that goes on; the names end where one does not.
      const rest = line.slice(0, useOnly.index).trim();
      if (rest !== '') second.push(rest);
      if (/(?:[,;]|\band)$/i.test(rest)) continue;
      break;
    }
    // '(Exempt from Arbitration: / … / Damages in Excess of $50,000; / Business Court Requested)' interleaved with
    // the names, a parenthesis in the right column: its lines, each read alone.
    if (
      /^\((?:Exempt(?:ion)?\s+from\s+Arbitration|Arbitration\s+Exemption)\b|^(?:Damages\s+in\s+Excess\s+of\s+\$|Business\s+Court\s+Requested\b)/i.test(
        line,
      )
    )
      continue;
    // Nevada's 'EXEMPT FROM ARBITRATION: / Amount in Controversy Exceeds / $50,000; …' box, stacked under the
    // names: the right column's note runs to the role label.
    if (
      /^(?:EXEMPT(?:ION)?\s+FROM\s+(?:COURT[-\s]+ANNEXED\s+)?ARBITRATION|ARBITRATION\s+EXEMPTION)\b/i.test(
        line,
      )
    ) {
      // Above the names ('Arbitration Exemption Claimed: / SILVER STATE …, Damages in Excess of $50,000'), the
      // note is this line and what is run into the next.
      if (second.length === 0) continue;
      while (i + 1 < lines.length && i - versus < 30 && !SECOND_SIDE_LABEL_RE.test(lines[i + 1]!)) i += 1;
      continue;
    }
    // 'SERVE: 6408 Rolling Ridge Court': where a defendant is served (read below), not a counsel or court line.
    const serviceLine = /^(?:Serve|Service|Please\s+serve)\b/i.test(line) || ADDRESS_LINE_RE.test(line);
    if (isCueLine(line) && !serviceLine && !/^(?:Defendants?|Respondents?)\b/i.test(line)) break;
    // A caption with no role label under the second side ends at the pleading's title or first paragraph.
    if (TITLE_OR_PARAGRAPH_RE.test(line)) break;
    // 'SEAMAN'S    PETITION FOR DAMAGES AND FOR' (Louisiana), 'REVISED    COMPLAINT' (Connecticut): the title set
    // across both columns under the names; 'The petition of …', 'The plaintiff, …, files': the body's first words.
    if (
      second.length > 0 &&
      /^(?:(?:[A-Z'’]+\s+){0,3})?(?:COMPLAINT|PETITION)\b/.test(caption.right.get(i)?.trim() ?? '') &&
      /^[A-Z'’]+(?:\s+[A-Z'’]+)?$/.test(line) &&
      !/\b(?:INC|LLC|LTD|CO|CORP|COMPANY|CORPORATION|BANK|GROUP)$/.test(line)
    )
      break;
    if (/^The\s+(?:petition|complaint|plaintiffs?|petitioners?)\b(?:\s+of\b|,)/i.test(line)) break;
    second.push(line);
    if (SECOND_SIDE_LABEL_RE.test(line)) {
      // 'Defendants, / and / HELIXPORT BIOSCIENCES, INC., / Nominal Defendant.': a derivative suit's company
      // is a defendant too, named under the others.
      const next = lines.slice(i + 1, i + 9).map((l) => withoutColumnField(l));
      const and = next.findIndex((l) => l !== '');
      const nominal = next.findIndex((l) => /^Nominal\s+Defendants?\s*[,.;]?$/i.test(l));
      if (and >= 0 && /^and$/i.test(next[and]!) && nominal > and + 1) {
        nominalSide.push(...next.slice(and + 1, nominal).filter((l) => l !== ''));
      }
      break;
    }
  }
  // 'Plaintiffs, / BADGER STATE MUTUAL … / Involuntary Plaintiff,': a label between names closes the names above it.
  const firstLines = first.map((l) => (FIRST_SIDE_LABEL_LINE_RE.test(l) ? ',' : l));
  const firstText = dropRoleLabel(withoutServiceDetails(firstLines).join('\n'), FIRST_SIDE_LABEL_RE);
  const secondText = dropRoleLabel(withoutServiceDetails(second).join('\n'), SECOND_SIDE_LABEL_RE);
  return [
    ...toParties(firstText, 'plaintiff'),
    ...toParties(secondText, 'defendant'),
    ...toParties(withoutServiceDetails(nominalSide).join('\n'), 'defendant'),
  ];
}

/** 'Plaintiffs,        Date Purchased: 07/22/2024': New York's index box beside the label, no part of the side. */
function withoutColumnField(line: string): string {
  return line
    .replace(/\s+(?:Date\s+(?:Purchased|Filed)|Index\s+No\.?|Filing\s+ID)\s*:?\s*\S*$/i, '')
    .replace(/(?<=\S)\s+Damages\s+in\s+Excess\s+of\s+\$[\d,]+(?:\.\d{2})?;?$/i, '');
}

/** The judge's line of the caption's other column, read among the parties ('Judge Delia R. Fenstermaker', 'JUDGE ____'). */
const JUDGE_LINE_RE =
  /^(?:(?:Magistrate|District|Presiding)\s+)?(?:JUDGE|HON\.|Judge|Hon\.|Honorable)(?![A-Za-z])(?:.*_{3,}\s*$|:?\s+[A-Z][A-Za-z.'’-]*(?:\s+[A-Z][A-Za-z.'’-]*){1,4}\s*$)/;

const ADDRESS_LINE_RE =
  /^(?:[NSEW]\d{1,5}\s*[NSEW]\d{1,5}\s+\S|[NSEW]\d{3,5}\s+(?:[A-Z][a-z]+\s+){1,3}(?:Road|Rd|Lane|Ln|Drive|Dr|Trail|Avenue|Ave|Street|St|Highway|Hwy|Court|Ct)\b|\d+[A-Za-z]?\s+(?:[A-Za-z0-9.]+\s+){1,5}(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Dr|Lane|Ln|Way|Parkway|Pkwy|Highway|Hwy|Court|Ct|Place|Pl|Circle|Plaza|Square|Terrace|Trail|Broadway)\b|(?:Suite|Ste\.|P\.?\s*O\.?\s*Box|c\/o)\b)|^[A-Za-z .'-]+,\s*[A-Za-z .]+\s+\d{5}(?:-\d{4})?,?$/i;

/** A company's legal form closing a line: 'ASSOCIATES, L.P.,', 'HOLDINGS LLC'. */
const ENTITY_END_RE =
  /\b(?:L\.?L\.?C|L\.?P|L\.?L\.?P|P\.?L\.?L\.?C|P\.A|P\.C|INC|CORP(?:ORATION)?|CO|COMPANY|LTD|ASSOCIATES|PARTNERS|HOLDINGS|TRUST)\.?\s*[,;]?$/i;
/** A clinician named in capitals with the degree after the name: 'ADAEZE N. OKORO-BLAINE, M.D.', 'FRANKLIN T. HESKETH, CNM'. */
const CLINICIAN_LINE_RE =
  /^[A-Z][A-Z.'’ -]+,\s*(?:M\.\s?D|D\.\s?O|R\.\s?N|CNM|CRNA|N\.\s?P|P\.\s?A\.-C|D\.\s?D\.\s?S|D\.\s?M\.\s?D|D\.\s?C|D\.\s?P\.\s?M)\.?\s*[,;]?$/;

/** Capitalised words in comma-separated parts, no small words: 'Block C, Fitzwilliam Court', 'Leeson Close, Dublin 2, Ireland'. */
const FOREIGN_ADDRESS_LINE_RE =
  /^No\.\s*\d+\s+[A-Z][a-z].*$|^\d{1,3}\/F\s+[A-Z]|^[A-Z][a-z]+(?:\s+[A-Z0-9][\w.'’-]*)*(?:,\s+[A-Z0-9][\w.'’-]*(?:\s+[A-Z0-9][\w.'’-]*)*)+,?$/;

/**
 * Missouri and Ohio captions list where each defendant is served ('Serve: Registered Agent / CT Corporation
 * System / 120 South Central Avenue …') or where each party lives: neither is a party.
 */
function withoutServiceDetails(lines: readonly string[]): string[] {
  const out: string[] = [];
  let serving = false;
  // A side whose names are in capitals prints addresses in mixed case: 'Block C, Fitzwilliam Court / Leeson
  // Close, Dublin 2, Ireland' under 'ORTHOVANCE HOLDINGS, LTD.' is where it is, not who.
  const shouting = lines.filter((l) => /[A-Z]{3}/.test(l) && !/[a-z]/.test(l)).length >= 2;
  for (const [k, line] of lines.entries()) {
    if (shouting && FOREIGN_ADDRESS_LINE_RE.test(line.trim())) {
      if (out.length > 0 && out.at(-1) !== ',') out.push(',');
      continue;
    }
    // 'c/o Statutory Agent / Brightline Agent Services, Inc.': whom a defendant is served through.
    if (
      /^(?:Serve|Service|Please\s+serve|Registered\s+Agent|c\/o\s+(?:its\s+)?(?:Statutory|Registered|Resident)\s+Agent)\b/i.test(
        line,
      )
    ) {
      serving = true;
      continue;
    }
    if (serving) {
      // 'BLUEGRASS STRUCTURAL RESTORATION, LLC' under the last defendant's 'Serve:' lines: the next defendant, not
      // the agent served ('CT CORPORATION SYSTEM', 'CORPORATION SERVICE COMPANY').
      const nextParty =
        /^and$/i.test(line) ||
        CLINICIAN_LINE_RE.test(line) ||
        // 'Madison, WI 53703, / GERALD F. MATTINGLY': a name in capitals under the agent's city line.
        (/^[A-Z][A-Z.'’-]+(?:\s+[A-Z][A-Z.'’-]*){1,3},?$/.test(line) &&
          /\b\d{5}(?:-\d{4})?,?$/.test(lines[k - 1] ?? '')) ||
        (/,$/.test(line) && !/[a-z]{3}/.test(line) && !ADDRESS_LINE_RE.test(line)) ||
        (!/[a-z]{3}/.test(line) &&
          ENTITY_END_RE.test(line) &&
          !/\b(?:CT\s+CORPORATION|CORPORATION\s+SERVICE\s+COMPANY|REGISTERED\s+AGENT|STATUTORY\s+AGENT|AGENTS?,?\s+(?:INC|LLC))\b/i.test(
            line,
          ));
      if (!nextParty && !FIRST_SIDE_LABEL_RE.test(line) && !SECOND_SIDE_LABEL_RE.test(line)) continue;
      serving = false;
    }
    // An address between a name and its description separates them ('DELPHINE ASHANTI-MOORE / 4410 Refugee
    // Road / Columbus, Ohio 43232, / individually and …').
    // Not '1180 FRANKLIN AVENUE ASSOCIATES, L.P.,': a company named for its street address.
    if (ADDRESS_LINE_RE.test(line) && !(/^\d/.test(line) && ENTITY_END_RE.test(line))) {
      if (out.length > 0 && out.at(-1) !== ',') out.push(',');
      continue;
    }
    // '(Civ. Code § 895 et seq.);' is the right column's list of claims, not a party.
    if (/^\(.*(?:§|\bCode\b|U\.S\.C\.).*\)[;,.]?$/.test(line)) continue;
    // '(Tier 2)' (Arizona's and Utah's discovery tier), '(Jury Trial Requested)': the right column's label, run
    // onto the next page above the names.
    if (
      /^\((?:Tier\s+(?:[1-3]|I{1,3})|(?:Commercial|Complex)\s+Case|Jury\s+Trial\s+(?:Demanded|Requested))\)$/i.test(
        line,
      )
    )
      continue;
    if (
      /^(?:(?:DEMAND\s+FOR\s+)?JURY\s+(?:TRIAL\s+)?DEMAND(?:ED)?|DEMAND\s+FOR\s+JURY\s+TRIAL)\.?$/i.test(line)
    )
      continue;
    // '(Medical Negligence; Medical' / '(Tort -- Medical Malpractice)': the right column's list of claims or its
    // case category, read among the names.
    if (
      /^\((?:[^()]*;|[^()]*\b(?:Negligence|Malpractice|Tort|Battery|Breach|Contract|Damages|Fraud|Warranty|Wrongful\s+Death|Consortium|Injunctive|Declaratory)\b)[^()]*\)?$/i.test(
        line,
      )
    )
      continue;
    out.push(line);
  }
  return out;
}

/** 'FOR THE COUNTY OF SAN DIEGO', 'SAN JOSE DIVISION': the end of the court's name above the parties. */
function isCourtContinuation(line: string): boolean {
  if (/[a-z]/.test(line)) return false;
  return (
    /^(?:FOR|IN AND FOR|IN)\s+THE\b/.test(line) ||
    (/\b(?:DISTRICT|DIVISION)\b/.test(line) && !/,$/.test(line))
  );
}

function isVersusLine(line: string): boolean {
  // 'vs.                 Fee: $221.00', 'vs.        (JURY TRIAL DEMANDED)': the caption's other column run onto the line.
  return /^-?\s*(?:v|vs|versus|against)\.?\s*-?(?:\s+(?:Fee|Case|Civil|Cause|Index|Hon\.|Judge|Dept\.?|Div\.?|Division|No\.)(?=[\s.:]).*|\s+\((?:JURY|Jury)\b[^()]{0,40}\)|\s+(?:(?:VERIFIED|AMENDED|CLASS\s+ACTION)\s+)*(?:COMPLAINT|SUMMONS|PETITION)\b[^a-z]*)?$/i.test(
    line.trim(),
  );
}

/** 'JANE ROE, Plaintiff, v. ACME LLC, Defendant.' on one or two lines. */
function extractInlineCaption(lines: readonly string[]): Party[] {
  for (let i = 0; i < lines.length; i += 1) {
    const joined = [lines[i], lines[i + 1] ?? '', lines[i + 2] ?? ''].join('\n');
    const m =
      /^(.*?[^\s,]),?\s*(?:Plaintiffs?|Petitioners?)(?:\s*,)?\s*(?:v\.?|vs\.?)\s+(.*?[^\s,]),?\s*(?:Defendants?|Respondents?)/is.exec(
        joined,
      );
    if (m && !isCueLine(m[1]!)) {
      return [...toParties(m[1]!, 'plaintiff'), ...toParties(m[2]!, 'defendant')];
    }
  }
  return [];
}

function dropRoleLabel(text: string, label: RegExp): string {
  const m = label.exec(text);
  return m ? text.slice(0, m.index) : text;
}

/** Splits one side of a caption into parties: commas separate names except before 'LLC', 'Inc.', 'Jr.'. */
function toParties(sideText: string, role: PartyRole): Party[] {
  const text = endNamesAtLineEnds(sideText)
    .replace(/\s*\n\s*/g, ' ')
    .replace(UNNAMED_SPOUSE_RE, ' ')
    .replace(/\((?:Electronically\s+)?Filed\)/gi, ' ')
    .replace(FICTITIOUS_RE, ' ')
    .replace(PLACEHOLDER_COMPANY_RE, ' ')
    // Kentucky's 'UNKNOWN DEFENDANTS (Serve by Warning Order Attorney)': no one named.
    .replace(
      /\b(?:and\s+)?UNKNOWN\s+(?:DEFENDANTS|PERSONS|PARTIES|HEIRS|OWNERS)\b(?:\s*\([^)]*\))?\s*[,;]?/g,
      ' ',
    )
    .replace(ET_AL_RE, ' ')
    // Alabama's 'and Fictitious Defendants A, B, and C, being those persons … ascertained': no one named.
    .replace(/\b(?:and\s+)?Fictitious\s+(?:Defendants?|Part(?:y|ies))\b[^;]*/gi, ' ')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const pieces = text
    .split(/\s*[,;]\s*/)
    .flatMap((piece, k, all) => splitOnAnd(piece, all[k + 1]))
    .map((p) => p.trim())
    .filter((p) => p !== '' && !/^and$/i.test(p));
  const entries: { name: string; descriptors: string[] }[] = [];
  // 'PEMBERTON, KRALE & HAAS, LLP': a lone surname before a piece with '&' is the firm's first name.
  for (let k = pieces.length - 2; k >= 0; k -= 1) {
    if (
      /^[A-Z][A-Za-z'’-]+$/.test(pieces[k]!) &&
      !NAME_SUFFIX_RE.test(pieces[k]!) &&
      /&/.test(pieces[k + 1]!) &&
      !/^and\b/i.test(pieces[k + 1]!)
    )
      pieces.splice(k, 2, `${pieces[k]}, ${pieces[k + 1]}`);
  }
  for (const rawPiece of pieces) {
    const piece = rawPiece.replace(/^and\s+/i, '');
    const last = entries.at(-1);
    const suffixThenDescriptor = SUFFIX_THEN_DESCRIPTOR_RE.exec(rawPiece);
    const suffixThenName = SUFFIX_THEN_NAME_RE.exec(rawPiece);
    if (last && suffixThenName) {
      // 'JR. AND ANNETTE GUIDRY BOUDREAUX', 'LTD. and GAHANNA FULFILLMENT CO.': the suffix ends one name.
      last.name += `, ${suffixThenName[1]}`;
      entries.push({ name: suffixThenName[2]!, descriptors: [] });
    } else if (last && suffixThenDescriptor) {
      // 'L.L.C. f/k/a BRIGHT FUTURE FINANCE': the suffix ends the name, the rest is its capacity.
      last.name += `, ${suffixThenDescriptor[1]}`;
      last.descriptors.push(suffixThenDescriptor[2]!);
    } else if (last && (NAME_SUFFIX_RE.test(rawPiece) || /^\d{4}$/.test(rawPiece))) {
      if (last.descriptors.length > 0) last.descriptors[last.descriptors.length - 1] += `, ${rawPiece}`;
      else last.name += `, ${rawPiece}`;
    } else if (last && US_STATE_RE.test(piece)) {
      // 'City of East Perimeter, Georgia': the state is part of a municipality's name.
      last.name += `, ${piece}`;
    } else if (
      last &&
      ((/\bminor\s+(?:child|children|son|daughter)$/i.test(last.descriptors.at(-1) ?? '') &&
        /^(?:[A-Z]\.\s?){2,3}$/.test(piece)) ||
        (/\bNext\s+Friends?\s+of\b/i.test(last.descriptors.at(-1) ?? '') &&
          /^(?:a\s+)?minors?$/i.test(piece)))
    ) {
      // 'individually and on behalf of her minor child, K.B.', 'as Next Friend of D.R. and A.R., Minors': the
      // children are named in the parent's capacity.
      last.descriptors[last.descriptors.length - 1] += `, ${piece}`;
    } else if (last && /^a\s+minor$/i.test(piece) && /^(?:[A-Z]\.\s?){2,3}$/.test(last.name)) {
      // 'E.M., a minor': initials alone say too little; the child is named so.
      last.name += `, ${piece}`;
    } else if (last && DESCRIPTOR_RE.test(piece)) {
      // 'a Liberian corporation d/b/a MERIDIAN CRUISE LINE': a description, then the name it trades under.
      const alias = CAPACITY_RE.test(piece) ? null : INLINE_ALIAS_RE.exec(piece);
      // '…, Deceased, and as Next Friend of …': the 'and' between two capacities is kept, as the caption reads.
      const joined = /^and\s/i.test(rawPiece) && last.descriptors.some(isCapacity) ? `and ${piece}` : piece;
      last.descriptors.push(...(alias ? [alias[1]!, alias[2]!] : [joined]));
    } else if (
      last &&
      last.descriptors.length > 0 &&
      isCapacity(last.descriptors.at(-1)!) &&
      !/^and\s/i.test(rawPiece) &&
      /^[a-z]/.test(piece)
    ) {
      // 'as a private attorney general' after 'on behalf of the State': still the same capacity.
      last.descriptors.push(piece);
    } else if (
      (/[A-Za-z]{2}/.test(piece) || /^(?:[A-Z]\.\s?){2,3}$/.test(piece)) &&
      !STATUTE_PIECE_RE.test(piece)
    ) {
      // 'E.M., a minor': a child named by initials only. 'GARRETT P. LINDQVIST a/k/a GARY LINDQVIST' with no
      // comma: the name, then what it is also called.
      const alias = INLINE_ALIAS_RE.exec(piece);
      entries.push(alias ? { name: alias[1]!, descriptors: [alias[2]!] } : { name: piece, descriptors: [] });
    }
  }
  // 'ANGELA R. MORALES and DAVID MORALES, and ANGELA R. MORALES and DAVID MORALES, in their own right': the
  // parents named as the child's guardians and again for themselves are two parties, not four.
  // The same person in two capacities ('…, individually' and '… as next friend of …') is two parties.
  const keyOf = (e: { name: string }) =>
    e.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  const capacityOf = (e: { descriptors: string[] }) => e.descriptors.some(isCapacity);
  // Named first as another's guardian or administratrix, then 'in their own right' or 'individually': one
  // party, in the capacity the caption names it for itself.
  const kept = (e: (typeof entries)[number], k: number) => {
    const twins = entries.filter((o, j) => j !== k && keyOf(o) === keyOf(e));
    if (twins.length === 0 || capacityOf(e)) return true;
    return !twins.some(capacityOf) && entries.findIndex((o) => keyOf(o) === keyOf(e)) === k;
  };
  return entries
    .filter(kept)
    .filter((e) => !/^(?:inclusive|et al\.?)$/i.test(e.name))
    .map((e) => {
      const capacity = e.descriptors.filter(isCapacity).join(', ');
      return {
        // '… COLUMBINE SURETY COMPANY.' at the end of the list: the sentence's stop, not an abbreviation's.
        name: e.name
          .replace(/[\s,]+$/, '')
          .replace(
            /\b(?!(?:Corp|Bros|Assoc|Assn|Natl|Intl|Mfg|Dept|Univ|Hosp|Svcs|Servs|Comm)\.$)([A-Za-z]{4,})\.$/i,
            '$1',
          ),
        role,
        entityType: classifyEntity(e.name, e.descriptors),
        capacity: capacity === '' ? null : capacity,
        attorneys: [],
      };
    });
}

/** A legal form or credential that ends a name ('…, INC.', '…, P.C.', '…, M.D.', '…, CNM'). */
const NAME_END_RE =
  /(?:,\s*|\s)(?:INC|LLC|L\.L\.C|CORP|CO|LTD|P\.C|P\.A|L\.P|LLP|L\.L\.P|PLLC|N\.A|M\.D|D\.O|CNM|R\.N|R\.Ph|D\.D\.S|JR|SR)\.?$/i;

/**
 * Philadelphia lists a side one name a line with nothing between ('… HEALTH SYSTEM, INC. / d/b/a RIVERSIDE
 * WOMEN'S HOSPITAL / RIVERSIDE OB/GYN ASSOCIATES, P.C. / HARRIET L. VANCE, M.D.'): a line that ends a name with its
 * legal form or credential, or gives a trade name whole, ends at the line's end.
 */
function endNamesAtLineEnds(sideText: string): string {
  const lines = sideText.split('\n');
  return lines
    .map((line, i) => {
      const next = lines[i + 1]?.trim() ?? '';
      const trimmed = line.trim();
      if (next === '' || /[,;&]$|\b(?:and|or)$/i.test(trimmed)) return line;
      // The next line goes on with this name: its trade name, its legal form, lower-case words, 'and'.
      if (
        /^(?:d\/b\/a|a\/k\/a|f\/k\/a|dba|aka|fka|and)\b/i.test(next) ||
        /^[a-z(&]/.test(next) ||
        NAME_SUFFIX_RE.test(next.replace(/[,;.]$/, ''))
      )
        return line;
      const endsName = NAME_END_RE.test(trimmed);
      const wholeTradeName =
        /^(?:d\/b\/a|a\/k\/a|f\/k\/a)\s[^,;]*$/i.test(trimmed) &&
        !/\s(?:and|&)\s/i.test(trimmed) &&
        NAME_END_RE.test(next.replace(/[,;]$/, ''));
      return endsName || wholeTradeName ? `${line};` : line;
    })
    .join('\n');
}

/** 'Grant T. Whitlock and Lenore Whitlock': two names; 'Smith and Sons' or 'husband and wife' stay whole. */
function splitOnAnd(piece: string, next?: string): string[] {
  // '…; and WENDELL A. PRUITT and MARGARET J. PRUITT': the list's 'and' before the pair.
  const PERSON = /^[A-Z][A-Za-z'’-]+\s+(?:[A-Z]\.\s+)?[A-Z][A-Za-z'’-]+$/;
  const paired = /^and\s+(.+?)\s+and\s+(.+)$/i.exec(piece);
  if (paired && PERSON.test(paired[1]!) && PERSON.test(paired[2]!)) return [paired[1]!, paired[2]!];
  const halves = piece.split(/\s+and\s+/i);
  if (halves.length !== 2 || DESCRIPTOR_RE.test(piece)) return [piece];
  const [a, b] = halves as [string, string];
  // 'LLC d/b/a Riverbend Gardens Nursing and Rehabilitation Center': the trade name goes on past its 'and'.
  const formNext =
    next !== undefined && (NAME_SUFFIX_RE.test(next.trim()) || SUFFIX_THEN_DESCRIPTOR_RE.test(next.trim()));
  // ('… d/b/a Ridgeline Barrel Works and Ozark Stave & Heading, Ltd.': the company after it prints its own form.)
  if (
    /(?:^|\s)(?:d\/b\/a|a\/k\/a|f\/k\/a|dba)\s/i.test(a) &&
    !formNext &&
    /\b(?:Center|Centre|Services?|Works|Clinic|Homes?|Hospital|Care|Supply|Products|Foods|Markets?|Solutions|Systems|Associates|Partners|Holdings|Enterprises|Industries|Farms|Realty|Properties|Construction|Builders|Logistics|Trucking)$/i.test(
      b,
    )
  )
    return [piece];
  // 'BLACKSTONE TERRACE NURSING AND REHABILITATION CENTER, LLC': one company whose legal form follows both
  // halves; two companies would each print their own ('ALDER, LLC and BIRCH, INC.').
  if (
    formNext &&
    /^[^a-z]*$/.test(piece) &&
    !/\./.test(a) &&
    !/\b(?:COMPANY|CORPORATION|CORP|INC|LLC|LTD|CO|BANK|GROUP|SERVICES|PARTNERS|HOLDINGS|ASSOCIATES)$/.test(a)
  )
    return [piece];
  // '1180 FRANKLIN AVENUE ASSOCIATES, L.P.': a company may be named for its street number.
  const looksWhole = (h: string) =>
    h.split(/\s+/).length >= 2 &&
    /^(?:[A-Z]|(?!(?:19|20)\d\d\b)\d+\s+[A-Z])/.test(h) &&
    !DESCRIPTOR_RE.test(h);
  return looksWhole(a) && looksWhole(b) ? [a, b] : [piece];
}

/** Entity type from the name and what the caption says of it ('an individual', 'a Delaware corporation'). */
export function classifyEntity(name: string, descriptors: readonly string[] = []): EntityType {
  const description = descriptors.join(' ');
  if (/\bas\s+(?:personal\s+representative|executor|executrix|administrator)\b/i.test(description))
    return 'estate';
  if (/\btrustee\b/i.test(description) && !/\bindividually\b/i.test(description)) return 'trust';
  const byName = typeOrganizationName(name);
  if (byName) return byName.entityType;
  if (/\ban individual\b/i.test(description)) return 'individual';
  if (/\bnot-for-profit\b|\bnon-?profit\b/i.test(description)) return 'nonprofit';
  if (/\b(?:corporation|company|partnership|entity)\b/i.test(description)) return 'company';
  return readPersonName(name) ? 'individual' : 'unknown';
}
