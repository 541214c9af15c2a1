/**
 * The figures and checks of an import proposal (docs/import.md): lines added up per row and year, consumption
 * mapped through to purchases, opening stocks taken from the year before, and the checks shown before the
 * accept — balance sheet tallies, the source's own totals, changes in inventories, the unit, the periods, and
 * the figures a year already holds (old → new).
 */
import type { AnyMetricId } from '../formula';
import type { CompanyInputs, InputScreenId } from '../model';
import { companyResolver, splitId, toPlain } from '../model';
import { Dec } from '../money';
import { financialYearLabel } from '../periods';
import type { PeriodKind } from '../periods';
import { DEFAULT_SETTINGS } from '../settings';
import type { SourceUnit } from './headings';
import { lineWorking, roundedCheck } from './in-unit';
import { normaliseLabel } from './normalise';
import type { FigureSource, ImportCheck, Proposal, ProposalContext, ProposedLine } from './types';
import { figureKey } from './types';

/** Source totals compared with the analysis's own computation of the same figure. */
const TOTAL_CHECKS: ReadonlyMap<string, AnyMetricId> = new Map(
  (
    [
      ['Total sales', 'opstmt.totalSales'],
      ['Net sales', 'opstmt.totalSales'],
      ['Profit before tax', 'opstmt.profitBeforeTax'],
      ['Net profit', 'opstmt.netProfitAfterTaxLoss'],
      ['Profit after tax', 'opstmt.netProfitAfterTaxLoss'],
      ['Total current assets', 'assetnliabs.totalCurrentAssets'],
      ['Total assets', 'assetnliabs.totalAssets'],
      ['Net worth', 'assetnliabs.netWorth'],
      ['Total liabilities', 'assetnliabs.totalLiab'],
    ] as const
  ).map(([label, id]) => [normaliseLabel(label), id]),
);

const STOCKS = ['RM', 'WIP', 'FinishedGoods'] as const;

interface Extra {
  unit: SourceUnit | null;
  years: readonly { column: string; year: number; kind: PeriodKind | null }[];
  inexact: readonly string[];
  ctx: ProposalContext;
}

type Figures = Map<number, Map<string, { amount: Dec; lines: string[]; working: string[] }>>;

function addFigure(figures: Figures, year: number, row: string, amount: Dec, line: string, working: string): void {
  const byRow = figures.get(year) ?? new Map<string, { amount: Dec; lines: string[]; working: string[] }>();
  figures.set(year, byRow);
  const cur = byRow.get(row);
  byRow.set(
    row,
    cur ? { amount: cur.amount.plus(amount), lines: [...cur.lines, line], working: [...cur.working, working] } : { amount, lines: [line], working: [working] },
  );
}

/** Completes a proposal: figures per row and year, and every check. */
export function importChecks(lines: readonly ProposedLine[], extra: Extra): Proposal {
  const { ctx } = extra;
  const figures: Figures = new Map();
  const checks: ImportCheck[] = [];
  for (const l of lines) {
    if (l.kind === 'row' && l.row !== null) {
      for (const row of l.ofWhich === undefined ? [l.row] : [l.row, l.ofWhich]) {
        for (const [year, amount] of Object.entries(l.amounts)) {
          addFigure(figures, Number(year), row, new Dec(amount), l.id, lineWorking(l, year, amount));
        }
      }
    }
  }
  const sourceHas = (year: number, row: string) => figures.get(year)?.get(row)?.amount;
  const stockOf = (year: number, row: string): Dec | undefined => {
    const have = sourceHas(year, row) ?? ctx.existing(year)?.opstmt[splitId(row as AnyMetricId)[1]];
    return have === undefined ? undefined : new Dec(have);
  };
  // Opening stocks of a year are the closing stocks of the year before, where the source gives no opening line.
  for (const year of [...figures.keys()].sort()) {
    for (const s of STOCKS) {
      const closingBefore = sourceHas(year - 1, `opstmt.closingStock${s}`);
      if (closingBefore !== undefined && sourceHas(year, `opstmt.openingStock${s}`) === undefined) {
        addFigure(
          figures,
          year,
          `opstmt.openingStock${s}`,
          closingBefore,
          `closing ${year - 1}`,
          `closing stock of ${financialYearLabel(year - 1)} ${closingBefore.toString()}`,
        );
      }
    }
  }
  // Consumption → purchases = consumption + closing − opening, per year.
  const consumption = new Map<number, { amount: Dec; lines: string[] }>();
  for (const l of lines.filter((x) => x.kind === 'consumption')) {
    for (const [year, amount] of Object.entries(l.amounts)) {
      const cur = consumption.get(Number(year));
      consumption.set(Number(year), { amount: (cur?.amount ?? new Dec(0)).plus(amount), lines: [...(cur?.lines ?? []), l.id] });
    }
  }
  for (const [year, c] of [...consumption].sort((a, b) => a[0] - b[0])) {
    const closing = stockOf(year, 'opstmt.closingStockRM') ?? new Dec(0);
    const opening = sourceHas(year, 'opstmt.openingStockRM') ?? (ctx.existing(year - 1) ? stockOf(year - 1, 'opstmt.closingStockRM') : undefined);
    if (opening === undefined) {
      checks.push({
        name: `opening stock ${year}`,
        ok: false,
        detail: `${financialYearLabel(year)}: the opening stock of raw material is neither in the source nor in the analysis; purchases are left out until it is entered`,
      });
      continue;
    }
    const purchases = c.amount.plus(closing).minus(opening);
    for (const line of c.lines) {
      addFigure(figures, year, 'opstmt.purchaseRM', new Dec(0), line, '');
    }
    const byRow = figures.get(year)!;
    const cur = byRow.get('opstmt.purchaseRM')!;
    byRow.set('opstmt.purchaseRM', {
      amount: cur.amount.plus(purchases),
      lines: cur.lines,
      working: [
        ...cur.working.filter((w) => w !== ''),
        `consumption ${c.amount.toString()} + closing stock ${closing.toString()} − opening stock ${opening.toString()} = ${purchases.toString()}`,
      ],
    });
  }
  const amounts = new Map<number, Partial<Record<InputScreenId, Record<string, number>>>>();
  const sources = new Map<string, FigureSource>();
  for (const [year, byRow] of figures) {
    const statements: Partial<Record<InputScreenId, Record<string, number>>> = {};
    for (const [row, f] of byRow) {
      const [screen, key] = splitId(row as AnyMetricId) as [InputScreenId, string];
      (statements[screen] ??= {})[key] = f.amount.toNumber();
      sources.set(figureKey(year, row), { lines: f.lines, working: f.working.filter((w) => w !== '').join(' + ') });
    }
    amounts.set(year, statements);
  }
  checks.push(...sourceChecks(lines, amounts, extra));
  const withOld = lines.map((l) => {
    if (l.row === null || l.kind !== 'row') {
      return l;
    }
    const [screen, key] = splitId(l.row as AnyMetricId) as [InputScreenId, string];
    const old = Object.fromEntries(
      Object.keys(l.amounts).flatMap((y) => {
        const was = ctx.existing(Number(y))?.[screen]?.[key];
        const now = amounts.get(Number(y))?.[screen]?.[key];
        return was !== undefined && was !== 0 && was !== now ? [[y, was]] : [];
      }),
    );
    return Object.keys(old).length > 0 ? { ...l, old } : l;
  });
  const replaced = withOld.filter((l) => l.old).length;
  checks.push({
    name: 'replaces',
    ok: true,
    detail: replaced === 0 ? 'no figure the analysis holds changes' : `${replaced} lines change figures the analysis holds (old → new on each)`,
  });
  return { unit: extra.unit, years: extra.years, lines: withOld, figures: { amounts, sources }, checks };
}

