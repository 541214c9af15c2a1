import type ExcelJS from 'exceljs';
import { assetBlockOf } from '../contract/projections';
import { analysisResolvers } from '../domain/analysis';
import type { MetricId } from '../domain/formula';
import { financialYearOf, monthIndexOf } from '../domain/loans/term-loan';
import { rowOf } from '../domain/model';
import { Dec, ZERO } from '../domain/money';
import { periodLabel, previousPeriodIndex } from '../domain/periods';
import { FIXED_ASSET_ROWS, PROJECTED_KINDS } from '../domain/projections/drivers';
import { fixedAssetSchedule, monthsInUse } from '../domain/projections/fixed-assets';
import type { AssetBlock } from '../domain/projections/fixed-assets';
import type { AnalysisDocument } from './report';
import { FORMATS, columnLetter } from './xlsx-cells';
import { addPrintedSheet, sheetCell } from './xlsx-layout';

/** A block's lines per period, in order, under its parameters and additions. */
const LINES = [
  ['openingGross', 'Opening gross block'],
  ['added', 'Additions put to use'],
  ['closingGross', 'Closing gross block'],
  ['openingAccumulated', 'Opening accumulated depreciation'],
  ['depreciation', 'Depreciation'],
  ['accumulated', 'Accumulated depreciation'],
  ['cwip', 'Capital work in progress (spent, not yet put to use)'],
] as const;
type Line = (typeof LINES)[number][0];
/** The totals over the blocks that the statements read. */
const TOTALS = [
  ['depreciation', 'Depreciation, all blocks'],
  ['accumulated', 'Accumulated depreciation, all blocks'],
  ['cwip', 'Capital work in progress, all blocks'],
] as const;
type Total = (typeof TOTALS)[number][0];

/** Where company `c`'s fixed-asset schedule sits on its sheet, and from which period it runs. */
export interface FixedAssetLayout {
  readonly sheet: string;
  /** The first period the schedule covers: the first projected one with a fixed-asset row on `schedule`. */
  readonly start: number;
  /** The column of period `p` (p ≥ start). */
  readonly column: (p: number) => string;
  readonly blocks: readonly {
    readonly block: AssetBlock;
    readonly title: number;
    readonly additions: number;
    readonly lines: Readonly<Record<Line, number>>;
  }[];
  readonly totals: Readonly<Record<Total, number>>;
}

/** The fixed-asset rows the `schedule` method fills from the blocks, as the projection has them. */
const FIXED_ASSET_SET = new Set<string>(FIXED_ASSET_ROWS);

/**
 * The layout of company `c`'s Fixed assets sheet, or `null` when it has no blocks or no fixed-asset row on
 * `schedule`. Like `projectCompany`, the schedule starts in the first projected period that reads it.
 */
export function fixedAssetLayout(doc: AnalysisDocument, c: number): FixedAssetLayout | null {
  const blocks = (doc.companies[c]!.fixedAssets ?? []).map(assetBlockOf);
  const { periods } = doc.inputs;
  const start = periods.findIndex(
    (period) =>
      PROJECTED_KINDS.includes(period.kind) &&
      Object.entries(doc.drivers?.[c]?.[String(period.year)] ?? {}).some(([id, d]) => d?.method === 'schedule' && FIXED_ASSET_SET.has(id)),
  );
  if (blocks.length === 0 || start < 0) {
    return null;
  }
  let row = 6;
  const placed = blocks.map((block) => {
    const title = row;
    const additions = title + 4;
    const first = additions + block.additions.length;
    row = first + LINES.length + 1;
    return { block, title, additions, lines: Object.fromEntries(LINES.map(([key], i) => [key, first + i])) as Record<Line, number> };
  });
  const totals = Object.fromEntries(TOTALS.map(([key], i) => [key, row + i])) as Record<Total, number>;
  return { sheet: `Fixed assets ${c + 1}`, start, column: (p) => columnLetter(3 + p - start), blocks: placed, totals };
}

/**
 * The live formula of company `c`'s fixed-asset input `id` on `schedule` in period `p`, over its Fixed
 * assets sheet, rounded to paise as `projectCompany` rounds it; `undefined` for any other row.
 * Depreciation, accumulated depreciation and capital work in progress are the blocks' totals; a gross-block
 * row is its block's closing gross block, or last year's figure when no block sits on it.
 */
