import type { PbtPatRow } from './api';
import { CHART_PALETTES } from './chart-theme';
import type { ChartTheme } from './chart-theme';
import type { AmountUnit } from '../../../contract';
import { amountAxis, barPlot, baseOptions, companyAxis, DEFAULT_AMOUNT_FORMAT, toRupees } from './chart-options';
import type { AmountFormat, ChartConfig } from './chart-options';

/** Profit Before Tax and Profit After Tax (spec §2): grouped columns by company. */
export function pbtPatChart(rows: readonly PbtPatRow[], unit: AmountUnit, theme: ChartTheme, format: AmountFormat = DEFAULT_AMOUNT_FORMAT): ChartConfig {
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
      xaxis: companyAxis(
        rows.map((r) => r.company),
        p,
      ),
      yaxis: amountAxis([...pbt, ...pat], p, format),
    },
  };
}
