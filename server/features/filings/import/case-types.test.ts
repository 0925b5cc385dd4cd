import {
  CASE_TYPES,
  EXPERT_CASE_TYPE_CODES,
  ROUTINE_CASE_TYPE_CODES,
  resolveCaseType,
  SPEC_CASE_TYPE_CODES,
} from '@common/case-types';
import { describe, expect, it } from 'vitest';

// Tests of common/case-types.ts, kept with the import that relies on them.
describe('case types', () => {
  it('lists the twenty codes of spec §3 in order', () => {
    expect(SPEC_CASE_TYPE_CODES).toEqual(
      'AS TA CV CR CD CE CF CN TI IP ML LM MM PL LP PR SH LB WA WT'.split(' '),
    );
    expect(CASE_TYPES.CF?.label).toBe('Contract: Fraud');
  });

  it('keeps every code two capital letters and every routine code without experts', () => {
    for (const type of Object.values(CASE_TYPES)) expect(type.code).toMatch(/^[A-Z]{2}$/);
    for (const code of ROUTINE_CASE_TYPE_CODES) expect(EXPERT_CASE_TYPE_CODES).not.toContain(code);
    expect(ROUTINE_CASE_TYPE_CODES).toEqual(expect.arrayContaining(['DC', 'EV', 'SC', 'LM']));
  });

  it.each([
    ['MM', 'MM'],
    [' mm ', 'MM'],
    ['Mm', 'MM'],
    ['Medical Malpractice', 'MM'],
    ['MEDICAL  MALPRACTICE', 'MM'],
    ['Contract: Fraud', 'CF'],
    ['Fraud', 'CF'],
    ['Auto Tort', 'TA'],
    ['Automobile Tort', 'TA'],
    ['Unlawful Detainer', 'EV'],
    ['Eviction', 'EV'],
    ['Eviction/Forcible Entry and Detainer', 'EV'],
    ['Debt Collection', 'DC'],
    ['Collections', 'DC'],
    ['Small Claims', 'SC'],
    ['Personal Injury', 'PI'],
    ['Contracts', 'CN'],
    ['Contract', 'CN'],
    ['Lien/Mortgage Foreclosure', 'LM'],
    ['Slander/Libel/Defamation', 'LB'],
    ['Condemnation/Eminent Domain', 'CD'],
    ['Miscellaneous Civil', 'CV'],
    ['Contract: Employment Discrimination', 'CE'],
  ])('resolves %j to %s', (raw, code) => {
    expect(resolveCaseType(raw)).toEqual({
      code,
      raw: raw.replace(/\s+/g, ' ').trim(),
      label: CASE_TYPES[code]!.label,
    });
  });

  it.each([
    [null, { code: null, raw: null, label: null }],
    ['  ', { code: null, raw: null, label: null }],
    ['Quo Warranto', { code: null, raw: 'Quo Warranto', label: null }],
    ['ZZ', { code: null, raw: 'ZZ', label: null }],
  ])('leaves %j without a code', (raw, expected) => {
    expect(resolveCaseType(raw)).toEqual(expected);
  });
});
