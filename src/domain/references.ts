import type { Expr, MetricId } from './formula';

/** Which period a formula reads a metric in: this one (0), the previous one (−1), or this and all earlier ones. */
export type PeriodOffset = 0 | -1 | 'toDate';

/** A metric a formula reads, with the period it reads it in. */
export interface PeriodReference {
  readonly id: MetricId;
  readonly period: PeriodOffset;
}

/**
 * Every metric a formula reads directly, in any period, in order of appearance (for links and
 * dependency order). A metric read in the previous period (`prev`) or over the periods to date
 * (`meanToDate`) is included; {@link periodReferences} says which period each is read in.
 */
export function references(expr: Expr): MetricId[] {
  return periodReferences(expr).map((r) => r.id);
}

/** Every metric a formula reads directly, with the period it reads it in, in order of appearance. */
export function periodReferences(expr: Expr): PeriodReference[] {
  const out: PeriodReference[] = [];
  walkReferences(expr, out);
  return out;
}

function walkReferences(expr: Expr, out: PeriodReference[]): void {
  switch (expr.op) {
    case 'ref':
      out.push({ id: expr.id, period: 0 });
      return;
    case 'prev':
      out.push({ id: expr.id, period: -1 });
      return;
    case 'meanToDate':
      out.push({ id: expr.id, period: 'toDate' });
      return;
    case 'assessedOnly':
    case 'whenEarlier':
    case 'sameAs':
      walkReferences(expr.expr, out);
      return;
    case 'const':
    case 'setting':
    case 'na':
    case 'periodMonths':
      return;
    case 'perYear':
      walkReferences(expr.a, out);
      return;
    case 'add':
    case 'max':
    case 'min':
      expr.args.forEach((a) => walkReferences(a, out));
      return;
    case 'eqZero':
      walkReferences(expr.a, out);
      return;
    case 'byDrawingPowerMethod':
      walkReferences(expr.paidStock, out);
      walkReferences(expr.strict, out);
      return;
    default:
      walkReferences(expr.a, out);
      walkReferences(expr.b, out);
  }
}
