import type { ExpertKind } from '@common/analysis';

/**
 * The one rate table of the fee engine. Rates are 2025 estimates of a blended hourly rate (review, report and
 * testimony billed alike) for a US expert witness of each kind, read off published surveys and fee schedules;
 * docs/fee-engine.md lists the sources and how each figure was chosen. They are planning figures, not quotes.
 */
export interface ExpertRate {
  /** What a consultant would call the expert ('Forensic accountant'). */
  title: string;
  /** Typical rate, whole dollars per hour. */
  base: number;
  /** Low and high end of the usual market, whole dollars per hour. */
  low: number;
  high: number;
}

/** The year the rates describe; the note of every estimate names it. */
export const FEE_RATES_YEAR = 2025;

export const FEE_RATES_SOURCE =
  `${FEE_RATES_YEAR} estimates from SEAK expert witness fee surveys (2004 National Guide; 2021 survey: average ` +
  '$422/h preparation, $524/h deposition, median $500/h in court), physician rates of $500-$1,000/h (SEAK), ' +
  'published economist fee schedules and Fed. R. Civ. P. 26(b)(4)(E) fee rulings; see docs/fee-engine.md';

export const EXPERT_RATES: Readonly<Record<ExpertKind, ExpertRate>> = Object.freeze({
  medical: { title: 'Medical expert', base: 650, low: 500, high: 1000 },
  engineering: { title: 'Engineering expert', base: 400, low: 275, high: 600 },
  construction: { title: 'Construction expert', base: 325, low: 225, high: 475 },
  financial: { title: 'Damages economist', base: 475, low: 325, high: 650 },
  accounting: { title: 'Forensic accountant', base: 450, low: 300, high: 650 },
  'industry-practice': { title: 'Standard-of-care expert', base: 425, low: 300, high: 650 },
  insurance: { title: 'Insurance-practices expert', base: 375, low: 275, high: 550 },
  employment: { title: 'HR-practices expert', base: 325, low: 250, high: 450 },
  vocational: { title: 'Vocational expert', base: 250, low: 175, high: 350 },
  'real-estate': { title: 'Real-estate appraiser', base: 325, low: 250, high: 450 },
  'digital-forensics': { title: 'Digital-forensics examiner', base: 350, low: 225, high: 500 },
  'human-factors': { title: 'Human-factors expert', base: 375, low: 250, high: 550 },
  other: { title: 'Specialist expert', base: 375, low: 250, high: 550 },
});

/**
 * Hours per phase before the complexity multiplier. These are planning defaults (not survey data): record review
 * and analysis, the written report (Utah R. Civ. P. 26(a)(4) and Fed. R. Civ. P. 26(a)(2)(B) require one from a
 * retained expert), a deposition with its preparation, and trial testimony with its preparation.
 */
export interface ExpertHours {
  review: number;
  report: number;
  deposition: number;
  trial: number;
  /** What the review hours stand for, in the words of the basis line. */
  reviewWork: string;
}

export const EXPERT_HOURS: Readonly<Record<ExpertKind, ExpertHours>> = Object.freeze({
  medical: { review: 20, report: 10, deposition: 6, trial: 10, reviewWork: 'medical record review' },
  engineering: {
    review: 30,
    report: 15,
    deposition: 6,
    trial: 12,
    reviewWork: 'inspection, testing and analysis',
  },
  construction: {
    review: 25,
    report: 15,
    deposition: 6,
    trial: 10,
    reviewWork: 'site inspection and plan review',
  },
  financial: {
    review: 30,
    report: 25,
    deposition: 8,
    trial: 16,
    reviewWork: 'financial records and damages model',
  },
  accounting: {
    review: 40,
    report: 25,
    deposition: 8,
    trial: 16,
    reviewWork: 'tracing of books and transactions',
  },
  'industry-practice': {
    review: 15,
    report: 10,
    deposition: 6,
    trial: 10,
    reviewWork: 'file and practice review',
  },
  insurance: { review: 15, report: 10, deposition: 6, trial: 10, reviewWork: 'claim file and policy review' },
  employment: {
    review: 15,
    report: 10,
    deposition: 5,
    trial: 8,
    reviewWork: 'personnel file and policy review',
  },
  vocational: {
    review: 10,
    report: 8,
    deposition: 4,
    trial: 6,
    reviewWork: 'interview, testing and labour market',
  },
  'real-estate': {
    review: 20,
    report: 15,
    deposition: 5,
    trial: 8,
    reviewWork: 'site visit and comparable sales',
  },
  'digital-forensics': {
    review: 30,
    report: 12,
    deposition: 6,
    trial: 10,
    reviewWork: 'imaging and analysis of data',
  },
  'human-factors': {
    review: 20,
    report: 12,
    deposition: 5,
    trial: 8,
    reviewWork: 'product, warning and use analysis',
  },
  other: { review: 15, report: 10, deposition: 6, trial: 10, reviewWork: 'file review' },
});

/** The multiplier never goes below 1 (a plain case) nor above this (a class action with eight-figure claims). */
export const MAX_COMPLEXITY_MULTIPLIER = 2.5;
