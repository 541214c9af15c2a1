import type { ApexOptions } from 'apexcharts';
import type { AmountUnit } from '../../../contract';
import { UNIT_EXPONENT } from '../../../contract/constants';
import { formatChartAmount } from '../../../domain/format';
import type { ChartNotation, NegativeStyle } from '../../../domain/format';
import { escapeChartHtml, htmlFormatter } from './chart-html';
import type { ChartHtml } from './chart-html';
import { CHART_PALETTES } from './chart-theme';
import type { ChartPalette, ChartTheme } from './chart-theme';

// What every chart shares: sizes, the amount scale and text, the base options and the bar helpers. Each
// chart's mapper from its endpoint's rows to ApexCharts options is its own module (single-metric-chart.ts,
// pbt-pat-chart.ts, trend-chart.ts, net-working-capital-chart.ts, net-cash-accrual-chart.ts,
// current-ratio-chart.ts): pure, no DOM, no React, so every rule of spec §9 is unit-tested in chart-options.test.ts.

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
export function figuresOf<R extends { company: string }>(rows: readonly R[], pick: (row: R) => number | null | undefined, unit: AmountUnit): CompanyFigure[] {
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
export function amountText(value: number | string | null | undefined, format: AmountFormat): string {
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
export function barPlot(horizontal: boolean, stacked: boolean): NonNullable<ApexOptions['plotOptions']> {
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
export function amountAxis(values: readonly (number | null)[], p: ChartPalette, format: AmountFormat): ApexYAxis {
  return {
    ...amountScale(values),
    labels: { formatter: (value: number) => amountText(value, format), style: { colors: p.text } },
  };
}

/**
 * The company axis of a column chart: names stay horizontal and are trimmed to their slot, since
 * rotated names would take the height of the 200 px plot.
 */
export function companyAxis(companies: string[], p: ChartPalette): ApexXAxis {
  return {
    categories: companies,
    labels: { rotate: 0, trim: true, hideOverlappingLabels: false, style: { colors: p.text } },
    axisBorder: { color: p.grid },
    axisTicks: { color: p.grid },
  };
}

/** Bar colour for one figure: the company's series colour, or the negative colour for a loss. */
export function barColour(p: ChartPalette, baseColour: string) {
  return ({ value }: { value: number }) => (value < 0 ? p.negative : baseColour);
}