/** The checks computed on the merged figures: tallies, source totals, changes in inventories, unit and periods. */
function sourceChecks(
  lines: readonly ProposedLine[],
  amounts: Map<number, Partial<Record<InputScreenId, Record<string, number>>>>,
  extra: Extra,
): ImportCheck[] {
  const { ctx } = extra;
  const checks: ImportCheck[] = [];
  const merged = (year: number): CompanyInputs => {
    const base = ctx.existing(year) ?? { opstmt: {}, assetnliabs: {}, ocaocl: {} };
    const add = amounts.get(year) ?? {};
    return { opstmt: { ...base.opstmt, ...add.opstmt }, assetnliabs: { ...base.assetnliabs, ...add.assetnliabs }, ocaocl: { ...base.ocaocl, ...add.ocaocl } };
  };
  for (const [year, statements] of [...amounts].sort((a, b) => a[0] - b[0])) {
    if (statements.assetnliabs || statements.ocaocl) {
      const diff = toPlain(companyResolver(merged(year), DEFAULT_SETTINGS)('assetnliabs.differenceIfAny'));
      checks.push({
        name: `tally ${year}`,
        ok: diff === 0,
        detail: diff === 0 ? `${financialYearLabel(year)}: the balance sheet tallies` : `${financialYearLabel(year)}: assets − liabilities = ${String(diff)}`,
      });
    }
  }
  for (const l of lines.filter((x) => x.kind === 'total' || x.kind === 'inventoryChange')) {
    for (const [y, amount] of Object.entries(l.amounts)) {
      const resolve = companyResolver(merged(Number(y)), DEFAULT_SETTINGS);
      let computed: number | null;
      if (l.kind === 'inventoryChange') {
        const o = merged(Number(y)).opstmt;
        const v = (k: string) => new Dec(o[k] ?? 0);
        computed = v('openingStockFinishedGoods').plus(v('openingStockWIP')).minus(v('closingStockFinishedGoods')).minus(v('closingStockWIP')).toNumber();
      } else {
        const id = l.total === undefined ? undefined : TOTAL_CHECKS.get(normaliseLabel(l.total));
        if (id === undefined) {
          continue;
        }
        computed = toPlain(resolve(id)) as number | null;
      }
      checks.push({
        name: `${l.label} ${y}`,
        ok: computed === amount,
        detail:
          computed === amount
            ? `${l.label}: the mapped figures give the source's ${String(amount)}`
            : `${l.label}: the source says ${String(amount)}, the mapped figures give ${String(computed)}`,
      });
    }
  }
  checks.push(
    extra.inexact.length > 0
      ? {
          name: 'unit',
          ok: false,
          blocking: true,
          roundable: true,
          detail: `${extra.inexact.length} figures need more than 2 decimals in the analysis's unit (e.g. ${extra.inexact[0]}): change the analysis's unit, or round them to 2 decimals`,
        }
      : (roundedCheck(lines) ?? {
          name: 'unit',
          ok: true,
          detail: extra.unit ? `the source is in ${extra.unit.name}, converted exactly` : "the source names no unit: taken as the analysis's unit",
        }),
  );
  const missing = extra.years.filter((y) => ctx.existing(y.year) === undefined).map((y) => y.year);
  checks.push({
    name: 'periods',
    ok: missing.length === 0,
    detail:
      missing.length === 0
        ? 'every year of the source is a period of the analysis'
        : `${[...new Set(missing)].map(financialYearLabel).join(', ')} not in the analysis: add them as periods, or their figures are left out`,
  });
  return checks;
}
