import { describe, expect, it } from 'vitest';
import { POSTAL_CODE_PATTERNS, postalCodeValid } from '../../../src/ui/contact/postal-codes';

const samples: Record<string, [string[], string[]]> = {
  'United States': [
    ['94103', '94103-1234'],
    ['9410', '94103-12'],
  ],
  Australia: [['2000'], ['20000']],
  Austria: [['1010'], ['101']],
  Belgium: [['1000'], ['10000']],
  Brazil: [['01310-100', '01310100'], ['0131-100']],
  Canada: [
    ['K1A 0B1', 'k1a0b1'],
    ['D1A 0B1', '12345'],
  ],
  Denmark: [['2100', 'DK-2100'], ['210']],
  'Faroe Islands': [['100', 'FO-100'], ['1000']],
  Netherlands: [
    ['1012 AB', '1012ab'],
    ['1012', 'AB 1012'],
  ],
  Germany: [['10115'], ['1011']],
  Hungary: [['1051'], ['10511']],
  Italy: [['00184'], ['0018']],
  Japan: [['100-0001', '1000001'], ['100-001']],
  Luxembourg: [['1009', 'L-1009'], ['109']],
  Poland: [['00-950'], ['00950']],
  Spain: [
    ['28013', '52001'],
    ['53001', '2801'],
  ],
  Sweden: [['114 55', '11455', 'SE-114 55'], ['1145']],
  'United Kingdom': [
    ['SW1A 1AA', 'M1 1AE', 'ec1a1bb'],
    ['SW1A', '12345'],
  ],
};

describe('postal code checked per country (contact.postal-code-invalid)', () => {
  it('covers exactly the 18 countries of the spec', () => {
    expect(Object.keys(POSTAL_CODE_PATTERNS).sort()).toEqual(Object.keys(samples).sort());
    expect(Object.keys(POSTAL_CODE_PATTERNS)).toHaveLength(18);
  });
  for (const [country, [good, bad]] of Object.entries(samples)) {
    it(country, () => {
      for (const z of good) expect(postalCodeValid(country, z), `${country} ${z}`).toBe(true);
      for (const z of bad) expect(postalCodeValid(country, z), `${country} ${z}`).toBe(false);
    });
  }
  it('other countries and empty codes are not checked', () => {
    expect(postalCodeValid('France', 'anything')).toBe(true);
    expect(postalCodeValid('Germany', '')).toBe(true);
    expect(postalCodeValid(null, '1')).toBe(true);
  });
});
