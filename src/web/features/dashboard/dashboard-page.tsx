// Over 300 lines: the seven cards and their bodies; each chart's options are a module of their own.
import { observer } from 'mobx-react-lite';
import type ApexCharts from 'apexcharts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { viewParamsOf, withViewParams } from '../../lib/view-params';
import { UNIT_LABELS } from '../../../contract';
import type { AmountUnit } from '../../../contract';
import { formatChartAmount, NOT_AVAILABLE } from '../../../domain/format';
import { ErrorBoundary } from '../../components/error-boundary';
import { useStores } from '../../stores/use-stores';
import { fetchCashAccruals, fetchCurrentRatio, fetchNetCashAccruals, fetchNetWorkingCapital, fetchPbdit, fetchPbtPat, fetchRevenue } from './api';
import type { CurrentRatioRow, NetCashAccrualsRow, NetWorkingCapitalRow, PbtPatRow, TrendData } from './api';
import { periodLabel } from '../../../domain/periods';
import { fiscalYear } from '../../lib/fiscal-year';
import { BankersFlagsCard } from './bankers-flags-card';
import { NotationSwitch } from './notation-switch';
import { ChartCard } from './chart-card';
import { useTrend } from './use-trend';
import type { AmountFormat } from './chart-options';
import { CHART_SIZES, figuresOf, topCompany } from './chart-options';
import { CURRENT_RATIO_BAND_LABELS, currentRatioChart, currentRatioSegments, formatShare } from './current-ratio-chart';
import { netCashAccrualChart, polarLegend } from './net-cash-accrual-chart';
import { netWorkingCapitalChart } from './net-working-capital-chart';
import { pbtPatChart } from './pbt-pat-chart';
import { singleMetricChart } from './single-metric-chart';
import { trendChart } from './trend-chart';
import { TREND_METRICS } from './trend-metrics';
import type { TrendMetric } from './trend-metrics';
import { chartCssVars } from './chart-theme';
import type { ChartTheme } from './chart-theme';
import { DashboardChart } from './dashboard-chart';
import { useChartTheme } from './use-chart-theme';
import { useHiddenCompanies } from './use-hidden-companies';
import './dashboard.css';

/** The product's dashboard name, the page title (spec §2). */
export const DASHBOARD_NAME = 'CreditGrid Insights';

// Spec §9 widths at 1440 px in a 12-column grid; every card is full width (stacked) below md/xl.
const SPAN_SINGLE = 'col-span-12 md:col-span-6 xl:col-span-4';
const SPAN_WIDE = 'col-span-12 xl:col-span-6';
const SPAN_POLAR = 'col-span-12 lg:col-span-5';
const SPAN_RATIO = 'col-span-12 lg:col-span-7';

interface CardProps {
  tokenId: number;
  /** The period the seven cards show (`?year=`); null is the assessment year. */
  year: number | null;
  unit: AmountUnit;
  theme: ChartTheme;
  format: AmountFormat;
}

/** The three single-metric cards differ only in endpoint, column and title. */
interface SingleMetric<R extends { company: string }> {
  title: string;
  fetchRows: (tokenId: number, year: number | null) => Promise<R[]>;
  pick: (row: R) => number | null;
}

const REVENUE: SingleMetric<{ company: string; revenue: number | null }> = {
  title: 'Revenue From Operations',
  fetchRows: fetchRevenue,
  pick: (r) => r.revenue,
};
const PBDIT: SingleMetric<{ company: string; pbdit: number | null }> = {
  title: 'PBDIT',
  fetchRows: fetchPbdit,
  pick: (r) => r.pbdit,
};
const CASH_ACCRUALS: SingleMetric<{ company: string; cash_accruals: number | null }> = {
  title: 'Cash Accruals',
  fetchRows: fetchCashAccruals,
  pick: (r) => r.cash_accruals,
};

