import type { ApexOptions } from 'apexcharts';
import type { AmountUnit } from '../../../contract';
import { UNIT_EXPONENT } from '../../../contract/constants';
import {
  CURRENT_RATIO_COLOURS,
  CURRENT_RATIO_TEXT_COLOURS,
  currentRatioBand,
  formatChartAmount,
  NOT_AVAILABLE,
} from '../../../domain/format';
import type { ChartNotation, CurrentRatioBand, NegativeStyle } from '../../../domain/format';
import type { CurrentRatioRow, NetCashAccrualsRow, NetWorkingCapitalRow, PbtPatRow } from './api';
import { escapeChartHtml, htmlFormatter } from './chart-html';
import type { ChartHtml } from './chart-html';
import { CHART_PALETTES } from './chart-theme';
import type { TrendMetric, TrendRow } from './trend-metrics';
import type { ChartPalette, ChartTheme } from './chart-theme';

// Pure mappers from the chart endpoints' rows to ApexCharts series and options (style.md P7):
// no DOM, no React, so every rule of spec §9 is unit-tested in chart-options.test.ts.

/** Spec §9 chart sizes in px. Widths are what the cards get at 1440 px; heights are fixed. */
export const CHART_SIZES = {
  profit: { width: 595, height: 200 },
  workingCapital: { width: 595, height: 200 },
  singleMetric: { width: 389, height: 200 },
  polar: { width: 420, height: 350 },
  ratioBar: { width: 595, height: 95 },
} as const;

/** Spec §9: at most 5 ticks on an axis; ApexCharts counts intervals, so 4 intervals = 5 ticks. */
export const AXIS_TICK_INTERVALS = 4;
/** Spec §9: bars take 70% of their slot, with a corner radius of 4. */
export const BAR_WIDTH = '70%';
export const BAR_RADIUS = 4;

/** One company's figure, converted to rupees; `null` when it cannot be computed. */
export interface CompanyFigure {
  company: string;
  value: number | null;
}

/** How the charts write amounts: the notation preference and the negative style. */
export interface AmountFormat {
  notation: ChartNotation;
  negative: NegativeStyle;
}

/** Indian lakhs and crores with a true minus: what the dashboard shows until the user picks otherwise. */
export const DEFAULT_AMOUNT_FORMAT: AmountFormat = { notation: 'indian', negative: 'minus' };

/** The tooltip parts ApexCharts writes as HTML, each required to return escaped text. */
interface HtmlTooltip extends Omit<ApexTooltip, 'x' | 'y' | 'z' | 'custom'> {
  x: { show?: boolean; formatter: (value: number | string) => ChartHtml };
  y: {
    formatter: (value: number, opts?: { seriesIndex: number }) => ChartHtml;
    title: { formatter: (seriesName: string) => ChartHtml };
  };
}

/** The legend, whose labels ApexCharts writes as HTML. */
interface HtmlLegend extends Omit<ApexLegend, 'formatter' | 'tooltipHoverFormatter' | 'markers'> {
  formatter: (legendName: string) => ChartHtml;
}

/**
 * ApexCharts options in which every place that becomes HTML (tooltip, legend) must return
 * {@link ChartHtml}, so a company name cannot reach it unescaped, and titles (HTML-free but easy
 * to fill with a name later) are left out: the cards carry their titles.
 */
export type ChartOptions = Omit<ApexOptions, 'tooltip' | 'legend' | 'title' | 'subtitle'> & {
  tooltip: HtmlTooltip;
  legend: HtmlLegend;
};

/** A chart ready for `<Chart>`: its series and options. */
export interface ChartConfig {
  series: NonNullable<ApexOptions['series']>;
  options: ChartOptions;
}

/** Converts an amount in the analysis' unit to rupees; `null` stays `null`. */
export function toRupees(value: number | null, unit: AmountUnit): number | null {
  return value === null || !Number.isFinite(value) ? null : value * 10 ** UNIT_EXPONENT[unit];
}

/** Picks one amount column of the endpoint rows as rupee figures, in analysis order. */
export function figuresOf<R extends { company: string }>(
  rows: readonly R[],
  pick: (row: R) => number | null | undefined,
  unit: AmountUnit,
): CompanyFigure[] {
  return rows.map((row) => ({ company: row.company, value: toRupees(pick(row) ?? null, unit) }));
}

