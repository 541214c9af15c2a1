import { CHART_PALETTES } from './chart-theme';
import type { ChartTheme } from './chart-theme';
import { amountScale, amountText, barColour, barPlot, baseOptions, DEFAULT_AMOUNT_FORMAT } from './chart-options';
import type { AmountFormat, ChartConfig, CompanyFigure } from './chart-options';

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