/** The figures of a single-metric card: the top company with its value, and the bars. */
function SingleMetricBody<R extends { company: string }>({
  rows,
  metric,
  unit,
  theme,
  format,
}: {
  rows: R[];
  metric: SingleMetric<R>;
  unit: AmountUnit;
  theme: ChartTheme;
  format: AmountFormat;
}) {
  const figures = useMemo(() => figuresOf(rows, metric.pick, unit), [rows, metric, unit]);
  const config = useMemo(() => singleMetricChart(metric.title, figures, theme, format), [metric.title, figures, theme, format]);
  const top = topCompany(figures);
  return (
    <>
      <p className="text-sm text-gray-600 dark:text-gray-300" data-testid="top-company">
        {top === null ? (
          'No top company yet'
        ) : (
          <>
            Top: <span className="font-semibold text-gray-900 dark:text-white">{top.company}</span>{' '}
            <span className="tabular-nums-fixed font-semibold text-violet-700 dark:text-violet-300">
              {formatChartAmount(top.value, format.notation, format.negative)}
            </span>
          </>
        )}
      </p>
      <DashboardChart config={config} type="bar" height={CHART_SIZES.singleMetric.height} />
    </>
  );
}

/** A card's fetch for the shown period (stable per period, so a card refetches only when the period changes). */
function useYearFetch<T>(fetchRows: (tokenId: number, year: number | null) => Promise<T[]>, year: number | null) {
  return useCallback((tokenId: number) => fetchRows(tokenId, year), [fetchRows, year]);
}

function SingleMetricCard<R extends { company: string }>({ metric, tokenId, year, unit, theme, format }: CardProps & { metric: SingleMetric<R> }) {
  const fetchRows = useYearFetch(metric.fetchRows, year);
  return (
    <ChartCard title={metric.title} tokenId={tokenId} fetchRows={fetchRows} className={SPAN_SINGLE} minHeight={CHART_SIZES.singleMetric.height + 20}>
      {(rows) => <SingleMetricBody rows={rows} metric={metric} unit={unit} theme={theme} format={format} />}
    </ChartCard>
  );
}

type BodyProps<R> = { rows: R[] } & Omit<CardProps, 'tokenId' | 'year'>;

function PbtPatBody({ rows, unit, theme, format }: BodyProps<PbtPatRow>) {
  const config = useMemo(() => pbtPatChart(rows, unit, theme, format), [rows, unit, theme, format]);
  return <DashboardChart config={config} type="bar" height={CHART_SIZES.profit.height + 30} />;
}

function NetWorkingCapitalBody({ rows, unit, theme, format }: BodyProps<NetWorkingCapitalRow>) {
  const config = useMemo(() => netWorkingCapitalChart(rows, unit, theme, format), [rows, unit, theme, format]);
  return <DashboardChart config={config} type="bar" height={CHART_SIZES.workingCapital.height + 30} />;
}

/**
 * The polar area at its spec §9 350 px, with its legend as buttons below it in the card's flow:
 * each names the company and its signed net cash accrual (a loss with its minus sign and the
 * hatched swatch of its slice) and shows or hides that company's slice.
 */
