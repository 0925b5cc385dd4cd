import type {
  Attorney,
  ComplaintAnalysis,
  ComplaintDifference,
  ComplaintDifferenceField,
  ComplaintMismatch,
  FeeRange,
} from '@common/analysis';
import type { Likelihood } from '@common/likelihood';
import { COMPLAINT_MAX_BYTES } from '@common/limits';
import { isApiError } from '@web/lib/api-client';
import { errorText, isNetworkError, type ToastText } from '@web/lib/error-text';

/** Spec §9: what the complaint picker accepts. */
export const COMPLAINT_EXTENSIONS = ['.txt', '.pdf', '.doc', '.docx', '.rtf'] as const;
/** Spec §9: the comprehensive analysis reads PDF and plain text only. */
export const COMPREHENSIVE_EXTENSIONS = ['.pdf', '.txt'] as const;
/** Spec §9: the admin's AI test file. */
export const AI_TEST_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt'] as const;

/** Which picker a file was chosen in. */
export type FileKind = 'complaint' | 'comprehensive' | 'ai-test';

export const FILE_EXTENSIONS: Record<FileKind, readonly string[]> = {
  complaint: COMPLAINT_EXTENSIONS,
  comprehensive: COMPREHENSIVE_EXTENSIONS,
  'ai-test': AI_TEST_EXTENSIONS,
};

export const COMPLAINT_MAX_MB = Math.round(COMPLAINT_MAX_BYTES / (1024 * 1024));

export type { ToastText } from '@web/lib/error-text';

export const ANALYSIS_FAILED_TITLE = 'Analysis Failed';
export const COMPREHENSIVE_FAILED_TITLE = 'Comprehensive Analysis Failed';

const TOO_LARGE = 'File is too large. Please use a smaller file or extract key sections.';
const SESSION_EXPIRED = 'Session expired. Please refresh the page and log in again.';
const ACCESS_DENIED = 'Access denied. Please verify your permissions.';
const AI_UNAVAILABLE = 'AI analysis service is temporarily unavailable. Please try again shortly.';
const NETWORK = 'Network connection issue. Please check your internet connection.';
const WRONG_TYPE_COMPREHENSIVE =
  'Please upload a PDF or text file. Other formats are not supported for analysis.';

