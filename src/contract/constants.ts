/**
 * Plain constants of the contract, free of zod, so the landing page and the shell can use them
 * without downloading the schemas (design.md §7 landing-page budget).
 */

/** 1 to 8 companies per analysis (spec §9). */
export const MAX_COMPANIES = 8;

/** The unit every figure of an analysis is stored and shown in (the analysis's unit label). Lakhs is the CMA default. */
export const UNITS = ['rupees', 'thousands', 'lakhs', 'crores'] as const;
export type AmountUnit = (typeof UNITS)[number];
export const DEFAULT_UNIT: AmountUnit = 'lakhs';
export const UNIT_LABELS: Readonly<Record<AmountUnit, string>> = {
  rupees: '₹',
  thousands: '₹ thousands',
  lakhs: '₹ lakhs',
  crores: '₹ crores',
};
/**
 * The power of ten of rupees in one of each unit (₹ 1, ₹ thousand 10³, ₹ lakh 10⁵, ₹ crore 10⁷): converting
 * between units is an exact decimal shift by the difference of two exponents.
 */
export const UNIT_EXPONENT: Readonly<Record<AmountUnit, number>> = { rupees: 0, thousands: 3, lakhs: 5, crores: 7 };
