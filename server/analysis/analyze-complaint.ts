import type { ComplaintAnalysis, ComplaintFacts } from '@common/analysis';
import { z } from 'zod';
import type { AiProvider } from './ai/ai-provider';
import { indexDocument, keepGrounded } from './ai/grounding';
import { assessExpertNeed, type CaseContext, type ExpertAssessment } from './expert-assessment';
import { extractComplaintFacts } from './extract-complaint-facts';
import { assessExpertFees, formatFeeRange } from './fee-engine';

/** Names the engine that made an analysis; stored with it so older analyses can be found and redone. */
export const ENGINE_VERSION = 'docket-radar-builtin/1';

/** What a model may add: prose only. Names, parties, counsel, sums and statutes stay the engine's. */
const aiAdditionSchema = z.object({
  summary: z.string().max(2000).optional(),
  factualSummary: z.array(z.string().max(600)).max(10).optional(),
  keyFindings: z.array(z.string().max(400)).max(10).optional(),
  expertWitnessOpportunities: z.array(z.string().max(400)).max(10).optional(),
});
type AiAddition = z.infer<typeof aiAdditionSchema>;

/** The model reads at most this much of the document: enough for caption, counts and prayer. */
const AI_TEXT_LIMIT = 60_000;

export interface AnalyzeComplaintInput {
  text: string;
  runningHeaders?: readonly string[];
  documentSize: number;
  context: CaseContext;
  analysisType: ComplaintAnalysis['analysisType'];
  ai?: AiProvider | null;
  now?: Date;
  /** The facts already read off `text` (on the extraction worker, within its time limit); read here when absent. */
  facts?: ComplaintFacts;
}

export interface AnalyzedComplaint {
  analysis: ComplaintAnalysis;
  assessment: ExpertAssessment;
}

/**
 * The complaint analysis: the built-in engine always runs and decides every fact and score; a configured
 * AI provider may then add summary sentences, findings and opportunities, each kept only when the document
 * contains every name, e-mail and amount it mentions. Any provider failure leaves the built-in result.
 */
export async function analyzeComplaint(input: AnalyzeComplaintInput): Promise<AnalyzedComplaint> {
  const now = input.now ?? new Date();
  const facts = input.facts ?? extractComplaintFacts(input.text, input.runningHeaders ?? []);
  const assessment = assessExpertNeed(facts, input.context);
  const fees = assessExpertFees(facts, assessment.viability, input.context, now);
  const analysis: ComplaintAnalysis = {
    ...facts,
    expertWitnessViability: assessment.viability,
    expertWitnessFeeAssessment: fees,
    expertWitnessFees: fees.fees ? { totalRange: formatFeeRange(fees.fees.totalRange) } : null,
    expertWitnessOpportunities: assessment.expertWitnessOpportunities,
    engine: { builtIn: ENGINE_VERSION, aiModel: null, aiNotes: [] },
    complaintText: input.text,
    documentSize: input.documentSize,
    analyzedAt: now.toISOString(),
    analysisType: input.analysisType,
  };
  if (input.ai) await addAiProse(analysis, facts, input.text, input.ai);
  return { analysis, assessment };
}

async function addAiProse(
  analysis: ComplaintAnalysis,
  facts: ComplaintFacts,
  text: string,
  ai: AiProvider,
): Promise<void> {
  let addition: AiAddition;
  try {
    addition = await ai.completeJson({
      schema: aiAdditionSchema,
      system:
        'You assist an expert-witness consulting firm. Read the complaint and answer with one JSON object ' +
        'with the keys summary (2-3 sentences), factualSummary (3-6 short sentences of facts alleged), ' +
        'keyFindings (up to 6 short findings about claims, damages, statutes and procedure) and ' +
        'expertWitnessOpportunities (up to 5 lines "Kind of expert: what they would address"). Use only ' +
        'names, amounts and e-mails written in the document. Do not guess.',
      user: `Parties found: ${facts.parties.map((p) => `${p.name} (${p.role})`).join('; ') || 'none'}.\n\nComplaint:\n${text.slice(0, AI_TEXT_LIMIT)}`,
    });
  } catch (error) {
    analysis.engine.aiNotes.push(
      `The AI provider was not used (${(error as Error).message}); this is the built-in analysis alone.`,
    );
    return;
  }
  const index = indexDocument(text);
  const notes: string[] = [];
  const ground = (sentences: readonly string[] | undefined) => {
    const { kept, dropped } = keepGrounded(sentences ?? [], index);
    notes.push(...dropped);
    return kept;
  };
  const summary = ground(addition.summary ? [addition.summary] : [])[0];
  const factual = ground(addition.factualSummary);
  const findings = ground(addition.keyFindings);
  const opportunities = ground(addition.expertWitnessOpportunities);
  if (summary) analysis.summary = summary;
  if (factual.length > 0) analysis.factualSummary = factual;
  analysis.keyFindings = dedupe([...analysis.keyFindings, ...findings]);
  analysis.expertWitnessOpportunities = dedupe([...analysis.expertWitnessOpportunities, ...opportunities]);
  analysis.engine.aiModel = ai.model;
  analysis.engine.aiNotes.push(...notes);
}

function dedupe(lines: string[]): string[] {
  const seen = new Set<string>();
  return lines.filter((line) => {
    const key = line.toLowerCase().replace(/\W+/g, ' ').trim();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