/** '.PDF' of 'Complaint.PDF', or '' when the name has no extension. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/** '1.25 MB': spec §2 shows a chosen complaint's size in megabytes. */
export function formatFileSizeMb(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${mb < 0.01 && bytes > 0 ? '< 0.01' : mb.toFixed(2)} MB`;
}

/**
 * The client-side check of a chosen file (spec §5, §9): its extension and the 10 MB bound. Returns the
 * toast to show, or null when the file may be sent. The server checks both again.
 */
export function checkComplaintFile(file: { name: string; size: number }, kind: FileKind): ToastText | null {
  const extensions = FILE_EXTENSIONS[kind];
  if (!extensions.includes(fileExtension(file.name))) {
    return {
      title: 'Invalid File Type',
      description:
        kind === 'comprehensive'
          ? WRONG_TYPE_COMPREHENSIVE
          : `Please upload a ${formatExtensionList(extensions)} file.`,
    };
  }
  if (file.size > COMPLAINT_MAX_BYTES) return { title: 'File Too Large', description: TOO_LARGE };
  if (file.size === 0) {
    return {
      title: 'Empty File',
      description:
        'Document appears to be empty or too short for analysis. Please upload a complete complaint document.',
    };
  }
  return null;
}

/** '.txt, .pdf, .doc, .docx or .rtf' */
export function formatExtensionList(extensions: readonly string[]): string {
  if (extensions.length <= 1) return extensions.join('');
  return `${extensions.slice(0, -1).join(', ')} or ${extensions.at(-1)}`;
}

/** One step of the staged progress of spec §4. */
export interface AnalysisStage {
  afterMs: number;
  label: string;
  percent: number;
}

/** Spec §4: the text and percent shown while a complaint is analysed, by seconds since it was sent. */
export const ANALYSIS_STAGES: readonly AnalysisStage[] = [
  { afterMs: 0, label: 'Processing document', percent: 10 },
  { afterMs: 2_000, label: 'Extracting text content', percent: 30 },
  { afterMs: 5_000, label: 'Running AI analysis', percent: 60 },
  { afterMs: 8_000, label: 'Finalizing results', percent: 90 },
];

/** The stage shown `elapsedMs` after the upload started. */
export function stageAt(elapsedMs: number): AnalysisStage {
  let current = ANALYSIS_STAGES[0] as AnalysisStage;
  for (const stage of ANALYSIS_STAGES) if (elapsedMs >= stage.afterMs) current = stage;
  return current;
}

function isAiError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status === 503 || error.code === 'SERVICE_UNAVAILABLE' || /\bAI\b/.test(errorText(error));
}

function isTooLarge(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.status === 413 || error.code === 'PAYLOAD_TOO_LARGE' || /too large/i.test(errorText(error)))
  );
}

/** Spec §8 'Analysis Failed': the text for a failed POST /api/legal-cases/:id/analyze. */
export function describeAnalysisError(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) return SESSION_EXPIRED;
    if (error.status === 403) return ACCESS_DENIED;
    if (/pdf/i.test(errorText(error)) && /extract|process|read|pars/i.test(errorText(error))) {
      return 'Unable to process PDF file. Try uploading as a text file instead.';
    }
    if (isTooLarge(error)) return TOO_LARGE;
    if (isAiError(error)) return AI_UNAVAILABLE;
  }
  return (isApiError(error) && error.serverMessage) || 'Failed to analyze complaint';
}

/** Spec §8 'Comprehensive analysis': the text for a failed POST …/analyze-complaint-comprehensive. */
export function describeComprehensiveError(error: unknown): string {
  if (isNetworkError(error)) return NETWORK;
  if (isApiError(error)) {
    const text = errorText(error);
    if (error.status === 401) return SESSION_EXPIRED;
    if (error.status === 403) return ACCESS_DENIED;
    if (error.status === 415 || error.code === 'UNSUPPORTED_MEDIA_TYPE') return WRONG_TYPE_COMPREHENSIVE;
    if (/pdf/i.test(text) && /extract|text|content|searchable|scan/i.test(text)) {
      return 'Unable to extract text from PDF. Please try converting to a text file or ensure the PDF contains searchable text.';
    }
    if (/empty|too short/i.test(text)) {
      return 'Document appears to be empty or too short for analysis. Please upload a complete complaint document.';
    }
    if (isTooLarge(error)) return TOO_LARGE;
    if (isAiError(error)) return AI_UNAVAILABLE;
  }
  return (isApiError(error) && error.serverMessage) || 'Failed to complete comprehensive analysis';
}

/** Spec §2: a phone or fax is shown only when it holds a digit, a plus or an x (not 'N/A', '—'). */
export function isShowablePhone(phone: string | null | undefined): phone is string {
  return typeof phone === 'string' && /[\d+x]/i.test(phone);
}

/** 'tel:' link for '(801) 555-0100 x204': digits and a leading plus, the extension after ';ext='. */
export function telHref(phone: string): string {
  const [main = '', extension] = phone.split(/\s*(?:x|ext\.?|extension)\s*/i);
  const number = main.replace(/(?!^\+)[^\d]/g, '');
  const digits = extension?.replace(/\D/g, '');
  return `tel:${number}${digits ? `;ext=${digits}` : ''}`;
}

/** The attorney's details worth a line each, in the order a consultant calls them. */
export function hasAttorneyContact(attorney: Attorney): boolean {
  return Boolean(attorney.email || isShowablePhone(attorney.phone) || attorney.address);
}

// minimumFractionDigits too: USD defaults to 2, and a maximum below the minimum throws.
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Whole US dollars (spec §9). */
export function formatDollars(amount: number): string {
  return wholeDollars.format(amount);
}

/** '$12,000 – $45,000', or one figure when both ends agree. */
export function formatFeeRange(range: FeeRange): string {
  if (range.min === range.max) return formatDollars(range.min);
  return `${formatDollars(range.min)} – ${formatDollars(range.max)}`;
}

const isoDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2025-02-11' as 'Feb 11, 2025' (read as UTC so no time zone moves it a day); other text as it is. */
export function formatIsoDate(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}/.test(date)) return date;
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : isoDate.format(parsed);
}

/** A methodology step without the '3. ' or 'Step 3:' it may start with: the list numbers its steps itself. */
export function stripStepNumber(step: string): string {
  return step.replace(/^\s*(?:step\s*)?\d+\s*[.):-]\s+/i, '');
}

/** A 0-1 confidence as a whole percent; a figure already over 1 is taken as a percent. */
export function formatConfidence(confidence: number): string {
  const percent = confidence > 1 ? confidence : confidence * 100;
  return `${Math.round(percent)}%`;
}

export type Tone = 'red' | 'yellow' | 'blue';

/** Spec §2 Quick Stats: very-high red, high yellow, anything else blue. */
export function likelihoodTone(likelihood: string | null | undefined): Tone {
  if (likelihood === 'very-high') return 'red';
  if (likelihood === 'high') return 'yellow';
  return 'blue';
}

/** 'VERY HIGH'; spec §9's default label is MEDIUM. */
export function likelihoodLabel(likelihood: Likelihood | string | null | undefined): string {
  return (likelihood || 'medium').replace(/[-_]+/g, ' ').toUpperCase();
}

/** 'expertWitnessOpportunities' → 'Expert Witness Opportunities'; 'attorney-fees' → 'Attorney Fees'. */
export function humanizeKey(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** Spec §2: fields kept for the server's own use, never shown in the generic view. */
export const INTERNAL_ANALYSIS_FIELDS = [
  'complaintText',
  'documentSize',
  'analyzedAt',
  'analysisType',
] as const;

/** Fields the case page lays out in sections of their own. */
const DEDICATED_ANALYSIS_FIELDS = new Set<string>([
  ...INTERNAL_ANALYSIS_FIELDS,
  'court',
  'caseNumber',
  'filingDate',
  'parties',
  'attorneyInformation',
  'damageClaims',
  'jurisdictionalAmounts',
  'statutes',
  'causesOfAction',
  'summary',
  'factualSummary',
  'keyFindings',
  'expertWitnessViability',
  'expertWitnessFeeAssessment',
  'expertWitnessFees',
  'expertWitnessOpportunities',
  'engine',
  'plaintiffBackground',
  'defendantBackground',
]);

function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/**
 * Any other fields an analysis carries (an AI provider may add some), for the generic cards of spec §2:
 * not the internal ones, not those shown in sections of their own, not empty ones.
 */
export function listOtherAnalysisFields(analysis: ComplaintAnalysis): [string, unknown][] {
  return Object.entries(analysis as unknown as Record<string, unknown>).filter(
    ([key, value]) => !DEDICATED_ANALYSIS_FIELDS.has(key) && !isEmptyValue(value),
  );
}

/** Spec §3 plaintiffBackground / defendantBackground: what AI research found about a party. */
export interface PartyBackground {
  businessType: string | null;
  operatingHistory: string | null;
  background: string | null;
}

function readText(record: Record<string, unknown>, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

/**
 * A party's background from an analysis that carries one (older analyses and AI research do; the built-in
 * engine does not), or null. Read loosely: these fields are not part of the typed contract.
 */
export function readPartyBackground(
  analysis: ComplaintAnalysis | null,
  side: 'plaintiff' | 'defendant',
): PartyBackground | null {
  if (!analysis) return null;
  const value = (analysis as unknown as Record<string, unknown>)[`${side}Background`];
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const background: PartyBackground = {
    businessType: readText(record, 'businessType'),
    operatingHistory: readText(record, 'operatingHistory'),
    background: readText(record, 'background', 'backgroundText', 'summary', 'description'),
  };
  return background.businessType || background.operatingHistory || background.background ? background : null;
}

const DIFFERENCE_LABELS: Record<ComplaintDifferenceField, string> = {
  caseNumber: 'Case number',
  court: 'Court',
  parties: 'Parties',
};

/** 'Case number' and 'complaint 2:19-cv-01234, this case 250901234': one line of the mismatch panel. */
export function describeDifference(difference: ComplaintDifference): { label: string; text: string } {
  return {
    label: DIFFERENCE_LABELS[difference.field],
    text: `complaint ${difference.complaint}, this case ${difference.case}`,
  };
}

/** The toast after an upload held for the user's word: what differs, and that nothing changed yet. */
export function describeHeldComplaint(fileName: string, mismatch: ComplaintMismatch): ToastText {
  const fields = mismatch.differences.map((d) => DIFFERENCE_LABELS[d.field].toLowerCase());
  const list = fields.length > 1 ? `${fields.slice(0, -1).join(', ')} and ${fields.at(-1)}` : fields.join('');
  return {
    title: 'Check the Complaint',
    description: `${fileName} does not match this case (${list}). The case is unchanged until you apply it.`,
  };
}
