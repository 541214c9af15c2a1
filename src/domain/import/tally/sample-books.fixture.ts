/**
 * A hand-written set of Tally XML exports (no licensed source) in the shapes docs/import.md "Tally" documents:
 * M/s Sharma Castings' Trial Balance for FY 2023-24 with its masters, Stock Summary, Profit & Loss and
 * Balance Sheet. It has a user group under a reserved one ("East Drs" under Sundry Debtors), a debtor in
 * credit, a creditor in debit, a bank in credit, Duties & Taxes in debit, a suspense ledger, a blank amount
 * and Tally's `&#4;` references. Figures in rupees; worked by hand in the tests that use them.
 */
import type { TallyBooks } from './books';

/** [ledger, its group, closing balance in rupees (debit positive), or '' for Tally's blank amount]. */
export const SAMPLE_LEDGERS: readonly (readonly [string, string, string])[] = [
  ['Sharma Capital', 'Capital Account', '-1000000'],
  ['Profit & Loss A/c', 'Primary', '-200000'],
  ['HDFC Term Loan', 'Secured Loans', '-500000'],
  ['Loan from Director', 'Unsecured Loans', '-300000'],
  ['SBI Cash Credit', 'Bank OD A/c', '-400000'],
  ['Ramesh Steel', 'Sundry Creditors', '-350000'],
  ['Gupta Alloys', 'Sundry Creditors', '50000'],
  ['GST Payable', 'Duties & Taxes', '-40000'],
  ['TDS Receivable', 'Duties & Taxes', '15000'],
  ['Land & Building', 'Fixed Assets', '1270000'],
  ['Plant & Machinery', 'Fixed Assets', '900000'],
  ['Opening Stock', 'Stock-in-Hand', '300000'],
  ['Verma Traders', 'East Drs', '600000'],
  ['Kumar Enterprises', 'East Drs', '-25000'],
  ['Cash', 'Cash-in-Hand', '35000'],
  ['ICICI Current A/c', 'Bank Accounts', '120000'],
  ['Axis Bank A/c', 'Bank Accounts', '-10000'],
  ['Sales', 'Sales Accounts', '-4000000'],
  ['Purchases', 'Purchase Accounts', '2500000'],
  ['Factory Wages', 'Factory Expenses', '400000'],
  ['Power & Fuel', 'Factory Expenses', '200000'],
  ['Salaries', 'Indirect Expenses', '300000'],
  ['Interest on Cash Credit', 'Indirect Expenses', '60000'],
  ['Depreciation', 'Indirect Expenses', '100000'],
  ['Rent', 'Indirect Expenses', ''],
  ['Interest Received', 'Indirect Incomes', '-30000'],
  ['Suspense', 'Suspense A/c', '5000'],
];

/** [group, parent ('' for Primary), reserved name ('' for a user's group)]. */
export const SAMPLE_GROUPS: readonly (readonly [string, string, string])[] = [
  ['Capital Account', '', 'Capital Account'],
  ['Loans (Liability)', '', 'Loans (Liability)'],
  ['Secured Loans', 'Loans (Liability)', 'Secured Loans'],
  ['Unsecured Loans', 'Loans (Liability)', 'Unsecured Loans'],
  ['Bank OD A/c', 'Loans (Liability)', 'Bank OD A/c'],
  ['Current Liabilities', '', 'Current Liabilities'],
  ['Sundry Creditors', 'Current Liabilities', 'Sundry Creditors'],
  ['Duties & Taxes', 'Current Liabilities', 'Duties & Taxes'],
  ['Fixed Assets', '', 'Fixed Assets'],
  ['Current Assets', '', 'Current Assets'],
  ['Stock-in-Hand', 'Current Assets', 'Stock-in-Hand'],
  ['Sundry Debtors', 'Current Assets', 'Sundry Debtors'],
  ['East Drs', 'Sundry Debtors', ''],
  ['Cash-in-Hand', 'Current Assets', 'Cash-in-Hand'],
  ['Bank Accounts', 'Current Assets', 'Bank Accounts'],
  ['Sales Accounts', '', 'Sales Accounts'],
  ['Purchase Accounts', '', 'Purchase Accounts'],
  ['Direct Expenses', '', 'Direct Expenses'],
  ['Factory Expenses', 'Direct Expenses', ''],
  ['Indirect Expenses', '', 'Indirect Expenses'],
  ['Indirect Incomes', '', 'Indirect Incomes'],
  ['Suspense A/c', '', 'Suspense A/c'],
];

/** The Stock Summary: [stock group, closing value in rupees]. */
export const SAMPLE_STOCK: readonly (readonly [string, string])[] = [
  ['Raw Materials', '200000'],
  ['Work-in-Progress', '50000'],
  ['Finished Goods', '150000'],
];

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
/** Tally writes a debit negative in its Dr column and a credit positive in its Cr column. */
const drCol = (b: string): string => (b === '' || b.startsWith('-') ? '' : `-${b}.00`);
const crCol = (b: string): string => (b.startsWith('-') ? `${b.slice(1)}.00` : '');

