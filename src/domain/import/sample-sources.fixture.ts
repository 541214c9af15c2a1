/**
 * Test sources in the shapes of real CMA workbooks and pasted blocks (docs/import.md, docs/benchmarks.md
 * "Import mapping"): a CA's Form II and Form III over six years in ₹ lakhs (title rows, a note column, sub-totals,
 * consumption rather than purchases, closing stocks repeated in the balance sheet), and a bank's input sheet in
 * ₹ crores with its year header two rows down and abbreviated labels. Every line says what it must become, so the
 * tests and the benchmark count auto-right, auto-wrong, review-right and manual against it.
 *
 * Figures by year index i (0 = FY 2019-20): the balance sheet tallies every year because reserves are the
 * balancing figure (assets − outside liabilities − capital), worked out below with exact decimals.
 */
import { Dec } from '../money';
import type { SourceCell, SourceGrid } from './layout';

/** What a line must become: a row ("<statement>.<key>"), or a kind of line that writes nothing of its own. */
export type Expected = string | 'total' | 'heading' | 'consumption' | 'copy' | 'notInput' | 'manual' | 'inventoryChange';

/** A sample line: its label, what it must become, and its figure in year i (null: blank cell). */
export type SampleLine = readonly [label: string, expected: Expected, value: ((i: number) => number | null) | null];

const n = (f: (i: number) => number) => f;
const sum =
  (...fs: ((i: number) => number)[]) =>
  (i: number) =>
    fs.reduce((s, f) => s.plus(f(i)), new Dec(0)).toNumber();

// ---- Form II figures (₹ lakhs) ----
const domestic = n((i) => 1000 + 100 * i);
const exports = n((i) => 200 + 20 * i);
const consImported = n((i) => 50 + 5 * i);
const consIndigenous = n((i) => 550.5 + 50 * i);
const power = n((i) => 40 + 4 * i);
const labour = n((i) => 60 + 6 * i);
const mfg = n((i) => 30.25 + 3 * i);
const dep = n((i) => 25 + 2 * i);
const openRM = n((i) => 100 + 10 * i);
const closeRM = n((i) => 110 + 10 * i);
const openWIP = n((i) => 50 + 5 * i);
const closeWIP = n((i) => 55 + 5 * i);
const openFG = n((i) => 70 + 7 * i);
const closeFG = n((i) => 77 + 7 * i);
const sga = n((i) => 80 + 8 * i);
const interest = n((i) => 45 + i);
const otherIncome = n(() => 5);
const otherExpenses = n(() => 2);
const tax = n((i) => 30 + 3 * i);
const dividend = n(() => 10);
const netSales = sum(domestic, exports);
const purchases = (i: number) => new Dec(consImported(i)).plus(consIndigenous(i)).plus(closeRM(i)).minus(openRM(i)).toNumber();
const costOfProduction = (i: number) =>
  new Dec(openWIP(i))
    .plus(openRM(i))
    .plus(purchases(i))
    .plus(power(i))
    .plus(labour(i))
    .plus(mfg(i))
    .plus(dep(i))
    .minus(closeWIP(i))
    .minus(closeRM(i))
    .toNumber();
const costOfSales = (i: number) => new Dec(costOfProduction(i)).plus(openFG(i)).minus(closeFG(i)).toNumber();
const opAfterInterest = (i: number) => new Dec(netSales(i)).minus(costOfSales(i)).minus(sga(i)).minus(interest(i)).toNumber();
const pbt = (i: number) => new Dec(opAfterInterest(i)).plus(otherIncome(i)).minus(otherExpenses(i)).toNumber();
const pat = (i: number) => new Dec(pbt(i)).minus(tax(i)).toNumber();

/** Purchases of raw material as the import must compute them: consumption + closing − opening. */
export const SAMPLE_PURCHASES = purchases;

