import type { CaseDisposition } from '@common/cases';

/** One case built from the rows that share its court and number. */
export interface CaseDraft {
  court: string | null;
  caseNumber: string;
  caseTypeCode: string | null;
  caseTypeRaw: string | null;
  filingDate: string | null;
  /** The largest amount any row gives. */
  amount: number | null;
  plaintiffs: string[];
  defendants: string[];
  otherParties: string[];
  judge: string | null;
  plaintiffAttorneys: string[];
  defendantAttorneys: string[];
  /** How the case ended (or that it goes on), when the export says: see `isLaterDisposition`. */
  disposition: CaseDisposition | null;
  /** Line of the case's first row in the file. */
  firstLine: number;
  rowCount: number;
  /** Disagreements between the rows of the case, for the import report. */
  warnings: string[];
}
