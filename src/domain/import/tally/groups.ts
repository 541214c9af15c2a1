import type { TallyBooks } from './books';

/**
 * Tally's reserved (predefined) groups, as Tally names them. A ledger is resolved to the nearest of these
 * above it (docs/import.md "Tally"); the masters' RESERVEDNAME marks them too, so a renamed reserved group
 * ("Debtors" with RESERVEDNAME "Sundry Debtors") resolves by its reserved name.
 */
export const RESERVED_GROUPS = [
  'Capital Account',
  'Reserves & Surplus',
  'Loans (Liability)',
  'Secured Loans',
  'Unsecured Loans',
  'Bank OD A/c',
  'Current Liabilities',
  'Sundry Creditors',
  'Duties & Taxes',
  'Provisions',
  'Fixed Assets',
  'Investments',
  'Current Assets',
  'Stock-in-Hand',
  'Sundry Debtors',
  'Cash-in-Hand',
  'Bank Accounts',
  'Deposits (Asset)',
  'Loans & Advances (Asset)',
  'Sales Accounts',
  'Purchase Accounts',
  'Direct Expenses',
  'Direct Incomes',
  'Indirect Expenses',
  'Indirect Incomes',
  'Misc. Expenses (ASSET)',
  'Suspense A/c',
  'Branch / Divisions',
  'Profit & Loss A/c',
] as const;
export type ReservedGroup = (typeof RESERVED_GROUPS)[number];

/** A group name folded for comparison: case, spaces, dots and "and"/"&" ("Stock-in-hand", "Bank OD A/c", "Branch/Divisions"). */
export const foldGroupName = (name: string): string =>
  name
    .toLowerCase()
    .replace(/\band\b/g, '&')
    .replace(/[\s.\-/()]+/g, '');

const RESERVED_BY_FOLD = new Map<string, ReservedGroup>([
  ...RESERVED_GROUPS.map((g) => [foldGroupName(g), g] as const),
  // Tally's alternative spellings.
  [foldGroupName('Bank OCC A/c'), 'Bank OD A/c'],
  [foldGroupName('Profit & Loss Account'), 'Profit & Loss A/c'],
]);

/** The reserved group a name or RESERVEDNAME stands for, or null. */
export function reservedGroupOf(name: string | null): ReservedGroup | null {
  return name === null ? null : (RESERVED_BY_FOLD.get(foldGroupName(name)) ?? null);
}

/** Where a ledger stands: its own group and the reserved group above it (null when the walk finds none). */
export interface LedgerPlace {
  readonly group: string | null;
  readonly reservedGroup: ReservedGroup | null;
  /** Every group above the name, nearest first, up to a primary group. */
  readonly ancestors: readonly string[];
}

/**
 * Resolves names to their reserved groups by walking PARENT up the masters to the nearest group with a
 * RESERVEDNAME (or a reserved group's own name). A loop in the masters ends the walk with no reserved group.
 * A name that is itself a reserved group (a condensed Trial Balance's line) resolves to it.
 */
export function groupResolver(books: Pick<TallyBooks, 'groups' | 'ledgers'>): (name: string) => LedgerPlace {
  const groups = new Map(books.groups.map((g) => [g.name, g]));
  const ledgers = new Map(books.ledgers.map((l) => [l.name, l]));
  /** The groups from `name` up (itself first), stopping at a loop. */
  const chain = (name: string | null): string[] => {
    const out: string[] = [];
    for (let at = name; at !== null && !out.includes(at); at = groups.get(at)?.parent ?? null) {
      out.push(at);
    }
    return out;
  };
  const reservedIn = (names: readonly string[]): ReservedGroup | null => {
    for (const at of names) {
      const reserved = reservedGroupOf(groups.get(at)?.reserved ?? null) ?? reservedGroupOf(at);
      if (reserved) {
        return reserved;
      }
    }
    return null;
  };
  return (name) => {
    const ledger = ledgers.get(name);
    if (ledger) {
      const ancestors = chain(ledger.parent);
      return {
        group: ledger.parent,
        reservedGroup: reservedGroupOf(ledger.reserved) ?? (ledger.parent === null ? reservedGroupOf(name) : reservedIn(ancestors)),
        ancestors,
      };
    }
    if (groups.has(name) || reservedGroupOf(name)) {
      const up = chain(name);
      return { group: name, reservedGroup: reservedIn(up), ancestors: up.slice(1) };
    }
    return { group: null, reservedGroup: null, ancestors: [] };
  };
}
