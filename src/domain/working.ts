// Over 300 lines: the working of every formula node in words, one exhaustive switch over the Expr kinds.
import { NA_REASON_TEXT, evaluate } from './formula';
import type { AnyMetricId, Expr, MetricId, NaReason, PeriodContext, Resolve } from './formula';
import { formatValue } from './format';
import { labelOf } from './catalogue';
import { contextOf, rowOf, splitId, toPlain } from './model';
import type { AnyResolve, PlainValue } from './model';
import { Dec } from './money';
import type { SettingKey, Settings } from './settings';
import { ALL_SCREENS } from './screens';

/** A piece of the working: plain text, or a metric the UI renders as a link to its cell. */
export type WorkingPart =
  | { readonly kind: 'text'; readonly text: string }
  | {
      readonly kind: 'ref';
      readonly id: MetricId;
      readonly label: string;
      readonly value: PlainValue;
      /** The value formatted in its unit, as it appears in `text`. */
      readonly display: string;
      /**
       * The period of the cell, relative to the one explained: −1 for the previous period (`prev`),
       * −2 for the one before. Absent for the same period, so the UI links to the company's cell there.
       */
      readonly periodOffset?: number;
    };

/** "Show the working" for one cell: the formula with the actual numbers, the result and the rule's source. */
export interface Working {
  readonly id: AnyMetricId;
  readonly label: string;
  readonly result: PlainValue;
  /**
   * The whole working as one line, e.g. "MPBF (lower of I or II) = max(0, min(A − B (I) 247.50,
   * A − C (II) 220.00)) = 220.00 — cma-domain §4 row 23; Tandon II, Form V item 8".
   */
  readonly text: string;
  /** `text` cut into pieces: joining each text part and each ref's `label display` gives `text` back. */
  readonly parts: readonly WorkingPart[];
  readonly source: string;
  /**
   * Why the result is `null` beyond a zero denominator, when the formula met an `na` on its way
   * (e.g. `NO_EARLIER_PERIOD` in a company's first period); absent otherwise.
   */
  readonly reason?: NaReason;
}

// Binding strength, so the working prints only the brackets it needs.
const COMPARE = 0;
const SUM = 1;
const PRODUCT = 2;
const ATOM = 3;

interface Rendered {
  readonly parts: WorkingPart[];
  readonly prec: number;
}

const text = (t: string): WorkingPart => ({ kind: 'text', text: t });

const METHOD_NOTE: Readonly<Record<Settings['drawingPowerMethod'], string>> = {
  paidStock: ' (method: margin on paid stock)',
  strict: ' (method: strict, creditors deducted after the margins)',
};

/** The text a part stands for. */
export function partText(part: WorkingPart): string {
  return part.kind === 'text' ? part.text : `${part.label} ${part.display}`;
}

/**
 * A "whether tallied" check (a yes/no that a difference row is zero) reads as a sentence: the
 * difference's own formula, its value, and the verdict ("Total assets − total liabilities = −5.00,
 * so not tallied"). Null for any other formula.
 */
function tallyWorking(formula: Expr, result: PlainValue, resolve: AnyResolve, shift: number): { of: Expr; difference: string; verdict: string } | null {
  if (formula.op !== 'eqZero' || formula.a.op !== 'ref' || typeof result !== 'boolean') {
    return null;
  }
  const differenceRow = rowOf(formula.a.id);
  if (differenceRow.kind !== 'derived') {
    return null;
  }
  const difference = formatValue(toPlain(resolve(formula.a.id)), differenceRow.unit, 'minus', shift);
  return { of: differenceRow.formula, difference, verdict: result ? 'tallied' : 'not tallied' };
}

/**
 * Where a rule comes from, in the words a banker knows: our document references (cma-domain,
 * cma-forms, spec sections and row numbers) are dropped, and what remains names the source itself
 * ("Tandon Committee: Tandon II, Form V item 8"; "Nayak Committee, RBI"). A rule with no such
 * source reads "Standard CMA computation".
 */
