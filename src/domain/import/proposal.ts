/**
 * The proposal of an import (docs/import.md): every source line with the row it goes to, its confidence, band
 * and reason, the figures that accepting would write (several lines to one row add up; a figure repeated in two
 * statements counts once; consumption is mapped through to purchases), and the checks. Pure and re-runnable:
 * the server runs it when the import is drafted and again, with the analyst's choices, when it is accepted.
 */
import { Dec } from '../money';
import { importChecks } from './checks';
import type { Section } from './dictionary';
import { SECTION_OF_ROW } from './dictionary';
import { inUnit } from './in-unit';
import { withNotes } from './pdf-notes';
import type { SourceTable } from './layout';
import { columnLetter } from './layout';
import { bandOf, DEFAULT_BANDS, matchLabel, ofWhichOf } from './matcher';
import { normaliseLabel } from './normalise';
import type { Proposal, ProposalContext, ProposedLine } from './types';

const SUB_LABELS = new Set(['imported', 'indigenous', 'domestic', 'export', 'local']);

/** A source column's id on the wire: "D" for a paste, "Form II!D" for a workbook's sheet. */
export const columnId = (sheet: string | undefined, column: number): string =>
  sheet === undefined ? columnLetter(column) : `${sheet}!${columnLetter(column)}`;

/** Which statement a table holds, from the rows its labels match surely: the operating statement or the balance sheet. */
function statementOf(table: SourceTable, ctx: ProposalContext): 'opstmt' | 'balanceSheet' | null {
  let op = 0;
  let bs = 0;
  const plain = { section: null, statement: null, remembered: ctx.remembered, synonyms: ctx.synonyms };
  for (const line of table.lines) {
    const m = matchLabel(line.label, Object.keys(line.amounts).length > 0, plain, ctx.bands);
    if (m.kind === 'row' && m.confidence >= (ctx.bands ?? DEFAULT_BANDS).auto && !/closingStock/.test(m.row!)) {
      if (m.row!.startsWith('opstmt.')) {
        op++;
      } else {
        bs++;
      }
    } else if (m.kind === 'consumption') {
      op++;
    }
  }
  return op === 0 && bs === 0 ? null : op > 2 * bs ? 'opstmt' : bs > 2 * op ? 'balanceSheet' : null;
}

/**
 * True when a table holds statement figures: at least `minimum` of its lines match a row surely (a workbook's
 * sheet needs three, a pasted block one). Sheets are chosen by this, by their content, never by their names.
 */
export function holdsFigures(table: SourceTable, ctx: Pick<ProposalContext, 'remembered' | 'synonyms' | 'bands'>, minimum: number): boolean {
  const plain = { section: null, statement: null, remembered: ctx.remembered, synonyms: ctx.synonyms };
  const sure = table.lines.filter((line) => {
    const m = matchLabel(line.label, Object.keys(line.amounts).length > 0, plain, ctx.bands);
    return (m.kind === 'row' || m.kind === 'consumption') && m.confidence >= (ctx.bands ?? DEFAULT_BANDS).auto;
  });
  return sure.length >= minimum;
}

interface WorkingLine {
  line: ProposedLine;
  table: number;
  section: Section | null;
  /** Source amounts (source unit) by column index. */
  columns: Readonly<Record<number, string>>;
}

/**
 * Proposes a mapping of the source tables: each line matched where it stands (its section, its table's
 * statement), the analyst's choices applied, totals found by label and by arithmetic (a line equal to the sum
 * of the two or more lines above it since the last heading or total), repeated figures made cross-checks,
 * amounts converted exactly to the analysis's unit, and the figures and checks computed.
 */