/**
 * The company with the highest figure, named on the single-metric cards. `null` when no figure can
 * be computed or every figure is zero, since a "top" company among equal zeros means nothing.
 * Ties go to the earlier company in analysis order.
 */
export function topCompany(figures: readonly CompanyFigure[]): { company: string; value: number } | null {
  let top: { company: string; value: number } | null = null;
  for (const { company, value } of figures) {
    if (value !== null && (top === null || value > top.value)) {
      top = { company, value };
    }
  }
  return top === null || figures.every((f) => f.value === null || f.value === 0) ? null : top;
}

/** A value axis: its range and the number of intervals between its ticks. */
export interface AmountScale {
  min: number;
  max: number;
  tickAmount: number;
}

// Steps an axis may take per power of ten, so tick labels stay round (₹25M, not ₹23.7M).
const NICE_STEPS = [1, 2, 2.5, 5, 10];

/** The smallest round step of at least `raw`. */
function niceStep(raw: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = NICE_STEPS.find((s) => s * magnitude >= raw) ?? 10;
  return step * magnitude;
}

/**
 * A value axis that always includes 0 (bars grow from it) and has exactly 5 round ticks (spec §9:
 * at most 5). ApexCharts' own nice scale can add a sixth tick when the data straddles 0, so the
 * range is fixed here. With nothing to draw the axis runs ₹0 to ₹4.
 */
export function amountScale(values: readonly (number | null)[]): AmountScale {
  const finite = values.filter((v): v is number => v !== null && Number.isFinite(v));
  const lo = Math.min(0, ...finite);
  const hi = Math.max(0, ...finite);
  if (lo === hi) {
    return { min: 0, max: AXIS_TICK_INTERVALS, tickAmount: AXIS_TICK_INTERVALS };
  }
  // Amounts have at most 2 decimals (design.md §2), so no step needs to be finer than a paisa.
  let step = niceStep(Math.max((hi - lo) / AXIS_TICK_INTERVALS, 0.01));
  let min = Math.floor(lo / step) * step;
  // Aligning the minimum to the step can leave the top short; then take the next round step.
  while (min + step * AXIS_TICK_INTERVALS < hi) {
    step = niceStep(step * 1.01);
    min = Math.floor(lo / step) * step;
  }
  return { min, max: min + step * AXIS_TICK_INTERVALS, tickAmount: AXIS_TICK_INTERVALS };
}

/** A compact rupee amount for axes, labels and tooltips; ApexCharts passes strings or numbers. */
function amountText(value: number | string | null | undefined, format: AmountFormat): string {
  const n = typeof value === 'number' ? value : Number(value);
  return value !== null && value !== undefined && value !== '' && Number.isFinite(n)
    ? formatChartAmount(n, format.notation, format.negative)
    : String(value ?? '');
}

/**
 * The options every dashboard chart shares: theme colours, spec §9 tooltip, toggling legend. Every
 * tooltip and legend text, company names included, is escaped here (chart-html.ts).
 */
export function baseOptions(theme: ChartTheme, format: AmountFormat = DEFAULT_AMOUNT_FORMAT): ChartOptions {
  const p = CHART_PALETTES[theme];
  return {
    chart: {
      fontFamily: 'Inter, Helvetica, Arial, sans-serif',
      foreColor: p.text,
      background: 'transparent',
      toolbar: { show: false },
      zoom: { enabled: false },
      parentHeightOffset: 0,
      animations: { enabled: true, speed: 300 },
    },
    theme: { mode: theme },
    colors: [...p.series],
    grid: { borderColor: p.grid, strokeDashArray: 3 },
    dataLabels: { enabled: false },
    legend: {
      show: true,
      showForSingleSeries: true,
      position: 'bottom',
      fontSize: '12px',
      labels: { colors: p.text },
      formatter: (name: string) => escapeChartHtml(name),
      onItemClick: { toggleDataSeries: true },
      onItemHover: { highlightDataSeries: true },
    },
    // Spec §9 tooltip: not shared, nearest point without needing to hit it, no colour boxes.
    // Inter 500, 1px border, padding 8 and radius 8 are in dashboard.css.
    tooltip: {
      shared: false,
      intersect: false,
      followCursor: false,
      fillSeriesColor: false,
      theme,
      marker: { show: false },
      style: { fontSize: '12px', fontFamily: 'Inter, Helvetica, Arial, sans-serif' },
      x: { formatter: htmlFormatter((value: number | string) => String(value)) },
      y: {
        formatter: htmlFormatter((value: number) => amountText(value, format)),
        title: { formatter: htmlFormatter((name: string) => (name ? `${name}: ` : '')) },
      },
    },
    // Vertical gradient fills: full colour at the top fading slightly towards the base.
    fill: {
      type: 'gradient',
      gradient: { type: 'vertical', shadeIntensity: 0.2, opacityFrom: 0.95, opacityTo: 0.7, stops: [0, 100] },
    },
    states: { active: { filter: { type: 'none' } } },
    noData: { text: 'No figures to compare', style: { color: p.text } },
  };
}

