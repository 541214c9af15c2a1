import { z } from 'zod';
import { inputRows } from '../domain/model';
import type { InputScreenId } from '../domain/model';
import { statementMetricsSchema } from './analysis';
import { expressionMismatch } from './cell-texts';
import { MAX_COMPANIES } from './constants';
import { allPeriodsUpdate } from './periods';

const companyShape = allPeriodsUpdate.shape.companies.element;
const yearKey = z.string().regex(/^\d{4}$/);

/**
 * The all-periods write of one input statement (POST /api/analyses/{id}/screens/{screen}/), checked as the
 * spec's `update_<statement>` checks its amounts: per company and year, input keys are valid amounts (signed
 * rows may be negative), derived keys are dropped, any other key is refused; every expression works out to the
 * figure written beside it, and every expression and note names an input of the statement. The route checks
 * the shape with {@link allPeriodsUpdate}, then the screen's figures with this.
 */
export function allPeriodsUpdateOf(screen: InputScreenId) {
  const inputs = new Set(inputRows(screen).map((r) => r.key));
  const company = companyShape.extend({ by_year: z.record(yearKey, statementMetricsSchema(screen)) }).superRefine((c, ctx) => {
    for (const [year, expressions] of Object.entries(c.expressions ?? {})) {
      for (const [key, expression] of Object.entries(expressions)) {
        const why = inputs.has(key) ? expressionMismatch(expression, c.by_year[year]?.[key]) : `unknown input of ${screen}`;
        if (why) {
          ctx.addIssue({ code: 'custom', path: ['expressions', year, key], message: why });
        }
      }
    }
    for (const [year, notes] of Object.entries(c.notes ?? {})) {
      for (const key of Object.keys(notes).filter((k) => !inputs.has(k))) {
        ctx.addIssue({ code: 'custom', path: ['notes', year, key], message: `unknown input of ${screen}` });
      }
    }
  });
  return allPeriodsUpdate.extend({ companies: z.array(company).max(MAX_COMPANIES) });
}