/** The Trial Balance export (Dr and Cr columns). */
export const SAMPLE_TB_XML = `<ENVELOPE>\r\n${SAMPLE_LEDGERS.map(
  ([name, , b]) =>
    ` <DSPACCNAME>\r\n  <DSPDISPNAME>${esc(name)}</DSPDISPNAME>\r\n </DSPACCNAME>\r\n <DSPACCINFO>\r\n  <DSPCLDRAMT>\r\n   <DSPCLDRAMTA>${drCol(b)}</DSPCLDRAMTA>\r\n  </DSPCLDRAMT>\r\n  <DSPCLCRAMT>\r\n   <DSPCLCRAMTA>${crCol(b)}</DSPCLCRAMTA>\r\n  </DSPCLCRAMT>\r\n </DSPACCINFO>\r\n`,
).join('')}</ENVELOPE>\r\n`;

/** The masters export (groups, then ledgers), Tally's `&#4; Primary` for a primary parent. */
export const SAMPLE_MASTERS_XML = `<ENVELOPE>
 <HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER>
 <BODY><IMPORTDATA><REQUESTDESC><REPORTNAME>All Masters</REPORTNAME></REQUESTDESC><REQUESTDATA>
${SAMPLE_GROUPS.map(([g, p, r]) => `  <TALLYMESSAGE xmlns:UDF="TallyUDF"><GROUP NAME="${esc(g)}" RESERVEDNAME="${esc(r)}"><PARENT>${p === '' ? '&#4; Primary' : esc(p)}</PARENT></GROUP></TALLYMESSAGE>`).join('\n')}
${SAMPLE_LEDGERS.map(([l, g]) => `  <TALLYMESSAGE xmlns:UDF="TallyUDF"><LEDGER NAME="${esc(l)}" RESERVEDNAME="${g === 'Primary' ? esc(l) : ''}"><PARENT>${g === 'Primary' ? '&#4; Primary' : esc(g)}</PARENT></LEDGER></TALLYMESSAGE>`).join('\n')}
 </REQUESTDATA></IMPORTDATA></BODY>
</ENVELOPE>
`;

/** The Stock Summary export (Tally writes the closing value negative). */
export const SAMPLE_STOCK_XML = `<ENVELOPE>
${SAMPLE_STOCK.map(([n, v]) => ` <DSPACCNAME><DSPDISPNAME>${esc(n)}</DSPDISPNAME></DSPACCNAME>\n <DSPSTKINFO><DSPSTKCL><DSPCLQTY></DSPCLQTY><DSPCLRATE></DSPCLRATE><DSPCLAMTA>-${v}.00</DSPCLAMTA></DSPSTKCL></DSPSTKINFO>`).join('\n')}
</ENVELOPE>
`;

/** The Profit & Loss export, condensed: the net profit is 5,70,000 and the closing stock 4,00,000. */
export const SAMPLE_PL_XML = `<ENVELOPE>
 <PLNAME><DSPACCNAME><DSPDISPNAME>Sales Accounts</DSPDISPNAME></DSPACCNAME></PLNAME><PLAMT><PLSUBAMT></PLSUBAMT><BSMAINAMT>4000000.00</BSMAINAMT></PLAMT>
 <PLNAME><DSPACCNAME><DSPDISPNAME>Closing Stock</DSPDISPNAME></DSPACCNAME></PLNAME><PLAMT><PLSUBAMT></PLSUBAMT><BSMAINAMT>400000.00</BSMAINAMT></PLAMT>
 <PLNAME><DSPACCNAME><DSPDISPNAME>Nett Profit</DSPDISPNAME></DSPACCNAME></PLNAME><PLAMT><PLSUBAMT></PLSUBAMT><BSMAINAMT>570000.00</BSMAINAMT></PLAMT>
</ENVELOPE>
`;

/** A file as Tally saves it: UTF-16LE with a byte-order mark. */
export function utf16le(text: string): Uint8Array {
  const body = Buffer.from(text, 'utf16le');
  return new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), body]));
}

/** The books the sample files hold, as the reader should give them. */
export function sampleBooks(): TallyBooks {
  return {
    trialBalance: SAMPLE_LEDGERS.map(([name, , b]) => ({ name, balance: b === '' ? '0' : b })),
    groups: SAMPLE_GROUPS.map(([name, parent, reserved]) => ({ name, parent: parent === '' ? null : parent, reserved: reserved === '' ? null : reserved })),
    ledgers: SAMPLE_LEDGERS.map(([name, group]) => ({ name, parent: group === 'Primary' ? null : group, reserved: group === 'Primary' ? name : null })),
    stock: SAMPLE_STOCK.map(([name, value]) => ({ name, value })),
    netProfit: '570000',
    closingStock: '400000',
    files: ['tb.xml', 'masters.xml', 'stock.xml', 'pl.xml'],
  };
}
