import { MAX_PERIODS } from '../../../contract/periods';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DEFAULT_UNIT, MAX_COMPANIES, UNIT_LABELS, UNITS } from '../../../contract/constants';
import type { AmountUnit } from '../../../contract';
import { Modal } from '../../components/modal';
import { buttonPrimary, buttonSecondary, fieldError, fieldInput, fieldLabel } from '../../components/ui';
import { notify } from '../../lib/notify';
import { useStores } from '../../stores/use-stores';
import { PATHS, SCREEN_PATHS } from '../../lib/paths';
import { checkForm, createAnalysis, createErrorMessage, userIdOf, YEAR_RANGE } from './create-analysis';
import type { FormProblems } from './create-analysis';

const COUNTS = Array.from({ length: MAX_COMPANIES + 1 }, (_, i) => i);

/**
 * The create dialog of spec §2/§5/§8, "Explore Insights" on the landing page and "New analysis"
 * on /home: company count 0..8, one name per company, year and unit; on success it opens the
 * new analysis and goes to /opstmt.
 */
export const ExploreInsightsModal = observer(function ExploreInsightsModal({ onClose }: { onClose: () => void }) {
  const { auth, session } = useStores();
  const navigate = useNavigate();
  const [numCompanies, setNumCompanies] = useState(0);
  const [companyNames, setCompanyNames] = useState<string[]>(() => Array<string>(MAX_COMPANIES).fill(''));
  const [year, setYear] = useState('');
  const [unit, setUnit] = useState<AmountUnit>(DEFAULT_UNIT);
  const [yearsBefore, setYearsBefore] = useState(0);
  const [yearsAfter, setYearsAfter] = useState(0);
  const [problems, setProblems] = useState<FormProblems>({});
  // A signed-out user is told when the dialog opens, before filling anything in.
  const [needsLogin, setNeedsLogin] = useState(() => {
    const who = userIdOf(auth);
    return 'error' in who && who.signedOut === true;
  });
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const form = { numCompanies, companyNames, year, unit, yearsBefore, yearsAfter };
    const found = checkForm(form);
    setProblems(found);
    if (found.numCompanies || found.year || found.years) {
      return;
    }
    const who = userIdOf(auth);
    if ('error' in who) {
      notify.error(who.error);
      setNeedsLogin(who.signedOut === true);
      return;
    }
    setBusy(true);
    try {
      const summary = await createAnalysis(who.userId, form);
      session.openAnalysis(summary);
      onClose();
      void navigate(SCREEN_PATHS.opstmt);
    } catch (err) {
      console.error(err);
      notify.error(createErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="How many companies need analysis?" onClose={onClose}>
      <form
        onSubmit={submit}
        noValidate
        className="space-y-4"
        aria-busy={busy}
        // Enter submits from every field; a <select> would otherwise swallow it.
        onKeyDown={(e) => {
          if (e.key === 'Enter' && e.target instanceof HTMLSelectElement) {
            e.preventDefault();
            e.currentTarget.requestSubmit();
          }
        }}
      >
        {needsLogin && (
          <p role="alert" className="rounded-lg bg-yellow-50 px-3 py-2 text-sm text-yellow-900 dark:bg-yellow-950/40 dark:text-yellow-200">
            You are signed out.{' '}
            <Link to={PATHS.login} className="font-semibold underline" onClick={onClose}>
              Log in
            </Link>{' '}
            to create an analysis.
          </p>
        )}
        <div>
          <label htmlFor="num-companies" className={fieldLabel}>
            Number of companies
          </label>
          <select
            id="num-companies"
            className={fieldInput}
            value={numCompanies}
            aria-invalid={problems.numCompanies ? true : undefined}
            onChange={(e) => setNumCompanies(Number(e.target.value))}
          >
            {COUNTS.map((n) => (
              <option key={n} value={n}>
                {n === 0 ? 'Select' : n}
              </option>
            ))}
          </select>
          {problems.numCompanies && <p className={fieldError}>{problems.numCompanies}</p>}
        </div>

        {numCompanies > 0 && (
          <fieldset className="grid gap-3 xs:grid-cols-2">
            <legend className={`${fieldLabel} mb-1`}>Company names (optional)</legend>
            {companyNames.slice(0, numCompanies).map((name, i) => (
              <input
                key={i}
                aria-label={`Company ${i + 1} name`}
                placeholder={`Company ${i + 1} Name`}
                className={`${fieldInput} mt-0`}
                value={name}
                maxLength={120}
                onChange={(e) => setCompanyNames(companyNames.map((n, j) => (j === i ? e.target.value : n)))}
              />
            ))}
          </fieldset>
        )}

        <div className="grid gap-4 xs:grid-cols-2">
          <div>
            <label htmlFor="analysis-year" className={fieldLabel}>
              Year
            </label>
            <input
              id="analysis-year"
              type="number"
              inputMode="numeric"
              required
              min={YEAR_RANGE.min}
              max={YEAR_RANGE.max}
              placeholder="e.g. 2024"
              className={fieldInput}
              value={year}
              aria-invalid={problems.year ? true : undefined}
              aria-describedby="analysis-year-hint"
              onChange={(e) => setYear(e.target.value)}
              onWheel={(e) => e.currentTarget.blur()}
            />
            {problems.year ? (
              <p id="analysis-year-hint" className={fieldError}>
                {problems.year}
              </p>
            ) : (
              <p id="analysis-year-hint" className="mt-1 text-xs text-gray-500 dark:text-gray-400">
                The statements&apos; financial year: {YEAR_RANGE.min} to {YEAR_RANGE.max}.
              </p>
            )}
          </div>
          <div>
            <label htmlFor="analysis-unit" className={fieldLabel}>
              Figures in
            </label>
            <select id="analysis-unit" className={fieldInput} value={unit} onChange={(e) => setUnit(e.target.value as AmountUnit)}>
              {UNITS.map((u) => (
                <option key={u} value={u}>
                  {UNIT_LABELS[u]}
                </option>
              ))}
            </select>
          </div>
        </div>

        <fieldset>
          <legend className={fieldLabel}>Years (optional)</legend>
          <div className="grid grid-cols-2 gap-3">
            {(
              [
                ['years-before', 'Before it (audited)', yearsBefore, setYearsBefore],
                ['years-after', 'After it (projected)', yearsAfter, setYearsAfter],
              ] as const
            ).map(([id, label, value, set]) => (
              <div key={id}>
                <label htmlFor={id} className="block text-xs text-gray-600 dark:text-gray-400">
                  {label}
                </label>
                <select id={id} className={fieldInput} value={value} onChange={(e) => set(Number(e.target.value))}>
                  {Array.from({ length: MAX_PERIODS }, (_, n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
          {problems.years ? (
            <p className={fieldError}>{problems.years}</p>
          ) : (
            <p className="mt-1 text-xs text-gray-500 dark:text-gray-400">
              How many financial years to add before and after the year above, the assessment year. You can add or remove them later from the grid.
            </p>
          )}
        </fieldset>

        <div className="flex flex-col-reverse gap-2 pt-2 xs:flex-row xs:justify-end">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={buttonPrimary} disabled={busy}>
            {busy ? 'Creating…' : 'Submit'}
          </button>
        </div>
      </form>
    </Modal>
  );
});
