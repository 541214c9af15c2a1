import { associateConcern, MAX_ASSOCIATES } from '../../../contract';
import type { AssociateConcern } from '../../../contract';
import { formatAmountInFull } from '../../../domain/format';
import type { DisplayUnits } from '../../lib/display-units';
import { parseAmount } from '../../lib/parse-amount';

/** One associate or group concern as typed: every field is text until it is saved ("" = not known). */
export interface AssociateDraft {
  readonly name: string;
  readonly relationship: string;
  readonly bank: string;
  readonly exposure: string;
  readonly outstanding: string;
  readonly overdue: string;
}
export type AssociateField = keyof AssociateDraft;

/** The amount fields, in print order (their draft and wire keys are the same). */
export const ASSOCIATE_AMOUNTS = ['exposure', 'outstanding', 'overdue'] as const;
const TEXTS = ['relationship', 'bank'] as const;

/** What is wrong with each field of one row (absent: nothing). */
export type AssociateRowErrors = Partial<Record<AssociateField, string>>;

/** A blank row, for "Add associate concern". */
export const EMPTY_ASSOCIATE: AssociateDraft = Object.freeze({ name: '', relationship: '', bank: '', exposure: '', outstanding: '', overdue: '' });

/** A stored associate as the editor shows it: amounts in full with Indian grouping, moved into the display unit by `shift`. */
export function associateDraftOf(a: AssociateConcern, shift = 0): AssociateDraft {
  const amount = (v: number | undefined) => (v === undefined ? '' : formatAmountInFull(v, shift));
  return {
    name: a.name,
    relationship: a.relationship ?? '',
    bank: a.bank ?? '',
    exposure: amount(a.exposure),
    outstanding: amount(a.outstanding),
    overdue: amount(a.overdue),
  };
}

/**
 * Reads one company's associate concerns as typed: amounts through the one amount parser (typed in
 * `units.shown`, stored exactly in `units.entered`; blank = not known, never 0), texts trimmed; wholly blank
 * rows are dropped.
 * @returns the associates to save, or per row the message of every field that cannot be saved.
 */
export function parseAssociates(
  rows: readonly AssociateDraft[],
  units?: DisplayUnits,
): { ok: true; associates: AssociateConcern[] } | { ok: false; errors: AssociateRowErrors[] } {
  const associates: AssociateConcern[] = [];
  const errors: AssociateRowErrors[] = rows.map(() => ({}));
  rows.forEach((row, i) => {
    if (Object.values(row).every((v) => v.trim() === '')) {
      return;
    }
    const rowErrors = errors[i]!;
    const candidate: Record<string, unknown> = { name: row.name.trim() };
    for (const field of ASSOCIATE_AMOUNTS) {
      const parsed = parseAmount(row[field], { allowNegative: false, units });
      if (parsed.kind === 'refused') {
        rowErrors[field] = `“${row[field].trim()}”: ${parsed.reason}`;
      } else if (parsed.kind === 'value') {
        candidate[field] = parsed.value;
      }
    }
    for (const field of TEXTS) {
      if (row[field].trim() !== '') {
        candidate[field] = row[field].trim();
      }
    }
    const checked = associateConcern.safeParse(candidate);
    if (checked.success) {
      associates.push(checked.data);
    } else {
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]) as AssociateField;
        rowErrors[field in EMPTY_ASSOCIATE ? field : 'name'] ??= issue.message;
      }
    }
  });
  if (errors.some((e) => Object.keys(e).length > 0)) {
    return { ok: false, errors };
  }
  if (associates.length > MAX_ASSOCIATES) {
    return { ok: false, errors: rows.map((_, i) => (i === rows.length - 1 ? { name: `at most ${MAX_ASSOCIATES} associate concerns` } : {})) };
  }
  return { ok: true, associates };
}
