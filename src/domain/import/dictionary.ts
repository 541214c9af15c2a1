/**
 * The label dictionary of the import mapping (docs/import.md): for every input row of the three statements,
 * the labels a source uses for it — the RBI/IBA CMA Form II and III wording (cma-forms §2–§3), Schedule III
 * (Division I) line items, the labels of common bank and CA CMA workbooks, and their everyday variants. Data
 * only; `normaliseLabel` folds case, "&"/"and", "Rs."/"₹", numbering, plurals and abbreviations before matching,
 * so a variant that differs only in those is not listed twice.
 *
 * An "of which" row takes only "of which" labels: a source line such as Form III "Export receivables" stands
 * beside its parent, so it is mapped to the parent (where it adds up). Where the line is all of the part (its
 * `wholly` labels: "Advances from customers"), the part's row is filled with it too.
 *
 * `judgement` labels are heads a CA usually splits or a bank places by policy (Schedule III "Employee benefits
 * expense", "Short-term borrowings"): they are proposed, but never above the review band.
 */

/** A part of the statements a heading opens; a row named by a generic label ("Others") is placed by it. */
export type Section =
  | 'sales'
  | 'costs'
  | 'opening'
  | 'closing'
  | 'belowLine'
  | 'currentAssets'
  | 'fixedAssets'
  | 'nonCurrentAssets'
  | 'currentLiabilities'
  | 'termLiabilities'
  | 'netWorth';

/** The labels of one input row (`row` is "<statement>.<inputKey>"). */
export interface DictionaryEntry {
  readonly row: string;
  readonly section: Section;
  readonly labels: readonly string[];
  readonly judgement?: readonly string[];
  /**
   * For an "of which" row: labels of a line that is all of the part on its own (a note's "Advances from
   * customers", Form III's item 4). Such a line is matched to the parent row and fills this row as well, so the
   * parent still adds up and the part is not lost.
   */
  readonly wholly?: readonly string[];
}

/** What a source line that is not a row's figure is: a consumption to map through, or a line only checked. */
export type SpecialTarget = 'consumptionRM' | 'changesInInventories';

