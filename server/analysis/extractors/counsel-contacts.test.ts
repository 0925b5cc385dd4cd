import { describe, expect, it } from 'vitest';
import { takeBarNumber } from './counsel-contacts';

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
