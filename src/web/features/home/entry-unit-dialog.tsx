import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { unitConversionRefusal } from '../../../contract/analysis';
import type { AnalysisSummary, UnitChange, UnitConversionRefusal } from '../../../contract/analysis';
import { UNIT_EXPONENT, UNIT_LABELS, UNITS } from '../../../contract/constants';
import type { AmountUnit } from '../../../contract/constants';
import { formatAmount } from '../../../domain/format';
import { Modal } from '../../components/modal';
import { buttonPrimary, buttonSecondary, fieldError, fieldInput, fieldLabel } from '../../components/ui';
import { ApiRequestError } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { conversionOperation } from '../../lib/display-units';
import { notify } from '../../lib/notify';
import { useStores } from '../../stores/use-stores';
import { getAnalysis, patchAnalysis } from './analyses-api';
import { countOf } from './plural';

/** A figure with its unit as the dialog words it: "12.50 lakhs", "12,50,000.00 ₹". */
const UNIT_AFTER: Readonly<Record<AmountUnit, string>> = { rupees: '₹', thousands: 'thousand', lakhs: 'lakhs', crores: 'crores' };
const inUnit = (value: number, unit: AmountUnit) => `${formatAmount(value)} ${UNIT_AFTER[unit]}`;

/**
 * What converting from `from` to `to` does to every amount, worded for the analyst: the operation ("× 1,00,000"
 * or "÷ 100") and an example that reads in whole paise on both sides ("12.50 lakhs becomes 12,50,000.00 ₹",
 * "1,250.00 lakhs becomes 12.50 crores"). The factor is 10^(exponent of `from` − exponent of `to`).
 */
export function conversionWording(from: AmountUnit, to: AmountUnit): { operation: string; example: string } {
  const shift = UNIT_EXPONENT[from] - UNIT_EXPONENT[to];
  const before = shift >= 0 ? 12.5 : 12.5 * 10 ** -shift;
  const after = shift >= 0 ? 12.5 * 10 ** shift : 12.5;
  return { operation: conversionOperation(from, to), example: `${inUnit(before, from)} becomes ${inUnit(after, to)}` };
}

/** What the dialog shows after a failed try: a sentence, and a refused conversion's counts and examples. */
type Problem = { message: string; refusal?: UnitConversionRefusal };

interface EntryUnitDialogProps {
  /** The analysis as last read: its `unit` is the one the figures are converted from. */
  analysis: Pick<AnalysisSummary, 'id' | 'name' | 'unit'>;
  onClose: () => void;
  /** The analysis as saved with its new unit (the dialog has told the analyst and refreshed the open analysis). */
  onChanged: (summary: AnalysisSummary) => void;
}

/**
 * "Change entry unit…": a new unit for an analysis, with an explicit choice of what happens to the figures:
 * convert them (every amount shifted exactly, PATCH `unit_change: 'convert'`) or relabel only (the figures
 * stay as typed). It saves the open analysis's unsaved edits first (a conversion refuses when one could not be saved), re-reads the analysis (refusing when its
 * unit was changed elsewhere meanwhile) and sends the change with that version as If-Match. A conversion that
 * would need more than 2 decimals comes back 422: the dialog says how many figures and shows examples, and
 * offers "Round to 2 decimals" (half-even) as a separate, explicit step. When the changed analysis is the open
 * one, the session takes its new unit label and the screens reload its figures.
 */
