/** The Trial Balance's lines placed in their groups, and Tally's way of writing a balance. */
import { Dec } from '../../money';
import type { TallyBooks } from './books';
import type { LedgerPlace } from './groups';
import { groupResolver } from './groups';

/** An amount in rupees as Tally's reports write it: "12,500.00 Dr". */
export function drCr(balance: Dec): string {
  return `${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(balance.abs().toFixed(2) as unknown as number)} ${balance.isNegative() ? 'Cr' : 'Dr'}`;
}

/** A Trial Balance line as the proposal sees it: its place, its rule, its balance (debit positive). */
export interface TallyLedgerLine {
  readonly id: string;
  readonly name: string;
  readonly place: LedgerPlace;
  readonly balance: Dec;
  /** A group's total in an exploded Trial Balance that also lists its ledgers: shown, not counted. */
  readonly subtotal: boolean;
}

/** The Trial Balance's lines with their places; a group line whose ledgers are listed too is a subtotal. */
export function ledgerLines(books: TallyBooks): TallyLedgerLine[] {
  const resolve = groupResolver(books);
  const placed = books.trialBalance.map((t, i) => ({ id: `L${i + 1}`, name: t.name, place: resolve(t.name), balance: new Dec(t.balance).plus(0) }));
  const above = new Set(placed.flatMap((l) => l.place.ancestors));
  const groups = new Set(books.groups.map((g) => g.name));
  return placed.map((l) => ({ ...l, subtotal: (groups.has(l.name) || l.place.group === l.name) && above.has(l.name) }));
}
