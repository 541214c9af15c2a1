/**
 * The checks an audited PDF gets before its accept (docs/import.md "Audited PDFs"), beside the shared ones:
 * each section's lines add up to the total printed under them, the balance sheet's two printed totals agree,
 * and the previous year's figures equal those the analysis already holds for that year (or the differences are
 * listed). A misread figure (OCR) shows here; the checks are shown, not blocking: the analyst corrects the line.
 */
import type { AnyMetricId } from '../formula';
import type { InputScreenId } from '../model';
import { splitId } from '../model';
import { Dec } from '../money';
import { financialYearLabel } from '../periods';
import type { ImportCheck, Proposal, ProposalContext, ProposedLine } from './types';

const PRINTED_TOTAL = /^(?:sub[\s-]*)?total\b/i;
const GRAND_TOTAL = /^total$/i;
const hasAmounts = (l: ProposedLine): boolean => Object.keys(l.amounts).length > 0;
const show = (d: Dec): string => d.toFixed(2);

/** Each "Total…" line against the sum of the lines printed above it since the previous "Total…" line of its page. */
function sectionSums(lines: readonly ProposedLine[]): ImportCheck[] {
  const checks: ImportCheck[] = [];
  let run: ProposedLine[] = [];
  let page: number | undefined;
  for (const line of lines) {
    // A note's lines stand for the face line they split, which is counted in their place.
    if (line.noteOf !== undefined) {
      continue;
    }
    if (line.page !== page) {
      [run, page] = [[], line.page];
    }
    if (!hasAmounts(line)) {
      continue;
    }
    if (!PRINTED_TOTAL.test(line.label.trim())) {
      // A line the proposal found to be the sum of those above it is not counted again.
      if (line.kind !== 'total' || line.total !== undefined || line.splitBy !== undefined) {
        run.push(line);
      }
      continue;
    }
    for (const [year, printed] of Object.entries(line.amounts)) {
      if (run.length === 0) {
        break;
      }
      const sum = run.reduce((s, l) => s.plus(l.amounts[year] ?? 0), new Dec(0));
      const ok = sum.equals(printed);
      checks.push({
        name: `sum ${line.id} ${year}`,
        ok,
        detail: ok
          ? `page ${line.page}, ${financialYearLabel(Number(year))}: the ${run.length} lines above "${line.label}" add up to its ${show(sum)}`
          : `page ${line.page}, ${financialYearLabel(Number(year))}: the ${run.length} lines above "${line.label}" add up to ${show(sum)}, the PDF prints ${show(new Dec(printed))}`,
      });
    }
    run = [];
  }
  return checks;
}

/** The first and the last "TOTAL" of a page (equity and liabilities, assets) agree per year. */
function printedTally(lines: readonly ProposedLine[]): ImportCheck[] {
  const byPage = new Map<number, ProposedLine[]>();
  for (const l of lines) {
    if (l.page !== undefined && hasAmounts(l) && GRAND_TOTAL.test(l.label.trim())) {
      byPage.set(l.page, [...(byPage.get(l.page) ?? []), l]);
    }
  }
  return [...byPage].flatMap(([page, totals]) => {
    if (totals.length < 2) {
      return [];
    }
    const [first, last] = [totals[0]!, totals[totals.length - 1]!];
    return Object.keys(first.amounts).map((year) => {
      const ok = first.amounts[year] === last.amounts[year];
      return {
        name: `printed tally p.${page} ${year}`,
        ok,
        detail: ok
          ? `page ${page}, ${financialYearLabel(Number(year))}: the printed totals of liabilities and assets agree (${String(first.amounts[year])})`
          : `page ${page}, ${financialYearLabel(Number(year))}: the printed totals differ: ${String(first.amounts[year])} and ${String(last.amounts[year])}`,
      };
    });
  });
}

/** The source's earlier years against the figures the analysis already holds for them, row by row. */
function previousYears(proposal: Proposal, ctx: Pick<ProposalContext, 'existing'>): ImportCheck[] {
  const years = [...proposal.figures.amounts.keys()].sort((a, b) => a - b);
  return years.slice(0, -1).flatMap((year) => {
    const held = ctx.existing(year);
    if (!held) {
      return [];
    }
    const differences: string[] = [];
    const statements = proposal.figures.amounts.get(year) ?? {};
    for (const screen of Object.keys(statements) as InputScreenId[]) {
      for (const [key, amount] of Object.entries(statements[screen] ?? {})) {
        const was = held[screen]?.[key];
        if (was !== undefined && was !== 0 && was !== amount) {
          differences.push(`${splitId(`${screen}.${key}` as AnyMetricId)[1]} ${String(was)} → ${String(amount)}`);
        }
      }
    }
    const ok = differences.length === 0;
    return [
      {
        name: `previous year ${year}`,
        ok,
        detail: ok
          ? `${financialYearLabel(year)}: the PDF's previous-year figures equal those the analysis holds`
          : `${financialYearLabel(year)}: ${differences.length} figures differ from the analysis (analysis → PDF): ${differences.slice(0, 6).join('; ')}${differences.length > 6 ? '; …' : ''}`,
      },
    ];
  });
}

/** The audited PDF's own checks for a proposal of its statement pages. */
export function pdfChecks(proposal: Proposal, ctx: Pick<ProposalContext, 'existing'>): ImportCheck[] {
  return [...sectionSums(proposal.lines), ...printedTally(proposal.lines), ...previousYears(proposal, ctx)];
}
