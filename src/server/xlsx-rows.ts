import { alignedSlots, detailLinesOf } from '../domain/detail-lines';
import type { LineSlot } from '../domain/detail-lines';
import type { MetricId, ScreenId } from '../domain/formula';
import { INPUT_SCREENS } from '../domain/model';
import type { InputScreenId } from '../domain/model';
import { SCREENS } from '../domain/screens';
import type { AnalysisDocument } from './report';

// Where each row of a statement or screen sheet sits: the one map every sheet writer (and every formula that
// reads a statement cell from another sheet) uses, so detail lines written under an input row move the rows
// below them everywhere at once.

/** The first row of figures on every sheet that has the header rows (rows 1–5: titles, company, period, mark). */
export const FIRST_ROW = 6;

/** The rows of one input row's detail lines on its statement sheet: one per slot, lined up across the columns. */
export interface DetailLineRows {
  /** The sheet row of the first line; the lines follow it, one row each. */
  readonly first: number;
  /** The lines' slots (label and occurrence), in row order, as the grid lines them up (`alignedSlots`). */
  readonly slots: readonly LineSlot[];
}

/** The rows of the statement and screen sheets of one workbook. */
export interface SheetRows {
  /** The sheet row of a screen metric (the same for every company and period: they are columns). */
  rowOf(id: MetricId): number;
  /** The sheet row of the `index`th row of `screen`'s catalogue (`SCREENS[screen].rows`, headers included). */
  rowAt(screen: ScreenId, index: number): number;
  /** The detail-line rows under input row `key` of `screen`; null when no company has lines on it in any period. */
  linesUnder(screen: ScreenId, key: string): DetailLineRows | null;
}

const isInputScreen = (screen: ScreenId): screen is InputScreenId => (INPUT_SCREENS as readonly ScreenId[]).includes(screen);

/**
 * The row map of `doc`'s workbook: every screen's rows from {@link FIRST_ROW} in catalogue order, and on an input
 * statement, under each input row that has detail lines in any company's period, one row per line slot lined up
 * by label across every company and period (`alignedSlots`, as the grid lines them up), so a schedule's line
 * reads across the years as in a spreadsheet. Built once per document: every sheet file asks for the same map.
 */
export function sheetRowsOf(doc: AnalysisDocument): SheetRows {
  const known = MAPS.get(doc);
  if (known) {
    return known;
  }
  const rows = new Map<MetricId, number>();
  const byIndex = new Map<ScreenId, number[]>();
  const lines = new Map<MetricId, DetailLineRows>();
  for (const screen of Object.keys(SCREENS) as ScreenId[]) {
    const indexed: number[] = [];
    byIndex.set(screen, indexed);
    let at = FIRST_ROW;
    for (const row of SCREENS[screen].rows) {
      indexed.push(at);
      if (row.kind === 'header') {
        at++;
        continue;
      }
      const id: MetricId = `${screen}.${row.key}`;
      rows.set(id, at++);
      if (row.kind !== 'input' || !isInputScreen(screen)) {
        continue;
      }
      const columns = (doc.texts ?? []).flatMap((company) => company.map((texts) => detailLinesOf(texts.details, screen, row.key)));
      const slots = alignedSlots(columns);
      if (slots.length > 0) {
        lines.set(id, { first: at, slots });
        at += slots.length;
      }
    }
  }
  const map: SheetRows = {
    rowOf(id) {
      const row = rows.get(id);
      if (row === undefined) {
        throw new Error(`No sheet row for ${id}`);
      }
      return row;
    },
    rowAt(screen, index) {
      const row = byIndex.get(screen)?.[index];
      if (row === undefined) {
        throw new Error(`No sheet row ${index} on ${screen}`);
      }
      return row;
    },
    linesUnder: (screen, key) => lines.get(`${screen}.${key}`) ?? null,
  };
  MAPS.set(doc, map);
  return map;
}

/** One map per document, so the sheets written from it cannot disagree. */
const MAPS = new WeakMap<AnalysisDocument, SheetRows>();
