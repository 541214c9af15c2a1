import { action, makeObservable, observable } from 'mobx';
import type { AllPeriodsScreen } from '../../../contract/periods';
import { CELL_TEXT_KINDS } from '../../../domain/cell-texts';
import type { DetailLine } from '../../../domain/detail-lines';
import type { InputScreenId } from '../../../domain/model';
import { inputKey } from './analysis-document';
import type { InputCell } from './analysis-document';

/**
 * What the store keeps beside a figure: its expression, its note, and a row's detail lines (as JSON text, so
 * they are undone, redone and kept across a reload with the figure their sum makes, in the same step).
 */
export const TEXT_KINDS = [...CELL_TEXT_KINDS, 'details'] as const;
export type TextKind = (typeof TEXT_KINDS)[number];

/** Detail lines as the store keeps them: JSON, `''` for none. */
export const linesText = (lines: readonly DetailLine[]): string => (lines.length === 0 ? '' : JSON.stringify(lines));

/** The detail lines a {@link linesText} holds. */
export const linesOfText = (text: string): DetailLine[] => (text === '' ? [] : (JSON.parse(text) as DetailLine[]));

/** A cell's expression, note or detail lines as an edit: the text to set, `''` for none. */
export interface TextEdit extends InputCell {
  readonly kind: TextKind;
  readonly text: string;
}

/** The key of one text of one cell: {@link inputKey} and the kind. */
export const textKey = (cell: InputCell, kind: TextKind): string => `${inputKey(cell)}\t${kind}`;

/**
 * The texts beside the open analysis's figures: the arithmetic each figure was typed as and the analyst's
 * notes, by cell (docs/paste-and-keyboard.md "Arithmetic kept" and "Cell notes"). Observable, so a corner
 * mark or the working follows an edit or an undo. No I/O: the sync loads and saves them with the figures.
 */
export class CellTextStore {
  private readonly texts = observable.map<string, string>();

  constructor() {
    makeObservable(this, { apply: action, applyAllPeriods: action, clear: action });
  }

  /** The cell's expression or note; `''` when it has none. */
  text(cell: InputCell, kind: TextKind): string {
    return this.texts.get(textKey(cell, kind)) ?? '';
  }

  /** Sets texts; one already holding its text is skipped. @returns the edits that would undo these ones. */
  apply(edits: readonly TextEdit[]): TextEdit[] {
    const undo: TextEdit[] = [];
    for (const edit of edits) {
      const before = this.text(edit, edit.kind);
      if (before === edit.text) {
        continue;
      }
      undo.push({ ...edit, text: before });
      if (edit.text === '') {
        this.texts.delete(textKey(edit, edit.kind));
      } else {
        this.texts.set(textKey(edit, edit.kind), edit.text);
      }
    }
    return undo;
  }

  /**
   * Takes one statement's expressions and notes as the all-periods read sends them, for the cells `take`
   * says yes to (a cell edited while the load was under way keeps its edit). `years` are the document's periods.
   */
  applyAllPeriods(screen: InputScreenId, data: AllPeriodsScreen, years: readonly number[], take: (cell: InputCell, kind: TextKind) => boolean): void {
    data.companies.forEach((record, company) => {
      years.forEach((year, period) => {
        const details = Object.fromEntries(Object.entries(record.details_by_year?.[String(year)] ?? {}).map(([key, lines]) => [key, linesText(lines)]));
        for (const [kind, stored] of [
          ['expression', record.expressions_by_year?.[String(year)] ?? {}],
          ['note', record.notes_by_year?.[String(year)] ?? {}],
          ['details', details],
        ] as const) {
          const here = [...this.texts.keys()].filter((k) => k.startsWith(`${company}\t${period}\t${screen}\t`) && k.endsWith(`\t${kind}`));
          // A text gone from the server goes here too, unless edited meanwhile.
          for (const k of here) {
            const key = k.split('\t')[3]!;
            if (!(key in stored) && take({ company, period, screen, key }, kind)) {
              this.texts.delete(k);
            }
          }
          for (const [key, text] of Object.entries(stored)) {
            if (take({ company, period, screen, key }, kind)) {
              this.texts.set(textKey({ company, period, screen, key }, kind), text);
            }
          }
        }
      });
    });
  }

  /** Every text of one period, as the edits that would set them again (a removed year's, for its undo). */
  ofPeriod(period: number): TextEdit[] {
    return [...this.texts].flatMap(([k, text]) => {
      const [company, at, screen, key, kind] = k.split('\t') as [string, string, InputScreenId, string, TextKind];
      return Number(at) === period ? [{ company: Number(company), period, screen, key, kind, text }] : [];
    });
  }

  /** Forgets every text (another analysis, or its years moved). */
  clear(): void {
    this.texts.clear();
  }
}