export function propose(source: readonly SourceTable[], ctx: ProposalContext): Proposal {
  const bands = ctx.bands ?? DEFAULT_BANDS;
  const unit = source.find((t) => t.unit !== null)?.unit ?? null;
  const sourceExponent = unit?.exponent ?? ctx.targetExponent;
  const factor = new Dec(10).pow(sourceExponent - ctx.targetExponent);
  const columns = new Map(
    source.flatMap((t) =>
      t.years.map((y) => {
        const column = columnId(t.sheet, y.column);
        return [column, { column, year: ctx.years?.get(column) ?? y.year, kind: y.kind }] as const;
      }),
    ),
  );
  const yearOfColumn = new Map([...columns.values()].map((y) => [y.column, y.year]));
  // A face line whose note the PDF holds is followed by the note's lines, which become its rows.
  const tables = withNotes(source, (t, column) => yearOfColumn.get(columnId(t.sheet, column)));
  const read = new Set([
    ...tables.flatMap((t) => t.years.map((y) => columnId(t.sheet, y.column))),
    ...tables.flatMap((t) => t.lines.flatMap((l) => (l.noteLine === undefined ? [] : Object.keys(l.amounts).map((c) => columnId(l.sheet, Number(c)))))),
  ]);
  const years = [...columns.values()].filter((y) => read.has(y.column));
  const working: WorkingLine[] = [];
  const inexact: string[] = [];
  tables.forEach((table, t) => {
    const statement = statementOf(table, ctx);
    let section: Section | null = null;
    let heading = '';
    let run: WorkingLine[] = [];
    let noteSection: Section | null = null;
    for (const source of table.lines) {
      const id = source.noteLine === undefined ? `${t + 1}-${source.row + 1}` : `${t + 1}-p${source.page ?? 0}-${source.row + 1}`;
      const hasFigures = Object.keys(source.amounts).length > 0;
      const norm0 = normaliseLabel(source.label);
      const label = SUB_LABELS.has(norm0) && heading !== '' ? `${heading} ${source.label}` : source.label;
      const matchCtx = { section: source.noteLine === undefined ? section : noteSection, statement, remembered: ctx.remembered, synonyms: ctx.synonyms };
      const match = matchLabel(label, hasFigures, matchCtx, bands);
      const choice = ctx.choices?.get(id);
      let kind: ProposedLine['kind'] = match.kind;
      let row = match.row;
      let { confidence, reason } = match;
      if (source.splitBy) {
        // The note's lines below take the face line's section: "Others" in note 9 is another current liability.
        noteSection = (match.row === null ? undefined : SECTION_OF_ROW.get(match.row)) ?? (match.kind === 'heading' ? match.section : undefined) ?? section;
      }
      if (choice) {
        [kind, row, confidence, reason] = 'row' in choice ? ['row', choice.row, 100, 'set by the analyst'] : ['skipped', null, 100, 'skipped by the analyst'];
      } else if (source.splitBy) {
        const { note, title, page } = source.splitBy;
        [kind, row, confidence, reason] = [
          'total',
          null,
          100,
          `split into its note ${note} (${title}${page === undefined ? '' : `, page ${page}`}): the note's lines below are the rows`,
        ];
      } else if (source.noteLine !== undefined) {
        reason = `note ${source.noteLine}: ${reason}`;
      } else if (kind === 'heading') {
        section = match.section ?? section;
        heading = source.label;
        run = [];
      } else if ((kind === 'row' || kind === 'unmatched') && !match.reason.startsWith('as accepted') && isSumOf(source.amounts, run)) {
        [kind, row, confidence, reason] = ['total', null, 100, `a total: the sum of the ${run.length} lines above`];
      }
      if (kind === 'consumption') {
        row = 'opstmt.purchaseRM';
        reason = `consumption (${reason}): purchases = consumption + closing stock − opening stock of raw material`;
      }
      const part = kind === 'row' && row !== null ? ofWhichOf(label, row, bands) : undefined;
      if (part) {
        reason = `${reason}; also fills "${part.label}" (the line is all of it)`;
      }
      const amounts: Record<string, number> = {};
      const exacts: Record<string, string> = {};
      const cells: Record<string, { cell: string; text: string }> = {};
      for (const [column, amount] of Object.entries(source.amounts)) {
        const year = yearOfColumn.get(columnId(source.sheet, Number(column)))!;
        cells[year] = { cell: `${columnLetter(Number(column))}${source.row + 1}`, text: source.raw[Number(column)] ?? amount };
        const exact = new Dec(amount).times(factor).plus(exacts[year] ?? amounts[year] ?? 0);
        const converted = inUnit(exact, ctx.round);
        if (converted.exact === undefined && exact.decimalPlaces() > 2) {
          inexact.push(`${source.label} ${year}: ${amount}`);
        }
        amounts[year] = converted.amount.toDecimalPlaces(2).toNumber();
        if (converted.exact !== undefined) {
          exacts[year] = converted.exact;
        }
      }
      const text = [source.label, ...Object.values(source.raw)].join('\t');
      const where =
        source.page !== undefined
          ? { page: source.page, ...(source.bbox ? { bbox: source.bbox } : {}) }
          : source.sheet === undefined
            ? { pasteRow: source.row + 1 }
            : { sheet: source.sheet, cell: `${columnLetter(source.labelColumn)}${source.row + 1}` };
      const line: ProposedLine = {
        id,
        ...where,
        text,
        label: source.label,
        ...(source.splitBy ? { splitBy: source.splitBy.note } : {}),
        ...(source.noteLine === undefined ? {} : { noteOf: source.noteLine }),
        norm: normaliseLabel(label),
        kind,
        row,
        ...(part ? { ofWhich: part.row } : {}),
        confidence,
        band: kind === 'row' || kind === 'consumption' ? bandOf(confidence, bands) : kind === 'unmatched' ? 'manual' : 'auto',
        reason,
        amounts,
        cells,
        ...(kind === 'total' && match.total ? { total: match.total } : {}),
        ...(Object.keys(exacts).length > 0 ? { exact: exacts } : {}),
      };
      const w: WorkingLine = { line, table: t, section, columns: source.amounts };
      working.push(w);
      if ((kind === 'total' && !source.splitBy) || kind === 'heading') {
        run = [];
      } else if (hasFigures && source.noteLine === undefined) {
        run.push(w);
      }
    }
  });
  markCopies(working);
  return importChecks(
    working.map((w) => w.line),
    { unit, years, inexact, ctx },
  );
}

