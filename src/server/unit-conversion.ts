import type { RefusedFigure, UnitConversionRefusal } from '../contract/analysis';
import type { AmountUnit } from '../contract/constants';
import { UNIT_EXPONENT, UNIT_LABELS } from '../contract/constants';
import type { AssociateConcern, FacilityLimit } from '../contract/report';
import { expressionHolds, expressionInEntryUnit, withCellText } from '../domain/cell-texts';
import type { CellTexts, StatementTexts } from '../domain/cell-texts';
import { detailRows, detailSum, withDetailLines } from '../domain/detail-lines';
import type { StatementDetails } from '../domain/detail-lines';
import { rowOf } from '../domain/model';
import type { CompanyInputs, InputScreenId, StatementInputs } from '../domain/model';
import { AMOUNT_DECIMALS, Dec, MAX_AMOUNT } from '../domain/money';
import { periodLabel } from '../domain/periods';
import { SCREENS } from '../domain/screens';
import { unitConversionRefused } from './errors';
import type { LoadedAnalysis, LoadedCompany } from './repositories/analyses';

/** How many refused figures a 422 names as examples. */
const EXAMPLES = 5;

/** The Form I figures that are amounts (the facility's name, bank, type, dates, security and rate are not). */
const LIMIT_AMOUNTS = [
  ['existing', 'existing limit'],
  ['proposed', 'proposed limit'],
  ['outstanding', 'outstanding'],
  ['max_utilisation', 'maximum utilisation'],
  ['min_utilisation', 'minimum utilisation'],
  ['overdue', 'overdue'],
] as const satisfies readonly (readonly [keyof FacilityLimit, string])[];

/** The amounts of a Form I associate or group concern. */
const ASSOCIATE_AMOUNTS = [
  ['exposure', 'exposure'],
  ['outstanding', 'outstanding'],
  ['overdue', 'overdue'],
] as const satisfies readonly (readonly [keyof AssociateConcern, string])[];

/**
 * A company's notes, and its expressions rewritten in the new unit (`=1200+350` in ₹ becomes `=(1200+350)/100000`
 * in lakhs); an expression that no longer works out to its converted figure (it was rounded) is dropped.
 */
function convertedTexts(company: LoadedCompany, converted: ReadonlyMap<number, CompanyInputs>, shift: number): Map<number, CellTexts> {
  return new Map(
    [...company.textsByYear].map(([year, texts]): [number, CellTexts] => {
      let expressions: StatementTexts = {};
      for (const [screen, byKey] of Object.entries(texts.expressions) as [InputScreenId, Record<string, string>][]) {
        for (const [key, expression] of Object.entries(byKey)) {
          const rewritten = expressionInEntryUnit(expression, shift);
          const figure = converted.get(year)?.[screen][key];
          expressions = withCellText(expressions, screen, key, figure !== undefined && expressionHolds(rewritten, figure) ? rewritten : '');
        }
      }
      return [year, { ...texts, expressions }];
    }),
  );
}

/**
 * Every company of `current` with its stored amounts converted from the analysis's unit to `to`: each
 * statement input of every period, each Form I amount (facilities and associate concerns) and each term loan's amount, multiplied by 10^(exponent of the old unit −
 * exponent of the new one) exactly (a decimal shift in exact decimals). The settings are percentages, months
 * and times, so nothing else of an analysis is an amount.
 *
 * A stored amount has at most 2 decimals and is at most {@link MAX_AMOUNT}. A converted figure that would
 * need more decimals is rounded half-even to 2 when `round` is true, and otherwise refuses the conversion;
 * one above MAX_AMOUNT always refuses it. Then nothing is returned: throws 422 `unit_conversion_refused`
 * with the counts and up to five examples (company, period, row, from, to).
 */
