import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import type { CSSProperties } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { UNIT_LABELS } from '../../../../contract';
import { displayShift, unitsCaption } from '../../../lib/display-units';
import type { ScreenId } from '../../../../domain/formula';
import { isInputScreen } from '../../../../domain/model';
import { periodLabel } from '../../../../domain/periods';
import { SCREENS } from '../../../../domain/screens';
import { ErrorBoundary } from '../../../components/error-boundary';
import { buttonPrimary, buttonSecondary } from '../../../components/ui';
import { nextPage, PATHS } from '../../../lib/paths';
import { useViewInUrl } from '../../../lib/use-view-in-url';
import { VIEW_KEYS, viewQuery } from '../../../lib/view-params';
import { useStores } from '../../../stores/use-stores';
import { announce } from '../../../lib/announce';
import { useAnalysis } from '../../analysis';
import { ScreenPrint, StatementGrid } from '../../grid';
import { BAND_VARIABLES, currentRatioTone, displayValue, FINISH_OVERLAY_MS } from '../screens';
import { FinishOverlay } from './finish-overlay';
import { GridToolbar } from './grid-toolbar';
import { PeriodStrip } from './period-strip';
import { SaveStatus } from './save-status';
import { SettingsPanel } from './settings-panel';
import { TallyBanner } from './tally-banner';
import { WorkingPanel } from './working-panel';

const UNIT_WORDS = { rupees: '', thousands: 'thousand', lakhs: 'lakh', crores: 'crore' } as const;

/**
 * One of the six analysis screens (spec §2): the header (title, analysis, year, unit, save state),
 * the grid, the working of the focused cell, and Next or Finish. The statements are editable; the
 * derived screens are read-only and carry the settings panel. The analysis loads on mount ("Loading..."
 * until it settles, also on failure) and is saved when the screen is left (spec §4).
 */
