/**
 * How the owners' capital is kept (cma-forms §4.7, cma-domain): a company's reserves move only by retained
 * profit and fresh capital and it pays dividends; a proprietor's or partners' capital account also takes
 * capital introduced and drawings. It decides how a movement of net worth is read and how Form VI 2.d is labelled.
 */
export const COMPANY_TYPES = ['company', 'proprietorship', 'partnership'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** The type of a company whose type was never given (every analysis made before types existed). */
export const DEFAULT_COMPANY_TYPE: CompanyType = 'company';

/** How each type is named where it is chosen. */
export const COMPANY_TYPE_LABELS: Readonly<Record<CompanyType, string>> = {
  company: 'Company',
  proprietorship: 'Proprietorship',
  partnership: 'Partnership',
};

/** True for a proprietorship or partnership: its owners draw from a capital account rather than take dividends. */
export function isFirm(type: CompanyType): boolean {
  return type !== 'company';
}

/** A PAN: five letters, four digits, a letter (AAAAA9999A), as the Income-tax Department issues it. */
const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** A CIN: L or U, the industry code (5 digits), the state (2 letters), the year (4 digits), the class (3 letters), the number (6 digits). */
const CIN = /^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$/;

/**
 * A company's PAN or CIN as typed ("aabcs1234f", " L27100MH2001PLC123456 "), upper-cased and trimmed, or null
 * when it is neither (the contract's message says what each looks like).
 */
export function panOrCin(text: string): string | null {
  const value = text.trim().toUpperCase();
  return PAN.test(value) || CIN.test(value) ? value : null;
}