/** Bar geometry of spec §9, for column and horizontal bar charts. */
function barPlot(horizontal: boolean, stacked: boolean): NonNullable<ApexOptions['plotOptions']> {
  return {
    bar: {
      horizontal,
      columnWidth: BAR_WIDTH,
      barHeight: BAR_WIDTH,
      borderRadius: BAR_RADIUS,
      borderRadiusApplication: 'end',
      borderRadiusWhenStacked: stacked ? 'last' : 'all',
    },
  };
}

/** The value axis of a column chart: compact rupees, 5 round ticks. */
function amountAxis(values: readonly (number | null)[], p: ChartPalette, format: AmountFormat): ApexYAxis {
  return {
    ...amountScale(values),
    labels: { formatter: (value: number) => amountText(value, format), style: { colors: p.text } },
  };
}

/**
 * The company axis of a column chart: names stay horizontal and are trimmed to their slot, since
 * rotated names would take the height of the 200 px plot.
 */
function companyAxis(companies: string[], p: ChartPalette): ApexXAxis {
  return {
    categories: companies,
    labels: { rotate: 0, trim: true, hideOverlappingLabels: false, style: { colors: p.text } },
    axisBorder: { color: p.grid },
    axisTicks: { color: p.grid },
  };
}

/** Bar colour for one figure: the company's series colour, or the negative colour for a loss. */
function barColour(p: ChartPalette, baseColour: string) {
  return ({ value }: { value: number }) => (value < 0 ? p.negative : baseColour);
}

/**
 * Revenue From Operations, PBDIT and Cash Accruals (spec §2): one horizontal bar per company.
 * Losses (negative cash accruals, PBDIT) are drawn to the left in the negative colour.
 */
export function singleMetricChart(
  name: string,
  figures: readonly CompanyFigure[],
  theme: ChartTheme,
  format: AmountFormat = DEFAULT_AMOUNT_FORMAT,
): ChartConfig {
  const p = CHART_PALETTES[theme];
  const base = baseOptions(theme, format);
  return {
    series: [{ name, data: figures.map((f) => f.value) }],
    options: {
      ...base,
      chart: { ...base.chart, id: `dashboard-${name}`, type: 'bar' },
      colors: [barColour(p, p.series[0] ?? p.text)],
      plotOptions: barPlot(true, false),
      legend: { ...base.legend, show: false },
      xaxis: {
        categories: figures.map((f) => f.company),
        // In a horizontal bar chart ApexCharts takes the value scale from the x axis.
        ...amountScale(figures.map((f) => f.value)),
        labels: { formatter: (value: string) => amountText(value, format), style: { colors: p.text } },
        axisBorder: { color: p.grid },
        axisTicks: { color: p.grid },
      },
      yaxis: { labels: { maxWidth: 130, style: { colors: p.text } } },
    },
  };
}