/** Every input row with its labels, in catalogue order. */
// One entry a line keeps the dictionary a readable table.
// prettier-ignore
export const LABEL_DICTIONARY: readonly DictionaryEntry[] = [
  // ---- Operating statement (Form II) ----
  { row: 'opstmt.salesDomestic', section: 'sales', labels: ['Sales / Receipts – Domestic', 'Domestic sales', 'Sales domestic', 'Gross sales domestic', 'Local sales', 'Sales within India', 'Indigenous sales', 'Revenue from operations', 'Sale of products', 'Sales', 'Turnover', 'Gross receipts', 'Receipts', 'Bikri', 'Sales (net of returns)', 'Net sales domestic'] },
  { row: 'opstmt.salesExports', section: 'sales', labels: ['Sales – Exports', 'Export sales', 'Exports', 'Sales exports', 'Export turnover', 'Export income', 'Overseas sales'] },
  { row: 'opstmt.others', section: 'sales', labels: ['Others', 'Other operating revenue', 'Other operating income', 'Sale of services', 'Job work income', 'Export incentives', 'Duty drawback'] },
  { row: 'opstmt.openingStockFinishedGoods', section: 'opening', labels: ['Finished goods (opening)', 'Opening stock of finished goods', 'Add opening stock of finished goods', 'Opening stock finished goods', 'Opening finished goods', 'Opening stock FG', 'Opening stock of stock in trade', 'Opening stock of traded goods', 'Finished goods', 'Stock in trade'] },
  { row: 'opstmt.openingStockWIP', section: 'opening', labels: ['Work in process (opening)', 'Opening stock in process', 'Add opening stock in process', 'Opening stock of work in progress', 'Opening work in progress', 'Opening WIP', 'Opening stock of semi finished goods', 'Work in progress', 'Stock in process'] },
  { row: 'opstmt.openingStockRM', section: 'opening', labels: ['Raw material (opening)', 'Opening stock of raw materials', 'Opening stock raw material', 'Opening raw material', 'Opening stock RM', 'Opening stock of raw materials and stores', 'Raw materials'] },
  { row: 'opstmt.purchaseRM', section: 'costs', labels: ['Purchase / RM', 'Purchases of raw materials', 'Raw material purchases', 'Purchases', 'Purchase of raw materials and stores', 'Purchases of stock in trade', 'Purchase of traded goods', 'Purchases of goods', 'Purchases (net)', 'Kharid', 'Raw materials purchased', 'Imported raw material purchases', 'Purchases of raw materials imported', 'Purchases of raw materials indigenous'] },
  { row: 'opstmt.purchaseRMImported', section: 'costs', labels: ['of which imported RM purchases', 'of which imported raw material purchases'] },
  { row: 'opstmt.powerFuel', section: 'costs', labels: ['Power & Fuel', 'Power and fuel', 'Power fuel and water', 'Electricity and fuel', 'Power charges', 'Electricity charges', 'Fuel and power', 'Power and fuel expenses'] },
  { row: 'opstmt.directLabour', section: 'costs', labels: ['Direct labour', 'Direct labour factory wages and salaries', 'Factory wages', 'Wages', 'Wages and salaries factory', 'Manufacturing wages', 'Direct wages', 'Labour charges', 'Majdoori'], judgement: ['Employee benefits expense', 'Salaries and wages', 'Employee cost'] },
  { row: 'opstmt.repairsMaintenance', section: 'costs', labels: ['Repairs & Maintenance', 'Repairs and maintenance', 'Repairs to machinery', 'Repairs and maintenance plant and machinery', 'Stores and spares consumed', 'Other spares', 'Spares consumed', 'Repairs'] },
  { row: 'opstmt.sparesConsumedImported', section: 'costs', labels: ['Spares consumed – Imported (memo)', 'Other spares imported', 'Spares imported', 'Imported spares consumed'] },
  { row: 'opstmt.sparesConsumedIndigenous', section: 'costs', labels: ['Spares consumed – Indigenous (memo)', 'Other spares indigenous', 'Spares indigenous', 'Indigenous spares consumed'] },
  { row: 'opstmt.mfgDirectExpenses', section: 'costs', labels: ['Mfg / Direct Expenses', 'Other manufacturing expenses', 'Manufacturing expenses', 'Direct expenses', 'Factory expenses', 'Factory overheads', 'Carriage inward', 'Freight inward', 'Job work charges', 'Processing charges', 'Consumables'] },
  { row: 'opstmt.depreciation', section: 'costs', labels: ['Depreciation', 'Depreciation and amortisation expense', 'Depreciation and amortization', 'Depreciation and amortisation', 'Depn'] },
  { row: 'opstmt.closingStockFinishedGoods', section: 'closing', labels: ['Finished goods (closing)', 'Closing stock of finished goods', 'Deduct closing stock of finished goods', 'Less closing stock of finished goods', 'Closing stock finished goods', 'Closing finished goods', 'Closing stock FG', 'Finished goods', 'Stock in trade', 'Traded goods', 'Closing stock of traded goods'], judgement: ['Inventories', 'Inventory', 'Stock in hand'] },
  { row: 'opstmt.closingStockWIP', section: 'closing', labels: ['Work in process (closing)', 'Closing stock in process', 'Deduct closing stock in process', 'Less closing stock in process', 'Closing stock of work in progress', 'Closing work in progress', 'Closing WIP', 'Stocks in process', 'Stock in process', 'Work in progress', 'Work in process', 'Semi finished goods'] },
  { row: 'opstmt.closingStockRM', section: 'closing', labels: ['Raw material (closing)', 'Closing stock of raw materials', 'Closing stock raw material', 'Closing raw material', 'Closing stock RM', 'Raw materials', 'Raw materials including stores and other items used in the process of manufacture', 'Raw material stock', 'Stock of raw materials', 'Raw materials imported', 'Raw materials indigenous', 'Closing stock of imported raw materials'] },
  { row: 'opstmt.closingStockRMImported', section: 'closing', labels: ['of which imported RM (closing)', 'of which imported raw materials'] },
  { row: 'opstmt.sellingAdmExpenses', section: 'costs', labels: ['Selling & Adm Expenses', 'Selling general and administrative expenses', 'Selling and administrative expenses', 'Administrative and selling expenses', 'Administrative expenses', 'Selling and distribution expenses', 'Establishment expenses', 'Office expenses', 'Indirect expenses', 'SG and A'], judgement: ['Other expenses'] },
  { row: 'opstmt.interestFinCharges', section: 'costs', labels: ['Interest & Fin Charges', 'Interest', 'Interest and finance charges', 'Finance costs', 'Finance cost', 'Interest and bank charges', 'Financial expenses', 'Interest on borrowings', 'Bank interest', 'Byaj', 'Interest paid'] },
  { row: 'opstmt.addOtherIncome', section: 'belowLine', labels: ['Add: Other Income', 'Other income', 'Add other non operating income', 'Other non operating income', 'Non operating income', 'Interest income', 'Miscellaneous income', 'Dividend income'] },
  { row: 'opstmt.lessOtherExpenses', section: 'belowLine', labels: ['Less: Other Expenses', 'Deduct other non operating expenses', 'Other non operating expenses', 'Non operating expenses', 'Exceptional items', 'Extraordinary items', 'Prior period items', 'Loss on sale of assets', 'Preliminary expenses written off'] },
  { row: 'opstmt.provisionForTaxes', section: 'belowLine', labels: ['Provision for taxes', 'Provision for taxation', 'Tax expense', 'Income tax', 'Taxes', 'Tax', 'Provision for income tax', 'Tax expense current and deferred', 'Current tax'] },
  { row: 'opstmt.dividendDrawings', section: 'belowLine', labels: ['Dividend / Drawings', 'Equity dividend paid', 'Equity dividend paid amount', 'Dividend paid', 'Dividend', 'Drawings', 'Proposed dividend', 'Partners drawings', 'Proprietor drawings'] },
  // ---- Assets & liabilities (Form III) ----
  { row: 'assetnliabs.consumableSpares', section: 'currentAssets', labels: ['Consumable spares', 'Other consumable spares', 'Stores and spares', 'Consumable stores', 'Stores spares and consumables'] },
  { row: 'assetnliabs.tradeDebtors6', section: 'currentAssets', labels: ['Trade debtors < 6 months', 'Receivables other than deferred and exports', 'Sundry debtors', 'Debtors', 'Book debts', 'Trade debtors', 'Debtors less than 6 months', 'Sundry debtors less than six months', 'Receivables', 'Domestic receivables', 'Bills receivable'], judgement: ['Trade receivables'] },
  { row: 'assetnliabs.exportReceivables', section: 'currentAssets', labels: ['of which export receivables', 'of which export debtors'], wholly: ['Export receivables', 'Export debtors', 'Export bills receivable'] },
  { row: 'assetnliabs.landBuilding', section: 'fixedAssets', labels: ['Land & building', 'Land and buildings', 'Land', 'Buildings', 'Factory land and building', 'Freehold land', 'Leasehold land', 'Factory building'] },
  { row: 'assetnliabs.plantMachinery', section: 'fixedAssets', labels: ['Plant & machinery', 'Plant and machinery', 'Machinery', 'Plant and equipment', 'Gross block plant and machinery'], judgement: ['Property plant and equipment', 'Tangible assets', 'Fixed assets', 'Gross block'] },
  { row: 'assetnliabs.furnitureFixturesSundries', section: 'fixedAssets', labels: ['Furniture / Fixtures / Sundries', 'Furniture and fixtures', 'Office equipment', 'Vehicles', 'Computers', 'Electrical installations', 'Other fixed assets'] },
  { row: 'assetnliabs.capitalWorkInProgress', section: 'fixedAssets', labels: ['Capital work in progress', 'Capital WIP', 'CWIP', 'Assets under construction'] },
  { row: 'assetnliabs.lessDepreciation', section: 'fixedAssets', labels: ['Less: accumulated depreciation', 'Depreciation to date', 'Accumulated depreciation', 'Less depreciation to date', 'Less accumulated depreciation', 'Depreciation reserve', 'Provision for depreciation'] },
  { row: 'assetnliabs.investmtLoanToAssociate', section: 'nonCurrentAssets', labels: ['Investment / Loan to associates', 'Investments in subsidiary companies affiliates', 'Investment in associates', 'Investment in subsidiaries', 'Loans to associates', 'Investment in group companies', 'Loans to sister concerns', 'Investment in sister concerns'] },
  { row: 'assetnliabs.expensesNotWrittenOff', section: 'nonCurrentAssets', labels: ['Expenses not written off', 'Preliminary expenses', 'Preliminary expenses not written off', 'Miscellaneous expenditure not written off', 'Intangible assets', 'Goodwill', 'Patents'] },
  { row: 'assetnliabs.profitLossAc', section: 'nonCurrentAssets', labels: ['Profit & Loss a/c (debit balance)', 'Debit balance in profit and loss account', 'Profit and loss account debit balance', 'Accumulated losses', 'Deficit in profit and loss account'] },
  { row: 'assetnliabs.deferedRevenueExpenditure', section: 'nonCurrentAssets', labels: ['Deferred revenue expenditure', 'Deferred revenue expenses', 'Deferred expenditure'] },
  { row: 'assetnliabs.wcBorrowingsFromIob', section: 'currentLiabilities', labels: ['WC borrowings – our bank', 'Short term borrowings from applicant bank', 'From applicant bank', 'Bank borrowings working capital', 'Cash credit', 'Cash credit from bank', 'CC limit', 'Working capital loan', 'Bank overdraft', 'Overdraft', 'Packing credit', 'CC account', 'Working capital borrowings'], judgement: ['Short term borrowings'] },
  { row: 'assetnliabs.wcFromBanksInstitution', section: 'currentLiabilities', labels: ['WC borrowings – other banks / institutions', 'Short term borrowings from other banks', 'From other banks', 'Short term borrowings from others', 'Working capital from other banks', 'Cash credit from other banks'] },
  { row: 'assetnliabs.sundryCreditorsTrade', section: 'currentLiabilities', labels: ['Sundry creditors – trade', 'Sundry creditors (trade)', 'Trade payables', 'Creditors for goods', 'Trade creditors', 'Sundry creditors', 'Creditors', 'Creditors for raw materials', 'Bills payable'] },
  { row: 'assetnliabs.termLoanIob', section: 'termLiabilities', labels: ['Term loan – our bank', 'Term loans from applicant bank', 'Term loan from bank', 'Term loans excluding instalments payable within one year', 'Term loans', 'Term loan', 'Secured loans term loan', 'Vehicle loans'], judgement: ['Long term borrowings', 'Secured loans'] },
  { row: 'assetnliabs.termLoanOtherBanks', section: 'termLiabilities', labels: ['Term loan – other banks', 'Term loans from other banks', 'Term loan from other banks'] },
  { row: 'assetnliabs.termLoanInstitution', section: 'termLiabilities', labels: ['Term loan – institutions', 'Term loans from financial institutions', 'Loans from financial institutions', 'Term loan from NBFC', 'Loans from NBFCs', 'Debentures', 'Debentures not maturing within one year', 'Deferred payment credits'] },
  { row: 'assetnliabs.paidUpCapital', section: 'netWorth', labels: ['Paid up capital', 'Share capital', 'Ordinary share capital', 'Equity share capital', 'Capital', 'Partners capital', 'Proprietors capital', 'Capital account', 'Issued subscribed and paid up capital'] },
  { row: 'assetnliabs.reservesSurplus', section: 'netWorth', labels: ['Reserves & surplus', 'Reserves and surplus', 'General reserve', 'Other reserves excluding provisions', 'Other reserves', 'Securities premium', 'Capital reserve', 'Share premium'] },
  { row: 'assetnliabs.profitLossAcc', section: 'netWorth', labels: ['Profit & Loss a/c (credit balance)', 'Surplus in profit and loss account', 'Surplus or deficit in profit and loss account', 'Profit and loss account', 'Balance in profit and loss account', 'Retained earnings', 'Surplus'] },
  { row: 'assetnliabs.arrearsOfDepreciation', section: 'fixedAssets', labels: ['Arrears of depreciation'] },
  { row: 'assetnliabs.contingentLiabilities', section: 'netWorth', labels: ['Contingent liabilities', 'Contingent liabilities not provided for'] },
  // ---- Other current & non-current assets and liabilities (Form III detail) ----
  { row: 'ocaocl.cashAndBankBalance', section: 'currentAssets', labels: ['Cash & bank balance', 'Cash and bank balances', 'Cash and cash equivalents', 'Cash in hand', 'Bank balances', 'Cash and bank', 'Balance with banks', 'Cash at bank', 'Rokad'] },
  { row: 'ocaocl.fixedDepositsWithBank', section: 'currentAssets', labels: ['Fixed deposits with bank', 'Fixed deposits with banks', 'FDR', 'Bank fixed deposits', 'Term deposits with banks', 'Margin money deposits'] },
  { row: 'ocaocl.advanceIncomeTaxSalesTax', section: 'currentAssets', labels: ['Advance income tax / sales tax', 'Advance payment of taxes', 'Advance tax', 'Advance tax and TDS', 'TDS receivable', 'GST input credit', 'Balance with revenue authorities', 'Income tax refund due'] },
  { row: 'ocaocl.advanceToStaffDirectors', section: 'currentAssets', labels: ['Advance to staff / directors', 'Advances to staff', 'Staff advances', 'Loans to employees', 'Advance to directors'] },
  { row: 'ocaocl.advanceToSuppliers', section: 'currentAssets', labels: ['Advance to suppliers', 'Advances to suppliers of raw materials and stores spares', 'Advance to suppliers of raw materials', 'Advances to creditors', 'Trade advances'] },
  { row: 'ocaocl.exciseCustomsTuf', section: 'currentAssets', labels: ['Excise / Customs / TUF', 'Excise duty receivable', 'Customs duty receivable', 'TUF subsidy receivable', 'Cenvat credit'] },
  { row: 'ocaocl.loansAndAdvances', section: 'currentAssets', labels: ['Loans and advances (current)', 'Short term loans and advances', 'Loans and advances', 'Advances recoverable in cash or kind', 'Prepaid expenses'] },
  { row: 'ocaocl.others', section: 'currentAssets', labels: ['Others', 'Other current assets', 'Others current assets', 'Instalments of deferred receivables due within one year', 'Current investments', 'Investments other than long term', 'Government and other trustee securities'] },
  { row: 'ocaocl.securityDepositsEbEtc', section: 'nonCurrentAssets', labels: ['Security deposits (EB etc.)', 'Security deposits', 'Electricity deposit', 'EB deposit', 'Deposits', 'Rental deposits', 'Telephone deposits'] },
  { row: 'ocaocl.loanAndAdvances', section: 'nonCurrentAssets', labels: ['Loans and advances (non current)', 'Long term loans and advances', 'Advances to suppliers of capital goods and contractors', 'Capital advances'] },
  { row: 'ocaocl.sundryDebtorsGreater6months', section: 'nonCurrentAssets', labels: ['Sundry debtors > 6 months', 'Debtors more than six months', 'Sundry debtors exceeding six months', 'Deferred receivables maturity exceeding one year', 'Debtors outstanding for more than six months'] },
  { row: 'ocaocl.investment', section: 'nonCurrentAssets', labels: ['Investment', 'Investments', 'Non current investments', 'Long term investments', 'Other investments'] },
  { row: 'ocaocl.interestAccruedOnLoans', section: 'nonCurrentAssets', labels: ['Interest accrued on loans', 'Interest accrued', 'Interest receivable'] },
  { row: 'ocaocl.othersNonCurrent', section: 'nonCurrentAssets', labels: ['Others', 'Others (non current)', 'Other non current assets', 'Other non current assets including dues from directors', 'Non consumable stores and spares', 'Deferred tax assets', 'Deferred tax asset net'] },
  { row: 'ocaocl.tlInstDueIn1YearIob', section: 'currentLiabilities', labels: ['TL instalments due in 1 year – our bank', 'Instalments of term loans due within one year', 'Current maturities of long term debt', 'Current maturities of term loans', 'Term loan instalments payable within one year', 'Deposits instalments of term loans DPGs debentures due within one year'] },
  { row: 'ocaocl.tlInstDueIn1YearBankInst', section: 'currentLiabilities', labels: ['TL instalments due in 1 year – other banks / institutions', 'Instalments of term loans due within one year other banks', 'Current maturities of loans from other banks'] },
  { row: 'ocaocl.sundryCreditorsExpenses', section: 'currentLiabilities', labels: ['Sundry creditors – expenses', 'Creditors for expenses', 'Sundry creditors for expenses', 'Creditors for services'] },
  { row: 'ocaocl.expensesPayable', section: 'currentLiabilities', labels: ['Expenses payable', 'Outstanding expenses', 'Accrued expenses', 'Salary payable', 'Other statutory liabilities due within one year', 'Statutory dues', 'Statutory liabilities', 'Duties and taxes'] },
  { row: 'ocaocl.provisionForTaxEtc', section: 'currentLiabilities', labels: ['Provision for tax etc.', 'Provisions for taxation', 'Provision for taxation', 'Provision for income tax', 'Income tax payable', 'Provision for tax', 'Dividend payable'], judgement: ['Short term provisions', 'Provisions'] },
  { row: 'ocaocl.othersCurrentLiabilities', section: 'currentLiabilities', labels: ['Others', 'Others (current liabilities)', 'Other current liabilities', 'Other current liabilities and provisions due within one year', 'Other liabilities', 'Other payables'] },
  { row: 'ocaocl.advancesFromCustomers', section: 'currentLiabilities', labels: ['of which advances from customers / deposits from dealers', 'of which advances from customers'], wholly: ['Advance payments from customers deposits from dealers', 'Advances from customers', 'Customer advances', 'Deposits from dealers', 'Advance received from customers'] },
  { row: 'ocaocl.unsecuredLoanPromotors', section: 'termLiabilities', labels: ['Unsecured loans – promoters (quasi equity)', 'Unsecured loans from promoters', 'Unsecured loans from directors', 'Loans from directors', 'Unsecured loans', 'Loans from partners', 'Loans from relatives', 'Quasi equity', 'Subordinated loans from promoters'] },
  { row: 'ocaocl.deferredTax', section: 'termLiabilities', labels: ['Deferred tax liability', 'Deferred tax liabilities net', 'Deferred tax', 'DTL'] },
  { row: 'ocaocl.securityDeposit', section: 'termLiabilities', labels: ['Security deposits (received)', 'Security deposits received', 'Deposits from customers', 'Dealer deposits', 'Term deposits repayable after one year', 'Other term liabilities', 'Other long term liabilities', 'Long term provisions'] },
  { row: 'ocaocl.revaluationReserve', section: 'netWorth', labels: ['Revaluation reserve', 'Revaluation reserves', 'Reserve on revaluation of assets'] },
];