function NetCashAccrualBody({ rows, unit, theme, format }: BodyProps<NetCashAccrualsRow>) {
  const [hidden, toggle] = useHiddenCompanies();
  const legend = useMemo(() => polarLegend(rows, unit, theme, format), [rows, unit, theme, format]);
  const config = useMemo(() => netCashAccrualChart(rows, unit, theme, hidden, format), [rows, unit, theme, hidden, format]);
  const hasLoss = legend.some((item) => item.negative);
  return (
    <>
      <DashboardChart config={config} type="polarArea" height={CHART_SIZES.polar.height} />
      <ul className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-gray-700 dark:text-gray-300" data-testid="net-cash-accrual-legend">
        {legend.map((item) => {
          const off = hidden.has(item.company);
          return (
            <li key={item.company} className="min-w-0">
              <button
                type="button"
                className={`flex max-w-full items-center gap-1.5 rounded py-0.5 text-left hover:text-violet-700 dark:hover:text-violet-300 ${off ? 'opacity-50' : ''}`}
                aria-pressed={!off}
                title={`Show or hide ${item.company}`}
                onClick={() => toggle(item.company)}
              >
                <span
                  aria-hidden="true"
                  className={`h-3 w-3 shrink-0 rounded-sm ${item.negative ? 'dashboard-negative-swatch' : ''}`}
                  style={item.negative ? undefined : { background: item.colour }}
                />
                <span className={`truncate ${off ? 'line-through' : ''}`}>
                  {item.company}: <span className="tabular-nums-fixed font-medium">{item.label}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {hasLoss && (
        <p className="mt-2 text-xs text-gray-500 dark:text-gray-400">
          <span aria-hidden="true" className="dashboard-negative-swatch mr-1 inline-block h-3 w-3 align-middle" />
          Hatched red slices are negative net cash accruals, drawn by size.
        </p>
      )}
    </>
  );
}

/**
 * The Current Ratio bar with its legend as a table: each row names the company, its ratio, its share
 * and its band, and toggles its segment. A table keeps every company readable at 480 px, where a
 * legend drawn inside the 95 px chart would be cut off.
 */
function CurrentRatioBody({ rows, theme }: { rows: CurrentRatioRow[]; theme: ChartTheme }) {
  const config = useMemo(() => currentRatioChart(rows, theme), [rows, theme]);
  const segments = useMemo(() => currentRatioSegments(rows, theme), [rows, theme]);
  const chartRef = useRef<ApexCharts | null>(null);
  const [hidden, toggleHidden] = useHiddenCompanies();
  const toggle = (company: string) => {
    chartRef.current?.toggleSeries(company);
    toggleHidden(company);
  };
  return (
    <>
      <DashboardChart config={config} type="bar" height={CHART_SIZES.ratioBar.height} chartRef={chartRef} />
      <table className="mt-1 w-full table-fixed text-left text-sm" data-testid="current-ratio-legend">
        <caption className="sr-only">Current ratio by company: share of the summed ratios and colour band</caption>
        <thead className="text-xs text-gray-500 uppercase dark:text-gray-400">
          <tr className="border-b border-gray-200 dark:border-gray-800">
            <th scope="col" className="w-[38%] py-1.5 pr-2 font-medium">
              Company
            </th>
            <th scope="col" className="w-[14%] px-2 py-1.5 text-right font-medium">
              Ratio
            </th>
            <th scope="col" className="w-[16%] px-2 py-1.5 text-right font-medium">
              Share
            </th>
            <th scope="col" className="py-1.5 pl-2 font-medium">
              Band
            </th>
          </tr>
        </thead>
        <tbody className="tabular-nums-fixed text-gray-700 dark:text-gray-200">
          {segments.map((s) => {
            const off = hidden.has(s.company);
            return (
              <tr key={s.company} className={`border-b border-gray-100 last:border-0 dark:border-gray-800/60 ${off ? 'opacity-50' : ''}`}>
                <td className="py-1 pr-2">
                  <button
                    type="button"
                    className="flex w-full min-w-0 items-center gap-2 rounded text-left hover:text-violet-700 disabled:cursor-default disabled:hover:text-inherit dark:hover:text-violet-300"
                    aria-pressed={!off}
                    disabled={s.ratio === null}
                    title={s.ratio === null ? `${s.company}: not drawn (no current liabilities)` : `Show or hide ${s.company}`}
                    onClick={() => toggle(s.company)}
                  >
                    <span aria-hidden="true" className="h-2.5 w-2.5 shrink-0 rounded-sm" style={{ background: s.colour }} />
                    <span className={`truncate ${off ? 'line-through' : ''}`}>{s.company}</span>
                  </button>
                </td>
                <td className="px-2 py-1 text-right">{s.ratio === null ? NOT_AVAILABLE : s.ratio.toFixed(2)}</td>
                <td className="px-2 py-1 text-right">{formatShare(s.sharePct)}</td>
                <td className="truncate py-1 pl-2">{s.band === null ? 'no current liabilities' : CURRENT_RATIO_BAND_LABELS[s.band]}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

/**
 * The trend card: sales, PAT or TNW of every company across the periods, oldest first (the assessment
 * year marked on its axis label). Loaded with the period switcher's periods, from the all-periods endpoint.
 */
function TrendBody({ trend, unit, theme, format }: { trend: TrendData } & Omit<CardProps, 'tokenId' | 'year'>) {
  const [metric, setMetric] = useState<TrendMetric>('sales');
  const years = useMemo(() => trend.periods.map((p) => `${fiscalYear(p)}${p.year === trend.assessmentYear ? ' (AY)' : ''}`), [trend]);
  const config = useMemo(() => trendChart(trend.rows, years, metric, unit, theme, format), [trend, years, metric, unit, theme, format]);
  return (
    <>
      <div role="radiogroup" aria-label="Trend of" className="mt-1 inline-flex rounded-lg border border-gray-300 p-0.5 text-sm dark:border-gray-700">
        {(Object.keys(TREND_METRICS) as TrendMetric[]).map((m) => (
          <button
            key={m}
            type="button"
            role="radio"
            aria-checked={metric === m}
            onClick={() => setMetric(m)}
            className="rounded-md px-2.5 py-1 font-medium text-gray-700 aria-checked:bg-violet-700 aria-checked:text-white dark:text-gray-200 dark:aria-checked:bg-violet-400 dark:aria-checked:text-gray-950"
          >
            {TREND_METRICS[m]}
          </button>
        ))}
      </div>
      <DashboardChart config={config} type="bar" height={CHART_SIZES.profit.height + 30} />
    </>
  );
}

/** The seven cards of /visual1 for an open analysis, for one period, and the trend across periods. */
function DashboardCards(props: CardProps & { trend: TrendData | null }) {
  const { tokenId, year, trend, ...body } = props;
  const pbtPat = useYearFetch(fetchPbtPat, year);
  const nwc = useYearFetch(fetchNetWorkingCapital, year);
  const nca = useYearFetch(fetchNetCashAccruals, year);
  const currentRatio = useYearFetch(fetchCurrentRatio, year);
  const trendRows = useCallback(async (): Promise<TrendData[]> => (trend ? [trend] : []), [trend]);
  return (
    <div className="grid grid-cols-12 gap-4">
      <SingleMetricCard metric={REVENUE} {...props} />
      <SingleMetricCard metric={PBDIT} {...props} />
      <SingleMetricCard metric={CASH_ACCRUALS} {...props} />
      <ChartCard
        title="Profit Before Tax and Profit After Tax"
        tokenId={tokenId}
        fetchRows={pbtPat}
        className={SPAN_WIDE}
        minHeight={CHART_SIZES.profit.height + 30}
      >
        {(rows) => <PbtPatBody rows={rows} {...body} />}
      </ChartCard>
      <ChartCard title="Net Working Capital" tokenId={tokenId} fetchRows={nwc} className={SPAN_WIDE} minHeight={CHART_SIZES.workingCapital.height + 30}>
        {(rows) => <NetWorkingCapitalBody rows={rows} {...body} />}
      </ChartCard>
      <ChartCard title="Net Cash Accrual" tokenId={tokenId} fetchRows={nca} className={SPAN_POLAR} minHeight={CHART_SIZES.polar.height}>
        {(rows) => <NetCashAccrualBody rows={rows} {...body} />}
      </ChartCard>
      <ChartCard title="Current Ratio" tokenId={tokenId} fetchRows={currentRatio} className={SPAN_RATIO} minHeight={CHART_SIZES.ratioBar.height}>
        {(rows) => <CurrentRatioBody rows={rows} theme={body.theme} />}
      </ChartCard>
      <BankersFlagsCard tokenId={tokenId} year={year} className="col-span-12" />
      {trend && trend.periods.length > 1 ? (
        <ChartCard title="Trend across years" tokenId={tokenId} fetchRows={trendRows} className="col-span-12" minHeight={CHART_SIZES.profit.height + 60}>
          {(rows) => <TrendBody trend={rows[0]!} {...body} />}
        </ChartCard>
      ) : null}
    </div>
  );
}

/** The period of the seven cards: the assessment year first, then the others oldest first. */
function PeriodSwitch({ trend, year, onChange }: { trend: TrendData; year: number | null; onChange: (year: number | null) => void }) {
  const ordered = [...trend.periods].sort((a, b) => Number(b.year === trend.assessmentYear) - Number(a.year === trend.assessmentYear));
  return (
    <label className="flex items-center gap-1.5 text-sm text-gray-700 dark:text-gray-300">
      Period
      <select
        className="rounded-md border border-gray-300 bg-white px-2 py-1 text-sm dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
        value={year ?? trend.assessmentYear}
        data-testid="dashboard-period"
        onChange={(e) => onChange(Number(e.target.value) === trend.assessmentYear ? null : Number(e.target.value))}
      >
        {ordered.map((p) => (
          <option key={p.year} value={p.year}>
            {periodLabel(p)}
            {p.year === trend.assessmentYear ? ' · assessment year' : ''}
          </option>
        ))}
      </select>
    </label>
  );
}

/** " · figures entered in ₹ lakhs (shown in ₹ crores on the statements), charted in rupees": the display unit never changes the charts. */
function EnteredIn({ unit, shown }: { unit: AmountUnit; shown: AmountUnit }) {
  return (
    <>
      {' · '}figures entered in {UNIT_LABELS[unit]}
      {shown === unit ? '' : ` (shown in ${UNIT_LABELS[shown]} on the statements)`}, charted in rupees
    </>
  );
}

const Dashboard = observer(function Dashboard() {
  const { session, ui } = useStores();
  const theme = useChartTheme();
  const { tokenId } = session;
  const trend = useTrend(tokenId, session.unitIs);
  // The entry unit is the one the server answered with the figures (the session's until they arrive).
  const unit = trend?.unit ?? session.unit;
  // The period is in the URL (`?year=`), so a reload or a bookmark keeps it. A year the analysis does not have
  // (a stale bookmark, another analysis opened) shows the assessment year; the cards wait for the periods to know.
  const [search, setSearch] = useSearchParams();
  const asked = viewParamsOf(search).year;
  const year = asked !== undefined && trend?.periods.some((p) => p.year === asked) ? asked : null;
  const waiting = asked !== undefined && trend === undefined;
  const setYear = useCallback(
    (y: number | null) => setSearch((now) => withViewParams(now, y === null ? {} : { year: y }, ['year']), { replace: true }),
    [setSearch],
  );
  const stale = search.has('year') && trend !== undefined && year === null;
  useEffect(() => {
    if (stale) {
      setYear(null); // the URL says what is shown: the assessment year
    }
  }, [stale, setYear]);
  const { chartNotation: notation, negativeStyle: negative } = ui;
  const format = useMemo<AmountFormat>(() => ({ notation, negative }), [notation, negative]);
  return (
    <div className="dashboard mx-auto w-full max-w-7xl px-3 py-6 xs:px-4" style={chartCssVars(theme)}>
      <header className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="font-oswald text-2xl font-medium tracking-wide text-gray-900 dark:text-white">{DASHBOARD_NAME}</h1>
          {tokenId !== null && (
            <p className="mt-1 text-sm text-gray-600 dark:text-gray-300" data-testid="dashboard-analysis">
              <span className="font-medium text-gray-900 dark:text-gray-100">{session.analysisName || 'Untitled analysis'}</span>
              {session.year !== null && <> · FY {session.year}</>}
              {' · '}
              {session.numCompanies} {session.numCompanies === 1 ? 'company' : 'companies'}
              {unit === null ? null : <EnteredIn unit={unit} shown={ui.displayUnitsOf(tokenId, unit).shown} />}
            </p>
          )}
        </div>
        {tokenId !== null && (
          <div className="flex flex-wrap items-center gap-3">
            {trend && trend.periods.length > 1 ? <PeriodSwitch trend={trend} year={year} onChange={setYear} /> : null}
            <NotationSwitch />
          </div>
        )}
      </header>
      {tokenId === null ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">
          No analysis is open.{' '}
          <Link to="/home" className="font-medium text-violet-700 underline dark:text-violet-300">
            Open one from Home
          </Link>{' '}
          to see its dashboard.
        </p>
      ) : (
        // Keyed by analysis so switching analyses starts every card from "Loading..." again.
        <ErrorBoundary what="the charts">
          {unit === null || waiting ? (
            <p className="text-sm text-gray-600 dark:text-gray-300" role="status">
              Loading...
            </p>
          ) : (
            <DashboardCards key={tokenId} tokenId={tokenId} year={year} trend={trend ?? null} unit={unit} theme={theme} format={format} />
          )}
        </ErrorBoundary>
      )}
    </div>
  );
});

/** /visual1 (spec §2): the seven comparison cards of the open analysis for a period, and the trend across periods, in light or dark. */
export default function DashboardPage() {
  return <Dashboard />;
}
