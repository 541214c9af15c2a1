import { formatChartAmount, NOT_AVAILABLE } from '../../../domain/format';
import type { NetCashAccrualsRow } from './api';
import { htmlFormatter } from './chart-html';
import { CHART_PALETTES } from './chart-theme';
import type { ChartTheme } from './chart-theme';
import type { AmountUnit } from '../../../contract';
import { baseOptions, DEFAULT_AMOUNT_FORMAT, toRupees } from './chart-options';
import type { AmountFormat, ChartConfig } from './chart-options';

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
export function polarSlices(rows: readonly NetCashAccrualsRow[], unit: AmountUnit, format: AmountFormat = DEFAULT_AMOUNT_FORMAT): PolarSlice[] {
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
