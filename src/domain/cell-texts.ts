import { evaluateArithmetic } from './arithmetic';
import type { StatementDetails } from './detail-lines';
import { Dec } from './money';
import type { InputScreenId } from './model';

/**
 * What an analyst writes beside a figure, per input cell: the arithmetic it was typed as (`=1200+350-45.5`,
 * kept so F2, the working and the xlsx show how the figure was made) and a note ("as per audited BS note 12",
 * shown on the cell, printed as a footnote of the CMA report and written as an xlsx comment). Neither changes
 * a figure: the figure is stored as before and is what every formula reads.
 */

/** Texts of one company in one period: per input statement, per input key, the text. A missing key has none. */
export type StatementTexts = Partial<Record<InputScreenId, Readonly<Record<string, string>>>>;

/** The expressions, notes and detail lines of one company in one period: what is kept beside its figures. */
export interface CellTexts {
  readonly expressions: StatementTexts;
  readonly notes: StatementTexts;
  /** The rows opened into detail lines (`detail-lines.ts`); each such row's figure is their sum. */
  readonly details: StatementDetails;
}

/** A cell with no expression, no note and no detail lines. */
export const NO_CELL_TEXTS: CellTexts = { expressions: {}, notes: {}, details: {} };

/** The two texts a cell may carry. */
export const CELL_TEXT_KINDS = ['expression', 'note'] as const;
export type CellTextKind = (typeof CELL_TEXT_KINDS)[number];

/** The longest expression kept (characters): a long sum of figures from a ledger fits, a pasted page does not. */
export const MAX_EXPRESSION_LENGTH = 300;
/** The longest note (characters): a sentence or two citing the source, as a footnote prints it. */
export const MAX_NOTE_LENGTH = 500;

/**
 * Whether an expression (with its leading `=`) works out exactly to `figure`: an expression is kept with a
 * figure only while it does, so F2, the working and the xlsx never show arithmetic that gives another figure.
 */
export function expressionHolds(expression: string, figure: number): boolean {
  const result = evaluateArithmetic(expression);
  return result.ok && result.value.equals(new Dec(figure));
}

/**
 * An expression typed in the display unit, rewritten in the entry unit the figure is kept in, exactly:
 * `=1.2+0.3` typed in crores for a lakh analysis is kept as `=(1.2+0.3)*100`, so it still works out to the
 * stored figure (and the xlsx formula to the stored value). `shift` is the places of ten from the display
 * unit to the entry unit (+2 for crores shown, lakhs kept); 0 keeps the expression as typed.
 */
export function expressionInEntryUnit(expression: string, shift: number): string {
  const body = expression.trim().replace(/^=\s*/, '');
  if (shift === 0) {
    return `=${body}`;
  }
  const factor = `1${'0'.repeat(Math.abs(shift))}`;
  return `=(${body})${shift > 0 ? '*' : '/'}${factor}`;
}

/**
 * The expression kept with a figure entered as `entered` (typed or pasted): `entered` rewritten in the entry unit
 * ({@link expressionInEntryUnit}, `shift` as there) when it is arithmetic (`=…`) that works out exactly to `figure`;
 * `''` otherwise (a plain figure, or arithmetic a rounding broke), so the cell's old expression goes.
 */
export function keptExpression(entered: string, figure: number, shift: number): string {
  const text = entered.trim();
  const expression = text.startsWith('=') ? expressionInEntryUnit(text, shift) : '';
  return expression !== '' && expressionHolds(expression, figure) ? expression : '';
}

/** A note as kept: trimmed, with runs of blanks inside a line folded; empty means no note. */
export function noteText(raw: string): string {
  return raw
    .split(/\r?\n/)
    .map((line) => line.replace(/[ \t\u00A0]+/g, ' ').trim())
    .filter((line, i, all) => line !== '' || (i > 0 && i < all.length - 1))
    .join('\n')
    .trim();
}

/** A copy of `texts` with `text` set on (screen, key), or removed when empty. */
export function withCellText(texts: StatementTexts, screen: InputScreenId, key: string, text: string): StatementTexts {
  const statement = { ...texts[screen] };
  if (text === '') {
    delete statement[key];
  } else {
    statement[key] = text;
  }
  return { ...texts, [screen]: statement };
}

/**
 * An expression as an Excel formula (without its `=`): the grouping commas dropped (Excel reads a comma as an
 * argument separator) and × ÷ x − – written * / * -. Our grammar has no other symbols, so the formula works out
 * to the same figure in Excel.
 */
export function excelArithmetic(expression: string): string {
  return expression.trim().replace(/^=\s*/, '').replace(/,/g, '').replace(/[×xX]/g, '*').replace(/÷/g, '/').replace(/[−–]/g, '-');
}
