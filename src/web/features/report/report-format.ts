import type { ReportLine, ReportModel } from '../../../contract';
import { formatValue, NOT_AVAILABLE } from '../../../domain/format';

/** What a ratio that is not meaningful (TNW ≤ 0) prints. */
export const NOT_MEANINGFUL = 'NM';

/**
 * One figure of a report line as printed, with the project's formatters: Indian grouping with 2 decimals
 * and a true minus for amounts, "12.50%" for percentages, 1 decimal for days, Yes/No (1/0 on the wire), and
 * "—" for a figure that cannot be computed, "NM" for a ratio that is not meaningful (`nm`). An amount is moved into the display unit by `shift` places of ten.
 */
export function formatLineValue(value: number | null | undefined, format: ReportLine['format'], shift = 0, nm = false): string {
  if (nm) {
    return NOT_MEANINGFUL;
  }
  if (value === null || value === undefined) {
    return NOT_AVAILABLE;
  }
  return format === 'yesno' ? formatValue(value !== 0, 'yesno') : formatValue(value, format, 'minus', shift);
}

/** The date of the report as a bank letter writes it: "23 November 2026" (the generated_at ISO instant). */
export function reportDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });
}

/**
 * The footnotes of one form of one company: each distinct reason a figure is "—" or "NM", or a figure stands in
 * for another (the spares proxy), numbered in order of first appearance, then the analyst's notes on the inputs
 * its lines print ("Note on Sales – Exports: …"); per line and period the reason's number (`marks`) and the notes'
 * numbers (`noteMarks`) to print beside the figure.
 */
export function footnotesOf(lines: readonly ReportLine[]): { notes: string[]; marks: (number | null)[][]; noteMarks: number[][][] } {
  const notes: string[] = [];
  const numberOf = (text: string) => {
    const at = notes.indexOf(text);
    return at >= 0 ? at + 1 : notes.push(text);
  };
  const marks = lines.map((line) => (line.reasons ?? []).map((reason) => (reason ? numberOf(reason) : null)));
  // The analyst's notes on the inputs a line prints, numbered after the reasons of the same form.
  const noteMarks = lines.map((line) => (line.notes ?? []).map((texts) => texts.map((text) => numberOf(`Note on ${text}`))));
  return { notes, marks, noteMarks };
}

/** The periods as column headers: the label ("FY 2024-25 (Audited)") and whether it is the assessment year. */
export function periodHeaders(model: Pick<ReportModel, 'periods' | 'assessment_year'>): { label: string; assessed: boolean }[] {
  return model.periods.map((p) => ({ label: p.label, assessed: p.year === model.assessment_year }));
}
