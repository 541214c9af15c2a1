import type { NetWorkingCapitalRow } from './api';
import { CHART_PALETTES } from './chart-theme';
import type { ChartTheme } from './chart-theme';
import type { AmountUnit } from '../../../contract';
import { amountAxis, barPlot, baseOptions, companyAxis, DEFAULT_AMOUNT_FORMAT, toRupees } from './chart-options';
import type { AmountFormat, ChartConfig } from './chart-options';

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
      xaxis: companyAxis(
        rows.map((r) => r.company),
        p,
      ),
      yaxis: amountAxis(values, p, format),
    },
  };
}
