import { createHash } from 'node:crypto';
import type { ComplaintAnalysis, ComplaintFacts, ComplaintReviewBody } from '@common/analysis';
import type { AiTestResponse, AnalyzeComplaintResponse, DiscardComplaintResponse } from '@common/cases';
import type { Kysely } from 'kysely';
import type { AiProvider } from '../../analysis/ai/ai-provider';
import { analyzeComplaint, ENGINE_VERSION } from '../../analysis/analyze-complaint';
import {
  type DocumentError,
  type ExtractedDocument,
  extractDocumentText,
} from '../../analysis/extract/extract-text';
import type { DatabaseHandle } from '../../db/database';
import type { CaseRow, Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { RequestContext } from '../../lib/request-context';
import { insertActivity, tryInsertActivity } from '../activity/activity.repository';
import type { AuthContext } from '../auth/auth.service';
import { findCaseById } from '../cases/cases.repository';
import { getCase, toCaseDetail } from '../cases/cases.service';
import { contextOf } from '../cases/stored-case';
import { rerankCases } from '../research/research.service';
import { bumpDataVersion } from '../workspaces/data-version.repository';
import {
  findLatestComplaintFile,
  findPendingComplaint,
  insertComplaint,
  type NewComplaint,
  type PendingComplaintRow,
  replacePendingComplaint,
  takePendingComplaint,
  toNewComplaint,
  updateCaseAnalysis,
} from './complaints.repository';
import { findComplaintDifferences } from './find-complaint-differences';

/** A document as it arrived: its name (shown, never trusted for the type) and its bytes. */
export interface UploadedDocument {
  fileName: string;
  bytes: Buffer;
}

export type AnalysisKind = ComplaintAnalysis['analysisType'];

/** Spec §8's texts, by the call that failed: the web app shows them as they are. */
const MESSAGES = {
  standard: {
    pdfNoText: 'Unable to process PDF file. Try uploading as a text file instead.',
    tooLarge: 'File is too large. Please use a smaller file or extract key sections.',
    unsupported: 'Unsupported file type. Upload the complaint as a .txt, .pdf, .doc, .docx or .rtf file.',
    tooShort:
      'Document appears to be empty or too short for analysis. Please upload a complete complaint document.',
  },
  comprehensive: {
    pdfNoText:
      'Unable to extract text from PDF. Please try converting to a text file or ensure the PDF contains searchable text.',
    tooLarge: 'File is too large. Please use a smaller file or extract key sections.',
    unsupported: 'Please upload a PDF or text file. Other formats are not supported for analysis.',
    tooShort:
      'Document appears to be empty or too short for analysis. Please upload a complete complaint document.',
  },
} as const;

function isDocumentError(error: unknown): error is DocumentError {
  return error instanceof Error && error.name === 'DocumentError';
}

function toAppError(error: DocumentError, kind: AnalysisKind): AppError {
  const text = MESSAGES[kind];
  switch (error.code) {
    case 'PDF_NO_TEXT':
      return new AppError('UNPROCESSABLE_DOCUMENT', text.pdfNoText, { extra: { reason: error.code } });
    case 'TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', text.tooLarge, { extra: { reason: error.code } });
    case 'UNSUPPORTED_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', text.unsupported, {
        extra: { reason: error.code, detail: error.message },
      });
    case 'EMPTY':
    case 'TOO_SHORT':
      return new AppError('UNPROCESSABLE_DOCUMENT', text.tooShort, { extra: { reason: error.code } });
    default:
      return new AppError('UNPROCESSABLE_DOCUMENT', error.message, { extra: { reason: error.code } });
  }
}

/** Text out of the document, with the call's own rules: the comprehensive report reads PDFs and text only. */
export async function readDocument(
  document: UploadedDocument,
  kind: AnalysisKind,
): Promise<ExtractedDocument> {
  let extracted: ExtractedDocument;
  try {
    extracted = await extractDocumentText(document.bytes, { fileName: document.fileName, facts: true });
  } catch (error) {
    if (isDocumentError(error)) throw toAppError(error, kind);
    throw error;
  }
  if (kind === 'comprehensive' && extracted.format !== 'pdf' && extracted.format !== 'txt') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.comprehensive.unsupported, {
      extra: { reason: 'UNSUPPORTED_TYPE', detail: `A ${extracted.format} document` },
    });
  }
  return extracted;
}

