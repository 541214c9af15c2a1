import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import type { ScreenId } from '../../../../domain/formula';
import { isInputScreen, splitId } from '../../../../domain/model';
import { SCREENS } from '../../../../domain/screens';
import { periodLabel, previousPeriodIndex } from '../../../../domain/periods';
import { explain, plainSource } from '../../../../domain/working';
import { fiscalYear } from '../../../lib/fiscal-year';
import { linesOfText } from '../../analysis';
import type { AnalysisStore } from '../../analysis';
import { formatAmount } from '../../../../domain/format';
import { SCREEN_PATHS } from '../../../lib/paths';
import { ProvenanceNote, useProvenance } from '../../import';

interface WorkingPanelProps {
  readonly store: AnalysisStore;
  readonly screen: ScreenId;
  /** The display unit's shift: amounts in the working read as in the grid. */
  readonly shift: number;
  /** The entry unit's words ("₹ lakhs"): a kept expression is in it. */
  readonly unitLabel?: string;
}

/**
 * "Show the working" for the focused cell: the formula with the actual numbers, the
 * result and the source of the rule. Every metric in it is a link that focuses its cell, opening
 * another screen when the metric lives there. A side panel from 1024 px, a bottom sheet below;
 * announced politely to screen readers as the focus moves.
 */