export function fixedAssetFormula(doc: AnalysisDocument, c: number, p: number, id: MetricId, paise: (x: string) => string): string | undefined {
  if (!FIXED_ASSET_SET.has(id)) {
    return undefined;
  }
  const layout = fixedAssetLayout(doc, c);
  const earlier = previousPeriodIndex(doc.inputs.periods, p);
  const lastYear = earlier === null ? '0' : sheetCell(doc, id, c, earlier);
  const at = (row: number) => `'${layout!.sheet}'!${layout!.column(p)}${row}`;
  const total = { 'opstmt.depreciation': 'depreciation', 'assetnliabs.lessDepreciation': 'accumulated', 'assetnliabs.capitalWorkInProgress': 'cwip' } as const;
  if (id in total) {
    return layout === null ? '0' : paise(at(layout.totals[total[id as keyof typeof total]]));
  }
  const block = layout?.blocks.find((b) => `assetnliabs.${b.block.row}` === id);
  return block === undefined ? lastYear : paise(at(block.lines.closingGross));
}

/**
 * Adds a "Fixed assets n" sheet for each company whose fixed-asset rows are on `schedule` (loans-and-projections
 * §8): per block its method (slm or wdv), rate and opening accumulated depreciation, its additions (amount
 * live; the year spent and the month put to use fix which period each falls in), then per period from the
 * first scheduled one: opening and closing gross block, opening and closing accumulated depreciation, the
 * depreciation (the opening base × rate × months ÷ 12, SLM on gross, WDV on gross less accumulated, plus each
 * addition put to use in the period × rate × its months in use ÷ 12; SLM stops at the 5 % residual) and
 * capital work in progress; then the totals the statements read. Every figure is a formula caching the
 * app's value (`fixedAssetSchedule`).
 */