export function plainSource(source: string): string {
  const parts = source
    .split(';')
    .map((part) =>
      part
        .replace(/\b(cma-domain|cma-forms|spec)\s*§[\d.]+(\s+(row\s+\d+|#\d+|[A-Z](?=\s|$)))?/g, '')
        .replace(/\(?§\d+[^;)]*\)?/g, '')
        .replace(/\((= )?row \d+\)|\(\d+ rows\)|\(optional\)|\(\s*\)/g, '')
        .replace(/\bTandon (II?)\b/g, 'Tandon Committee: Tandon $1')
        .replace(/^[\s:,]+|[\s:,]+$/g, '')
        .replace(/^\((?:=\s*)?([^()]*)\)$/, '$1')
        .replace(/\s{2,}/g, ' '),
    )
    .filter((part) => part !== '' && part !== 'optional');
  const text = parts.join('; ');
  return text === '' ? 'Standard CMA computation' : text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Shows the working of any cell of one company in one period: its formula with every input's label
 * and value, the result and the source of the rule. A zero denominator says "÷ 0 → —"; `null` is "—";
 * settings appear as their values ("25%"). A value of the previous period is a ref part with
 * `periodOffset: -1`; in the first period it reads "n/a (no earlier period)" and the working's
 * `reason` is `NO_EARLIER_PERIOD`. `context` gives the earlier periods; by default it is found from a
 * resolver of model.ts (a single period for any other resolver). An input cell explains itself as
 * entered by the analyst. Amounts are shown moved by `shift` places of ten (the display unit, as
 * `formatValue` takes it); the values in the parts stay in the analysis's unit.
 */
export function explain(id: MetricId, resolve: Resolve, settings: Settings, context?: PeriodContext, shift?: number): Working;
export function explain(id: AnyMetricId, resolve: AnyResolve, settings: Settings, context?: PeriodContext, shift?: number): Working;
export function explain(id: AnyMetricId, resolve: Resolve, settings: Settings, context: PeriodContext = contextOf(resolve), shift = 0): Working {
  const row = rowOf(id);
  // The overloads guarantee a resolver that reads `id` (a fund flow or trend id comes with an AnyResolve).
  const result = toPlain((resolve as AnyResolve)(id));
  const shown = formatValue(result, row.unit, 'minus', shift);
  if (row.kind === 'input') {
    const source = `Entered on ${ALL_SCREENS[splitId(id)[0]].title}`;
    const line = `${row.label} = ${shown} — ${source}`;
    return { id, label: row.label, result, text: line, parts: [text(line)], source };
  }

  const wrap = (r: Rendered, atLeast: number): WorkingPart[] => (r.prec >= atLeast ? r.parts : [text('('), ...r.parts, text(')')]);
  const join = (rs: Rendered[], sep: string, atLeast: number): WorkingPart[] =>
    rs.flatMap((r, i) => (i === 0 ? wrap(r, atLeast) : [text(sep), ...wrap(r, atLeast)]));

  let reason: NaReason | undefined;
  const refPart = (refId: MetricId, back: number): WorkingPart => {
    const target = rowOf(refId);
    const value = toPlain(back === 0 ? resolve(refId) : context.earlier[back - 1]!(refId));
    if (value === null && back === 0 && target.kind === 'derived') {
      // A row that repeats a "—" carries its reason (e.g. KFI % rise in sales, which repeats the ratio).
      reason ??= explain(refId, resolve, settings, context).reason;
    }
    const part = { kind: 'ref' as const, id: refId, label: labelOf(target, settings), value, display: formatValue(value, target.unit, 'minus', shift) };
    return back === 0 ? part : { ...part, periodOffset: -back };
  };
  const notAvailable = (why: NaReason): Rendered => {
    reason ??= why;
    return { parts: [text(`n/a (${NA_REASON_TEXT[why]})`)], prec: ATOM };
  };

  const render = (e: Expr): Rendered => {
    switch (e.op) {
      case 'ref':
        return { parts: [refPart(e.id, 0)], prec: ATOM };
      case 'prev':
        return context.earlier.length === 0 ? render(e.otherwise) : { parts: [refPart(e.id, 1)], prec: ATOM };
      case 'whenEarlier':
        return render(context.earlier.length === 0 ? e.otherwise : e.expr);
      case 'meanToDate': {
        const refs = [0, ...context.earlier.map((_, i) => i + 1)].reverse().map((back) => refPart(e.id, back));
        return { parts: [text('mean('), ...refs.flatMap((r, i) => (i === 0 ? [r] : [text(', '), r])), text(')')], prec: ATOM };
      }
      case 'assessedOnly':
        return context.assessed ? render(e.expr) : notAvailable('NOT_ASSESSED');
      case 'periodMonths':
        return { parts: [text(String(context.months?.[0] ?? 12))], prec: ATOM };
      case 'perYear': {
        const m = context.months?.[e.back] ?? 12;
        const a = render(e.a);
        return m === 12 ? a : { parts: [...wrap(a, PRODUCT), text(` × 12 ÷ ${m} (annualised)`)], prec: PRODUCT };
      }
      case 'sameAs':
        return render(e.expr);
      case 'const':
        return { parts: [text(e.value)], prec: ATOM };
      case 'setting':
        return { parts: [text(`${settings[e.key]}${e.scale === 'percent' ? '%' : ''}`)], prec: ATOM };
      case 'na':
        return notAvailable(e.reason);
      case 'add':
        return { parts: join(e.args.map(render), ' + ', SUM), prec: SUM };
      case 'max':
      case 'min':
        return { parts: [text(`${e.op}(`), ...join(e.args.map(render), ', ', COMPARE), text(')')], prec: ATOM };
      case 'sub':
        return { parts: [...wrap(render(e.a), SUM), text(' − '), ...wrap(render(e.b), PRODUCT)], prec: SUM };
      case 'mul':
        return { parts: [...wrap(render(e.a), PRODUCT), text(' × '), ...wrap(render(e.b), ATOM)], prec: PRODUCT };
      case 'div': {
        const denominator = evaluate(e.b, resolve, settings, context);
        const byZero = denominator !== null && typeof denominator !== 'boolean' && denominator.isZero();
        return {
          parts: [...wrap(render(e.a), PRODUCT), text(' ÷ '), ...wrap(render(e.b), ATOM), ...(byZero ? [text(' (÷ 0 → —)')] : [])],
          prec: PRODUCT,
        };
      }
      case 'gt':
        return { parts: [...wrap(render(e.a), SUM), text(' > '), ...wrap(render(e.b), SUM)], prec: COMPARE };
      case 'eqZero':
        return { parts: [...wrap(render(e.a), SUM), text(' = 0')], prec: COMPARE };
      case 'byDrawingPowerMethod': {
        const method = settings.drawingPowerMethod;
        const branch = render(method === 'strict' ? e.strict : e.paidStock);
        return { parts: [...branch.parts, text(METHOD_NOTE[method])], prec: branch.prec };
      }
    }
  };

  const tallied = tallyWorking(row.formula, result, resolve as AnyResolve, shift);
  const parts = tallied
    ? [...render(tallied.of).parts, text(` = ${tallied.difference}, so ${tallied.verdict} — ${row.source}`)]
    : [text(`${labelOf(row, settings)} = `), ...render(row.formula).parts, text(` = ${shown} — ${row.source}`)];
  // Adjacent text pieces are merged so the UI gets the fewest spans.
  const merged = parts.reduce<WorkingPart[]>((acc, p) => {
    const last = acc[acc.length - 1];
    if (p.kind === 'text' && last?.kind === 'text') {
      acc[acc.length - 1] = text(last.text + p.text);
    } else {
      acc.push(p);
    }
    return acc;
  }, []);
  const working = { id, label: labelOf(row, settings), result, text: merged.map(partText).join(''), parts: merged, source: row.source };
  return result === null && reason !== undefined ? { ...working, reason } : working;
}

/**
 * Where a formula's cell sits in time, for {@link excelFormula}: how many earlier periods of the same
 * company the workbook holds (0 for a one-period analysis or a company's first column), and whether the
 * period gets MPBF and drawing power.
 */
export interface ExcelPeriod {
  readonly earlierPeriods: number;
  readonly assessed: boolean;
  /** The months of this period and the earlier ones, latest first; absent = 12 each. */
  readonly months?: readonly number[];
}

/** A one-period workbook (the default): `prev` rows are blank, MPBF and drawing power are computed. */
export const SINGLE_PERIOD_EXCEL: ExcelPeriod = Object.freeze({ earlierPeriods: 0, assessed: true });

/**
 * Where a workbook keeps the analysis's settings, for {@link excelFormula}: `setting(key, scale)` names
 * the cell that holds a setting as the formula reads it (`percent` scale: the fraction, 0.25 for 25%;
 * `plain`: the number as entered), and `drawingPowerMethod` names the cell holding `paidStock` or `strict`.
 */
export interface ExcelSettingCells {
  readonly setting: (key: SettingKey, scale: 'percent' | 'plain') => string;
  readonly drawingPowerMethod: string;
}

/**
 * Translates a formula into a live Excel formula (without the leading "=", as exceljs takes it).
 * `cellOf(id, periodOffset)` names the cell of a metric in this period (offset 0) or an earlier one
 * (−1 = the previous period's column), e.g. `Ratios!C20`. With `settingCells`, settings are references to
 * those cells and the drawing-power method an `IF` on its cell, so changing them in the workbook
 * recomputes; without, settings are literals of `settings` (25% → 0.25) and the method picks its branch. Excel has no `null`: a formula
 * with divisions is guarded once, `IF(denominator=0,"",…)`, so "cannot compute" is a blank cell (shown
 * "—" in the app), never #DIV/0! or a fake 0. A row that needs an earlier period than `period` has, or
 * an MPBF row of a period that is not assessed, is `""`. A mean over the periods to date is
 * `IF(COUNT(…)=0,"",AVERAGE(…))` (both skip blank cells, as the app skips `null`s). Yes/no rows give
 * "Yes"/"No".
 */
export function excelFormula(
  expr: Expr,
  cellOf: (id: MetricId, periodOffset: number) => string,
  settings: Settings,
  period: ExcelPeriod = SINGLE_PERIOD_EXCEL,
  settingCells?: ExcelSettingCells,
): string {
  const denominators = new Set<string>();
  let blank = false;

  const wrap = (r: { f: string; prec: number }, atLeast: number): string => (r.prec >= atLeast ? r.f : `(${r.f})`);

  const render = (e: Expr): { f: string; prec: number } => {
    switch (e.op) {
      case 'ref':
        return { f: cellOf(e.id, 0), prec: ATOM };
      case 'prev':
        return period.earlierPeriods === 0 ? render(e.otherwise) : { f: cellOf(e.id, -1), prec: ATOM };
      case 'whenEarlier':
        return render(period.earlierPeriods === 0 ? e.otherwise : e.expr);
      case 'meanToDate': {
        const cells = Array.from({ length: period.earlierPeriods + 1 }, (_, i) => cellOf(e.id, i - period.earlierPeriods)).join(',');
        return { f: `IF(COUNT(${cells})=0,"",AVERAGE(${cells}))`, prec: ATOM };
      }
      case 'sameAs':
        return render(e.expr);
      case 'periodMonths':
        return { f: String(period.months?.[0] ?? 12), prec: ATOM };
      case 'perYear': {
        const m = period.months?.[e.back] ?? 12;
        const a = render(e.a);
        return m === 12 ? a : { f: `${wrap(a, PRODUCT)}*12/${m}`, prec: PRODUCT };
      }
      case 'assessedOnly':
        if (!period.assessed) {
          blank = true;
          return { f: '""', prec: ATOM };
        }
        return render(e.expr);
      case 'const':
        return { f: e.value, prec: ATOM };
      case 'setting': {
        if (settingCells) {
          return { f: settingCells.setting(e.key, e.scale), prec: ATOM };
        }
        const raw = new Dec(settings[e.key]);
        return { f: (e.scale === 'percent' ? raw.div(100) : raw).toString(), prec: ATOM };
      }
      case 'na':
        blank = true;
        return { f: '""', prec: ATOM };
      case 'add':
        return { f: `SUM(${e.args.map((a) => render(a).f).join(',')})`, prec: ATOM };
      case 'max':
      case 'min':
        return { f: `${e.op.toUpperCase()}(${e.args.map((a) => render(a).f).join(',')})`, prec: ATOM };
      case 'sub':
        return { f: `${wrap(render(e.a), SUM)}-${wrap(render(e.b), PRODUCT)}`, prec: SUM };
      case 'mul':
        return { f: `${wrap(render(e.a), PRODUCT)}*${wrap(render(e.b), ATOM)}`, prec: PRODUCT };
      case 'div': {
        const a = render(e.a);
        const b = render(e.b);
        denominators.add(`${b.f}=0`);
        return { f: `${wrap(a, PRODUCT)}/${wrap(b, ATOM)}`, prec: PRODUCT };
      }
      case 'gt':
        return { f: `IF(${render(e.a).f}>${render(e.b).f},"Yes","No")`, prec: ATOM };
      case 'eqZero':
        return { f: `IF(${render(e.a).f}=0,"Yes","No")`, prec: ATOM };
      case 'byDrawingPowerMethod':
        if (settingCells) {
          return { f: `IF(${settingCells.drawingPowerMethod}="strict",${render(e.strict).f},${render(e.paidStock).f})`, prec: ATOM };
        }
        return render(settings.drawingPowerMethod === 'strict' ? e.strict : e.paidStock);
    }
  };

  const body = render(expr).f;
  if (blank) {
    return '""';
  }
  if (denominators.size === 0) {
    return body;
  }
  const guard = denominators.size === 1 ? [...denominators][0]! : `OR(${[...denominators].join(',')})`;
  return `IF(${guard},"",${body})`;
}
