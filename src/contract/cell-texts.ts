import { z } from 'zod';
import { expressionHolds, MAX_EXPRESSION_LENGTH, MAX_NOTE_LENGTH, noteText } from '../domain/cell-texts';
import { evaluateArithmetic } from '../domain/arithmetic';
import { INPUT_SCREENS, inputRows } from '../domain/model';
import type { InputScreenId } from '../domain/model';
import { text } from './text';

/**
 * Expressions and notes on the wire (docs/api.md "Cell expressions and notes"): the arithmetic a figure was
 * typed as, kept with it, and the analyst's note on an input cell.
 */

/** The arithmetic a figure was typed as: `=` and figures with + − × ÷ and brackets (no references), that works out. */
export const expressionSchema = text()
  .trim()
  .max(MAX_EXPRESSION_LENGTH)
  .refine((s) => s.startsWith('='), 'an expression starts with =')
  .superRefine((s, ctx) => {
    const result = s.startsWith('=') ? evaluateArithmetic(s) : null;
    if (result && !result.ok) {
      ctx.addIssue({ code: 'custom', message: `not arithmetic we can work out: ${result.reason}` });
    }
  });

/** A note: up to {@link MAX_NOTE_LENGTH} characters, line breaks allowed, trimmed; empty means none. */
export const noteSchema = text({ multiline: true }).max(MAX_NOTE_LENGTH).transform(noteText);

/** The issue of an expression that does not work out to its figure, or null when it does. */
export function expressionMismatch(expression: string, figure: number | undefined): string | null {
  if (figure === undefined) {
    return 'an expression needs its figure in the same write';
  }
  return expressionHolds(expression, figure) ? null : `does not work out to the figure ${figure}`;
}

/** One statement's texts keyed by input key; any other key is refused. */
function statementTexts<T extends z.ZodType<string>>(screen: InputScreenId, value: T) {
  const keys = new Set(inputRows(screen).map((r) => r.key));
  return z.record(z.string(), value).superRefine((m, ctx) => {
    for (const key of Object.keys(m).filter((k) => !keys.has(k))) {
      ctx.addIssue({ code: 'custom', path: [key], message: `unknown input of ${screen}` });
    }
  });
}

/** The texts of one kind of one company in one period, per statement (the analysis file's `expressions` / `notes`). */
export function periodTextsSchema<T extends z.ZodType<string>>(value: T) {
  return z
    .object(
      Object.fromEntries(INPUT_SCREENS.map((s) => [s, statementTexts(s, value).optional()])) as Record<
        InputScreenId,
        z.ZodOptional<ReturnType<typeof statementTexts<T>>>
      >,
    )
    .strict();
}
