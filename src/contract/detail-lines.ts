import { z } from 'zod';
import { detailLabel, detailSum, MAX_DETAIL_LABEL_LENGTH, MAX_DETAIL_LINES } from '../domain/detail-lines';
import type { DetailLine } from '../domain/detail-lines';
import { INPUT_SCREENS, inputRows } from '../domain/model';
import type { InputScreenId } from '../domain/model';
import { inputAmountSchema } from './amounts';
import { expressionMismatch, expressionSchema } from './cell-texts';
import { text } from './text';

/**
 * Detail lines on the wire (docs/api.md "Detail lines"): per input key, the ordered lines
 * `[{label, amount, expression?}]` whose sum is the row's figure.
 */

/**
 * The lines of input `screen.key`: 1–50 lines, each a label (one line, ≤ 80 characters, may be empty while being
 * written), an amount as the row takes it (sign rules included) and optionally the arithmetic it was typed as,
 * which must work out to it. An empty list closes the row (its lines go, its figure stays their last sum).
 */
export function detailLinesSchema(screen: InputScreenId, key: string) {
  const amount = inputAmountSchema(`${screen}.${key}`);
  const line = z
    .object({ label: text().max(MAX_DETAIL_LABEL_LENGTH).transform(detailLabel), amount, expression: expressionSchema.optional() })
    .strict()
    .superRefine((l, ctx) => {
      const why = l.expression === undefined ? null : expressionMismatch(l.expression, l.amount);
      if (why) {
        ctx.addIssue({ code: 'custom', path: ['expression'], message: why });
      }
    });
  return z.array(line).max(MAX_DETAIL_LINES) as unknown as z.ZodType<DetailLine[]>;
}

/** One statement's detail lines keyed by input key; any other key is refused. */
function statementDetails(screen: InputScreenId) {
  const keys = new Set(inputRows(screen).map((r) => r.key));
  return z.record(z.string(), z.unknown()).transform((m, ctx) => {
    const out: Record<string, DetailLine[]> = {};
    for (const [key, lines] of Object.entries(m)) {
      if (!keys.has(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: `unknown input of ${screen}` });
        continue;
      }
      const parsed = detailLinesSchema(screen, key).safeParse(lines);
      if (parsed.success) {
        out[key] = parsed.data;
      } else {
        for (const issue of parsed.error.issues) {
          ctx.addIssue({ code: 'custom', path: [key, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))], message: issue.message });
        }
      }
    }
    return out;
  });
}

/** The detail lines of one company in one period, per statement (the analysis file's `details`). */
export const periodDetailsSchema = z
  .object(
    Object.fromEntries(INPUT_SCREENS.map((s) => [s, statementDetails(s).optional()])) as Record<
      InputScreenId,
      z.ZodOptional<ReturnType<typeof statementDetails>>
    >,
  )
  .strict();

/** The figure a row's lines make, or the issue when the figure written beside them is another. */
export function detailsMismatch(lines: readonly DetailLine[], figure: number | undefined): string | null {
  const sum = detailSum(lines);
  return figure === undefined || figure === sum ? null : `the figure ${figure} is not the sum of its detail lines (${sum})`;
}