export const WorkingPanel = observer(function WorkingPanel({ store, screen, shift, unitLabel = 'the entry unit' }: WorkingPanelProps) {
  const navigate = useNavigate();
  const selection = store.selection;
  const company = selection ? store.companyNames[selection.company] : undefined;
  const period = selection?.period ?? 0;
  const working =
    selection && selection.screen === screen && company !== undefined
      ? explain(
          `${selection.screen}.${selection.key}`,
          store.doc.resolverFor(selection.company, period),
          store.settings,
          store.doc.contextFor(selection.company, period),
          shift,
        )
      : null;
  // A figure a projection method drives: its assumption with the numbers, in place of "as typed".
  const driven = selection && selection.screen === screen ? store.doc.working(selection.company, period, `${selection.screen}.${selection.key}`) : undefined;
  const shown = store.periods[period];
  // The arithmetic the figure was typed as (kept in the entry unit) and the analyst's note on it.
  const cell = selection && selection.screen === screen && isInputScreen(screen) ? { ...selection, screen } : null;
  const typedAs = cell ? store.texts.text(cell, 'expression') : '';
  const note = cell ? store.texts.text(cell, 'note') : '';
  const lines = cell ? linesOfText(store.texts.text(cell, 'details')) : [];
  const provenance = useProvenance(store.tokenId, store.version);
  const imported =
    selection && shown
      ? provenance.find((f) => f.position === selection.company && f.year === shown.year && f.row === `${selection.screen}.${selection.key}`)
      : undefined;
  // The checks across years on the selected figure (cma-forms §4.7), under its working.
  const checks = working && selection ? store.doc.warnings(selection.company, period).filter((w) => w.cell === working.id) : [];
  /** The period `back` periods before the selected one (following gaps as `prev` does); null when there is none. */
  const earlier = (back: number): number | null => {
    let at: number | null = period;
    for (let i = 0; i < back && at !== null; i++) {
      at = previousPeriodIndex(store.periods, at);
    }
    return at;
  };

  /** " (FY 2023-24)" after a metric read in an earlier period; nothing for this period's own. */
  const yearOf = (offset: number | undefined): string => {
    const at = offset ? earlier(-offset) : null;
    return at === null ? '' : ` (${fiscalYear(store.periods[at]!)})`;
  };

  // A metric of the previous period focuses that period's cell (its column, or the switcher moves to it).
  const follow = (id: `${ScreenId}.${string}`, offset: number | undefined) => {
    if (!selection) {
      return;
    }
    const [target, key] = splitId(id);
    const at = earlier(-(offset ?? 0)) ?? period;
    store.view.reveal({ company: selection.company, period: at });
    store.selections.requestFocus({ screen: target, company: selection.company, period: at, key });
    if (target !== screen) {
      void navigate(SCREEN_PATHS[target]);
    }
  };

  return (
    <aside
      aria-label="Show the working"
      data-testid="working-panel"
      className={[
        'z-40 border-newBlue-200 bg-white text-sm text-gray-800 shadow-lg dark:border-newBlue-900 dark:bg-gray-900 dark:text-gray-100',
        // Bottom sheet on small screens, side panel from lg (1024 px).
        'fixed inset-x-0 bottom-0 max-h-[45vh] overflow-y-auto rounded-t-xl border-t-2 p-4',
        'lg:sticky lg:top-24 lg:inset-auto lg:max-h-[calc(100vh-7rem)] lg:w-80 lg:shrink-0 lg:rounded-xl lg:border-2 lg:shadow-none',
        working ? '' : 'hidden lg:block',
      ].join(' ')}
    >
      <div className="mb-2 flex items-center justify-between">
        <h2 className="font-semibold uppercase tracking-wide text-newBlue-800 dark:text-newBlue-300">Working</h2>
        {working ? (
          <button
            type="button"
            onClick={() => store.select(null)}
            className="rounded px-2 text-lg leading-none text-gray-500 hover:bg-gray-100 lg:hidden dark:hover:bg-gray-800"
            aria-label="Close the working"
          >
            ×
          </button>
        ) : null}
      </div>
      <div aria-live="polite" aria-atomic="true">
        {working ? (
          <>
            <p className="mb-1 text-xs text-gray-500 dark:text-gray-400">
              {company} · {shown ? periodLabel(shown) : ''} · {SCREENS[selection!.screen].title}
            </p>
            {driven ? (
              <p
                className="mb-2 rounded bg-emerald-50 px-2 py-1 leading-relaxed text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
                data-testid="working-driven"
              >
                Projected: {driven}
              </p>
            ) : null}
            <p className="leading-relaxed break-words" data-testid="working-text">
              {working.parts.map((part, i) =>
                part.kind === 'text' ? (
                  // The rule's source in the words a banker knows, never our document references.
                  <span key={i}>{part.text.replace(working.source, plainSource(working.source))}</span>
                ) : (
                  <button
                    key={i}
                    type="button"
                    onClick={() => follow(part.id, part.periodOffset)}
                    data-period-offset={part.periodOffset}
                    className="rounded text-left font-medium text-newBlue-700 underline decoration-dotted underline-offset-2 hover:bg-newBlue-50 focus-visible:outline-2 focus-visible:outline-newBlue-600 dark:text-newBlue-300 dark:hover:bg-newBlue-950"
                    title={`Go to ${part.label}${yearOf(part.periodOffset)} on ${SCREENS[splitId(part.id)[0]].title}`}
                  >
                    {part.label}
                    {yearOf(part.periodOffset)} <span className="tabular-nums">{part.display}</span>
                  </button>
                ),
              )}
            </p>
            {typedAs ? (
              <p className="mt-2 text-gray-700 dark:text-gray-300" data-testid="working-expression">
                Typed as <code className="rounded bg-gray-100 px-1 tabular-nums dark:bg-gray-800">{typedAs}</code>
                {shift !== 0 ? ` (in ${unitLabel})` : ''}
              </p>
            ) : null}
            {lines.length > 0 ? (
              <p className="mt-2 text-gray-700 dark:text-gray-300" data-testid="working-lines">
                The sum of its detail lines:{' '}
                {lines
                  .map(
                    (l, i) =>
                      `${i > 0 ? (l.amount < 0 ? ' − ' : ' + ') : ''}${l.label || '(unnamed line)'} ${formatAmount(i > 0 ? Math.abs(l.amount) : l.amount, 'minus', shift)}`,
                  )
                  .join('')}
              </p>
            ) : null}
            {note ? (
              <p className="mt-2 whitespace-pre-line text-gray-700 dark:text-gray-300" data-testid="working-note">
                <span className="font-medium">Note:</span> {note}
              </p>
            ) : null}
            <ProvenanceNote figure={imported} tokenId={store.tokenId} />
            {checks.length > 0 ? (
              <ul className="mt-2 space-y-1" data-testid="working-checks" aria-label="Checks across years">
                {checks.map((w) => (
                  <li key={w.text} className={w.level === 'warning' ? 'text-amber-800 dark:text-amber-300' : 'text-gray-600 dark:text-gray-300'}>
                    {w.level === 'warning' ? '⚠ ' : 'ℹ '}
                    {w.text}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : (
          <p className="text-gray-500 dark:text-gray-400">Select a figure to see how it is worked out, with the actual numbers and the rule it follows.</p>
        )}
      </div>
    </aside>
  );
});
