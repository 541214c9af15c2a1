/**
 * The proposal of a Tally import (docs/import.md "Tally"): a CMA row for every Trial Balance ledger from its
 * reserved group, its name and its balance, the Stock Summary's closing stocks, and the Profit & Loss A/c
 * (its opening balance + the year's profit), completed by the shared figures and checks and by Tally's own
 * reconciliations. Pure and re-runnable, like the workbook's proposal.
 */
import { Dec } from '../../money';
import { importChecks } from '../checks';
import { SECTION_OF_ROW } from '../dictionary';
import { inUnit } from '../in-unit';
import { bandOf, DEFAULT_BANDS, matchLabel, ofWhichOf } from '../matcher';
import { normaliseLabel } from '../normalise';
import type { ImportCheck, LineChoice, Proposal, ProposalContext, ProposedFigures, ProposedLine } from '../types';
import { figureKey } from '../types';
import type { TallyBooks } from './books';
import type { TallyLedgerLine } from './ledger-lines';
import { drCr, ledgerLines } from './ledger-lines';
import { tallyChecks } from './reconcile';
import type { GroupRule } from './rules';
import { GROUP_RULES } from './rules';

/** The column id of a Tally import's one year (a Trial Balance carries no date: the import names it). */
export const TALLY_COLUMN = 'TB';

/** Rows that add to income: an expense ledger's name never chooses them, an income ledger's only them. */
const INCOME_ROWS = new Set(['opstmt.salesDomestic', 'opstmt.salesExports', 'opstmt.others', 'opstmt.addOtherIncome']);
const PROFIT_AND_LOSS_ACCOUNT = 'Profit & Loss A/c';

/** A line's amount of its one year in the analysis's unit, rounded (with its exact figure kept) when the analyst asked. */
function converted(exact: Dec, year: number, ctx: ProposalContext): Pick<ProposedLine, 'amounts' | 'exact'> {
  const c = inUnit(exact, ctx.round);
  return { amounts: { [year]: c.amount.toNumber() }, ...(c.exact === undefined ? {} : { exact: { [year]: c.exact } }) };
}

/** A line as the analyst's choice makes it: a row (at 100) or skipped. */
function chosen(choice: LineChoice): [ProposedLine['kind'], string | null, number, string] {
  return 'row' in choice ? ['row', choice.row, 100, 'set by the analyst'] : ['skipped', null, 100, 'skipped by the analyst'];
}

/** The row a ledger's name chooses within its group's sections, or null. */
function byName(name: string, rule: GroupRule, ctx: ProposalContext): { row: string; confidence: number; reason: string } | null {
  const bands = ctx.bands ?? DEFAULT_BANDS;
  const norm = normaliseLabel(name);
  const remembered = ctx.remembered.get(norm);
  if (remembered?.row) {
    return { row: remembered.row, confidence: 100, reason: `as accepted on ${remembered.acceptedOn}` };
  }
  const synonym = ctx.synonyms.get(norm);
  if (synonym) {
    return { row: synonym, confidence: 100, reason: 'firm synonym' };
  }
  if (!rule.byName) {
    return null;
  }
  const statement = rule.profitAndLoss ? 'opstmt' : 'balanceSheet';
  const m = matchLabel(name, true, { section: rule.byName[0]!, statement, remembered: new Map(), synonyms: new Map() }, bands);
  const section = m.row === null ? undefined : SECTION_OF_ROW.get(m.row);
  const fits =
    m.row !== null &&
    section !== undefined &&
    rule.byName.includes(section) &&
    !rule.except?.includes(m.row) &&
    (!rule.profitAndLoss || INCOME_ROWS.has(m.row) === (rule.side === 'Cr'));
  return m.kind === 'row' && fits && m.confidence >= bands.review ? { row: m.row!, confidence: m.confidence, reason: `its name: ${m.reason}` } : null;
}

