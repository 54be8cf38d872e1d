/**
 * Vehicle identification numbers as 49 CFR 565 defines them: 17 characters from digits and
 * capital letters other than I, O and Q; position 9 is a check digit over the other sixteen
 * (565.15(c)); position 10 codes the model year (565.15(a), table VI).
 */

export const VIN_LENGTH = 17;

/** 49 CFR 565.15(c)(1), table IV: the value each letter stands for in the check-digit sum. */
const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};

/** 49 CFR 565.15(c)(2), table V: the weight of each position (the check digit's own is 0). */
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** Model-year codes of position 10, 30 years a cycle from 1980 (and again from 2010). */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

const VIN_CHARS = /^[A-HJ-NPR-Z0-9]{17}$/;

function valueOf(char: string): number {
  return char >= '0' && char <= '9' ? Number(char) : TRANSLITERATION[char]!;
}

/**
 * The check digit (position 9) of a VIN whose other positions are set; the ninth character of
 * the input is ignored. Returns '0'-'9' or 'X' (remainder 10). Throws on a malformed VIN.
 */
export function vinCheckDigit(vin: string): string {
  if (!VIN_CHARS.test(vin)) throw new Error(`Not a VIN: ${JSON.stringify(vin)} (17 characters, digits and capitals without I, O, Q)`);
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) sum += valueOf(vin[i]!) * WEIGHTS[i]!;
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** Whether `vin` is well formed and its check digit is right. */
export function isValidVin(vin: string): boolean {
  return typeof vin === 'string' && VIN_CHARS.test(vin) && vin[8] === vinCheckDigit(vin);
}

/** The position-10 code of a model year (2010-2039); throws outside it. */
export function modelYearCode(year: number): string {
  const code = Number.isInteger(year) && year >= 2010 && year < 2040 ? YEAR_CODES[year - 2010] : undefined;
  if (!code) throw new Error(`No VIN model-year code for ${year} (2010-2039)`);
  return code;
}

/**
 * A VIN from its parts: world manufacturer identifier (3), vehicle descriptor (5), model year,
 * plant code (1) and a serial number (0-999999, six digits), with its check digit computed.
 */
export function composeVin(parts: { wmi: string; descriptor: string; year: number; plant: string; serial: number }): string {
  const { wmi, descriptor, year, plant, serial } = parts;
  if (!Number.isInteger(serial) || serial < 0 || serial > 999_999) throw new Error(`VIN serial out of range: ${serial}`);
  const draft = `${wmi}${descriptor}0${modelYearCode(year)}${plant}${String(serial).padStart(6, '0')}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}
