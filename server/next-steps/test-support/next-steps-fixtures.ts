/** Requests the next-steps tests send: a real RAV4 build from the live catalog and a real dealer. */

export const validBuild = () => ({
  brand: 'toyota',
  environment: 'live',
  seriesId: 'rav4',
  year: 2025,
  trimCode: '4430',
  exteriorColorCode: '040',
  interiorColorCode: 'FB10',
  wheelsCode: 'W17S',
  packageCodes: ['RR'],
  // CRGNET is $49.99 (rounded up to $50); FAK is dealer-installed (outside the MSRP total).
  accessoryCodes: ['CRGNET', 'FAK'],
});

/** base 28,850 + DPH 1,395 + RR 350 + CRGNET 50 */
export const VALID_BUILD_TOTAL_SRP = 30645;
/** ... + FAK 35 */
export const VALID_BUILD_TOTAL_COST = 30680;

export const validShare = (overrides: Record<string, unknown> = {}) => ({
  recipient: 'friend@example.com',
  comment: 'Look at this one! Price: $30,645 (with the roof rails).',
  lang: 'en',
  build: validBuild(),
  ...overrides,
});

/** Harbor Motors at 90210 (server/services/dealers/dealers.json). */
export const NEAR_DEALER = '24011';
/** A Honolulu dealer: real, but far from Beverly Hills. */
export const FAR_DEALER = '24221';

export const validQuote = (overrides: Record<string, unknown> = {}) => ({
  dealerId: NEAR_DEALER,
  firstName: 'Ana María',
  lastName: "O'Neil-Pérez",
  email: 'ana@example.com',
  phone: '(310) 555-0199',
  zip: '90210',
  consent: true,
  lang: 'en',
  build: validBuild(),
  ...overrides,
});

/** A model-interest lead (no-inventory page, ADR 0072): the series and year, no build. */
export const interestQuote = (overrides: Record<string, unknown> = {}) => {
  const { build: _build, ...contact } = validQuote();
  return { ...contact, interest: { seriesId: 'mirai', year: 2025 }, ...overrides };
};