/** Profit Before Tax and Profit After Tax (spec §2): grouped columns by company. */
export function pbtPatChart(
  rows: readonly PbtPatRow[],
  unit: AmountUnit,
  theme: ChartTheme,
  format: AmountFormat = DEFAULT_AMOUNT_FORMAT,
): ChartConfig {
  const p = CHART_PALETTES[theme];
  const base = baseOptions(theme, format);
  const pbt = rows.map((r) => toRupees(r.pbt, unit));
  const pat = rows.map((r) => toRupees(r.pat, unit));
  return {
    series: [
      { name: 'Profit Before Tax', data: pbt },
      { name: 'Profit After Tax', data: pat },
    ],
    options: {
      ...base,
      chart: { ...base.chart, id: 'dashboard-pbt-pat', type: 'bar' },
      colors: [p.series[0] ?? p.text, p.series[1] ?? p.text],
      plotOptions: barPlot(false, false),
      xaxis: companyAxis(rows.map((r) => r.company), p),
      yaxis: amountAxis([...pbt, ...pat], p, format),
    },
  };
}

/**
 * The trend card: one metric across the periods (columns by year, oldest first), one series per company.
 * Company names reach the legend and tooltip through `baseOptions`, which escapes them (chart-html.ts).
 * @param years the period labels of the x axis ("FY 2023-24")
 */
export function trendChart(
  rows: readonly TrendRow[],
  years: readonly string[],
  metric: TrendMetric,
  unit: AmountUnit,
  theme: ChartTheme,
  format: AmountFormat = DEFAULT_AMOUNT_FORMAT,
): ChartConfig {
  const p = CHART_PALETTES[theme];
  const base = baseOptions(theme, format);
  const series = rows.map((r) => ({ name: r.company, data: r.values.map((v) => toRupees(v[metric], unit)) }));
  return {
    series,
    options: {
      ...base,
      chart: { ...base.chart, id: `dashboard-trend-${metric}`, type: 'bar' },
      colors: rows.map((_, i) => p.series[i % p.series.length] ?? p.text),
      plotOptions: barPlot(false, false),
      xaxis: companyAxis([...years], p),
      yaxis: amountAxis(
        series.flatMap((s) => s.data),
        p,
        format,
      ),
    },
  };
}

/**
 * Splits net working capital by sign (spec §2): non-negative figures in the first series, negative
 * in the second, `null` where a company has no figure of that sign, so no zero-height bars are drawn.
 */
export function splitBySign(values: readonly (number | null)[]): {
  nonNegative: (number | null)[];
  negative: (number | null)[];
} {
  return {
    nonNegative: values.map((v) => (v !== null && v >= 0 ? v : null)),
    negative: values.map((v) => (v !== null && v < 0 ? v : null)),
  };
}

/** Net Working Capital (spec §2): stacked columns, surplus and deficit in separate series. */
export function netWorkingCapitalChart(
  rows: readonly NetWorkingCapitalRow[],
  unit: AmountUnit,
  theme: ChartTheme,
  format: AmountFormat = DEFAULT_AMOUNT_FORMAT,
): ChartConfig {
  const p = CHART_PALETTES[theme];
  const base = baseOptions(theme, format);
  const values = rows.map((r) => toRupees(r.net_working_capital, unit));
  const { nonNegative, negative } = splitBySign(values);
  return {
    series: [
      { name: 'Surplus (NWC ≥ 0)', data: nonNegative },
      { name: 'Deficit (NWC < 0)', data: negative },
    ],
    options: {
      ...base,
      chart: { ...base.chart, id: 'dashboard-nwc', type: 'bar', stacked: true },
      colors: [p.series[3] ?? p.text, p.negative],
      plotOptions: barPlot(false, true),
      xaxis: companyAxis(rows.map((r) => r.company), p),
      yaxis: amountAxis(values, p, format),
    },
  };
}

/** One slice of the Net Cash Accrual polar area. */
export interface PolarSlice {
  company: string;
  /** What is drawn: the magnitude, since a polar area cannot draw a negative radius. */
  magnitude: number;
  /** What is said: the signed net cash accrual, or `null` when it cannot be computed. */
  signed: number | null;
  negative: boolean;
  /** Legend and tooltip text, e.g. "−₹45 L" (in the chosen notation), or "—". */
  label: string;
}

/**
 * Net cash accrual per company as polar slices. A loss keeps its place and its size (magnitude)
 * and is flagged negative so it is drawn in the hatched negative style and labelled with its sign:
 * never dropped, never shown as a profit. An uncomputable figure is a zero slice labelled "—".
 */