/** The proposed line of one Trial Balance ledger, in the analysis's unit (`factor` from rupees). */
function ledgerLine(l: TallyLedgerLine, year: number, factor: Dec, ctx: ProposalContext): ProposedLine {
  const bands = ctx.bands ?? DEFAULT_BANDS;
  const reserved = l.place.reservedGroup;
  const rule = reserved === null || reserved === PROFIT_AND_LOSS_ACCOUNT ? undefined : GROUP_RULES[reserved];
  const natural = rule?.side === 'Cr' ? l.balance.neg() : l.balance;
  let row: string | null = null;
  let amount = natural;
  let confidence = 0;
  let reason = reserved === null ? 'no reserved group above it: give the masters (groups and ledgers), or choose a row' : '';
  if (l.subtotal) {
    reason = 'a group total: its ledgers are listed, each mapped';
  } else if (rule?.contra && natural.isNegative()) {
    [row, amount, confidence, reason] = [rule.contra.row, natural.neg(), 95, rule.contra.reason];
  } else if (rule && !rule.blocks) {
    const named = byName(l.name, rule, ctx);
    // A name that agrees with its group's row only adds to the group's certainty.
    [row, confidence, reason] =
      named && !(named.row === rule.row && named.confidence < rule.confidence)
        ? [named.row, named.confidence, `${named.reason} (${reserved})`]
        : [rule.row, rule.confidence, rule.reason];
  } else if (rule) {
    reason = rule.reason;
  }
  const choice = ctx.choices?.get(l.id);
  let kind: ProposedLine['kind'] = l.subtotal ? 'total' : row === null ? 'unmatched' : 'row';
  if (choice) {
    [kind, row, confidence, reason] = chosen(choice);
  }
  // A debtor in credit is all customer advance (the contra's "of which"), as is a ledger named so.
  const contra = rule?.contra && natural.isNegative() && row === rule.contra.row ? rule.contra.ofWhich : undefined;
  const named = kind === 'row' && row !== null && contra === undefined ? ofWhichOf(l.name, row, bands) : undefined;
  if (named) {
    reason = `${reason}; also fills "${named.label}" (the line is all of it)`;
  }
  const ofWhich = kind === 'row' ? (contra ?? named?.row) : undefined;
  const text = drCr(l.balance);
  return {
    id: l.id,
    text: [l.name, l.place.group ?? '', text].join('\t'),
    label: l.name,
    norm: normaliseLabel(l.name),
    kind,
    row,
    ...(ofWhich === undefined ? {} : { ofWhich }),
    confidence,
    band: kind === 'row' ? bandOf(confidence, bands) : kind === 'unmatched' ? 'manual' : 'auto',
    reason,
    ...(l.subtotal ? { amounts: {} } : converted(amount.times(factor), year, ctx)),
    cells: { [year]: { cell: TALLY_COLUMN, text } },
    ledger: { name: l.name, group: l.place.group, reservedGroup: reserved },
  };
}

/** A Stock Summary line: its closing stock row (raw material, work in process, finished goods) by its name. */
function stockLine(name: string, value: Dec, i: number, year: number, factor: Dec, ctx: ProposalContext): ProposedLine {
  const bands = ctx.bands ?? DEFAULT_BANDS;
  const id = `S${i + 1}`;
  const m = matchLabel(name, true, { section: 'closing', statement: 'opstmt', remembered: ctx.remembered, synonyms: ctx.synonyms }, bands);
  const fits = m.kind === 'row' && /closingStock/.test(m.row!) && m.confidence >= bands.review;
  const choice = ctx.choices?.get(id);
  let [kind, row, confidence, reason]: [ProposedLine['kind'], string | null, number, string] = fits
    ? ['row', m.row, m.confidence, `Stock Summary: ${m.reason}`]
    : ['unmatched', null, m.confidence, 'Stock Summary: choose raw material, work in process or finished goods'];
  if (choice) {
    [kind, row, confidence, reason] = chosen(choice);
  }
  return {
    id,
    text: [name, 'Stock Summary', drCr(value)].join('\t'),
    label: name,
    norm: normaliseLabel(name),
    kind,
    row,
    confidence,
    band: kind === 'row' ? bandOf(confidence, bands) : kind === 'unmatched' ? 'manual' : 'auto',
    reason,
    ...converted(value.times(factor), year, ctx),
    cells: { [year]: { cell: TALLY_COLUMN, text: drCr(value) } },
    ledger: { name, group: 'Stock Summary', reservedGroup: 'Stock-in-Hand' },
  };
}

