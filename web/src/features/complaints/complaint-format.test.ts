import { COMPLAINT_MAX_BYTES } from '@common/limits';
import { ApiError } from '@web/lib/api-client';
import { describe, expect, it } from 'vitest';
import {
  checkComplaintFile,
  describeAnalysisError,
  describeComprehensiveError,
  describeDifference,
  describeHeldComplaint,
  formatConfidence,
  formatFeeRange,
  formatFileSizeMb,
  formatIsoDate,
  humanizeKey,
  isShowablePhone,
  likelihoodLabel,
  likelihoodTone,
  listOtherAnalysisFields,
  readPartyBackground,
  stageAt,
  stripStepNumber,
  telHref,
} from './complaint-format';

function apiError(status: number, error?: string, code?: string): ApiError {
  return new ApiError(status, 'Status', error ? JSON.stringify({ error, code }) : '');
}

describe('checkComplaintFile', () => {
  it.each([
    ['complaint.pdf', 'complaint'],
    ['Complaint.DOCX', 'complaint'],
    ['notes.rtf', 'complaint'],
    ['complaint.txt', 'comprehensive'],
    ['memo.doc', 'ai-test'],
  ] as const)('accepts %s in the %s picker', (name, kind) => {
    expect(checkComplaintFile({ name, size: 1000 }, kind)).toBeNull();
  });

  it('refuses a type the picker does not take', () => {
    expect(checkComplaintFile({ name: 'scan.png', size: 10 }, 'complaint')).toEqual({
      title: 'Invalid File Type',
      description: 'Please upload a .txt, .pdf, .doc, .docx or .rtf file.',
    });
    expect(checkComplaintFile({ name: 'complaint.docx', size: 10 }, 'comprehensive')?.description).toBe(
      'Please upload a PDF or text file. Other formats are not supported for analysis.',
    );
    expect(checkComplaintFile({ name: 'pdf', size: 10 }, 'complaint')?.title).toBe('Invalid File Type');
  });

  it('refuses a file over 10 MB but not one of exactly 10 MB', () => {
    expect(checkComplaintFile({ name: 'a.pdf', size: COMPLAINT_MAX_BYTES }, 'complaint')).toBeNull();
    expect(
      checkComplaintFile({ name: 'a.pdf', size: COMPLAINT_MAX_BYTES + 1 }, 'complaint')?.description,
    ).toBe('File is too large. Please use a smaller file or extract key sections.');
  });

  it('refuses an empty file', () => {
    expect(checkComplaintFile({ name: 'a.txt', size: 0 }, 'complaint')?.title).toBe('Empty File');
  });
});

describe('stageAt', () => {
  it.each([
    [0, 'Processing document', 10],
    [1_999, 'Processing document', 10],
    [2_000, 'Extracting text content', 30],
    [5_000, 'Running AI analysis', 60],
    [8_000, 'Finalizing results', 90],
    [60_000, 'Finalizing results', 90],
  ])('at %i ms shows %s at %i%%', (elapsed, label, percent) => {
    expect(stageAt(elapsed)).toMatchObject({ label, percent });
  });
});

describe('describeAnalysisError', () => {
  it.each([
    [
      apiError(401, 'Unauthorized', 'UNAUTHORIZED'),
      'Session expired. Please refresh the page and log in again.',
    ],
    [apiError(403, 'Forbidden', 'FORBIDDEN'), 'Access denied. Please verify your permissions.'],
    [
      apiError(422, 'PDF text extraction failed: the file has no text layer', 'VALIDATION_FAILED'),
      'Unable to process PDF file. Try uploading as a text file instead.',
    ],
    [
      apiError(413, 'Payload too big', 'PAYLOAD_TOO_LARGE'),
      'File is too large. Please use a smaller file or extract key sections.',
    ],
    [
      apiError(503, 'Provider down', 'SERVICE_UNAVAILABLE'),
      'AI analysis service is temporarily unavailable. Please try again shortly.',
    ],
    [
      apiError(404, 'The requested case could not be found.', 'NOT_FOUND'),
      'The requested case could not be found.',
    ],
    [apiError(500), 'Failed to analyze complaint'],
    [new Error('Failed to fetch'), 'Failed to analyze complaint'],
  ])('maps %s', (error, text) => {
    expect(describeAnalysisError(error)).toBe(text);
  });
});

describe('describeComprehensiveError', () => {
  it.each([
    [
      apiError(422, 'The PDF has too little text to analyse', 'VALIDATION_FAILED'),
      'Unable to extract text from PDF. Please try converting to a text file or ensure the PDF contains searchable text.',
    ],
    [
      apiError(422, 'The document is too short for analysis', 'VALIDATION_FAILED'),
      'Document appears to be empty or too short for analysis. Please upload a complete complaint document.',
    ],
    [
      apiError(415, 'Unsupported type', 'UNSUPPORTED_MEDIA_TYPE'),
      'Please upload a PDF or text file. Other formats are not supported for analysis.',
    ],
    [new TypeError('Failed to fetch'), 'Network connection issue. Please check your internet connection.'],
    [apiError(401), 'Session expired. Please refresh the page and log in again.'],
    [apiError(500), 'Failed to complete comprehensive analysis'],
  ])('maps %s', (error, text) => {
    expect(describeComprehensiveError(error)).toBe(text);
  });
});