/** The CA's Form II (six years from FY 2019-20), with consumption, opening/closing RM lines, sub-totals and ratios. */
export const CA_FORM_II: readonly SampleLine[] = [
  ['1. Gross Sales', 'heading', null],
  ['(i) Domestic sales', 'opstmt.salesDomestic', domestic],
  ['(ii) Export sales', 'opstmt.salesExports', exports],
  ['Sub-total (Gross sales)', 'total', netSales],
  ['2. Less: Excise duty', 'notInput', () => 0],
  ['3. Net Sales (1 - 2)', 'total', netSales],
  ['4. % age rise (+) or fall (-) in net sales', 'notInput', (i) => (i === 0 ? null : 8.33)],
  ['5. Cost of Sales', 'heading', null],
  ['Add: Opening stock of raw materials', 'opstmt.openingStockRM', openRM],
  ['(i) Raw materials consumed – Imported', 'consumption', consImported],
  ['Raw materials consumed – Indigenous', 'consumption', consIndigenous],
  ['Deduct: Closing stock of raw materials', 'opstmt.closingStockRM', closeRM],
  ['(iii) Power and fuel', 'opstmt.powerFuel', power],
  ['(iv) Direct labour (factory wages & salaries)', 'opstmt.directLabour', labour],
  ['(v) Other manufacturing expenses', 'opstmt.mfgDirectExpenses', mfg],
  ['(vi) Depreciation', 'opstmt.depreciation', dep],
  ['(viii) Add: Opening stock in process', 'opstmt.openingStockWIP', openWIP],
  ['(ix) Deduct: Closing stock in process', 'opstmt.closingStockWIP', closeWIP],
  ['(x) Cost of production', 'total', costOfProduction],
  ['(xi) Add: Opening stock of finished goods', 'opstmt.openingStockFinishedGoods', openFG],
  ['(xii) Deduct: Closing stock of finished goods', 'opstmt.closingStockFinishedGoods', closeFG],
  ['(xiii) Sub-total (Total cost of sales)', 'total', costOfSales],
  ['6. Selling, general and administrative expenses', 'opstmt.sellingAdmExpenses', sga],
  ['9. Interest', 'opstmt.interestFinCharges', interest],
  ['10. Operating profit after interest', 'total', opAfterInterest],
  ['11. (i) Add: Other non-operating income', 'opstmt.addOtherIncome', otherIncome],
  ['(ii) Deduct: Other non-operating expenses', 'opstmt.lessOtherExpenses', otherExpenses],
  ['12. Profit before tax / loss', 'total', pbt],
  ['13. Provision for taxes', 'opstmt.provisionForTaxes', tax],
  ['14. Net profit / loss', 'total', pat],
  ['15. (a) Equity dividend paid – amount', 'opstmt.dividendDrawings', dividend],
  ['(b) Dividend rate (% age)', 'notInput', () => 5],
  ['16. Retained profit', 'total', (i) => new Dec(pat(i)).minus(dividend(i)).toNumber()],
];

// ---- Form III figures (₹ lakhs) ----
const ccApplicant = n((i) => 300 + 10 * i);
const creditors = n((i) => 150 + 10 * i);
const advancesFromCustomers = n(() => 20);
const provTax = n(() => 25);
const statutory = n(() => 10);
const tlDue = n(() => 40);
const otherCL = n((i) => 15 + i);
const termLoan = n((i) => 200 - 20 * i);
const unsecured = n(() => 50);
const dtl = n(() => 12);
const capital = n(() => 200);
const cash = n((i) => 20 + 2 * i);
const fd = n(() => 15);
const debtors = n((i) => 250 + 20 * i);
const exportDebtors = n((i) => 40 + 4 * i);
const spares = n(() => 8);
const advSuppliers = n(() => 12);
const advTax = n(() => 18);
const otherCA = n(() => 9);
const land = n(() => 150);
const plant = n((i) => 400 + 30 * i);
const furniture = n(() => 20);
const cwip = n(() => 10);
const accDep = n((i) => 100 + 25 * i);
const investAssoc = n(() => 30);
const deposits = n(() => 6);
const capAdvances = n(() => 4);
const currentAssets = sum(cash, fd, debtors, exportDebtors, closeRM, closeWIP, closeFG, spares, advSuppliers, advTax, otherCA);
const netBlock = (i: number) => new Dec(sum(land, plant, furniture, cwip)(i)).minus(accDep(i)).toNumber();
const totalAssets = (i: number) =>
  new Dec(currentAssets(i))
    .plus(netBlock(i))
    .plus(sum(investAssoc, deposits, capAdvances)(i))
    .toNumber();
const currentLiab = sum(ccApplicant, creditors, advancesFromCustomers, provTax, statutory, tlDue, otherCL);
const termLiab = sum(termLoan, unsecured, dtl);
const reserves = (i: number) => new Dec(totalAssets(i)).minus(currentLiab(i)).minus(termLiab(i)).minus(capital(i)).toNumber();

