/**
 * Tally's books as an import reads them (docs/import.md "Tally"): the parsed content of the XML files a user
 * saves from Tally (Trial Balance, masters, and optionally Profit & Loss, Balance Sheet and Stock Summary),
 * merged into one JSON-storable value. Amounts are exact decimal strings in rupees.
 */

/** One Trial Balance line: a ledger (or, in a condensed TB, a group) and its closing balance, debit positive. */
export interface TrialBalanceLine {
  readonly name: string;
  /** Closing balance in rupees, debit positive and credit negative ("-12500.00" is a credit of ₹12,500). */
  readonly balance: string;
}

/** A group or ledger master: its name, its parent group (null for a primary one) and Tally's reserved name, if any. */
export interface TallyMaster {
  readonly name: string;
  readonly parent: string | null;
  /** Tally's RESERVEDNAME ("Sundry Debtors"): set on Tally's own groups, blank on a user's ("East Drs"). */
  readonly reserved: string | null;
}

/** One stock group (or item) of the Stock Summary with its closing value in rupees. */
export interface StockLine {
  readonly name: string;
  readonly value: string;
}

/** Everything read from one import's Tally files. */
export interface TallyBooks {
  readonly trialBalance: readonly TrialBalanceLine[];
  readonly groups: readonly TallyMaster[];
  readonly ledgers: readonly TallyMaster[];
  /** The Stock Summary's closing values, when one was given. */
  readonly stock: readonly StockLine[] | null;
  /** The Profit & Loss export's net profit in rupees (a loss negative), when one was given. */
  readonly netProfit: string | null;
  /** The closing stock the Profit & Loss or Balance Sheet export shows, when one was given. */
  readonly closingStock: string | null;
  /** The file names, in the order given. */
  readonly files: readonly string[];
}

/** A drafted Tally import as stored: the books and the year their Trial Balance closes (`?year=`). */
export interface TallyDraft {
  readonly books: TallyBooks;
  readonly year: number;
}