export function convertedCompanies(current: LoadedAnalysis, to: AmountUnit, round: boolean): LoadedCompany[] {
  const from = current.analysis.unit;
  const factor = new Dec(10).pow(UNIT_EXPONENT[from] - UNIT_EXPONENT[to]);
  const tooLarge: RefusedFigure[] = [];
  const inexact: RefusedFigure[] = [];
  const labels = new Map(current.periods.map((p) => [p.year, periodLabel(p)]));

  /** One figure converted, or the figure unchanged after recording why it cannot be. */
  const convert = (value: number, where: () => Pick<RefusedFigure, 'company' | 'period' | 'row'>): number => {
    const exact = new Dec(value).times(factor);
    const fits = exact.decimalPlaces() <= AMOUNT_DECIMALS;
    const result = fits || !round ? exact : exact.toDecimalPlaces(AMOUNT_DECIMALS, Dec.ROUND_HALF_EVEN);
    if (result.abs().gt(MAX_AMOUNT)) {
      tooLarge.push({ ...where(), from: value, to: exact.toFixed(), rounded: null, reason: 'too_large' });
    } else if (!fits && !round) {
      const rounded = exact.toDecimalPlaces(AMOUNT_DECIMALS, Dec.ROUND_HALF_EVEN).toNumber();
      inexact.push({ ...where(), from: value, to: exact.toFixed(), rounded, reason: 'decimals' });
    }
    return result.toNumber();
  };

  /** `item` with each of its `amounts` ([key, label]) converted; `where` places a refused one. */
  const withAmounts = <T extends Partial<Record<K, number>>, K extends string>(
    item: T,
    amounts: readonly (readonly [K, string])[],
    where: (label: string) => Pick<RefusedFigure, 'company' | 'period' | 'row'>,
  ): T => {
    const next: T = { ...item };
    for (const [key, label] of amounts) {
      const value = item[key];
      if (value !== undefined) {
        (next as Record<K, number>)[key] = convert(value as number, () => where(label));
      }
    }
    return next;
  };

  const companies = current.companies.map((company): LoadedCompany => {
    const byYear = new Map<number, CompanyInputs>();
    for (const [year, inputs] of company.byYear) {
      const period = labels.get(year) ?? String(year);
      const statement = (screen: InputScreenId): StatementInputs =>
        Object.fromEntries(
          Object.entries(inputs[screen]).map(([key, value]) => [
            key,
            convert(value, () => ({ company: company.name, period, row: `${SCREENS[screen].title}: ${rowOf(`${screen}.${key}`).label}` })),
          ]),
        );
      byYear.set(year, { opstmt: statement('opstmt'), assetnliabs: statement('assetnliabs'), ocaocl: statement('ocaocl') });
    }
    const limits = company.limits.map((limit) =>
      withAmounts(limit, LIMIT_AMOUNTS, (label) => ({
        company: company.name,
        period: limit.as_on ? `as on ${limit.as_on}` : '',
        row: `Form I: ${limit.facility}, ${label}`,
      })),
    );
    const associates = company.associates.map((associate) =>
      withAmounts(associate, ASSOCIATE_AMOUNTS, (label) => ({ company: company.name, period: '', row: `Form I associate: ${associate.name}, ${label}` })),
    );
    const termLoans = company.termLoans.map((loan) => ({
      ...loan,
      amount: convert(loan.amount, () => ({ company: company.name, period: `from ${loan.first_month}`, row: `Term loan: ${loan.name}, amount` })),
    }));
    const fixedAssets = company.fixedAssets.map((block) => ({
      ...block,
      ...(block.opening_accumulated_depreciation === undefined
        ? {}
        : {
            opening_accumulated_depreciation: convert(block.opening_accumulated_depreciation, () => ({
              company: company.name,
              period: '',
              row: `Fixed assets: ${block.row}, opening accumulated depreciation`,
            })),
          }),
      additions: block.additions.map((a) => ({
        ...a,
        amount: convert(a.amount, () => ({ company: company.name, period: `FY ending ${a.year}`, row: `Fixed assets: ${block.row}, addition` })),
      })),
    }));
    // Detail lines convert as figures; their row's figure is then their converted sum (equal unless lines were rounded).
    const detailsByYear = new Map<number, StatementDetails>();
    for (const [year, texts] of company.textsByYear) {
      const period = labels.get(year) ?? String(year);
      let details: StatementDetails = {};
      for (const [screen, key, lines] of detailRows(texts.details)) {
        const row = `${SCREENS[screen].title}: ${rowOf(`${screen}.${key}`).label}`;
        const converted = lines.map((line) => ({
          label: line.label,
          amount: convert(line.amount, () => ({ company: company.name, period, row: `${row}, ${line.label}` })),
        }));
        details = withDetailLines(details, screen, key, converted);
        (byYear.get(year)![screen] as Record<string, number>)[key] = detailSum(converted);
      }
      detailsByYear.set(year, details);
    }
    const textsByYear = new Map(
      [...convertedTexts(company, byYear, UNIT_EXPONENT[from] - UNIT_EXPONENT[to])].map(([year, texts]) => [
        year,
        { ...texts, details: detailsByYear.get(year) ?? {} },
      ]),
    );
    return { ...company, byYear, textsByYear, limits, associates, termLoans, fixedAssets };
  });

  if (tooLarge.length + inexact.length > 0) {
    const details: UnitConversionRefusal = {
      from,
      to,
      factor: factor.toFixed(),
      inexact: inexact.length,
      too_large: tooLarge.length,
      examples: [...tooLarge, ...inexact].slice(0, EXAMPLES),
    };
    throw unitConversionRefused(refusalMessage(details), details);
  }
  return companies;
}

/** "3 figures would need more than 2 decimals in ₹ crores …": the 422's sentence. */
function refusalMessage(d: UnitConversionRefusal): string {
  const figures = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'figure' : 'figures'}`;
  const unit = UNIT_LABELS[d.to];
  if (d.too_large > 0) {
    return `${figures(d.too_large)} would exceed ${MAX_AMOUNT.toExponential()} in ${unit}; nothing was changed`;
  }
  return `${figures(d.inexact)} would need more than 2 decimals in ${unit}; nothing was changed. Send round: true to round them half-even to 2 decimals`;
}