export function polarSlices(
  rows: readonly NetCashAccrualsRow[],
  unit: AmountUnit,
  format: AmountFormat = DEFAULT_AMOUNT_FORMAT,
): PolarSlice[] {
  return rows.map((row) => {
    const signed = toRupees(row.net_cash_accruals, unit);
    return {
      company: row.company,
      magnitude: signed === null ? 0 : Math.abs(signed),
      signed,
      negative: signed !== null && signed < 0,
      label: signed === null ? NOT_AVAILABLE : formatChartAmount(signed, format.notation, format.negative),
    };
  });
}

/** A Net Cash Accrual legend entry: its slice plus the colour the chart draws it in. */
export interface PolarLegendItem extends PolarSlice {
  colour: string;
}

/**
 * The polar chart's legend, one entry per company in analysis order. Each company keeps its colour
 * whether or not others are hidden; a loss takes the negative colour (drawn hatched).
 */
export function polarLegend(
  rows: readonly NetCashAccrualsRow[],
  unit: AmountUnit,
  theme: ChartTheme,
  format: AmountFormat = DEFAULT_AMOUNT_FORMAT,
): PolarLegendItem[] {
  const p = CHART_PALETTES[theme];
  return polarSlices(rows, unit, format).map((s, i) => ({
    ...s,
    colour: s.negative ? p.negative : (p.series[i % p.series.length] ?? p.text),
  }));
}

/**
 * Net Cash Accrual (spec §2): polar area by company, losses hatched in red. The toggleable legend
 * is drawn beside the chart from `polarLegend` (DashboardPage), so the chart itself has none and
 * keeps its full spec §9 height; companies in `hidden` are left out of the plot.
 */
export function netCashAccrualChart(
  rows: readonly NetCashAccrualsRow[],
  unit: AmountUnit,
  theme: ChartTheme,
  hidden: ReadonlySet<string> = new Set(),
  format: AmountFormat = DEFAULT_AMOUNT_FORMAT,
): ChartConfig {
  const p = CHART_PALETTES[theme];
  const base = baseOptions(theme, format);
  const shown = polarLegend(rows, unit, theme, format).filter((s) => !hidden.has(s.company));
  const signedLabel = (index: number) => shown[index]?.label ?? NOT_AVAILABLE;
  return {
    series: shown.map((s) => s.magnitude),
    options: {
      ...base,
      chart: { ...base.chart, id: 'dashboard-nca', type: 'polarArea' },
      labels: shown.map((s) => s.company),
      colors: shown.map((s) => s.colour),
      fill: {
        type: shown.map((s) => (s.negative ? 'pattern' : 'gradient')),
        opacity: shown.map((s) => (s.negative ? 1 : 0.85)),
        gradient: base.fill?.gradient,
        pattern: { style: 'slantedLines', width: 6, height: 6, strokeWidth: 2 },
      },
      stroke: { width: 1, colors: shown.map((s) => (s.negative ? p.negative : p.backdrop)) },
      plotOptions: { polarArea: { rings: { strokeWidth: 1, strokeColor: p.grid }, spokes: { strokeWidth: 1, connectorColors: p.grid } } },
      yaxis: { show: false },
      // ApexCharts sizes a pie-type plot around its own legend, measured as the chart draws, and can
      // leave the plot tiny with the legend spilling out of the card; the legend is HTML instead.
      legend: { ...base.legend, show: false },
      tooltip: {
        ...base.tooltip,
        y: {
          ...base.tooltip.y,
          formatter: htmlFormatter((_magnitude: number, opts?: { seriesIndex: number }) => signedLabel(opts?.seriesIndex ?? -1)),
        },
      },
    },
  };
}

/** The spec §9 current-ratio bands in words, for the key under the bar. */
export const CURRENT_RATIO_BAND_LABELS: Readonly<Record<CurrentRatioBand, string>> = {
  darkRed: 'below 1',
  red: '1 to under 1.33',
  yellow: '1.33 to under 1.5',
  green: '1.5 to under 1.75',
  darkGreen: '1.75 and above',
};

