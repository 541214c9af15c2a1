import { CURRENT_RATIO_COLOURS, CURRENT_RATIO_TEXT_COLOURS, currentRatioBand, NOT_AVAILABLE } from '../../../domain/format';
import type { CurrentRatioBand } from '../../../domain/format';
import type { CurrentRatioRow } from './api';
import { htmlFormatter } from './chart-html';
import { CHART_PALETTES } from './chart-theme';
import type { ChartTheme } from './chart-theme';
import { barPlot, baseOptions } from './chart-options';
import type { ChartConfig } from './chart-options';

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
    const label = ratio === null ? `${row.company}: ${NOT_AVAILABLE}` : `${row.company}: ${formatShare(sharePct)} (${ratio.toFixed(2)})`;
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