export const StatementScreen = observer(function StatementScreen({ screen }: { screen: ScreenId }) {
  const { session, ui } = useStores();
  const analysis = useAnalysis();
  const navigate = useNavigate();
  const [finishing, setFinishing] = useState(false);
  const [printAll, setPrintAll] = useState(false);
  const editable = isInputScreen(screen);
  const next = nextPage(screen);
  // The view (year, layout, company) is in the URL: a reload or a bookmark keeps it, and Next carries it on.
  const [search] = useSearchParams();
  const viewShown = useViewInUrl(
    analysis.isSettled,
    (asked) => {
      if (asked.layout) {
        ui.setGridLayout(asked.layout);
      }
      analysis.view.show(asked);
    },
    () => ({ ...analysis.view.params, ...(ui.gridLayout === 'years' ? { layout: 'years' as const } : {}) }),
    VIEW_KEYS,
  );

  useEffect(() => {
    void analysis.load().then(announce);
    // Leaving the screen saves what was typed on it (spec §4); the dashboard's route waits for it.
    return () => void analysis.save().then(announce);
  }, [analysis, screen, session.tokenId]);

  useEffect(() => {
    if (!finishing) {
      return;
    }
    const timer = setTimeout(() => void navigate(PATHS.dashboard + viewQuery(search)), FINISH_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, [finishing, navigate, search]);

  const finish = async () => {
    announce(await analysis.save());
    if (analysis.isSaved) {
      setFinishing(true);
    }
  };

  const title = SCREENS[screen].title;
  // A one-year analysis keeps the spec's "Year 2025"; with several years the assessment year is named with its kind.
  const assessment = analysis.periods.length > 1 ? analysis.periods.find((p) => p.year === analysis.assessmentYear) : undefined;
  const yearText = assessment ? `Assessment year ${periodLabel(assessment)}` : session.year === null ? null : `Year ${session.year}`;
  // The entry unit is the one the server loaded the figures in; none (so no grid to type in) until it has.
  const known = session.unit === null ? null : ui.displayUnitsOf(session.tokenId, session.unit);
  const entered = known?.entered;
  const shown = known?.shown;
  // One object per choice, so the grid's columns are rebuilt only when the units change.
  const units = useMemo(() => (entered && shown ? { entered, shown } : null), [entered, shown]);
  const shift = units ? displayShift(units) : 0;
  const meta = [session.analysisName, yearText, units ? unitsCaption(units) : null].filter(Boolean);

  return (
    <div className="cg-screen mx-auto w-full max-w-[96rem] px-3 pt-5 pb-[50vh] sm:px-6 lg:pb-10">
      <header className="cg-screen-header mb-4 flex flex-wrap items-end justify-between gap-3">
        {/* Full width on a phone, so the status and Settings have their own row from the start: beside a title
            block that widens when the assessment year arrives, they wrapped below it and moved the page down. */}
        <div className="max-sm:w-full">
          <h1 className="font-oswald text-2xl font-semibold tracking-wide text-gray-900 dark:text-gray-50">{title}</h1>
          {/* On a phone each part has its own line and three lines are kept from the start, so the year
              and the unit arriving with the figures move nothing below them. */}
          <p className="min-h-[3.75rem] text-sm text-gray-600 sm:min-h-0 dark:text-gray-400" data-testid="screen-meta">
            {meta.map((part, i) => (
              <span key={i} className="block truncate sm:inline">
                {i > 0 ? <span className="max-sm:hidden"> · </span> : null}
                {part}
              </span>
            ))}
          </p>
        </div>
        <div className="cg-no-print flex items-center gap-3">
          <SaveStatus store={analysis} />
          {editable ? null : <SettingsPanel store={analysis} />}
        </div>
      </header>

      {session.tokenId === null ? (
        <p className="rounded-lg border border-gray-200 p-6 text-gray-700 dark:border-gray-700 dark:text-gray-300">
          No analysis is open. Create one with Explore Insights, or open one from Home.
        </p>
      ) : !analysis.isSettled || !viewShown ? (
        <p className="p-6 text-gray-600 dark:text-gray-400" role="status">
          Loading...
        </p>
      ) : units === null ? (
        <div role="alert" className="flex items-center gap-3 p-6 text-gray-700 dark:text-gray-300">
          The figures could not be loaded.
          <button type="button" className={buttonSecondary} onClick={() => void analysis.reload().then(announce)}>
            Retry
          </button>
        </div>
      ) : (
        <>
          {analysis.loadFailed ? (
            <div
              role="alert"
              className="cg-no-print mb-3 flex items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
            >
              Some figures could not be loaded.
              <button type="button" className="rounded border border-current px-2 py-0.5 font-semibold" onClick={() => void analysis.reload().then(announce)}>
                Retry
              </button>
            </div>
          ) : null}
          {screen === 'assetnliabs' ? <TallyBanner store={analysis} unitWord={UNIT_WORDS[units.shown]} shift={shift} /> : null}
          <div className="flex items-start gap-4">
            {/* --cg-grid-rows lets the grid's CSS reserve its height before AG Grid renders the rows. */}
            <div className="min-w-0 flex-1" style={{ ...BAND_VARIABLES, '--cg-grid-rows': SCREENS[screen].rows.length } as CSSProperties}>
              <PeriodStrip store={analysis} ui={ui} editable={editable} />
              <GridToolbar
                store={analysis}
                ui={ui}
                screen={screen}
                editable={editable}
                unitLabel={UNIT_LABELS[units.shown]}
                shift={shift}
                printAll={printAll}
                onPrintAll={setPrintAll}
              />
              <ErrorBoundary what="the grid">
                <StatementGrid
                  store={analysis}
                  screen={screen}
                  editable={editable}
                  negativeStyle={ui.negativeStyle}
                  enterDirection={ui.enterDirection}
                  unitLabel={UNIT_LABELS[units.shown]}
                  units={units}
                  dark={ui.theme === 'dark'}
                  displayValue={displayValue}
                  cellTone={editable ? undefined : currentRatioTone}
                />
              </ErrorBoundary>
              <ScreenPrint
                store={analysis}
                screen={screen}
                caption={`${title} · ${meta}`}
                all={printAll}
                negativeStyle={ui.negativeStyle}
                displayValue={displayValue}
                shift={shift}
                unitLabel={UNIT_LABELS[units.shown]}
              />
              <div className="cg-no-print mt-4 flex justify-end">
                {next ? (
                  <button type="button" className={buttonPrimary} onClick={() => void navigate(PATHS[next] + viewQuery(search))}>
                    Next
                  </button>
                ) : (
                  <>
                    <Link to={PATHS.report} className={`${buttonSecondary} mr-3`}>
                      CMA report (PDF)
                    </Link>
                    <button type="button" className={buttonPrimary} disabled={finishing} onClick={() => void finish()}>
                      Finish
                    </button>
                  </>
                )}
              </div>
            </div>
            <div className="cg-no-print contents">
              <WorkingPanel store={analysis} screen={screen} shift={shift} unitLabel={UNIT_LABELS[units.entered]} />
            </div>
          </div>
        </>
      )}
      {finishing ? <FinishOverlay /> : null}
    </div>
  );
});
