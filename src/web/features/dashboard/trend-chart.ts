import { CHART_PALETTES } from './chart-theme';
import type { ChartTheme } from './chart-theme';
import type { TrendMetric, TrendRow } from './trend-metrics';
import type { AmountUnit } from '../../../contract';
import { amountAxis, barPlot, baseOptions, companyAxis, DEFAULT_AMOUNT_FORMAT, toRupees } from './chart-options';
import type { AmountFormat, ChartConfig } from './chart-options';

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
