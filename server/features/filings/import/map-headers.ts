/** The fields the import understands, whatever a court calls its columns. */
export const CANONICAL_FIELDS = [
  'caseNumber',
  'caseType',
  'filingDate',
  'plaintiff',
  'defendant',
  'amount',
  'court',
  'judge',
  'plaintiffAttorney',
  'defendantAttorney',
  'caption',
  'partyRole',
  'lastName',
  'firstName',
  'partyName',
  'disposition',
  'dispositionDate',
] as const;

export type CanonicalField = (typeof CANONICAL_FIELDS)[number];

/**
 * - `party-per-row`: one row per party (Utah's weekly filing report), rows of a case share its number.
 * - `case-per-row`: one row per case with plaintiff/defendant or caption columns.
 */
export type FileLayout = 'party-per-row' | 'case-per-row';

export interface HeaderMapping {
  /** Column index of each field found. */
  columns: Partial<Record<CanonicalField, number>>;
  layout: FileLayout;
  /** The header cells as read (BOM removed, trimmed). */
  headers: string[];
  /** Header cells that map to no field (or lost to a better synonym of the same field). */
  unmapped: string[];
}

/** How each field is named in messages, and the synonyms it accepts in the order of preference. */
const FIELD_NAMES: Record<CanonicalField, { label: string; synonyms: string[] }> = {
  caseNumber: {
    label: 'case number',
    synonyms: [
      'case number',
      'case_num',
      'case no',
      'case #',
      'case nbr',
      'case id',
      'docket number',
      'docket no',
      'docket #',
      'docket',
    ],
  },
  caseType: {
    label: 'case type',
    synonyms: [
      'case type',
      'case type description',
      'case type code',
      'case type descr',
      'case type desc',
      'case type name',
      'classification',
      'case category',
      'nature of suit',
      'type',
    ],
  },
  filingDate: {
    label: 'filing date',
    synonyms: [
      'filing date',
      'date filed',
      'date_filed',
      'filed date',
      'file date',
      'case filed date',
      'filed',
    ],
  },
  plaintiff: {
    label: 'plaintiff',
    synonyms: [
      'plaintiff(s)',
      'plaintiffs',
      'plaintiff name',
      'plaintiff names',
      'petitioner(s)',
      'petitioners',
      'plaintiff/petitioner',
    ],
  },
  defendant: {
    label: 'defendant',
    synonyms: [
      'defendant(s)',
      'defendants',
      'defendant name',
      'defendant names',
      'respondent(s)',
      'respondents',
      'defendant/respondent',
    ],
  },
  amount: {
    label: 'amount',
    synonyms: [
      'amount in controversy',
      'claim amount',
      'amount claimed',
      'amount',
      'demand',
      'damages',
      'amount sought',
      'judgment amount',
      'disposition_amount',
    ],
  },
  court: {
    label: 'court',
    synonyms: [
      'court',
      'court name',
      'court location',
      'locn_descr',
      'location description',
      'location',
      'district',
      'county',
      'precinct_number',
      'precinct',
      'venue',
    ],
  },
  judge: { label: 'judge', synonyms: ['judge', 'judge name', 'assigned judge', 'judicial officer'] },
  plaintiffAttorney: {
    label: 'plaintiff attorney',
    synonyms: [
      'plaintiff attorney(s)',
      "plaintiff's attorney",
      'attorneys_for_plaintiffs',
      'attorney for plaintiff',
      'plaintiff counsel',
    ],
  },
  defendantAttorney: {
    label: 'defendant attorney',
    synonyms: [
      'defendant attorney(s)',
      "defendant's attorney",
      'attorneys_for_defendants',
      'attorney for defendant',
      'defendant counsel',
    ],
  },
  caption: { label: 'case name', synonyms: ['case name', 'caption', 'style', 'case style', 'case title'] },
  partyRole: {
    label: 'party role',
    synonyms: [
      'party_code',
      'party type',
      'party role',
      'party type code',
      'party_type_description',
      'party type description',
      'party role description',
      'party designation',
      'role',
    ],
  },
  lastName: {
    label: 'last name',
    synonyms: ['last_name', 'last name', 'party last name', 'surname', 'lname'],
  },
  firstName: { label: 'first name', synonyms: ['first_name', 'first name', 'party first name', 'fname'] },
  partyName: { label: 'party name', synonyms: ['party name', 'party full name', 'full name'] },
  // A bare 'status' comes last: an export with both (Travis County's `status` and `disposition_type`) says
  // how the case ended in the disposition column, and only its status says 'Active' or 'To Be Set'.
  disposition: {
    label: 'disposition',
    synonyms: [
      'disposition type',
      'disposition description',
      'disp_descr',
      'disposition descr',
      'disposition desc',
      'case disposition',
      'disposition code',
      'disp_code',
      'case status',
      'status description',
      'status',
    ],
  },
  dispositionDate: {
    label: 'disposition date',
    synonyms: [
      'disp_date',
      'date of disposition',
      'disposed date',
      'date disposed',
      'case disposition date',
      'case status date',
      'status date',
    ],
  },
};