/** The section of each input row. */
export const SECTION_OF_ROW: ReadonlyMap<string, Section> = new Map(LABEL_DICTIONARY.map((e) => [e.row, e.section]));

/** Labels of lines mapped through rather than onto a row (consumption) or only checked (changes in inventories). */
export const SPECIAL_LABELS: Readonly<Record<SpecialTarget, readonly string[]>> = {
  consumptionRM: [
    'Raw materials consumed',
    'Raw materials consumed imported',
    'Raw materials consumed indigenous',
    'Cost of materials consumed',
    'Raw material consumption',
    'Consumption of raw materials',
    'Materials consumed',
    'Raw materials including stores and other items used in the process of manufacture imported',
    'Raw materials including stores and other items used in the process of manufacture indigenous',
  ],
  changesInInventories: [
    'Changes in inventories of finished goods work in progress and stock in trade',
    'Changes in inventories',
    'Increase decrease in stocks',
    'Increase or decrease in inventories',
    '(Increase) / decrease in stock',
  ],
};

/** Headings that open a section (and carry no figure of their own). */
export const SECTION_HEADINGS: Readonly<Record<Section, readonly string[]>> = {
  sales: ['Gross sales', 'Income', 'Revenue', 'Sales', 'Net sales', 'Revenue from operations'],
  costs: ['Cost of sales', 'Expenses', 'Expenditure', 'Cost of production', 'Manufacturing expenses'],
  opening: ['Opening stock', 'Opening stocks', 'Add opening stock', 'Opening inventory'],
  closing: ['Closing stock', 'Closing stocks', 'Deduct closing stock', 'Less closing stock', 'Inventory', 'Inventories', 'Stocks'],
  belowLine: ['Non operating income and expenses', 'Other income and expenses'],
  currentAssets: ['Current assets', 'Current assets loans and advances', 'Other current assets'],
  fixedAssets: ['Fixed assets', 'Gross block', 'Property plant and equipment', 'Tangible assets'],
  nonCurrentAssets: ['Non current assets', 'Other non current assets', 'Intangible assets'],
  currentLiabilities: ['Current liabilities', 'Current liabilities and provisions', 'Short term borrowings from banks'],
  termLiabilities: ['Term liabilities', 'Non current liabilities', 'Long term liabilities', 'Deferred liabilities'],
  netWorth: ['Net worth', 'Shareholders funds', 'Capital and reserves', 'Equity and liabilities', 'Owners funds'],
};