describe('phones', () => {
  it.each([
    ['(801) 555-0100', true],
    ['+1 801 555 0100', true],
    ['x204', true],
    ['N/A', false],
    ['—', false],
    ['', false],
    [null, false],
  ])('%s is shown: %s', (phone, shown) => {
    expect(isShowablePhone(phone)).toBe(shown);
  });

  it('builds tel: links with the extension apart', () => {
    expect(telHref('(801) 555-0100')).toBe('tel:8015550100');
    expect(telHref('+1 (801) 555-0100 x204')).toBe('tel:+18015550100;ext=204');
    expect(telHref('801.555.0100 ext. 12')).toBe('tel:8015550100;ext=12');
  });
});

describe('formatting', () => {
  it('shows sizes in MB, fees in whole dollars and confidence as a percent', () => {
    expect(formatFileSizeMb(1.5 * 1024 * 1024)).toBe('1.50 MB');
    expect(formatFileSizeMb(100)).toBe('< 0.01 MB');
    expect(formatFeeRange({ min: 12000.4, max: 45000 })).toBe('$12,000 – $45,000');
    expect(formatFeeRange({ min: 5000, max: 5000 })).toBe('$5,000');
    expect(formatConfidence(0.825)).toBe('83%');
    expect(formatConfidence(90)).toBe('90%');
  });

  it('labels likelihood, MEDIUM by default, and colours it', () => {
    expect(likelihoodLabel('very-high')).toBe('VERY HIGH');
    expect(likelihoodLabel(null)).toBe('MEDIUM');
    expect(likelihoodTone('very-high')).toBe('red');
    expect(likelihoodTone('high')).toBe('yellow');
    expect(likelihoodTone('low')).toBe('blue');
    expect(likelihoodTone(undefined)).toBe('blue');
  });

  it('humanizes keys', () => {
    expect(humanizeKey('expertWitnessOpportunities')).toBe('Expert Witness Opportunities');
    expect(humanizeKey('attorney-fees')).toBe('Attorney Fees');
  });
});

describe('analysis fields', () => {
  const analysis = {
    summary: 'x',
    complaintText: 'secret',
    documentSize: 10,
    analyzedAt: '2025-01-01',
    analysisType: 'standard',
    riskFactors: ['Spoliation'],
    emptyList: [],
    plaintiffBackground: { businessType: 'Bank', operatingHistory: null, backgroundColor: 'bg-blue-50' },
    defendantBackground: { businessType: '', operatingHistory: '' },
  } as unknown as Parameters<typeof listOtherAnalysisFields>[0];

  it('lists only the fields with no section of their own, never the internal ones', () => {
    expect(listOtherAnalysisFields(analysis)).toEqual([['riskFactors', ['Spoliation']]]);
  });

  it('reads a background when it says something, and not a colour', () => {
    expect(readPartyBackground(analysis, 'plaintiff')).toEqual({
      businessType: 'Bank',
      operatingHistory: null,
      background: null,
    });
    expect(readPartyBackground(analysis, 'defendant')).toBeNull();
    expect(readPartyBackground(null, 'plaintiff')).toBeNull();
  });
});

describe('formatIsoDate', () => {
  it('formats an ISO date and leaves other text alone', () => {
    expect(formatIsoDate('2025-02-11')).toBe('Feb 11, 2025');
    expect(formatIsoDate('2025-02-11T23:30:00Z')).toBe('Feb 11, 2025');
    expect(formatIsoDate('February 2025')).toBe('February 2025');
  });
});

describe('stripStepNumber', () => {
  it.each([
    ['1. Expert disciplines', 'Expert disciplines'],
    ['Step 2: Base rates', 'Base rates'],
    ['3) Hours', 'Hours'],
    ['1.45 multiplier applied', '1.45 multiplier applied'],
    ['Identified experts', 'Identified experts'],
  ])('%s → %s', (step, shown) => {
    expect(stripStepNumber(step)).toBe(shown);
  });
});

describe('describeDifference', () => {
  it('says what the complaint and the case each say', () => {
    expect(
      describeDifference({ field: 'caseNumber', complaint: '2:19-cv-01234', case: '250901234' }),
    ).toEqual({ label: 'Case number', text: 'complaint 2:19-cv-01234, this case 250901234' });
    expect(describeDifference({ field: 'parties', complaint: 'A v. B', case: 'C v. D' }).label).toBe(
      'Parties',
    );
  });
});

describe('describeHeldComplaint', () => {
  it('names what differs and says the case is unchanged', () => {
    expect(
      describeHeldComplaint('whitlock.pdf', {
        differences: [
          { field: 'caseNumber', complaint: '2:19-cv-01234', case: '250901234' },
          { field: 'court', complaint: 'United States District Court', case: 'Provo District, Utah' },
          { field: 'parties', complaint: 'A v. B', case: 'C v. D' },
        ],
      }),
    ).toEqual({
      title: 'Check the Complaint',
      description:
        'whitlock.pdf does not match this case (case number, court and parties). The case is unchanged until you apply it.',
    });
  });
});