const CASE_NOT_FOUND = 'The requested case could not be found.';

type Deps = { database: DatabaseHandle; ai: AiProvider | null };

async function requireCase(db: Kysely<Database>, workspaceId: string, caseId: number): Promise<CaseRow> {
  const legalCase = await findCaseById(db, workspaceId, caseId);
  if (!legalCase) throw new AppError('NOT_FOUND', CASE_NOT_FOUND);
  return legalCase;
}

/**
 * Writes an analysis onto its case and stores its complaint, in the caller's transaction; the complaint's id.
 * The case first: a week deleted meanwhile is a 404, not a complaint without its case.
 */
async function applyComplaint(
  trx: Kysely<Database>,
  complaint: NewComplaint,
  scores: { priority: number; expertWitnessMatch: number },
): Promise<number> {
  const updated = await updateCaseAnalysis(
    trx,
    { workspaceId: complaint.workspace_id, filingId: complaint.filing_id, caseId: complaint.case_id },
    { analysis: complaint.analysis, ...scores },
  );
  if (!updated) throw new AppError('NOT_FOUND', CASE_NOT_FOUND);
  return insertComplaint(trx, complaint);
}

/**
 * The case ranked again in the caller's transaction, with everything known of it: the filing, its parties, and
 * the complaint just written. The case as it now is; a 404 when its week was deleted meanwhile.
 */
async function rerankCase(trx: Kysely<Database>, legalCase: CaseRow): Promise<CaseRow> {
  const [reranked] = await rerankCases(trx, { workspaceId: legalCase.workspace_id, state: legalCase.state }, [
    legalCase.id,
  ]);
  if (!reranked) throw new AppError('NOT_FOUND', CASE_NOT_FOUND);
  return reranked;
}

/**
 * Reads the complaint uploaded for a case and analyses it (built-in engine, plus the AI provider when one is
 * configured). When its caption fits the case, stores file, text and analysis and re-ranks the case with it.
 * When it names another case number, a court of another state or none of the case's parties, the case is
 * left as it is and the analysis waits for the user to apply or discard it (`mismatch` says what differs).
 */
