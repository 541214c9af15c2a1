import { facilityLimit, MAX_FACILITIES } from '../../../contract';
import type { FacilityLimit } from '../../../contract';
import { UNIT_LABELS } from '../../../contract/constants';
import { OUTSTANDING_LIMIT_MULTIPLE, outstandingAboveLimit } from '../../../domain/facilities';
import { formatAmountInFull } from '../../../domain/format';
import type { DisplayUnits } from '../../lib/display-units';
import { parseAmount } from '../../lib/parse-amount';

/**
 * One Form I row as typed: every field is text until it is saved (`asOn` and `overdueSince` are the date
 * inputs' ISO values, `facilityType` the select's value, "" for none).
 */
export interface LimitDraft {
  readonly facility: string;
  readonly bank: string;
  readonly facilityType: string;
  readonly existing: string;
  readonly proposed: string;
  readonly outstanding: string;
  readonly asOn: string;
  readonly maxUtilisation: string;
  readonly minUtilisation: string;
  readonly overdue: string;
  readonly overdueSince: string;
  readonly security: string;
  readonly ratePct: string;
}
export type LimitField = keyof LimitDraft;

/** Each draft field's key on the wire. */
const WIRE_KEYS = {
  facility: 'facility',
  bank: 'bank',
  facilityType: 'facility_type',
  existing: 'existing',
  proposed: 'proposed',
  outstanding: 'outstanding',
  asOn: 'as_on',
  maxUtilisation: 'max_utilisation',
  minUtilisation: 'min_utilisation',
  overdue: 'overdue',
  overdueSince: 'overdue_since',
  security: 'security',
  ratePct: 'rate_pct',
} as const satisfies Record<LimitField, keyof FacilityLimit>;

/** The amount columns of Form I, in print order. */
export const AMOUNT_FIELDS = ['existing', 'proposed', 'outstanding', 'maxUtilisation', 'minUtilisation', 'overdue'] as const;
type AmountField = (typeof AMOUNT_FIELDS)[number];
/** The text and date fields read as typed (trimmed; blank = absent). */
const TEXT_FIELDS = ['bank', 'facilityType', 'asOn', 'overdueSince', 'security'] as const;
/** What is wrong with each field of one row (absent: nothing). */
export type LimitRowErrors = Partial<Record<LimitField, string>>;

/** A blank row, for "Add facility". */
export const EMPTY_DRAFT: LimitDraft = Object.freeze({
  facility: '',
  bank: '',
  facilityType: '',
  existing: '',
  proposed: '',
  outstanding: '',
  asOn: '',
  maxUtilisation: '',
  minUtilisation: '',
  overdue: '',
  overdueSince: '',
  security: '',
  ratePct: '',
});

/**
 * A stored facility as the editor shows it: amounts in full with Indian grouping (which the amount parser
 * reads back exactly), moved into the display unit by `shift`; the rate as a plain number.
 */
export function draftOf(limit: FacilityLimit, shift = 0): LimitDraft {
  const amountText = (field: AmountField) => {
    const v = limit[WIRE_KEYS[field]];
    return v === undefined ? '' : formatAmountInFull(v, shift);
  };
  return {
    ...EMPTY_DRAFT,
    facility: limit.facility,
    bank: limit.bank ?? '',
    facilityType: limit.facility_type ?? '',
    asOn: limit.as_on ?? '',
    overdueSince: limit.overdue_since ?? '',
    security: limit.security ?? '',
    ratePct: limit.rate_pct === undefined ? '' : String(limit.rate_pct),
    ...Object.fromEntries(AMOUNT_FIELDS.map((f) => [f, amountText(f)])),
  };
}

/** The rate as typed ("9.25", "9.25 %"): a number, or why not. */
function parseRate(text: string): { value: number } | { refused: string } {
  const bare = text.trim().replace(/\s*%$/, '');
  return /^\d{1,3}(\.\d{1,2})?$/.test(bare) ? { value: Number(bare) } : { refused: `“${text.trim()}”: a rate in % a year, at most 2 decimals` };
}

const DRAFT_FIELD: Readonly<Record<string, LimitField>> = Object.fromEntries(Object.entries(WIRE_KEYS).map(([draft, wire]) => [wire, draft as LimitField]));

const isBlank = (row: LimitDraft) => Object.values(row).every((v) => v.trim() === '');

/**
 * Reads one company's Form I as typed. Amounts go through the one amount parser (Indian or Western grouping,
 * ₹/Rs, no negatives), typed in `units.shown` and stored exactly in `units.entered` (a figure the entry unit
 * cannot hold is refused); a blank amount is "not known" (printed "—"), never 0. Wholly blank rows are dropped.
 * @returns the facilities to save, or per row the message of every field that cannot be saved (same length
 *   and order as `rows`).
 */
export function parseLimits(
  rows: readonly LimitDraft[],
  units?: DisplayUnits,
): { ok: true; limits: FacilityLimit[] } | { ok: false; errors: LimitRowErrors[] } {
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
        candidate[WIRE_KEYS[field]] = parsed.value;
      }
    }
    for (const field of TEXT_FIELDS) {
      if (row[field].trim() !== '') {
        candidate[WIRE_KEYS[field]] = row[field].trim();
      }
    }
    if (row.ratePct.trim() !== '') {
      const rate = parseRate(row.ratePct);
      if ('refused' in rate) {
        rowErrors.ratePct = rate.refused;
      } else {
        candidate['rate_pct'] = rate.value;
      }
    }
    const checked = facilityLimit.safeParse(candidate);
    if (checked.success) {
      limits.push(checked.data);
    } else {
      for (const issue of checked.error.issues) {
        const field = DRAFT_FIELD[String(issue.path[0])] ?? 'facility';
        rowErrors[field] ??= (field === 'asOn' || field === 'overdueSince') && issue.code !== 'custom' ? 'not a date' : issue.message;
      }
    }
    ok &&= Object.keys(rowErrors).length === 0;
  });
  if (ok && limits.length > MAX_FACILITIES) {
    return { ok: false, errors: rows.map((_, i) => (i === rows.length - 1 ? { facility: `at most ${MAX_FACILITIES} facilities` } : {})) };
  }
  return ok ? { ok: true, limits } : { ok: false, errors };
}

/**
 * The warning shown beside a row as it is typed (and flagged again in the print): an outstanding above
 * {@link OUTSTANDING_LIMIT_MULTIPLE} × the existing limit, most often a figure typed in rupees into a field in
 * lakhs. `null` when there is none or either figure cannot be read yet.
 */
export function limitWarning(row: LimitDraft, units?: DisplayUnits): string | null {
  const existing = parseAmount(row.existing, { allowNegative: false, units });
  const outstanding = parseAmount(row.outstanding, { allowNegative: false, units });
  if (existing.kind !== 'value' || outstanding.kind !== 'value' || !outstandingAboveLimit({ existing: existing.value, outstanding: outstanding.value })) {
    return null;
  }
  return `Outstanding ${row.outstanding.trim()} is more than ${OUTSTANDING_LIMIT_MULTIPLE} × the limit of ${row.existing.trim()}${units ? ` (${UNIT_LABELS[units.shown]})` : ''}: is it in the right unit?`;
}
