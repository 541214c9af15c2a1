import { evaluate } from './formula';
import type { Expr, MetricId, Resolve } from './formula';
import { formatValue } from './format';
import { rowOf, splitId, toPlain } from './model';
import type { PlainValue } from './model';
import { Dec } from './money';
import type { Settings } from './settings';
import { SCREENS } from './screens';

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
    };

/** "Show the working" for one cell: the formula with the actual numbers, the result and the rule's source. */
export interface Working {
  readonly id: MetricId;
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
 * Shows the working of any cell of one company: its formula with every input's label and value, the
 * result and the source of the rule. A zero denominator says "÷ 0 → —"; `null` is "—"; settings
 * appear as their values ("25%"). An input cell explains itself as entered by the analyst.
 */
export function explain(id: MetricId, resolve: Resolve, settings: Settings): Working {
  const row = rowOf(id);
  const result = toPlain(resolve(id));
  const shown = formatValue(result, row.unit);
  if (row.kind === 'input') {
    const source = `Entered on ${SCREENS[splitId(id)[0]].title}`;
    const line = `${row.label} = ${shown} — ${source}`;
    return { id, label: row.label, result, text: line, parts: [text(line)], source };
  }

  const wrap = (r: Rendered, atLeast: number): WorkingPart[] =>
    r.prec >= atLeast ? r.parts : [text('('), ...r.parts, text(')')];
  const join = (rs: Rendered[], sep: string, atLeast: number): WorkingPart[] =>
    rs.flatMap((r, i) => (i === 0 ? wrap(r, atLeast) : [text(sep), ...wrap(r, atLeast)]));

  const render = (e: Expr): Rendered => {
    switch (e.op) {
      case 'ref': {
        const target = rowOf(e.id);
        const value = toPlain(resolve(e.id));
        return {
          parts: [{ kind: 'ref', id: e.id, label: target.label, value, display: formatValue(value, target.unit) }],
          prec: ATOM,
        };
      }
      case 'const':
        return { parts: [text(e.value)], prec: ATOM };
      case 'setting':
        return { parts: [text(`${settings[e.key]}${e.scale === 'percent' ? '%' : ''}`)], prec: ATOM };
      case 'na':
        return { parts: [text('n/a (needs the prior year)')], prec: ATOM };
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
        const denominator = evaluate(e.b, resolve, settings);
        const byZero = denominator !== null && typeof denominator !== 'boolean' && denominator.isZero();
        return {
          parts: [
            ...wrap(render(e.a), PRODUCT),
            text(' ÷ '),
            ...wrap(render(e.b), ATOM),
            ...(byZero ? [text(' (÷ 0 → —)')] : []),
          ],
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

  const parts = [text(`${row.label} = `), ...render(row.formula).parts, text(` = ${shown} — ${row.source}`)];
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
  return { id, label: row.label, result, text: merged.map(partText).join(''), parts: merged, source: row.source };
}

/**
 * Translates a formula into a live Excel formula (without the leading "=", as exceljs takes it).
 * `cellOf` names the cell of a metric, e.g. `Ratios!C20`. Settings become literals of the analysis's
 * settings (25% → 0.25) and the drawing-power method picks its branch. Excel has no `null`: a formula
 * with divisions is guarded once, `IF(denominator=0,"",…)`, so "cannot compute" is a blank cell (shown
 * "—" in the app), never #DIV/0! or a fake 0. A prior-year row is `""`. Yes/no rows give "Yes"/"No".
 */
export function excelFormula(expr: Expr, cellOf: (id: MetricId) => string, settings: Settings): string {
  const denominators = new Set<string>();
  let needsPriorYear = false;

  const wrap = (r: { f: string; prec: number }, atLeast: number): string => (r.prec >= atLeast ? r.f : `(${r.f})`);

  const render = (e: Expr): { f: string; prec: number } => {
    switch (e.op) {
      case 'ref':
        return { f: cellOf(e.id), prec: ATOM };
      case 'const':
        return { f: e.value, prec: ATOM };
      case 'setting': {
        const raw = new Dec(settings[e.key]);
        return { f: (e.scale === 'percent' ? raw.div(100) : raw).toString(), prec: ATOM };
      }
      case 'na':
        needsPriorYear = true;
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
        return render(settings.drawingPowerMethod === 'strict' ? e.strict : e.paidStock);
    }
  };

  const body = render(expr).f;
  if (needsPriorYear) {
    return '""';
  }
  if (denominators.size === 0) {
    return body;
  }
  const guard = denominators.size === 1 ? [...denominators][0]! : `OR(${[...denominators].join(',')})`;
  return `IF(${guard},"",${body})`;
}