export async function analyzeCaseComplaint(
  deps: Deps,
  auth: AuthContext,
  caseId: number,
  document: UploadedDocument,
  kind: AnalysisKind,
  context: RequestContext,
): Promise<AnalyzeComplaintResponse> {
  const { db } = deps.database;
  const workspaceId = auth.user.workspace_id;
  const legalCase = await requireCase(db, workspaceId, caseId);
  const about = {
    caseId,
    caseNumber: legalCase.case_number,
    fileName: document.fileName,
    bytes: document.bytes.length,
    analysisType: kind,
  };
  try {
    const extracted = await readDocument(document, kind);
    const { analysis, assessment } = await analyzeComplaint({
      text: extracted.text,
      runningHeaders: extracted.runningHeaders,
      facts: extracted.facts,
      documentSize: document.bytes.length,
      context: contextOf(legalCase),
      analysisType: kind,
      ai: deps.ai,
    });
    analysis.reading = {
      format: extracted.format,
      pageCount: extracted.pageCount,
      ocr: extracted.ocr,
      warnings: extracted.warnings,
    };
    const complaint: NewComplaint = {
      workspace_id: workspaceId,
      filing_id: legalCase.filing_id,
      case_id: caseId,
      file_name: document.fileName.slice(0, 255),
      format: extracted.format,
      byte_size: document.bytes.length,
      file_sha256: createHash('sha256').update(document.bytes).digest(),
      content: document.bytes,
      extracted_text: extracted.text,
      running_headers: extracted.runningHeaders,
      page_count: extracted.pageCount,
      analysis_type: kind,
      analysis,
      engine_version: ENGINE_VERSION,
      ai_model: analysis.engine.aiModel,
      uploaded_by: auth.user.id,
    };
    const details = {
      ...about,
      format: extracted.format,
      pages: extracted.pageCount,
      viabilityScore: analysis.expertWitnessViability.viabilityScore,
      // The complaint's own scores; the case's rank follows from them and its parties' research.
      complaintPriority: assessment.priority,
      complaintExpertWitnessMatch: assessment.expertWitnessMatch,
      feeStatus: analysis.expertWitnessFeeAssessment.status,
      aiModel: analysis.engine.aiModel,
    };
    const differences = findComplaintDifferences(analysis, {
      caseNumber: legalCase.case_number,
      court: legalCase.court,
      state: legalCase.state,
      plaintiffs: legalCase.plaintiffs,
      defendants: legalCase.defendants,
    });

    if (differences.length > 0) {
      await db.transaction().execute(async (trx) => {
        const held = await replacePendingComplaint(trx, {
          ...complaint,
          priority: assessment.priority,
          expert_witness_match: assessment.expertWitnessMatch,
          differences,
        });
        await insertActivity(trx, context, {
          action: 'complaint_held_for_confirmation',
          userId: auth.user.id,
          workspaceId,
          details: {
            ...details,
            pendingComplaintId: held.id,
            replacedPendingComplaintId: held.replacedId,
            differences,
          },
        });
        // The case page shows the complaint waiting on it.
        await bumpDataVersion(trx, workspaceId);
      });
      // Read again: the analysis may have taken minutes (OCR), and the case may have been researched meanwhile.
      return { legalCase: await getCase(db, auth, caseId), analysis, mismatch: { differences } };
    }

    // One operation: the complaint, the analysis on the case, the case's new rank and the audit entry.
    const reranked = await db.transaction().execute(async (trx) => {
      // A complaint that fits the case replaces any that was waiting on it.
      const superseded = await takePendingComplaint(trx, { workspaceId, caseId });
      const complaintId = await applyComplaint(trx, complaint, assessment);
      const row = await rerankCase(trx, legalCase);
      await insertActivity(trx, context, {
        action: 'complaint_analyzed',
        userId: auth.user.id,
        workspaceId,
        details: { ...details, complaintId, discardedPendingComplaintId: superseded?.id ?? null },
      });
      return row;
    });
    return { legalCase: await toCaseDetail(db, reranked), analysis, mismatch: null };
  } catch (error) {
    await tryInsertActivity(db, context, {
      action: 'complaint_analysis_failed',
      userId: auth.user.id,
      workspaceId,
      details: { ...about, error: error instanceof Error ? error.message : String(error) },
    });
    throw error;
  }
}

/** The complaint waiting on a case, taken off it for the caller's transaction; 409 when none (or another) waits. */
async function takeOrRefuse(
  trx: Kysely<Database>,
  workspaceId: string,
  caseId: number,
  review: ComplaintReviewBody,
): Promise<PendingComplaintRow> {
  const pending = await takePendingComplaint(trx, { workspaceId, caseId, id: review.pendingComplaintId });
  if (pending) return pending;
  if (review.pendingComplaintId !== undefined && (await findPendingComplaint(trx, workspaceId, caseId))) {
    throw new AppError(
      'CONFLICT',
      'Another complaint has been uploaded for this case since. Reload the case to review it.',
    );
  }
  throw new AppError('CONFLICT', 'No complaint is waiting for confirmation on this case.');
}

/** What the audit entry of a review (confirm or discard) says of the case and the complaint held for it. */
function reviewDetails(legalCase: CaseRow, pending: PendingComplaintRow) {
  return {
    caseId: legalCase.id,
    caseNumber: legalCase.case_number,
    fileName: pending.file_name,
    analysisType: pending.analysis_type,
    pendingComplaintId: pending.id,
    differences: pending.differences,
  };
}

/**
 * The user says the complaint held for a case is the right one: it is stored as the case's complaint, its
 * analysis written onto the case, and the case re-ranked, as when a complaint fits at once.
 */