export function EntryUnitDialog({ analysis, onClose, onChanged }: EntryUnitDialogProps) {
  const root = useStores();
  const { session } = root;
  const from = analysis.unit;
  const [to, setTo] = useState<AmountUnit>(from === 'rupees' ? 'lakhs' : 'rupees');
  const [change, setChange] = useState<UnitChange | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const ids = { unit: useId(), convert: useId(), relabel: useId() };
  const wording = conversionWording(from, to);

  const send = async (round: boolean) => {
    if (change === null) {
      setProblem({ message: 'Choose whether to convert the figures or relabel only.' });
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      await root.flushEdits();
      if (change === 'convert' && root.hasUnsavedEdits) {
        setProblem({
          message:
            'Some figures typed on the screens could not be saved (the screen says why). Nothing was changed: save or undo them first, so that no figure is left in the old unit.',
        });
        setSaving(false);
        return;
      }
      const current = await getAnalysis(analysis.id);
      if (current.unit !== from) {
        setProblem({
          message: `This analysis is now in ${UNIT_LABELS[current.unit]}: its unit was changed elsewhere after this dialog opened. Nothing was changed. Close the dialog and start again.`,
        });
        setSaving(false);
        return;
      }
      const saved = await patchAnalysis(analysis.id, { unit: to, unit_change: change, ...(round ? { round } : {}) }, current.version);
      session.changedElsewhere(saved);
      notify.success(
        change === 'convert'
          ? `Converted every figure of “${saved.name}” to ${UNIT_LABELS[to]}`
          : `“${saved.name}” is now labelled ${UNIT_LABELS[to]}; the figures are unchanged`,
      );
      onChanged(saved);
    } catch (err) {
      console.error(err);
      const refusal = err instanceof ApiRequestError && err.code === 'unit_conversion_refused' ? unitConversionRefusal.safeParse(err.details) : null;
      setProblem(
        refusal?.success
          ? { message: err instanceof ApiRequestError ? err.error : '', refusal: refusal.data }
          : isApiError(err, 'version_conflict')
            ? { message: 'This analysis was changed elsewhere while the unit was being changed. Nothing was changed. Try again.' }
            : { message: err instanceof ApiRequestError ? err.error : 'The unit could not be changed. Please try again.' },
      );
      setSaving(false);
    }
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void send(false);
  };

  const option = (value: UnitChange, id: string, title: string, explanation: string) => (
    <label
      htmlFor={id}
      className={`flex cursor-pointer gap-3 rounded-xl border p-3 text-sm transition-colors ${
        change === value
          ? 'border-newBlue-500 bg-newBlue-50 dark:border-sky-400 dark:bg-newBlue-950/60'
          : 'border-gray-200 hover:border-gray-400 dark:border-gray-700 dark:hover:border-gray-500'
      }`}
    >
      <input
        id={id}
        type="radio"
        name="unit-change"
        value={value}
        checked={change === value}
        onChange={() => {
          setChange(value);
          setProblem(null);
        }}
        className="mt-0.5 h-4 w-4 shrink-0 accent-newBlue-600"
      />
      <span>
        <span className="block font-semibold text-gray-900 dark:text-white">{title}</span>
        <span className="mt-0.5 block text-gray-600 dark:text-gray-300" data-testid={`unit-change-${value}-example`}>
          {explanation}
        </span>
      </span>
    </label>
  );

  const refusal = problem?.refusal;
  return (
    <Modal title="Change entry unit" onClose={onClose} size="max-w-xl">
      <form onSubmit={submit} className="space-y-4" noValidate data-testid="entry-unit-dialog">
        <p className="text-sm text-gray-600 [overflow-wrap:anywhere] dark:text-gray-300">
          The figures of “<span className="font-medium text-gray-900 dark:text-white">{analysis.name}</span>” are entered in{' '}
          <span className="font-medium text-gray-900 dark:text-white">{UNIT_LABELS[from]}</span>.
        </p>
        <div>
          <label htmlFor={ids.unit} className={fieldLabel}>
            New entry unit
          </label>
          <select
            id={ids.unit}
            className={fieldInput}
            value={to}
            onChange={(e) => {
              setTo(e.target.value as AmountUnit);
              setProblem(null);
            }}
          >
            {UNITS.filter((u) => u !== from).map((u) => (
              <option key={u} value={u}>
                {UNIT_LABELS[u]}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="space-y-2">
          <legend className={`${fieldLabel} mb-1`}>What happens to the figures</legend>
          {option('convert', ids.convert, 'Convert the figures', `Every amount ${wording.operation}: ${wording.example}.`)}
          {option(
            'relabel',
            ids.relabel,
            'Relabel only',
            `The figures stay as typed; only the unit label changes: ${inUnit(12.5, from)} becomes ${inUnit(12.5, to)}.`,
          )}
        </fieldset>
        {problem && (
          <div
            role="alert"
            data-testid="entry-unit-problem"
            className={
              refusal
                ? 'rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100'
                : fieldError
            }
          >
            {refusal ? <RefusalText refusal={refusal} /> : <p>{problem.message}</p>}
          </div>
        )}
        <div className="flex flex-col-reverse gap-2 xs:flex-row xs:justify-end">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            Cancel
          </button>
          {refusal && refusal.too_large === 0 ? (
            <button type="button" className={buttonPrimary} disabled={saving} onClick={() => void send(true)}>
              {saving ? 'Converting…' : 'Round to 2 decimals'}
            </button>
          ) : (
            <button type="submit" className={buttonPrimary} disabled={saving || refusal !== undefined}>
              {saving ? 'Changing…' : change === 'relabel' ? 'Relabel' : change === 'convert' ? 'Convert the figures' : 'Change unit'}
            </button>
          )}
        </div>
      </form>
    </Modal>
  );
}

/** A refused conversion in words: how many figures, why, a few examples, and what rounding would do. */
function RefusalText({ refusal }: { refusal: UnitConversionRefusal }) {
  const target = UNIT_LABELS[refusal.to];
  return (
    <>
      <p className="font-semibold">
        {refusal.too_large > 0
          ? `${countOf(refusal.too_large, 'figure', 'figures')} would be larger than ${formatAmount(1e13)} in ${target}, the largest amount a cell holds. Nothing was changed, and this conversion cannot be made.`
          : `${countOf(refusal.inexact, 'figure', 'figures')} would need more than 2 decimals in ${target}. Nothing was changed.`}
      </p>
      <ul className="mt-2 space-y-1 text-xs" aria-label="Examples">
        {refusal.examples.map((e, i) => (
          <li key={i} className="[overflow-wrap:anywhere]">
            <span className="font-medium">{e.company}</span>
            {e.period ? `, ${e.period}` : ''}, {e.row}: <span className="tabular-nums-fixed">{formatAmount(e.from)}</span> →{' '}
            <span className="tabular-nums-fixed">{e.to}</span>
            {e.rounded !== null && <span className="text-amber-800 dark:text-amber-200/80"> (rounded: {formatAmount(e.rounded)})</span>}
          </li>
        ))}
      </ul>
      {refusal.too_large === 0 && (
        <p className="mt-2">Round them to 2 decimals (half to even, as banks round) to convert anyway, or cancel and keep {UNIT_LABELS[refusal.from]}.</p>
      )}
    </>
  );
}