/** True when every year of `amounts` is the sum of `run`'s amounts in that column (two lines or more, not all zero). */
function isSumOf(amounts: Readonly<Record<number, string>>, run: readonly WorkingLine[]): boolean {
  const columns = Object.keys(amounts);
  if (run.length < 2 || columns.length === 0 || columns.every((c) => new Dec(amounts[Number(c)]!).isZero())) {
    return false;
  }
  return columns.every((c) => run.reduce((s, w) => s.plus(w.columns[Number(c)] ?? 0), new Dec(0)).equals(amounts[Number(c)]!));
}

/**
 * A figure a source repeats in two statements (closing stocks in Form II and again in Form III's inventory):
 * a later line mapped to a row an earlier line of another table or section already holds becomes a cross-check,
 * counted once; its reason says whether the figures agree.
 */
function markCopies(working: WorkingLine[]): void {
  const first = new Map<string, WorkingLine>();
  working.forEach((w, i) => {
    const { row, kind } = w.line;
    if (kind !== 'row' || row === null) {
      return;
    }
    const earlier = first.get(row);
    if (!earlier) {
      first.set(row, w);
      return;
    }
    const elsewhere = earlier.table !== w.table || (earlier.section !== w.section && /closingStock/.test(row));
    if (!elsewhere) {
      return;
    }
    const agree = Object.keys(w.line.amounts).every((y) => earlier.line.amounts[y] === w.line.amounts[y]);
    const where =
      earlier.line.page !== undefined
        ? `page ${earlier.line.page}`
        : earlier.line.cell
          ? `${earlier.line.sheet}!${earlier.line.cell}`
          : `row ${earlier.line.pasteRow}`;
    working[i] = {
      ...w,
      line: {
        ...w.line,
        kind: 'copy',
        confidence: 100,
        band: 'auto',
        reason: agree
          ? `the same figure as ${where} ("${earlier.line.label}"): a cross-check, counted once`
          : `differs from ${where} ("${earlier.line.label}"): counted once, check the source`,
      },
    };
  });
}