export async function confirmPendingComplaint(
  deps: Deps,
  auth: AuthContext,
  caseId: number,
  review: ComplaintReviewBody,
  context: RequestContext,
): Promise<AnalyzeComplaintResponse> {
  const { db } = deps.database;
  const workspaceId = auth.user.workspace_id;
  const legalCase = await requireCase(db, workspaceId, caseId);
  const { pending, reranked } = await db.transaction().execute(async (trx) => {
    const pending = await takeOrRefuse(trx, workspaceId, caseId, review);
    const complaintId = await applyComplaint(trx, toNewComplaint(pending), {
      priority: pending.priority,
      expertWitnessMatch: pending.expert_witness_match,
    });
    const reranked = await rerankCase(trx, legalCase);
    await insertActivity(trx, context, {
      action: 'complaint_confirmed',
      userId: auth.user.id,
      workspaceId,
      details: {
        ...reviewDetails(legalCase, pending),
        complaintId,
        complaintPriority: pending.priority,
        complaintExpertWitnessMatch: pending.expert_witness_match,
      },
    });
    return { pending, reranked };
  });
  return { legalCase: await toCaseDetail(db, reranked), analysis: pending.analysis, mismatch: null };
}

/** The user says the complaint held for a case is not its own: it is dropped, and the case stays as it was. */
export async function discardPendingComplaint(
  deps: Deps,
  auth: AuthContext,
  caseId: number,
  review: ComplaintReviewBody,
  context: RequestContext,
): Promise<DiscardComplaintResponse> {
  const { db } = deps.database;
  const workspaceId = auth.user.workspace_id;
  const legalCase = await requireCase(db, workspaceId, caseId);
  await db.transaction().execute(async (trx) => {
    const pending = await takeOrRefuse(trx, workspaceId, caseId, review);
    await insertActivity(trx, context, {
      action: 'complaint_discarded',
      userId: auth.user.id,
      workspaceId,
      details: reviewDetails(legalCase, pending),
    });
    await bumpDataVersion(trx, workspaceId);
  });
  return { legalCase: await toCaseDetail(db, legalCase) };
}

const CONTENT_TYPES: Record<NewComplaint['format'], string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  rtf: 'application/rtf',
  txt: 'text/plain; charset=utf-8',
};

export interface ComplaintFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
  /** A strong validator: the file's SHA-256. */
  etag: string;
}

/** GET /api/legal-cases/:id/complaint: the case's stored complaint as uploaded; 404 without one. */
export async function getComplaintFile(
  db: Kysely<Database>,
  auth: AuthContext,
  caseId: number,
): Promise<ComplaintFile> {
  const workspaceId = auth.user.workspace_id;
  await requireCase(db, workspaceId, caseId);
  const file = await findLatestComplaintFile(db, workspaceId, caseId);
  if (!file) throw new AppError('NOT_FOUND', 'No complaint has been uploaded for this case.');
  return {
    fileName: file.file_name,
    contentType: CONTENT_TYPES[file.format],
    bytes: file.content,
    etag: `"${file.file_sha256.toString('hex')}"`,
  };
}

/** Admin's AI test (spec §7): the analysis of a text or document, not stored, in the spec's shape. */
export async function testAnalysis(
  deps: { database: DatabaseHandle; ai: AiProvider | null },
  auth: AuthContext,
  input: { text: string; facts?: ComplaintFacts; documentSize: number; fileName?: string },
  context: RequestContext,
): Promise<AiTestResponse> {
  const { analysis } = await analyzeComplaint({
    text: input.text,
    facts: input.facts,
    documentSize: input.documentSize,
    context: { caseTypeCode: null, monetaryAmount: null },
    analysisType: 'standard',
    ai: deps.ai,
  });
  await tryInsertActivity(deps.database.db, context, {
    action: 'ai_test',
    userId: auth.user.id,
    workspaceId: auth.user.workspace_id,
    details: {
      characters: input.text.length,
      fileName: input.fileName ?? null,
      aiModel: analysis.engine.aiModel,
    },
  });
  return {
    summary: analysis.summary,
    factualSummary: analysis.factualSummary,
    keyFindings: analysis.keyFindings,
    expertWitnessOpportunities: analysis.expertWitnessOpportunities,
    attorneyInformation: analysis.attorneyInformation,
  };
}
