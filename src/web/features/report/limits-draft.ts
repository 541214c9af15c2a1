import { facilityLimit, MAX_FACILITIES } from '../../../contract';
import type { FacilityLimit } from '../../../contract';
import { formatAmountInFull } from '../../../domain/format';
import type { DisplayUnits } from '../../lib/display-units';
import { parseAmount } from '../../lib/parse-amount';

/** One Form I row as typed: every field is text until it is saved (`asOn` is the date input's ISO value). */
export interface LimitDraft {
  readonly facility: string;
  readonly existing: string;
  readonly proposed: string;
  readonly outstanding: string;
  readonly asOn: string;
}
export type LimitField = keyof LimitDraft;
/** The amount columns of Form I, in print order. */
export const AMOUNT_FIELDS = ['existing', 'proposed', 'outstanding'] as const;
/** What is wrong with each field of one row (absent: nothing). */
export type LimitRowErrors = Partial<Record<LimitField, string>>;

/** A blank row, for "Add facility". */
export const EMPTY_DRAFT: LimitDraft = Object.freeze({ facility: '', existing: '', proposed: '', outstanding: '', asOn: '' });

/**
 * A stored facility as the editor shows it: amounts in full with Indian grouping (which the amount parser
 * reads back exactly), moved into the display unit by `shift`.
 */
export function draftOf(limit: FacilityLimit, shift = 0): LimitDraft {
  const amountText = (v: number | undefined) => (v === undefined ? '' : formatAmountInFull(v, shift));
  return {
    facility: limit.facility,
    existing: amountText(limit.existing),
    proposed: amountText(limit.proposed),
    outstanding: amountText(limit.outstanding),
    asOn: limit.as_on ?? '',
  };
}

const isBlank = (row: LimitDraft) => Object.values(row).every((v) => v.trim() === '');

/**
 * Reads one company's Form I as typed. Amounts go through the one amount parser (Indian or Western grouping,
 * ₹/Rs, no negatives), typed in `units.shown` and stored exactly in `units.entered` (a figure the entry unit
 * cannot hold is refused); a blank amount is "not known" (printed "—"), never 0. Wholly blank rows are dropped.
 * @returns the facilities to save, or per row the message of every field that cannot be saved (same length
 *   and order as `rows`).
 */
export function parseLimits(rows: readonly LimitDraft[], units?: DisplayUnits): { ok: true; limits: FacilityLimit[] } | { ok: false; errors: LimitRowErrors[] } {
  const limits: FacilityLimit[] = [];
  const errors: LimitRowErrors[] = rows.map(() => ({}));
  let ok = true;
  rows.forEach((row, i) => {
    if (isBlank(row)) {
      return;
    }
    const rowErrors = errors[i]!;
    const candidate: Record<string, unknown> = { facility: row.facility.trim() };
    for (const field of AMOUNT_FIELDS) {
      const parsed = parseAmount(row[field], { allowNegative: false, units });
      if (parsed.kind === 'refused') {
        rowErrors[field] = `“${row[field].trim()}”: ${parsed.reason}`;
      } else if (parsed.kind === 'value') {
        candidate[field] = parsed.value;
      }
    }
    if (row.asOn.trim() !== '') {
      candidate['as_on'] = row.asOn.trim();
    }
    const checked = facilityLimit.safeParse(candidate);
    if (checked.success) {
      limits.push(checked.data);
    } else {
      for (const issue of checked.error.issues) {
        const field = (issue.path[0] === 'as_on' ? 'asOn' : issue.path[0]) as LimitField;
        rowErrors[field] ??= field === 'asOn' ? 'not a date' : issue.message;
      }
    }
    ok &&= Object.keys(rowErrors).length === 0;
  });
  if (ok && limits.length > MAX_FACILITIES) {
    return { ok: false, errors: rows.map((_, i) => (i === rows.length - 1 ? { facility: `at most ${MAX_FACILITIES} facilities` } : {})) };
  }
  return ok ? { ok: true, limits } : { ok: false, errors };
}
