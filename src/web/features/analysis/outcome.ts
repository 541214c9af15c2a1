import { UNIT_LABELS } from '../../../contract/constants';
import type { AmountUnit } from '../../../contract';
import { formatAmount } from '../../../domain/format';
import { displayShift } from '../../lib/display-units';
import type { DisplayUnits } from '../../lib/display-units';
import type { InputScreenId } from '../../../domain/model';
import { SCREENS } from '../../../domain/screens';
import { messageOf } from '../../lib/errors';
import type { Notice, Outcome } from '../../lib/outcome';
import type { ScaleMismatch } from './paste-scale';

/** A typed edit: applied, or refused with the old value kept. */
export interface EditOutcome extends Outcome {
  readonly ok: boolean;
}

/** What a paste did: cells changed, cells refused (kept their old value), and whether the block was cut. */
export interface PasteOutcome extends Outcome {
  readonly changed: number;
  readonly refused: number;
  readonly truncated: boolean;
  /** Set when nothing was stored because the figures are 100× or 1000× the ones beside them: the question to ask. */
  readonly scale?: ScaleMismatch;
  /** Set when nothing was stored because the block carries its own labels or header rows: the block, for the import mapping. */
  readonly mapping?: string;
}

const error = (text: string): Notice => ({ tone: 'error', text });

/** The English texts of the analysis stores' outcomes, in one place. */
export const notices = {
  /** `kept` is in the entry unit, shown with the display unit's `shift`. */
  inputRefused: (label: string, company: string, raw: string, reason: string, kept: number, shift = 0): Notice =>
    error(`${label} (${company}): "${raw}" is ${reason}. Kept ${formatAmount(kept, 'minus', shift)}.`),
  /** A typed figure stored rounded to 2 decimals of the entry unit, on the analyst's word. `value` is in the entry unit. */
  inputRounded: (label: string, raw: string, value: number, units: DisplayUnits): Notice => ({
    tone: 'info',
    text:
      `${label}: "${raw}" was rounded to ${formatAmount(value, 'minus', displayShift(units))} ${UNIT_LABELS[units.shown]}` +
      (units.shown === units.entered ? '.' : ` (${formatAmount(value, 'minus')} ${UNIT_LABELS[units.entered]}, the unit it is kept in).`),
  }),
  /** A figure typed onto a row opened into detail lines: its figure is their sum. */
  figureFromLines: (label: string, company: string): Notice =>
    error(`${label} (${company}) is the sum of its detail lines: change the lines (Alt+↓ opens them), or remove them all to type a figure.`),
  /** A figure typed into a cell a projection method drove: the cell is typed now. */
  nowTyped: (label: string, method: string): Notice => ({
    tone: 'info',
    text: `${label} is typed now: it was driven by ${method.replace(/_/g, ' ')}. Set its method again on the Assumptions screen.`,
  }),
  /** Cells of a paste stored rounded to 2 decimals of the entry unit, on the analyst's word. */
  pasteRounded: (cells: number, units: DisplayUnits): Notice => ({
    tone: 'info',
    text: `${cells === 1 ? '1 figure was' : `${cells} figures were`} rounded half up to 2 decimals of ${UNIT_LABELS[units.entered]}, the unit the analysis keeps.`,
  }),
  pasteCut: (rows: number, columns: number): Notice => {
    const part = (n: number, one: string) => (n > 0 ? `${n} ${n === 1 ? one : `${one}s`}` : '');
    const cut = [part(rows, 'row'), part(columns, 'column')].filter(Boolean).join(' and ');
    return { tone: 'info', text: `The block was larger than the grid: ${cut} beyond the edge were not pasted.` };
  },
  pasteRefused: (text: string): Notice => error(text),
  /** A block with rows or columns (1-based) of text that name none of the statement's rows: nothing was pasted. */
  pasteStopped: (rows: readonly number[], columns: readonly number[]): Notice => {
    const list = (n: readonly number[], one: string) => (n.length === 0 ? '' : `${n.length === 1 ? one : `${one}s`} ${n.join(', ')}`);
    const where = [list(rows, 'row'), list(columns, 'column')].filter(Boolean).join(' and ');
    return error(
      `Nothing was pasted: ${where} of the block hold${rows.length + columns.length === 1 ? 's' : ''} text that names none of this statement's rows. ` +
        'Pasted by position, every figure would land in the wrong row or year. Copy the figures alone, or with the row labels of this screen.',
    );
  },
  /** Computed rows of a block copied here (TOTAL SALES), skipped by a paste so the rows below stay in place. */
  /** A fill, clear or Ctrl+Enter over a block passed rows shown with their detail lines: the lines took it, not the sums. */
  skippedSums: (labels: readonly string[]): Notice => ({
    tone: 'info',
    text: `${labels.join(', ')} ${labels.length === 1 ? 'is the sum of its' : 'are the sums of their'} detail lines, so ${labels.length === 1 ? 'it was' : 'they were'} skipped; the lines took the figures.`,
  }),
  pasteSkippedComputed: (labels: readonly string[]): Notice => ({
    tone: 'info',
    text: `${labels.length === 1 ? `${labels[0]} is` : `${labels.join(', ')} are`} computed here, so ${labels.length === 1 ? 'its row was' : 'their rows were'} skipped; the figures below went to their own rows.`,
  }),
  loadFailed: (screen: InputScreenId, err: unknown): Notice => error(`Could not load the ${SCREENS[screen].title}: ${messageOf(err)}`),
  saveFailed: (err: unknown): Notice => error(`Your changes could not be saved: ${messageOf(err)}`),
  assumptionsFailed: (err: unknown): Notice => error(`The assumptions could not be saved: ${messageOf(err)}`),
  fixedAssetsFailed: (err: unknown): Notice => error(`The fixed-asset schedule could not be saved: ${messageOf(err)}`),
  conflict: (): Notice => error('This analysis was changed elsewhere — reload'),
  /** Unsaved figures dropped because the analysis was converted to another entry unit elsewhere. */
  convertedElsewhere: (unsaved: number, from: AmountUnit, to: AmountUnit): Notice =>
    error(
      `${unsaved === 1 ? '1 figure' : `${unsaved} figures`} typed in ${UNIT_LABELS[from]} could not be saved: the analysis was converted to ${UNIT_LABELS[to]} elsewhere. Type ${unsaved === 1 ? 'it' : 'them'} again.`,
    ),
  settingsFailed: (err: unknown): Notice => error(`Could not save the settings: ${messageOf(err)}`),
  /** A period operation refused with 409: a stale version, or a rule (the assessment year, the only period). */
  periodConflict: (err: unknown): Notice => error(`The years were not changed: ${messageOf(err)}. Reload if the analysis was changed elsewhere.`),
  periodFailed: (err: unknown): Notice => error(`The years were not changed: ${messageOf(err)}`),
};
