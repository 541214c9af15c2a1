import { useState } from 'react';
import type { FormEvent } from 'react';
import type { AnalysisPatch, AnalysisSummary } from '../../../contract';
import { UNIT_LABELS } from '../../../contract/constants';
import { COMPANY_TYPE_LABELS, COMPANY_TYPES, DEFAULT_COMPANY_TYPE, panOrCin } from '../../../domain/company-type';
import type { CompanyType } from '../../../domain/company-type';
import { Modal } from '../../components/modal';
import { buttonGhost, buttonPrimary, buttonSecondary, fieldError, fieldInput, fieldLabel } from '../../components/ui';
import { ApiRequestError } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { patchAnalysis } from './analyses-api';
import { EntryUnitDialog } from './entry-unit-dialog';

/** The longest analysis or company name the server takes (contract `analysisPatch`). */
const MAX_NAME = 120;

/** A company row of the dialog: where it stood when the dialog opened, its name being edited and its type. */
interface CompanyRow {
  from: number;
  name: string;
  /** Left out by callers that edit names only: the type it had. */
  type?: CompanyType;
  /** Its PAN or CIN as typed ('' for none); left out by callers that edit names only. */
  panCin?: string;
}

/**
 * The PATCH body for what changed: the name, the order (a permutation of the old positions) and the
 * company names, types and PANs/CINs in the new order; `null` when nothing changed.
 */
export function editPatch(analysis: AnalysisSummary, name: string, rows: readonly CompanyRow[]): AnalysisPatch | null {
  const patch: AnalysisPatch = {};
  if (name.trim() !== analysis.name) {
    patch.name = name.trim();
  }
  const order = rows.map((r) => r.from);
  if (order.some((from, i) => from !== i)) {
    patch.company_order = order;
  }
  const names = rows.map((r) => r.name.trim());
  if (names.some((n, i) => n !== analysis.company_names[order[i] ?? i])) {
    patch.company_names = names;
  }
  const was = (i: number) => analysis.company_types[order[i] ?? i] ?? DEFAULT_COMPANY_TYPE;
  const types = rows.map((r, i) => r.type ?? was(i));
  if (types.some((t, i) => t !== was(i))) {
    patch.company_types = types;
  }
  const hadId = (i: number) => analysis.company_pan_cins?.[order[i] ?? i] ?? null;
  const ids = rows.map((r, i) => (r.panCin === undefined ? hadId(i) : r.panCin.trim() === '' ? null : (panOrCin(r.panCin) ?? r.panCin.trim())));
  if (ids.some((id, i) => id !== hadId(i))) {
    patch.company_pan_cins = ids;
  }
  return Object.keys(patch).length === 0 ? null : patch;
}

interface EditAnalysisDialogProps {
  analysis: AnalysisSummary;
  onClose: () => void;
  /** The analysis as saved; `reordered` when its companies moved (their figures moved with them). */
  onSaved: (summary: AnalysisSummary, reordered: boolean) => void;
  /** Someone else changed it first (409): reload the list so the next try starts from their version. */
  onStale: () => void;
  /** The entry unit was changed from this dialog: the analysis as saved (a newer version than `analysis`). */
  onUnitChanged: (summary: AnalysisSummary) => void;
}

/**
 * Rename an analysis, and rename, retype or reorder its companies (PATCH /api/analyses/{id}/ with the version
 * as If-Match). A company moves with all its figures. A change made elsewhere since the list loaded is
 * refused by the server (409) and said plainly, with a reload, rather than overwritten. "Change entry unit…"
 * opens the {@link EntryUnitDialog} over it; the names being edited stay, and are saved on the new version.
 */
