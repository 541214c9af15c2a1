import type { ReportLine } from '../contract/report';
import type { MetricUnit } from '../domain/catalogue';
import type { CompanyType } from '../domain/company-type';
import { formItemLabel } from '../domain/forms';
import type { FormItem } from '../domain/forms';
import { evaluate, NA_REASON_TEXT } from '../domain/formula';
import type { Expr, NaReason, PeriodContext, Value } from '../domain/formula';
import { contextOf, rowOf, toPlain } from '../domain/model';
import type { AnyResolve } from '../domain/model';
import type { Settings } from '../domain/settings';
import { ratioVerdict } from '../domain/verdict';
import { explain } from '../domain/working';

/**
 * One printed line of the report over all periods (a form's item or an analysis page's row): its figures,
 * "—" with the reason, "NM", Form IV's months. Shared by the forms (report.ts), the analysis pages
 * (report-pages.ts) and the xlsx's reasons.
 */

/**
 * The unit a form item's figure is measured in: a catalogue row's unit for a reference, percent for
 * a × 100, times for a plain ratio, else an amount (Forms II–VI items are amounts unless they say so).
 */
export function itemUnit(expr: Expr): MetricUnit {
  switch (expr.op) {
    case 'ref':
      return rowOf(expr.id).unit;
    case 'mul':
      return expr.b.op === 'const' && expr.b.value === '100' ? 'percent' : 'amount';
    case 'div':
      return 'times';
    default:
      return 'amount';
  }
}

/** The wording of a "—" that no period rule explains: every input is known, so a denominator is 0. */
export const DIVISION_BY_ZERO = 'cannot be computed (a denominator is 0)';

/**
 * Why `expr` is `null` in a period: no earlier period (a `prev` in the first period), not assessed (an
 * MPBF / drawing-power figure outside the assessed periods), the reason of a referenced row that is
 * itself "—", or else a zero denominator.
 */
export function reasonOf(expr: Expr, resolve: AnyResolve, settings: Settings, context: PeriodContext): string {
  let found: NaReason | undefined;
  const walk = (e: Expr): void => {
    if (found !== undefined) {
      return;
    }
    switch (e.op) {
      case 'na':
        found = e.reason;
        return;
      case 'prev':
      case 'whenEarlier':
        if (context.earlier.length === 0) {
          found = 'NO_EARLIER_PERIOD';
        } else if (e.op === 'whenEarlier') {
          // Not the `otherwise` branch: it is what the first period would give.
          walk(e.expr);
        }
        return;
      case 'assessedOnly':
        if (!context.assessed) {
          found = 'NOT_ASSESSED';
          return;
        }
        break;
      case 'ref': {
        const row = rowOf(e.id);
        if (row.kind === 'derived' && toPlain(resolve(e.id)) === null) {
          found = explain(e.id, resolve, settings, context).reason;
        }
        return;
      }
      default:
        break;
    }
    for (const child of Object.values(e)) {
      if (Array.isArray(child)) {
        (child as Expr[]).forEach(walk);
      } else if (typeof child === 'object' && child !== null && 'op' in child) {
        walk(child as Expr);
      }
    }
  };
  walk(expr);
  return found === undefined ? DIVISION_BY_ZERO : NA_REASON_TEXT[found];
}

/** A value for the wire: a yes/no as 1/0 (Forms II–VI hold none today), a number, or `null`. */
function plainOf(v: Value): number | null {
  const value = toPlain(v);
  return typeof value === 'boolean' ? Number(value) : value;
}

function plainNumber(expr: Expr, resolve: AnyResolve, settings: Settings, context: PeriodContext): number | null {
  return plainOf(evaluate(expr, resolve, settings, context));
}

/** Form IV's months of a line in one period, by its months rule (the spares proxy) when it has one. */
function monthsOf(formItem: FormItem, months: Expr, resolve: AnyResolve, settings: Settings, context: PeriodContext): number | null {
  const verdict = ratioVerdict(formItem.monthsRule, resolve, settings, context);
  return verdict.kind === 'value' ? plainOf(verdict.value) : verdict.kind === 'figure' ? plainNumber(months, resolve, settings, context) : null;
}

/** One printed line of a form (or an analysis page) for one company over all its periods (see `reportLine`). */
export function lineOf(formItem: FormItem, resolvers: readonly AnyResolve[], settings: Settings, companyType?: CompanyType): ReportLine {
  const label = formItemLabel(formItem, settings, companyType);
  const { value } = formItem;
  if (value === null) {
    return { no: formItem.no, label, heading: true, format: 'amount' };
  }
  if ('notFurnished' in value) {
    return {
      no: formItem.no,
      label,
      heading: false,
      format: 'amount',
      values: resolvers.map(() => null),
      reasons: resolvers.map(() => `not furnished: ${value.notFurnished}`),
    };
  }
  const contexts = resolvers.map(contextOf);
  const verdicts = resolvers.map((resolve, p) => ratioVerdict(formItem.rule, resolve, settings, contexts[p]!));
  const values = resolvers.map((resolve, p) => {
    const verdict = verdicts[p]!;
    return verdict.kind === 'na' ? null : verdict.kind === 'value' ? plainOf(verdict.value) : plainNumber(value, resolve, settings, contexts[p]!);
  });
  const reasons = values.map((v, p) => {
    const verdict = verdicts[p]!;
    if (verdict.kind === 'value') {
      return verdict.note ?? null;
    }
    return verdict.kind === 'na' || verdict.kind === 'nm' ? verdict.reason : v === null ? reasonOf(value, resolvers[p]!, settings, contexts[p]!) : null;
  });
  const nm = verdicts.map((v) => v.kind === 'nm');
  const { months } = formItem;
  return {
    no: formItem.no,
    label,
    heading: false,
    format: itemUnit(value),
    values,
    ...(months ? { months: resolvers.map((resolve, p) => monthsOf(formItem, months, resolve, settings, contexts[p]!)) } : {}),
    ...(reasons.some((r) => r !== null) ? { reasons } : {}),
    ...(nm.some(Boolean) ? { nm } : {}),
  };
}