/** The CA's Form III (six years): liabilities, then assets with the closing stocks repeated from Form II. */
export const CA_FORM_III: readonly SampleLine[] = [
  ['CURRENT LIABILITIES', 'heading', null],
  ['1. Short-term borrowings from banks', 'heading', null],
  ['(i) From applicant bank', 'assetnliabs.wcBorrowingsFromIob', ccApplicant],
  ['(ii) From other banks', 'assetnliabs.wcFromBanksInstitution', () => 0],
  ['Sub-total (A)', 'total', ccApplicant],
  ['3. Sundry creditors (trade)', 'assetnliabs.sundryCreditorsTrade', creditors],
  ['4. Advance payments from customers / deposits from dealers', 'ocaocl.othersCurrentLiabilities', advancesFromCustomers],
  ['5. Provisions for taxation', 'ocaocl.provisionForTaxEtc', provTax],
  ['7. Other statutory liabilities (due within one year)', 'ocaocl.expensesPayable', statutory],
  ['8. Deposits / instalments of term loans / DPGs / debentures etc. (due within one year)', 'ocaocl.tlInstDueIn1YearIob', tlDue],
  ['9. Other current liabilities & provisions (due within one year)', 'ocaocl.othersCurrentLiabilities', otherCL],
  ['10. Total current liabilities', 'total', currentLiab],
  ['TERM LIABILITIES', 'heading', null],
  ['13. Term loans (excluding instalments payable within one year)', 'assetnliabs.termLoanIob', termLoan],
  ['Unsecured loans from promoters', 'ocaocl.unsecuredLoanPromotors', unsecured],
  ['Deferred tax liability (net)', 'ocaocl.deferredTax', dtl],
  ['17. Total term liabilities', 'total', termLiab],
  ['18. Total outside liabilities', 'total', sum(currentLiab, termLiab)],
  ['NET WORTH', 'heading', null],
  ['19. Ordinary share capital', 'assetnliabs.paidUpCapital', capital],
  ['22. Other reserves (excluding provisions)', 'assetnliabs.reservesSurplus', reserves],
  ['24. Net worth', 'total', sum(capital, reserves)],
  ['25. Total liabilities', 'total', totalAssets],
  ['CURRENT ASSETS', 'heading', null],
  ['26. Cash and bank balances', 'ocaocl.cashAndBankBalance', cash],
  ['27. (ii) Fixed deposits with banks', 'ocaocl.fixedDepositsWithBank', fd],
  ['28. (i) Receivables other than deferred & exports', 'assetnliabs.tradeDebtors6', debtors],
  ['(ii) Export receivables', 'assetnliabs.tradeDebtors6', exportDebtors],
  ['30. Inventory', 'heading', null],
  ['(i) Raw materials (including stores and other items used in the process of manufacture)', 'copy', closeRM],
  ['(ii) Stocks-in-process', 'copy', closeWIP],
  ['(iii) Finished goods', 'copy', closeFG],
  ['(iv) Other consumable spares', 'assetnliabs.consumableSpares', spares],
  ['31. Advances to suppliers of raw materials and stores/spares', 'ocaocl.advanceToSuppliers', advSuppliers],
  ['32. Advance payment of taxes', 'ocaocl.advanceIncomeTaxSalesTax', advTax],
  ['33. Other current assets', 'ocaocl.others', otherCA],
  ['34. Total current assets', 'total', currentAssets],
  ['FIXED ASSETS', 'heading', null],
  ['Land & Building', 'assetnliabs.landBuilding', land],
  ['Plant & Machinery', 'assetnliabs.plantMachinery', plant],
  ['Furniture & Fixtures', 'assetnliabs.furnitureFixturesSundries', furniture],
  ['Capital work-in-progress', 'assetnliabs.capitalWorkInProgress', cwip],
  ['36. Depreciation to date', 'assetnliabs.lessDepreciation', accDep],
  ['37. Net block', 'total', netBlock],
  ['OTHER NON-CURRENT ASSETS', 'heading', null],
  ['(a) Investments in subsidiary companies / affiliates', 'assetnliabs.investmtLoanToAssociate', investAssoc],
  ['Security deposits', 'ocaocl.securityDepositsEbEtc', deposits],
  ['(ii) Advances to suppliers of capital goods and contractors', 'ocaocl.loanAndAdvances', capAdvances],
  ['43. Total assets', 'total', totalAssets],
];

/**
 * The bank's input sheet (three years, ₹ crores): abbreviations, heads a person must confirm ("Salaries & Wages",
 * "CC Limit – SBI"), a label no dictionary holds, and purchases given as such.
 */
export const BANK_INPUT_SHEET: readonly SampleLine[] = [
  ['Sales - Domestic', 'opstmt.salesDomestic', (i) => 12.5 + i],
  ['Export Sales', 'opstmt.salesExports', () => 2.25],
  ['Op. Stock - RM', 'opstmt.openingStockRM', () => 1.1],
  ['Purchase of RM', 'opstmt.purchaseRM', (i) => 7.75 + i / 2],
  ['Power & Fuel Exps.', 'opstmt.powerFuel', () => 0.4],
  ['Salaries & Wages', 'opstmt.directLabour', () => 0.6],
  ['Repairs & Maint.', 'opstmt.repairsMaintenance', () => 0.12],
  ['Mfg. Exps.', 'opstmt.mfgDirectExpenses', () => 0.3],
  ['Depn.', 'opstmt.depreciation', () => 0.25],
  ['Cl. Stock - RM', 'opstmt.closingStockRM', () => 1.2],
  ['Admn. & Selling Exps.', 'opstmt.sellingAdmExpenses', () => 0.9],
  ['Int. & Fin. Chgs.', 'opstmt.interestFinCharges', () => 0.45],
  ['Rent paid to director', 'manual', () => 0.05],
  ['PBT', 'total', () => 3.1],
  ['Tax', 'opstmt.provisionForTaxes', () => 0.8],
  ['CC Limit – SBI', 'assetnliabs.wcBorrowingsFromIob', (i) => 3 + i / 4],
  ['Sundry Creditors', 'assetnliabs.sundryCreditorsTrade', () => 1.35],
  ['Share Capital', 'assetnliabs.paidUpCapital', () => 2],
  ['Cash & Bank', 'ocaocl.cashAndBankBalance', () => 0.15],
];