export function EditAnalysisDialog({ analysis, onClose, onSaved, onStale, onUnitChanged }: EditAnalysisDialogProps) {
  const [name, setName] = useState(analysis.name);
  const [rows, setRows] = useState<CompanyRow[]>(() =>
    analysis.company_names.map((n, from) => ({
      from,
      name: n,
      type: analysis.company_types[from] ?? DEFAULT_COMPANY_TYPE,
      panCin: analysis.company_pan_cins?.[from] ?? '',
    })),
  );
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ message: string; stale: boolean } | null>(null);
  const [changingUnit, setChangingUnit] = useState(false);

  const move = (index: number, by: -1 | 1) => {
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      if (row) {
        next.splice(index + by, 0, row);
      }
      return next;
    });
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (name.trim() === '' || rows.some((r) => r.name.trim() === '')) {
      setError({ message: 'Every name needs at least one character.', stale: false });
      return;
    }
    const badId = rows.findIndex((r) => (r.panCin ?? '').trim() !== '' && panOrCin(r.panCin!) === null);
    if (badId >= 0) {
      setError({ message: `Company ${badId + 1}'s PAN or CIN must be a PAN (AAAAA9999A) or a CIN (L27100MH2001PLC123456).`, stale: false });
      return;
    }
    const patch = editPatch(analysis, name, rows);
    if (patch === null) {
      onClose();
      return;
    }
    setSaving(true);
    setError(null);
    try {
      onSaved(await patchAnalysis(analysis.id, patch, analysis.version), patch.company_order !== undefined);
    } catch (err) {
      console.error(err);
      const stale = isApiError(err, 'version_conflict');
      setError({
        stale,
        message: stale
          ? 'This analysis was changed elsewhere (another tab or another save) after this list was loaded. Nothing was saved. Reload the list and make your change again.'
          : err instanceof ApiRequestError
            ? err.error
            : 'The changes could not be saved.',
      });
      setSaving(false);
    }
  };

  return (
    <Modal title="Rename or reorder" onClose={onClose} size="max-w-lg">
      <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
        <div>
          <label htmlFor="edit-analysis-name" className={fieldLabel}>
            Analysis name
          </label>
          <input id="edit-analysis-name" className={fieldInput} value={name} maxLength={MAX_NAME} required onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-gray-200 px-3 py-2 dark:border-gray-700">
          <p className="text-sm">
            <span className="text-gray-600 dark:text-gray-300">Entry unit: </span>
            <span className="font-medium" data-testid="edit-analysis-unit">
              {UNIT_LABELS[analysis.unit]}
            </span>
          </p>
          <button type="button" className={`${buttonGhost} px-2.5`} onClick={() => setChangingUnit(true)}>
            Change entry unit…
          </button>
        </div>
        <fieldset>
          <legend className={fieldLabel}>Companies, in the order the screens show them, their type and PAN or CIN</legend>
          <ol className="mt-1 space-y-2">
            {rows.map((row, i) => {
              const label = row.name.trim() || `Company ${i + 1}`;
              return (
                <li key={row.from} className="space-y-1">
                  <div className="flex items-center gap-2">
                    <span className="w-5 shrink-0 text-right text-sm text-gray-500 tabular-nums-fixed dark:text-gray-400">{i + 1}.</span>
                    <input
                      className={`${fieldInput} mt-0 min-w-0 flex-1`}
                      aria-label={`Company ${i + 1} name`}
                      value={row.name}
                      maxLength={MAX_NAME}
                      onChange={(e) => setRows((current) => current.map((r) => (r.from === row.from ? { ...r, name: e.target.value } : r)))}
                    />
                    <select
                      className={`${fieldInput} mt-0 w-auto! shrink-0`}
                      aria-label={`${label} type`}
                      value={row.type}
                      onChange={(e) => {
                        const type = e.target.value as CompanyType;
                        setRows((current) => current.map((r) => (r.from === row.from ? { ...r, type } : r)));
                      }}
                    >
                      {COMPANY_TYPES.map((t) => (
                        <option key={t} value={t}>
                          {COMPANY_TYPE_LABELS[t]}
                        </option>
                      ))}
                    </select>
                    <button type="button" className={`${buttonGhost} px-2`} disabled={i === 0} onClick={() => move(i, -1)} aria-label={`Move ${label} up`}>
                      ↑
                    </button>
                    <button
                      type="button"
                      className={`${buttonGhost} px-2`}
                      disabled={i === rows.length - 1}
                      onClick={() => move(i, 1)}
                      aria-label={`Move ${label} down`}
                    >
                      ↓
                    </button>
                  </div>
                  <div className="pl-7">
                    <input
                      className={`${fieldInput} mt-0 uppercase placeholder:normal-case`}
                      aria-label={`${label} PAN or CIN`}
                      placeholder="PAN or CIN (optional)"
                      value={row.panCin ?? ''}
                      maxLength={21}
                      spellCheck={false}
                      onChange={(e) => setRows((current) => current.map((r) => (r.from === row.from ? { ...r, panCin: e.target.value } : r)))}
                    />
                  </div>
                </li>
              );
            })}
          </ol>
        </fieldset>
        {error && (
          <div role="alert" className={fieldError}>
            <p>{error.message}</p>
            {error.stale && (
              <button type="button" className="mt-1 font-semibold underline" onClick={onStale}>
                Reload the list
              </button>
            )}
          </div>
        )}
        <div className="flex flex-col-reverse gap-2 xs:flex-row xs:justify-end">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={buttonPrimary} disabled={saving}>
            {saving ? 'Saving…' : 'Save changes'}
          </button>
        </div>
      </form>
      {changingUnit && (
        <EntryUnitDialog
          analysis={analysis}
          onClose={() => setChangingUnit(false)}
          onChanged={(summary) => {
            setChangingUnit(false);
            onUnitChanged(summary);
          }}
        />
      )}
    </Modal>
  );
}
