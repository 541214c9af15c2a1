/**
 * Label normalisation for the import mapping: what two spellings of one line have in common once case,
 * "&"/"and", "Rs."/"₹", numbering ("5.", "(ii)", "b)"), "Add:"/"Less:" prefixes, punctuation, abbreviations
 * ("Fin", "Exp", "Mfg", "RM", "WIP") and plurals are folded. Both the dictionary and every source label go
 * through it, so a variant that differs only in these needs no entry of its own.
 */

/** Abbreviations a CA's or bank's sheet uses, by the word they stand for (after lower-casing, before plurals). */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  fin: 'finance',
  chgs: 'charges',
  chg: 'charges',
  exp: 'expenses',
  exps: 'expenses',
  expns: 'expenses',
  adm: 'administrative',
  admn: 'administrative',
  admin: 'administration',
  mfg: 'manufacturing',
  misc: 'miscellaneous',
  dep: 'depreciation',
  depn: 'depreciation',
  depr: 'depreciation',
  int: 'interest',
  rm: 'raw material',
  fg: 'finished goods',
  wip: 'work progress',
  process: 'progress',
  tl: 'term loan',
  wc: 'working capital',
  cc: 'cash credit',
  od: 'overdraft',
  govt: 'government',
  ac: 'account',
  acc: 'account',
  acct: 'account',
  inst: 'instalments',
  instal: 'instalments',
  installment: 'instalment',
  installments: 'instalments',
  adv: 'advance',
  advs: 'advances',
  prov: 'provision',
  dr: 'debit',
  cr: 'credit',
  drs: 'debtors',
  crs: 'creditors',
  lacs: 'lakhs',
  lac: 'lakh',
  amortization: 'amortisation',
  labor: 'labour',
  yr: 'year',
  yrs: 'years',
  st: 'short term',
  lt: 'long term',
  pl: 'profit loss',
  sgna: 'selling general administrative',
  reciepts: 'receipts',
  recievables: 'receivables',
  provisions: 'provision',
  dtl: 'deferred tax liability',
  dta: 'deferred tax asset',
  cwip: 'capital work progress',
  fdr: 'fixed deposit receipt',
  fd: 'fixed deposit',
  fds: 'fixed deposits',
  mat: 'minimum alternate tax',
  stk: 'stock',
  maint: 'maintenance',
  mfd: 'manufactured',
  pur: 'purchase',
  purch: 'purchase',
};

/** Words that carry no meaning for the match. */
const STOP_WORDS = new Set(['and', 'of', 'the', 'a', 'an', 'for', 'to', 'on', 'with', 'by', 'at', 'in', 'etc', 'or', 'its', 'rs', 'inr']);

/** Leading prefixes that say how a line enters a total, not what it is ("of which" is kept: it names a part, not the whole). */
const PREFIX = /^(?:add|less|deduct)\s*:?\s+/;

/** Numbering at the start of a label: "5.", "5.1", "(ii)", "ii)", "b)", "(b)", "A.", "1)". */
const NUMBERING = /^(?:\(?(?:[ivxlc]+|[a-z]|\d+(?:\.\d+)*)\)|\(?(?:[ivxlc]+|[a-z]|\d+(?:\.\d+)*)\.|\d+(?:\.\d+)*)\s+/;

/** A word in its singular: "materials" → "material", "liabilities" → "liability"; "process" and "surplus" stay. */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) {
    return `${word.slice(0, -3)}y`;
  }
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) {
    return word.slice(0, -1);
  }
  return word;
}

/**
 * The normal form of a label: lower-case words separated by one space, numbering, prefixes, punctuation and
 * stop words dropped, abbreviations expanded and plurals made singular. "5 (ii) Interest & Fin. Chgs." and
 * "Interest and finance charges" both give "interest finance charge". An empty string when nothing is left.
 */
export function normaliseLabel(label: string): string {
  let text = label
    .normalize('NFKC')
    .toLowerCase()
    .replace(/₹/g, ' rs ')
    .replace(/\bp\s*&\s*l\b/g, ' profit loss ')
    .replace(/&/g, ' and ')
    .replace(/a\/c/g, 'account')
    .replace(/w\.?i\.?p\.?/g, 'wip')
    .replace(/%\s*age\b|%/g, ' percentage ')
    .replace(/\bof\s+which\b/g, ' ofwhich ')
    .replace(/\bop\.?\s*(?=stock|stk)/g, 'opening ')
    .replace(/\bcl\.?\s*(?=stock|stk)/g, 'closing ')
    .replace(/[–—−]/g, '-')
    .trim();
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(NUMBERING, '').replace(PREFIX, '').trim();
  }
  const words = text
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w !== '')
    .flatMap((w) => (ABBREVIATIONS[w] ?? w).split(' '))
    .filter((w) => !STOP_WORDS.has(w))
    .map(singular);
  return words.join(' ');
}

/** Legal-form words a company's name may carry or drop from one year's workbook to the next. */
const LEGAL_FORM = /\b(?:m\/s|messrs|private|pvt|limited|ltd|llp|co|company|and|the|opc)\b\.?/g;

/**
 * The key a borrower's remembered mappings are kept under: the company's name lower-cased, legal-form words
 * ("Pvt. Ltd.", "Private Limited", "M/s", "LLP") and punctuation dropped. "M/s Sharma Castings Pvt. Ltd." and
 * "Sharma Castings Private Limited" are the same borrower.
 */
export function normaliseBorrower(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(LEGAL_FORM, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Every key a borrower's remembered mappings are kept and looked up under: its name normalised
 * ({@link normaliseBorrower}) and, when the company has one, its PAN or CIN (`pan:AAAAA9999A`), which finds the
 * borrower again under a new name. The colon keeps the two kinds apart (a normalised name has none).
 */
export function borrowerKeys(name: string, panCin: string | null): string[] {
  return [normaliseBorrower(name), ...(panCin ? [`pan:${panCin}`] : [])];
}