/** One company's segment of the Current Ratio bar. */
export interface RatioSegment {
  company: string;
  ratio: number | null;
  /** Share of the sum of the computable ratios, in %; `null` for a ratio that cannot be computed. */
  sharePct: number | null;
  band: CurrentRatioBand | null;
  colour: string;
  /** The colour of text drawn on the segment, at least 4.5:1 against it (WCAG AA). */
  textColour: string;
  /** Legend text, e.g. "Alpha: 42.1% (1.45)" or "Gamma: —". */
  label: string;
}

/**
 * Current ratios as bar segments: each company's share of the summed ratios and its spec §9 colour
 * band. A `null` ratio (no current liabilities) gets no share, no band and the "—" label.
 */
export function currentRatioSegments(rows: readonly CurrentRatioRow[], theme: ChartTheme): RatioSegment[] {
  const p = CHART_PALETTES[theme];
  const total = rows.reduce((sum, r) => sum + (r.current_ratio !== null && r.current_ratio > 0 ? r.current_ratio : 0), 0);
  return rows.map((row) => {
    const ratio = row.current_ratio !== null && Number.isFinite(row.current_ratio) ? row.current_ratio : null;
    const band = currentRatioBand(ratio);
    const sharePct = ratio === null || total === 0 ? null : (Math.max(ratio, 0) / total) * 100;
    const label =
      ratio === null ? `${row.company}: ${NOT_AVAILABLE}` : `${row.company}: ${formatShare(sharePct)} (${ratio.toFixed(2)})`;
    return {
      company: row.company,
      ratio,
      sharePct,
      band,
      colour: band === null ? p.unavailable : CURRENT_RATIO_COLOURS[band],
      textColour: band === null ? p.text : CURRENT_RATIO_TEXT_COLOURS[band],
      label,
    };
  });
}

/** A share in % with one decimal, "—" when there is none. */
export function formatShare(sharePct: number | null): string {
  return sharePct === null ? NOT_AVAILABLE : `${sharePct.toFixed(1)}%`;
}

/**
 * Current Ratio (spec §2): one 100%-stacked horizontal bar, a segment per company in its band colour.
 * Its legend (company, share, band, toggle) is drawn as a table beside the chart from `currentRatioSegments`.
 */
export function currentRatioChart(rows: readonly CurrentRatioRow[], theme: ChartTheme): ChartConfig {
  const p = CHART_PALETTES[theme];
  const base = baseOptions(theme);
  const segments = currentRatioSegments(rows, theme);
  const segmentAt = (index: number) => segments[index];
  return {
    series: segments.map((s) => ({ name: s.company, data: [s.ratio] })),
    options: {
      ...base,
      chart: { ...base.chart, id: 'dashboard-current-ratio', type: 'bar', stacked: true, stackType: '100%' },
      colors: segments.map((s) => s.colour),
      fill: { type: 'solid', opacity: 1 },
      // A backdrop-coloured edge keeps neighbours in the same band apart.
      stroke: { show: true, width: 2, colors: [p.backdrop] },
      plotOptions: { bar: { ...barPlot(true, true).bar, barHeight: '70%' } },
      grid: { ...base.grid, show: false, padding: { top: -12, bottom: -8, left: 4, right: 8 } },
      dataLabels: {
        enabled: true,
        style: { fontSize: '11px', fontWeight: 600, colors: segments.map((s) => s.textColour) },
        dropShadow: { enabled: false },
        formatter: (_pct: string | number | number[], opts?: { seriesIndex: number }) => {
          const ratio = segmentAt(opts?.seriesIndex ?? -1)?.ratio;
          return ratio === null || ratio === undefined ? '' : ratio.toFixed(2);
        },
      },
      xaxis: {
        categories: ['Current ratio'],
        labels: { show: false },
        axisBorder: { show: false },
        axisTicks: { show: false },
      },
      yaxis: { labels: { show: false } },
      // The legend is the table under the bar (DashboardPage), which stays readable at 480 px.
      legend: { ...base.legend, show: false },
      tooltip: {
        ...base.tooltip,
        x: { ...base.tooltip.x, show: false },
        y: {
          ...base.tooltip.y,
          formatter: htmlFormatter((_value: number, opts?: { seriesIndex: number }) => {
            const segment = segmentAt(opts?.seriesIndex ?? -1);
            return segment === undefined ? NOT_AVAILABLE : segment.label.slice(segment.company.length + 2);
          }),
        },
      },
    },
  };
}