/** The sample's years as a CA heads them, oldest first, and their kinds. */
export const SAMPLE_YEARS = [2020, 2021, 2022, 2023, 2024, 2025] as const;
const KINDS = ['Audited', 'Audited', 'Audited', 'Audited', 'Provisional', 'Estimated'];
const fy = (year: number) => `${year - 1}-${String(year % 100).padStart(2, '0')}`;

const text = (t: string): SourceCell => ({ text: t });
const num = (v: number | null): SourceCell | null => (v === null ? null : { text: String(v), value: v });

/**
 * A CA's sheet as a grid: a title row, the unit heading, a blank row, the header "Particulars | Note | 2019-20 …"
 * with the kinds under it, then the lines (label in B, a note reference in C, years from D).
 */
export function caSheet(sheet: string, title: string, lines: readonly SampleLine[], years = 6): SourceGrid {
  const head = SAMPLE_YEARS.slice(0, years);
  return {
    sheet,
    rows: [
      [null, text(title)],
      [null, text('(Rs. in lakhs)')],
      [],
      [null, text('Particulars'), text('Note'), ...head.map((y) => text(fy(y)))],
      [null, null, null, ...head.map((_, i) => text(KINDS[i]!))],
      ...lines.map(([label, , value], r) => [null, text(label), r % 7 === 3 ? text(String(r)) : null, ...head.map((_, i) => (value ? num(value(i)) : null))]),
    ],
  };
}

/** The bank's input sheet: bank name and borrower rows, "(Rs. in crores)", a blank row, then "FY 2022 | FY 2023 | FY 2024". */
export function bankSheet(lines: readonly SampleLine[] = BANK_INPUT_SHEET): SourceGrid {
  const head = [2022, 2023, 2024];
  return {
    sheet: 'Input',
    rows: [
      [text('ABC BANK – CMA INPUT SHEET')],
      [text('Borrower: Sample Industries Pvt Ltd'), null, text('(Rs. in crores)')],
      [],
      [text('Particulars'), ...head.map((y) => text(`FY ${y}`))],
      [null, ...head.map(() => text('Audited'))],
      ...lines.map(([label, , value]) => [text(label), ...head.map((_, i) => (value ? num(value(i)) : null))]),
    ],
  };
}

/** A pasted block as TSV: a header row of years and the lines, label first (what Excel puts on the clipboard). */
export function pastedTsv(lines: readonly SampleLine[], years = 6): string {
  const head = SAMPLE_YEARS.slice(0, years);
  return [
    ['Particulars', ...head.map(fy)].join('\t'),
    ...lines.map(([label, , value]) => [label, ...head.map((_, i) => (value ? String(value(i) ?? '') : ''))].join('\t')),
  ].join('\n');
}

/** How a proposal fared against the expected lines: what docs/benchmarks.md "Import mapping" reports. */
export interface MappingCounts {
  autoRight: number;
  autoWrong: number;
  reviewRight: number;
  reviewWrong: number;
  manual: number;
  skippedRight: number;
  skippedWrong: number;
}

/** Counts a proposal's lines (in source order) against what each must become. */
export function mappingCounts(lines: readonly { kind: string; row: string | null; band: string }[], expected: readonly SampleLine[]): MappingCounts {
  const counts: MappingCounts = { autoRight: 0, autoWrong: 0, reviewRight: 0, reviewWrong: 0, manual: 0, skippedRight: 0, skippedWrong: 0 };
  lines.forEach((line, i) => {
    const want = expected[i]![1];
    if (line.kind === 'unmatched') {
      counts.manual++;
    } else if (line.kind === 'row' || line.kind === 'consumption') {
      const right = line.kind === 'consumption' ? want === 'consumption' : line.row === want;
      const key = line.band === 'auto' ? (right ? 'autoRight' : 'autoWrong') : right ? 'reviewRight' : 'reviewWrong';
      counts[key]++;
    } else {
      counts[line.kind === want ? 'skippedRight' : 'skippedWrong']++;
    }
  });
  return counts;
}