/** The year's profit in rupees: the income and expense ledgers' balances (opening stock among them) and the closing stock. */
export function yearProfit(lines: readonly TallyLedgerLine[], closingStock: Dec): Dec {
  const pl = lines.filter(
    (l) =>
      !l.subtotal && l.place.reservedGroup !== null && l.place.reservedGroup !== PROFIT_AND_LOSS_ACCOUNT && GROUP_RULES[l.place.reservedGroup].profitAndLoss,
  );
  return pl.reduce((s, l) => s.minus(l.balance), closingStock);
}

/**
 * The proposal of a Tally import for the year `year` (the analyst's `years` choice of column "TB" wins).
 * Amounts are converted exactly from rupees to the analysis's unit.
 */
export function proposeTally(books: TallyBooks, year: number, ctx: ProposalContext): Proposal {
  const bands = ctx.bands ?? DEFAULT_BANDS;
  const y = ctx.years?.get(TALLY_COLUMN) ?? year;
  const factor = new Dec(10).pow(-ctx.targetExponent);
  const ledgers = ledgerLines(books);
  const stock = (books.stock ?? []).map((s) => ({ name: s.name, value: new Dec(s.value).abs() }));
  const closingStock = stock.reduce((s, l) => s.plus(l.value), new Dec(0));
  const profit = yearProfit(ledgers, closingStock);
  const plAccount = ledgers.filter((l) => l.place.reservedGroup === PROFIT_AND_LOSS_ACCOUNT && !l.subtotal);
  const opening = plAccount.reduce((s, l) => s.minus(l.balance), new Dec(0));
  const closing = opening.plus(profit);
  const lines: ProposedLine[] = ledgers.filter((l) => !plAccount.includes(l)).map((l) => ledgerLine(l, y, factor, ctx));
  lines.push(...stock.map((s, i) => stockLine(s.name, s.value, i, y, factor, ctx)));
  const plWorking = `Profit & Loss A/c: opening ${drCr(opening.neg())} + the year's profit ${profit.toFixed(2)} (incomes − expenses − opening stock + closing stock) = ${drCr(closing.neg())}`;
  const choice = ctx.choices?.get('PL');
  const [plKind, plRow, plConfidence, plReason]: [ProposedLine['kind'], string | null, number, string] = choice
    ? chosen(choice)
    : ['row', closing.isNegative() ? 'assetnliabs.profitLossAc' : 'assetnliabs.profitLossAcc', 100, plWorking];
  lines.push({
    id: 'PL',
    text: [PROFIT_AND_LOSS_ACCOUNT, 'Primary', drCr(closing.neg())].join('\t'),
    label: PROFIT_AND_LOSS_ACCOUNT,
    norm: '',
    kind: plKind,
    row: plRow,
    confidence: plConfidence,
    band: plKind === 'row' ? bandOf(plConfidence, bands) : 'auto',
    reason: plReason,
    ...converted(closing.abs().times(factor), y, ctx),
    cells: { [y]: { cell: TALLY_COLUMN, text: drCr(closing.neg()) } },
    ledger: { name: PROFIT_AND_LOSS_ACCOUNT, group: null, reservedGroup: PROFIT_AND_LOSS_ACCOUNT },
  });
  const inexact = [...ledgers.map((l) => ({ name: l.name, value: l.balance })), ...stock]
    .filter((l) => !ctx.round && l.value.times(factor).decimalPlaces() > 2)
    .map((l) => `${l.name} ${y}: ${l.value.toFixed(2)}`);
  const shared = importChecks(lines, { unit: { name: 'rupees', exponent: 0 }, years: [{ column: TALLY_COLUMN, year: y, kind: null }], inexact, ctx });
  const figures = withProfitWorking(shared.figures, shared.lines, y, plWorking);
  const own: ImportCheck[] = tallyChecks({ ledgers, lines: shared.lines, books, profit, closingStock, overrides: ctx.overrides });
  return { ...shared, figures, checks: [...own, ...shared.checks] };
}

/** The figures with the Profit & Loss A/c's working (its opening balance and the year's profit). */
function withProfitWorking(figures: ProposedFigures, lines: readonly ProposedLine[], year: number, plWorking: string): ProposedFigures {
  const pl = lines.find((l) => l.id === 'PL');
  if (pl?.kind !== 'row' || pl.row === null || pl.reason !== plWorking) {
    return figures;
  }
  return { amounts: figures.amounts, sources: new Map(figures.sources).set(figureKey(year, pl.row), { lines: ['PL'], working: plWorking }) };
}
