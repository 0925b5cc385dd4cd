import { createHash } from 'node:crypto';
import type { ComplaintAnalysis } from '@common/analysis';
import type { AiTestResponse, AnalyzeComplaintResponse } from '@common/cases';
import type { AiProvider } from '../../analysis/ai/ai-provider';
import { analyzeComplaint, ENGINE_VERSION } from '../../analysis/analyze-complaint';
import {
  type DocumentError,
  type ExtractedDocument,
  extractDocumentText,
} from '../../analysis/extract/extract-text';
import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../errors';
import type { RequestContext } from '../../lib/request-context';
import { type ActivityAction, insertActivity } from '../activity/activity.repository';
import type { AuthContext } from '../auth/auth.service';
import { findCaseById } from '../cases/cases.repository';
import { getCase } from '../cases/cases.service';
import { researchCases } from '../research/research.service';
import { insertComplaint, updateCaseAnalysis } from './complaints.repository';

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
    extracted = await extractDocumentText(document.bytes, { fileName: document.fileName });
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

/**
 * Reads the complaint uploaded for a case, analyses it (built-in engine, plus the AI provider when one is
 * configured), stores file, text and analysis, and writes the analysis and the new scores onto the case.
 */
export async function analyzeCaseComplaint(
  deps: { database: DatabaseHandle; ai: AiProvider | null },
  auth: AuthContext,
  caseId: number,
  document: UploadedDocument,
  kind: AnalysisKind,
  context: RequestContext,
): Promise<AnalyzeComplaintResponse> {
  const { db } = deps.database;
  const workspaceId = auth.user.workspace_id;
  const legalCase = await findCaseById(db, workspaceId, caseId);
  if (!legalCase) throw new AppError('NOT_FOUND', 'The requested case could not be found.');
  const audit = (action: ActivityAction, details: Record<string, unknown>) =>
    insertActivity(db, context, { action, userId: auth.user.id, workspaceId, details }).catch(() => {});
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
      documentSize: document.bytes.length,
      context: {
        caseTypeCode: legalCase.case_type_code,
        monetaryAmount: legalCase.monetary_amount === null ? null : Number(legalCase.monetary_amount),
      },
      analysisType: kind,
      ai: deps.ai,
    });
    await db.transaction().execute(async (trx) => {
      await insertComplaint(trx, {
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
      });
      const updated = await updateCaseAnalysis(
        trx,
        { workspaceId, filingId: legalCase.filing_id, caseId },
        { analysis, priority: assessment.priority, expertWitnessMatch: assessment.expertWitnessMatch },
      );
      // The week was deleted while the document was read.
      if (!updated) throw new AppError('NOT_FOUND', 'The requested case could not be found.');
    });
    // The case is ranked again with everything known of it: the filing, its parties, and now its complaint.
    const [ranked] = await researchCases(db, { workspaceId, state: legalCase.state }, [caseId], { ai: null });
    await audit('complaint_analyzed', {
      ...about,
      format: extracted.format,
      pages: extracted.pageCount,
      viabilityScore: analysis.expertWitnessViability.viabilityScore,
      priority: ranked?.analysis.priority ?? assessment.priority,
      expertWitnessMatch: ranked?.analysis.expertWitnessMatch ?? assessment.expertWitnessMatch,
      feeStatus: analysis.expertWitnessFeeAssessment.status,
      aiModel: analysis.engine.aiModel,
    });
    return { legalCase: await getCase(db, auth, caseId), analysis };
  } catch (error) {
    await audit('complaint_analysis_failed', {
      ...about,
      error: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }
}

/** Admin's AI test (spec §7): the analysis of a text or document, not stored, in the spec's shape. */
export async function testAnalysis(
  deps: { database: DatabaseHandle; ai: AiProvider | null },
  auth: AuthContext,
  input: { text: string; documentSize: number; fileName?: string },
  context: RequestContext,
): Promise<AiTestResponse> {
  const { analysis } = await analyzeComplaint({
    text: input.text,
    documentSize: input.documentSize,
    context: { caseTypeCode: null, monetaryAmount: null },
    analysisType: 'standard',
    ai: deps.ai,
  });
  await insertActivity(deps.database.db, context, {
    action: 'ai_test',
    userId: auth.user.id,
    workspaceId: auth.user.workspace_id,
    details: {
      characters: input.text.length,
      fileName: input.fileName ?? null,
      aiModel: analysis.engine.aiModel,
    },
  }).catch(() => {});
  return {
    summary: analysis.summary,
    factualSummary: analysis.factualSummary,
    keyFindings: analysis.keyFindings,
    expertWitnessOpportunities: analysis.expertWitnessOpportunities,
    attorneyInformation: analysis.attorneyInformation,
  };
}
