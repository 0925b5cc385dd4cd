import { describe, expect, it } from 'vitest';
import {
  findPhoneNumbers,
  readIdentifierLine,
  takeBarNumber,
  takeTrailingIdentifier,
} from './counsel-contacts';

describe('bar numbers in the forms of each state', () => {
  it.each([
    ['Ana Cole, SB 210987', '210987'],
    ['Ana Cole (SBN 265432)', '265432'],
    ['Ana Cole [SBN 265432]', '265432'],
    ['Ana Cole, State Bar No. 123456', '123456'],
    ['Ana Cole (P41234)', 'P41234'],
    ['Ana Cole, Texas Bar No. 24012345', '24012345'],
    ['Ana Cole, SBOT No. 24012345', '24012345'],
    ['Ana Cole ARDC No. 6281234', '6281234'],
    ['Ana Cole, Illinois ARDC #6281234', '6281234'],
    ['Ana Cole, Fla. Bar No. 0123456', '0123456'],
    ['Ana Cole (Attorney Reg. No. 0071234)', '0071234'],
    ['Ana Cole, Bar #12345', '12345'],
    ['Ana Cole, Atty. Reg. #41234', '41234'],
    ['Ana Cole, PA I.D. No. 201234', '201234'],
    ['Ana Cole, NJ Attorney ID 012342010', '012342010'],
    ['Ana Cole, MA BBO# 654321', '654321'],
    ['Ana Cole, Minn. Lic. No. 0391234', '0391234'],
    ['Ana Cole, La. Bar Roll No. 34567', '34567'],
    ['Ana Cole, Tenn. BPR No. 012345', '012345'],
    ['Ana Cole, Ind. Atty. No. 12345-49', '12345-49'],
    ['Ana Cole, USDC-PR No. 212345', '212345'],
    ['Ana Cole, Sup. Ct. Reg. No. (0071234)', '0071234'],
    ['Ana Cole, N.Y. Reg. No. 4123456', '4123456'],
    ['Ana Cole, WSBA No. 41234', 'WSBA # 41234'],
    ['Ana Cole, VSB No. 41187', 'VSB # 41187'],
    ['ANA COLE, ESQ. (#12345)', '12345'],
  ])('reads %j as bar number %j and leaves the name', (line, bar) => {
    const { barNumber, rest } = takeBarNumber(line);
    expect(barNumber).toBe(bar);
    expect(rest.replace(/,?\s*ESQ\.?$/i, '')).toMatch(/^ana cole$/i);
  });

  it.each([
    'Dale Whitcomb, P.E. Reg. No. 61234',
    'Licensed Adjuster Lic. No. 2093311',
    'Senate Bill SB 1162',
    'Ana Cole (admitted pro hac vice)',
  ])('finds no bar number in %j', (line) => {
    expect(takeBarNumber(line).barNumber).toBeNull();
  });
});

describe('bar numbers under labels no list names', () => {
  it.each([
    ['Ana Cole, MSB No. 101234', '101234'],
    ['Ana Cole (ISB No. 9123)', '9123'],
    ['Ana Cole, NH Bar #21234', '21234'],
    ['Ana Cole, AT0012345', 'AT0012345'],
    ['Ana Cole (ASB-1234-A56B)', 'ASB-1234-A56B'],
    ['Ana Cole, Del. Bar No. 5123', '5123'],
    ['Ana Cole, KS #12345', '12345'],
    ['Ana Cole, Ark. Bar No. 2005123', '2005123'],
  ])('reads %j as bar number %j', (line, bar) => {
    expect(takeBarNumber(line).barNumber?.replace(/^[A-Z]{2,4} # /, '')).toBe(bar);
    expect(takeBarNumber(line).rest).toBe('Ana Cole');
  });

  it.each(['Tel. No. (302) 555-0142', 'Suite No. 1200', 'Fax No. 302-555-0143'])(
    'finds none in %j',
    (line) => {
      expect(takeBarNumber(line).barNumber).toBeNull();
    },
  );
});

describe('bar numbers whatever the label', () => {
  it.each([
    ['REMY J. BOUDREAUX (#31877), T.A.', '31877', 'REMY J. BOUDREAUX, T.A.'],
    ['Ana Cole, Reg. 0071234', '0071234', 'Ana Cole'],
    ['Ana Cole – 4127', '4127', 'Ana Cole'],
    ['Ana Cole, Esq. (Lic. 2291-7)', '2291-7', 'Ana Cole, Esq.'],
  ])('reads the one identifier after the name in %j', (line, bar, rest) => {
    expect(takeTrailingIdentifier(line)).toEqual({ barNumber: bar, rest });
  });

  it.each([
    'New Orleans, Louisiana 70139',
    'Ana Cole, (504) 555-0171',
    'Ana Cole, Suite 1200',
    'Ana Cole, Firm No. 61882',
    'Ana Cole, 12345 and 67890',
    'Ana Cole, acole@example.com 12345',
  ])('finds no bar number in %j', (line) => {
    expect(takeTrailingIdentifier(line)).toBeNull();
  });

  it.each([
    ['Identification No. 208811', '208811'],
    ['Georgia Bar No. 104477', '104477'],
    ['Attorney License 0312345', '0312345'],
    ['(Reg. #12345)', '12345'],
  ])('reads the line %j under a name as its number', (line, bar) => {
    expect(readIdentifierLine(line)).toBe(bar);
  });

  it.each(['Firm I.D. No. 61882', 'Ohio 43215', 'Suite 2200', 'Fax 555-0191', 'Dkt. 1 CMP filed'])(
    'reads no number in the line %j',
    (line) => {
      expect(readIdentifierLine(line)).toBeNull();
    },
  );
});

describe('phone and fax numbers', () => {
  it.each([
    ['(614) 555-0191 - Facsimile', [], ['(614) 555-0191']],
    ['(402) 555-0132 (facsimile)', [], ['(402) 555-0132']],
    ['(614) 555-0190 Fax (614) 555-0191', ['(614) 555-0190'], ['(614) 555-0191']],
    ['Philippa R. Garrity (CPF No. 0512140188)', [], []],
    ["Tel.: (787) 555-0142 (Puerto Rico's area code)", ['(787) 555-0142'], []],
  ])('reads %j', (line, phones, faxes) => {
    expect(findPhoneNumbers(line)).toEqual({ phones, faxes });
  });
});