/**
 * Labels of lines that are totals or results in a source, skipped with the reason "total" (the arithmetic
 * check in `proposal.ts` also finds totals no label names).
 */
export const TOTAL_LABELS: readonly string[] = [
  'Total',
  'Sub total',
  'Grand total',
  'Net sales',
  'Total sales',
  'Total income',
  'Total revenue',
  'Total expenses',
  'Total expenditure',
  'Cost of sales',
  'Cost of production',
  'Total cost of sales',
  'Gross profit',
  'Operating profit',
  'Operating profit before interest',
  'Operating profit after interest',
  'Profit before tax',
  'Profit before taxation',
  'PBT',
  'Profit after tax',
  'PAT',
  'Net profit',
  'Net profit loss',
  'Profit for the year',
  'Profit for the period',
  'Retained profit',
  'EBITDA',
  'PBDIT',
  'Cash accruals',
  'Net of other non operating income expenses',
  'Total current assets',
  'Total current liabilities',
  'Total term liabilities',
  'Total outside liabilities',
  'Net worth',
  'Tangible net worth',
  'Total liabilities',
  'Total assets',
  'Net block',
  'Total other non current assets',
  'Net working capital',
  'Total liabilities and net worth',
  'Total equity and liabilities',
  'Total fixed assets',
  'Total inventories',
  'Total stocks',
];

/** Labels of lines that are no input of CreditGrid: ratios and rates, and duties netted off sales. */
export const NOT_INPUT_LABELS: readonly string[] = [
  'Percentage rise or fall in net sales',
  'Rise fall in net sales',
  'Retained profit net profit percentage',
  'Dividend rate',
  'Rate of dividend',
  'Dividend rate percentage',
  'Current ratio',
  'Debt equity ratio',
  'TOL TNW',
  'Gross profit margin',
  'Net profit margin',
  'Percentage',
  'Less excise duty',
  'Excise duty',
  'GST on sales',
];
