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
