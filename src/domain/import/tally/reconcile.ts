/**
 * The reconciliations of a Tally import (docs/import.md "Tally"), each with its amounts: the Trial Balance's
 * debits equal its credits; what is mapped equals the Trial Balance's total on each side; the Profit & Loss
 * export's net profit equals the year's profit (the movement in the Profit & Loss A/c); the closing stock it
 * shows equals the Stock Summary's. A failed one blocks the accept unless the analyst overrides it with a
 * note. Suspense A/c and Branch/Divisions ledgers block it until the analyst clears each (a row or skip).
 */
import { Dec } from '../../money';
import type { ImportCheck, ProposedLine } from '../types';
import type { TallyBooks } from './books';
import type { TallyLedgerLine } from './ledger-lines';
import { drCr } from './ledger-lines';
import { GROUP_RULES } from './rules';

/** The names of the reconciliations (the keys an override names). */
export const TALLY_CHECKS = {
  balanced: 'debits = credits',
  mapped: 'mapped = trial balance',
  profit: 'net profit = P&L A/c movement',
  stock: 'closing stock = Stock Summary',
  cleared: 'suspense and branch ledgers cleared',
} as const;

const money = (d: Dec): string => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(d.toFixed(2) as unknown as number);

interface Inputs {
  readonly ledgers: readonly TallyLedgerLine[];
  readonly lines: readonly ProposedLine[];
  readonly books: TallyBooks;
  /** The year's profit and the Stock Summary's closing stock, in rupees. */
  readonly profit: Dec;
  readonly closingStock: Dec;
  readonly overrides: ReadonlyMap<string, string> | undefined;
}

/** A reconciliation: blocking while it fails, unless overridden with a note. */
function reconciliation(name: string, ok: boolean, detail: string, overrides: ReadonlyMap<string, string> | undefined): ImportCheck {
  const note = ok ? undefined : overrides?.get(name);
  return { name, ok, detail, blocking: !ok && note === undefined, overridable: true, ...(note === undefined ? {} : { override: note }) };
}

/** Tally's own checks, before the shared ones. */
export function tallyChecks({ ledgers, lines, books, profit, closingStock, overrides }: Inputs): ImportCheck[] {
  const counted = ledgers.filter((l) => !l.subtotal);
  const debit = counted.filter((l) => l.balance.isPositive()).reduce((s, l) => s.plus(l.balance), new Dec(0));
  const credit = counted.filter((l) => l.balance.isNegative()).reduce((s, l) => s.minus(l.balance), new Dec(0));
  const checks: ImportCheck[] = [
    reconciliation(
      TALLY_CHECKS.balanced,
      debit.equals(credit),
      debit.equals(credit)
        ? `Σ Dr ${money(debit)} = Σ Cr ${money(credit)}`
        : `Σ Dr ${money(debit)} ≠ Σ Cr ${money(credit)}: the Trial Balance differs by ${drCr(debit.minus(credit))}`,
      overrides,
    ),
  ];
  // A ledger counts as mapped when its line writes a row; the Profit & Loss A/c line stands for its ledger.
  const mappedIds = new Set(lines.filter((l) => l.kind === 'row' && l.row !== null).map((l) => l.id));
  const isMapped = (l: TallyLedgerLine) => mappedIds.has(l.id) || (l.place.reservedGroup === 'Profit & Loss A/c' && mappedIds.has('PL'));
  const mappedDr = counted.filter((l) => l.balance.isPositive() && isMapped(l)).reduce((s, l) => s.plus(l.balance), new Dec(0));
  const mappedCr = counted.filter((l) => l.balance.isNegative() && isMapped(l)).reduce((s, l) => s.minus(l.balance), new Dec(0));
  const mappedOk = mappedDr.equals(debit) && mappedCr.equals(credit);
  checks.push(
    reconciliation(
      TALLY_CHECKS.mapped,
      mappedOk,
      `mapped Dr ${money(mappedDr)} of ${money(debit)}, Cr ${money(mappedCr)} of ${money(credit)}${mappedOk ? '' : `: ${counted.filter((l) => !isMapped(l) && !l.balance.isZero()).length} ledgers not mapped`}`,
      overrides,
    ),
  );
  if (books.netProfit !== null) {
    const stated = new Dec(books.netProfit);
    const ok = stated.equals(profit);
    checks.push(
      reconciliation(
        TALLY_CHECKS.profit,
        ok,
        `${ok ? '' : 'differs: '}the Profit & Loss shows net profit ${money(stated)}; the ledgers give ${money(profit)} (the movement in the Profit & Loss A/c)`,
        overrides,
      ),
    );
  }
  if (books.closingStock !== null && books.stock !== null) {
    const stated = new Dec(books.closingStock).abs();
    const ok = stated.equals(closingStock);
    checks.push(
      reconciliation(
        TALLY_CHECKS.stock,
        ok,
        `${ok ? '' : 'differs: '}the statements show closing stock ${money(stated)}; the Stock Summary totals ${money(closingStock)}`,
        overrides,
      ),
    );
  } else if (books.stock === null && counted.some((l) => l.place.reservedGroup === 'Stock-in-Hand')) {
    checks.push({
      name: TALLY_CHECKS.stock,
      ok: false,
      detail: 'no Stock Summary: the closing stock is unknown, so the profit and the balance sheet leave it out; add the Stock Summary',
    });
  }
  const open = lines.filter(
    (l) =>
      l.kind === 'unmatched' &&
      l.ledger?.reservedGroup &&
      l.ledger.reservedGroup in GROUP_RULES &&
      GROUP_RULES[l.ledger.reservedGroup as keyof typeof GROUP_RULES].blocks,
  );
  checks.push({
    name: TALLY_CHECKS.cleared,
    ok: open.length === 0,
    ...(open.length > 0 ? { blocking: true } : {}),
    detail:
      open.length === 0
        ? 'no Suspense A/c or Branch/Divisions balance is left'
        : `${open.map((l) => `${l.label} (${l.ledger!.reservedGroup}) ${l.cells[Object.keys(l.cells)[0]!]!.text}`).join(', ')}: clear each (choose a row or skip) before accepting`,
  });
  return checks;
}