const REQUIRED_FIELDS: CanonicalField[] = ['caseNumber'];
/** Header cells listed when the case number is missing; the rest are counted. */
const FOUND_COLUMNS_SHOWN = 50;

const BOM = /^\uFEFF/;
const PLURAL_MARK = /\(s\)/g;
const NOT_ALPHANUMERIC = /[^a-z0-9]+/g;

/**
 * Case- and punctuation-insensitive key of a header: 'Case #', 'case_num', 'CASE-NUM' and 'Plaintiff(s)'
 * become 'case', 'casenum', 'casenum' and 'plaintiff'.
 */
export function normalizeHeader(header: string): string {
  return header.replace(BOM, '').toLowerCase().replace(PLURAL_MARK, '').replace(NOT_ALPHANUMERIC, '');
}

interface SynonymEntry {
  field: CanonicalField;
  rank: number;
}

const SYNONYMS = new Map<string, SynonymEntry>();
for (const field of CANONICAL_FIELDS) {
  const { label, synonyms } = FIELD_NAMES[field];
  [label, ...synonyms].forEach((name, rank) => {
    const key = normalizeHeader(name);
    if (!SYNONYMS.has(key)) SYNONYMS.set(key, { field, rank });
  });
}

/**
 * Maps header cells to fields by name, case- and punctuation-insensitively, with synonyms. When several
 * columns name one field, the more specific synonym wins ('case type' over 'type'), then the first column.
 */
export function mapHeaders(headers: string[]): HeaderMapping {
  const cleaned = headers.map((h) =>
    String(h ?? '')
      .replace(BOM, '')
      .trim(),
  );
  const columns: Partial<Record<CanonicalField, number>> = {};
  const ranks: Partial<Record<CanonicalField, number>> = {};
  cleaned.forEach((header, index) => {
    const entry = SYNONYMS.get(normalizeHeader(header));
    if (!entry) return;
    const current = ranks[entry.field];
    if (current === undefined || entry.rank < current) {
      columns[entry.field] = index;
      ranks[entry.field] = entry.rank;
    }
  });
  const used = new Set(Object.values(columns));
  const unmapped = cleaned.filter((_, index) => !used.has(index));
  const hasName = columns.lastName !== undefined || columns.partyName !== undefined;
  const layout: FileLayout = columns.partyRole !== undefined && hasName ? 'party-per-row' : 'case-per-row';
  return { columns, layout, headers: cleaned, unmapped };
}

export interface MissingColumns {
  fields: CanonicalField[];
  /** For the user: names the missing column, the names it also accepts, and the columns found. */
  message: string;
}

/** Returns the required fields the header lacks (the case number), with a message for the user, or null. */
export function findMissingRequired(mapping: HeaderMapping): MissingColumns | null {
  const fields = REQUIRED_FIELDS.filter((field) => mapping.columns[field] === undefined);
  if (fields.length === 0) return null;
  // A wide export (a spreadsheet saved with 100,000 columns) would otherwise put megabytes into one message.
  const shown = mapping.headers.slice(0, FOUND_COLUMNS_SHOWN).map((h) => (h === '' ? '(blank)' : h));
  const more = mapping.headers.length - shown.length;
  const found =
    (shown.join(', ') || '(none)') + (more > 0 ? ` and ${more.toLocaleString('en-US')} more` : '');
  const parts = fields.map((field) => {
    const { label, synonyms } = FIELD_NAMES[field];
    const others = synonyms.filter((s) => normalizeHeader(s) !== normalizeHeader(label));
    return `'${label}' (also accepted: ${others.join(', ')})`;
  });
  const noun = fields.length === 1 ? 'column' : 'columns';
  return { fields, message: `Missing required ${noun} ${parts.join(' and ')}. Found columns: ${found}` };
}

/** The label used for a field in messages ('case number'). */
export function fieldLabel(field: CanonicalField): string {
  return FIELD_NAMES[field].label;
}