export function addFixedAssetSheets(workbook: ExcelJS.Workbook, doc: AnalysisDocument): void {
  const { periods } = doc.inputs;
  const resolvers = analysisResolvers(doc.inputs, doc.settings);
  doc.companies.forEach((company, c) => {
    const layout = fixedAssetLayout(doc, c);
    if (layout === null) {
      return;
    }
    const { start, column } = layout;
    const covered = periods.flatMap((period, j) => (j >= start ? [{ year: period.year, months: doc.inputs.months?.[j] ?? 12, j }] : []));
    const earlier = previousPeriodIndex(periods, start);
    const openingOf = (row: string): Dec => {
      const v = earlier === null ? null : resolvers[c]![earlier]!(`assetnliabs.${row}` as MetricId);
      return v instanceof Dec ? v : ZERO;
    };
    const schedule = fixedAssetSchedule(
      layout.blocks.map((b) => b.block),
      covered,
      (row) => openingOf(row),
    );
    const sheet = addPrintedSheet(workbook, layout.sheet);
    sheet.getCell('A1').value = `Fixed-asset and depreciation schedule — ${company.name}`;
    sheet.getCell('A1').font = { bold: true, size: 13 };
    sheet.getCell('A2').value =
      'Each block’s method, rate, opening accumulated depreciation and additions are live: edit one and the schedule and the projected statements recompute.';
    sheet.getColumn(1).width = 48;
    const set = (row: number, col: number | string, value: ExcelJS.CellValue, format?: string) => {
      const cell = typeof col === 'string' ? sheet.getCell(`${col}${row}`) : sheet.getCell(row, col);
      cell.value = value;
      if (format) {
        cell.numFmt = format;
      }
      return cell;
    };
    const amount = FORMATS.amount;
    covered.forEach(({ j }) => {
      set(4, column(j), periodLabel(periods[j]!)).font = { bold: true };
      sheet.getColumn(column(j)).width = 16;
    });
    for (const { block, title, additions, lines } of layout.blocks) {
      set(title, 1, `${rowOf(`assetnliabs.${block.row}`).label}`).font = { bold: true };
      ['Method (slm or wdv)', 'Rate % a year', 'Opening accumulated depreciation'].forEach((h, i) => (set(title + 1, i + 1, h).font = { bold: true }));
      set(title + 2, 1, block.method).dataValidation = { type: 'list', allowBlank: false, formulae: ['"slm,wdv"'] };
      set(title + 2, 2, block.ratePct);
      set(title + 2, 3, block.openingAccumulatedDepreciation, amount);
      ['Addition', 'Spent in FY', 'Put to use', 'Amount'].forEach((h, i) => (set(additions - 1, i + 1, h).font = { bold: true }));
      block.additions.forEach((a, k) => {
        set(additions + k, 1, `Addition ${k + 1}`);
        set(additions + k, 2, a.year);
        set(additions + k, 3, a.putToUse);
        set(additions + k, 4, a.amount, amount);
      });
      LINES.forEach(([key, label]) => set(lines[key], 1, label));
      const params = { slm: `$A$${title + 2}="slm"`, rate: `$B$${title + 2}/100`, opening: `$C$${title + 2}` };
      let previous: { gross: Dec; accumulated: Dec } | null = null;
      for (const { year, months, j } of covered) {
        const x = column(j);
        const w = j === start ? null : column(j - 1);
        const cell = (key: Line) => `${x}${lines[key]}`;
        const use = block.additions.flatMap((a, k) =>
          financialYearOf(monthIndexOf(a.putToUse)) === year ? [{ ref: `$D$${additions + k}`, used: Math.min(monthsInUse(a.putToUse, year), months) }] : [],
        );
        const pending = block.additions.flatMap((a, k) =>
          a.year <= year && financialYearOf(monthIndexOf(a.putToUse)) > year ? [{ ref: `$D$${additions + k}`, amount: a.amount }] : [],
        );
        const raw = `IF(${params.slm},${cell('openingGross')},${cell('openingGross')}-${cell('openingAccumulated')})*${params.rate}*${months}/12${use.length === 0 ? '' : `+(${use.map((u) => `${u.ref}*${u.used}`).join('+')})*${params.rate}/12`}`;
        const formulas: Record<Line, string> = {
          openingGross:
            w === null ? (earlier === null ? '0' : sheetCell(doc, `assetnliabs.${block.row}` as MetricId, c, earlier)) : `${w}${lines.closingGross}`,
          added: use.length === 0 ? '0' : use.map((u) => u.ref).join('+'),
          closingGross: `${cell('openingGross')}+${cell('added')}`,
          openingAccumulated: w === null ? params.opening : `${w}${lines.accumulated}`,
          depreciation: `IF(${params.slm},MAX(0,MIN(${raw},${cell('closingGross')}*0.95-${cell('openingAccumulated')})),${raw})`,
          accumulated: `${cell('openingAccumulated')}+${cell('depreciation')}`,
          cwip: pending.length === 0 ? '0' : pending.map((u) => u.ref).join('+'),
        };
        const y = schedule.get(year)!.blocks.get(block.row)!;
        const openingGross = previous?.gross ?? openingOf(block.row);
        const openingAccumulated = previous?.accumulated ?? new Dec(block.openingAccumulatedDepreciation);
        const values: Record<Line, number> = {
          openingGross: openingGross.toNumber(),
          added: y.gross.minus(openingGross).toNumber(),
          closingGross: y.gross.toNumber(),
          openingAccumulated: openingAccumulated.toNumber(),
          depreciation: y.depreciation.toNumber(),
          accumulated: y.accumulated.toNumber(),
          cwip: pending.reduce((sum, u) => sum.plus(u.amount), ZERO).toNumber(),
        };
        LINES.forEach(([key]) => set(lines[key], x, { formula: formulas[key], result: values[key] }, amount));
        previous = { gross: y.gross, accumulated: y.accumulated };
      }
    }
    TOTALS.forEach(([key, label]) => {
      set(layout.totals[key], 1, label).font = { bold: true };
      for (const { year, j } of covered) {
        const y = schedule.get(year)!;
        const value = key === 'depreciation' ? y.depreciation : key === 'accumulated' ? y.accumulated : y.cwip;
        const formula = layout.blocks.map((b) => `${column(j)}${b.lines[key]}`).join('+');
        set(layout.totals[key], column(j), { formula, result: value.toNumber() }, amount);
      }
    });
  });
}
