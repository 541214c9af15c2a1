import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENT_RATIO_COLOURS } from '../../../domain/format';
import { AXIS_TICK_INTERVALS, amountScale, baseOptions, figuresOf, toRupees, topCompany } from './chart-options';
import { currentRatioChart, currentRatioSegments } from './current-ratio-chart';
import { netCashAccrualChart, polarLegend, polarSlices } from './net-cash-accrual-chart';
import { netWorkingCapitalChart, splitBySign } from './net-working-capital-chart';
import { pbtPatChart } from './pbt-pat-chart';
import { singleMetricChart } from './single-metric-chart';
import type { AmountFormat, ChartConfig } from './chart-options';
import { CHART_PALETTES, chartCssVars } from './chart-theme';

/** The en-US compact notation of spec §9, still offered as a preference. */
const INTERNATIONAL: AmountFormat = { notation: 'international', negative: 'minus' };

type Formatter = (value: number, opts?: { seriesIndex: number }) => string;

describe('toRupees and figuresOf', () => {
  it('converts lakhs and crores to rupees so compact INR reads in rupees', () => {
    expect(toRupees(1800, 'lakhs')).toBe(180_000_000);
    expect(toRupees(2.5, 'crores')).toBe(25_000_000);
    expect(toRupees(45, 'rupees')).toBe(45);
  });

  it('keeps an uncomputable figure null, never 0', () => {
    expect(toRupees(null, 'lakhs')).toBeNull();
    expect(figuresOf([{ company: 'A', revenue: null }], (r) => r.revenue, 'lakhs')).toEqual([{ company: 'A', value: null }]);
  });
});

describe('topCompany', () => {
  const fig = (company: string, value: number | null) => ({ company, value });

  it('names the company with the highest figure', () => {
    expect(topCompany([fig('A', 10), fig('B', 30), fig('C', 20)])).toEqual({ company: 'B', value: 30 });
  });

  it('gives a tie to the earlier company', () => {
    expect(topCompany([fig('A', 30), fig('B', 30)])?.company).toBe('A');
  });

  it('picks the smallest loss when every company makes one', () => {
    expect(topCompany([fig('A', -50), fig('B', -5)])).toEqual({ company: 'B', value: -5 });
  });

  it('skips uncomputable figures', () => {
    expect(topCompany([fig('A', null), fig('B', 7)])).toEqual({ company: 'B', value: 7 });
  });

  it('has no top company for an empty analysis, all nulls or all zeros', () => {
    expect(topCompany([])).toBeNull();
    expect(topCompany([fig('A', null)])).toBeNull();
    expect(topCompany([fig('A', 0), fig('B', 0)])).toBeNull();
  });
});

describe('splitBySign (Net Working Capital)', () => {
  it('puts non-negative figures in one series and negative in the other, null elsewhere', () => {
    expect(splitBySign([100, -50, 0, null])).toEqual({
      nonNegative: [100, null, 0, null],
      negative: [null, -50, null, null],
    });
  });

  it('feeds the stacked chart in rupees', () => {
    const chart = netWorkingCapitalChart(
      [
        { company: 'A', net_working_capital: 12 },
        { company: 'B', net_working_capital: -3 },
      ],
      'lakhs',
      'light',
    );
    expect(chart.series).toEqual([
      { name: 'Surplus (NWC ≥ 0)', data: [1_200_000, null] },
      { name: 'Deficit (NWC < 0)', data: [null, -300_000] },
    ]);
    expect(chart.options.chart?.stacked).toBe(true);
    expect(chart.options.colors?.[1]).toBe(CHART_PALETTES.light.negative);
    expect(chart.options.xaxis?.categories).toEqual(['A', 'B']);
  });
});

describe('Net Cash Accrual polar area', () => {
  const rows = [
    { company: 'Profitable', net_cash_accruals: 12, net_working_capital: 12 },
    { company: 'Loss-making', net_cash_accruals: -0.45, net_working_capital: -0.45 },
    { company: 'Unknown', net_cash_accruals: null, net_working_capital: null },
  ];

  it('draws a loss by its magnitude, flagged negative, with its signed label', () => {
    expect(polarSlices(rows, 'lakhs', INTERNATIONAL)).toEqual([
      { company: 'Profitable', magnitude: 1_200_000, signed: 1_200_000, negative: false, label: '₹1.2M' },
      { company: 'Loss-making', magnitude: 45_000, signed: -45_000, negative: true, label: '\u2212₹45K' },
      { company: 'Unknown', magnitude: 0, signed: null, negative: false, label: '—' },
    ]);
  });

  it('labels in lakhs and crores by default, and brackets a loss when that is the negative style', () => {
    expect(polarSlices(rows, 'lakhs').map((s) => s.label)).toEqual(['₹12 L', '\u2212₹45,000', '—']);
    const bracketed = polarSlices(rows, 'lakhs', { notation: 'indian', negative: 'brackets' });
    expect(bracketed.map((s) => s.label)).toEqual(['₹12 L', '(₹45,000)', '—']);
  });

  it('never drops a company and never shows a loss as positive', () => {
    const chart = netCashAccrualChart(rows, 'lakhs', 'light', new Set(), INTERNATIONAL);
    expect(chart.series).toEqual([1_200_000, 45_000, 0]);
    expect(chart.options.labels).toEqual(['Profitable', 'Loss-making', 'Unknown']);
    const tooltip = chart.options.tooltip?.y as { formatter: Formatter };
    expect(tooltip.formatter(45_000, { seriesIndex: 1 })).toBe('\u2212₹45K');
    expect(tooltip.formatter(0, { seriesIndex: 2 })).toBe('—');
  });

  it('hatches losses in the negative colour and keeps gradients for the rest', () => {
    const chart = netCashAccrualChart(rows, 'lakhs', 'dark');
    expect(chart.options.fill?.type).toEqual(['gradient', 'pattern', 'gradient']);
    expect(chart.options.colors?.[1]).toBe(CHART_PALETTES.dark.negative);
    expect(chart.options.colors?.[0]).toBe(CHART_PALETTES.dark.series[0]);
  });

  it('gives the HTML legend every company with its signed label and chart colour', () => {
    const legend = polarLegend(rows, 'lakhs', 'light', INTERNATIONAL);
    expect(legend.map((l) => [l.company, l.label, l.negative, l.colour])).toEqual([
      ['Profitable', '₹1.2M', false, CHART_PALETTES.light.series[0]],
      ['Loss-making', '\u2212₹45K', true, CHART_PALETTES.light.negative],
      ['Unknown', '—', false, CHART_PALETTES.light.series[2]],
    ]);
    // The legend is HTML in the card, so the chart draws none and keeps its full height.
    expect(netCashAccrualChart(rows, 'lakhs', 'light').options.legend?.show).toBe(false);
  });

  it('leaves hidden companies out of the plot, keeping every other colour and label', () => {
    const chart = netCashAccrualChart(rows, 'lakhs', 'dark', new Set(['Profitable']), INTERNATIONAL);
    expect(chart.series).toEqual([45_000, 0]);
    expect(chart.options.labels).toEqual(['Loss-making', 'Unknown']);
    expect(chart.options.colors).toEqual([CHART_PALETTES.dark.negative, CHART_PALETTES.dark.series[2]]);
    expect(chart.options.fill?.type).toEqual(['pattern', 'gradient']);
    const tooltip = chart.options.tooltip?.y as { formatter: Formatter };
    expect(tooltip.formatter(45_000, { seriesIndex: 0 })).toBe('\u2212₹45K');
  });
});

describe('Current Ratio segments', () => {
  it('gives each company its share of the summed ratios', () => {
    const segments = currentRatioSegments(
      [
        { company: 'A', current_ratio: 1 },
        { company: 'B', current_ratio: 3 },
      ],
      'light',
    );
    expect(segments.map((s) => s.sharePct)).toEqual([25, 75]);
    expect(segments.map((s) => s.label)).toEqual(['A: 25.0% (1.00)', 'B: 75.0% (3.00)']);
  });

  it.each([
    [0.99, 'darkRed'],
    [1, 'red'],
    [1.32, 'red'],
    [1.33, 'yellow'],
    [1.49, 'yellow'],
    [1.5, 'green'],
    [1.74, 'green'],
    [1.75, 'darkGreen'],
  ] as const)('colours ratio %s with the spec §9 %s band', (ratio, band) => {
    const [segment] = currentRatioSegments([{ company: 'A', current_ratio: ratio }], 'light');
    expect(segment?.band).toBe(band);
    expect(segment?.colour).toBe(CURRENT_RATIO_COLOURS[band]);
  });

  it('lists a null ratio as "—" without a share and without drawing it', () => {
    const rows = [
      { company: 'A', current_ratio: 1.5 },
      { company: 'NoLiabilities', current_ratio: null },
    ];
    const [a, none] = currentRatioSegments(rows, 'dark');
    expect(a?.sharePct).toBe(100);
    expect(none).toMatchObject({ sharePct: null, band: null, label: 'NoLiabilities: —', colour: CHART_PALETTES.dark.unavailable });
    const chart = currentRatioChart(rows, 'dark');
    expect(chart.series).toEqual([
      { name: 'A', data: [1.5] },
      { name: 'NoLiabilities', data: [null] },
    ]);
    expect(chart.options.chart?.stackType).toBe('100%');
    expect(chart.options.plotOptions?.bar?.horizontal).toBe(true);
    // The legend is the table drawn from the segments; the tooltip says the same.
    expect(chart.options.legend?.show).toBe(false);
    const tooltip = chart.options.tooltip?.y as { formatter: Formatter };
    expect(tooltip.formatter(100, { seriesIndex: 0 })).toBe('100.0% (1.50)');
    expect(tooltip.formatter(0, { seriesIndex: 1 })).toBe('—');
  });

  it('has no shares when every ratio is null', () => {
    expect(currentRatioSegments([{ company: 'A', current_ratio: null }], 'light')[0]?.sharePct).toBeNull();
  });
});

describe('amountScale (spec §9: at most 5 ticks)', () => {
  it('fixes a straddling range to 5 round ticks where the nice scale would draw 6', () => {
    expect(amountScale([16_000_000, -2_000_000, 41_000_000, 9_000_000, 62_000_000])).toEqual({
      min: -25_000_000,
      max: 75_000_000,
      tickAmount: 4,
    });
    expect(amountScale([200_000_000])).toEqual({ min: 0, max: 200_000_000, tickAmount: 4 });
  });

  it('draws an empty or all-zero axis from ₹0', () => {
    expect(amountScale([])).toEqual({ min: 0, max: 4, tickAmount: 4 });
    expect(amountScale([0, null])).toEqual({ min: 0, max: 4, tickAmount: 4 });
  });

  it('always covers every figure and 0 with 5 ticks, 0 being one of them', () => {
    // Rupee amounts with at most 2 decimals, up to ₹1 lakh crore either way.
    const amount = fc.option(
      fc.integer({ min: -1e14, max: 1e14 }).map((paise) => paise / 100),
      { nil: null },
    );
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 8 }), (values) => {
        const { min, max, tickAmount } = amountScale(values);
        const finite = values.filter((v): v is number => v !== null);
        expect(tickAmount + 1).toBeLessThanOrEqual(5);
        expect(min).toBeLessThanOrEqual(Math.min(0, ...finite));
        expect(max).toBeGreaterThanOrEqual(Math.max(0, ...finite));
        const step = (max - min) / tickAmount;
        expect(Math.abs(min / step - Math.round(min / step))).toBeLessThan(1e-6);
      }),
    );
  });
});

describe('bar geometry and axes (spec §9)', () => {
  it('draws single-metric bars horizontally, 70% wide, radius 4, at most 5 round value ticks', () => {
    const chart = singleMetricChart(
      'PBDIT',
      [
        { company: 'A', value: 2_000 },
        { company: 'B', value: -730 },
      ],
      'light',
      INTERNATIONAL,
    );
    expect(chart.series).toEqual([{ name: 'PBDIT', data: [2_000, -730] }]);
    const bar = chart.options.plotOptions?.bar;
    expect(bar).toMatchObject({ horizontal: true, barHeight: '70%', columnWidth: '70%', borderRadius: 4 });
    // The ticks ApexCharts draws from the axis: min + i × step for i = 0..tickAmount.
    const { min, max, tickAmount, labels } = chart.options.xaxis as {
      min: number;
      max: number;
      tickAmount: number;
      labels: { formatter: (v: string) => string };
    };
    const step = (max - min) / tickAmount;
    const ticks = Array.from({ length: tickAmount + 1 }, (_, i) => labels.formatter(String(min + i * step)));
    expect(ticks.length).toBeLessThanOrEqual(5);
    expect(ticks).toEqual(['\u2212₹1K', '₹0', '₹1K', '₹2K', '₹3K']);
    expect(min).toBeLessThanOrEqual(-730);
    expect(max).toBeGreaterThanOrEqual(2_000);
  });

  it('writes axis labels in the chosen notation', () => {
    const figures = [{ company: 'A', value: 674_000_000 }];
    const axisLabel = (config: ChartConfig) => (config.options.xaxis?.labels?.formatter as (v: string) => string)('674000000');
    expect(axisLabel(singleMetricChart('Revenue', figures, 'light'))).toBe('₹67.4 Cr');
    expect(axisLabel(singleMetricChart('Revenue', figures, 'light', INTERNATIONAL))).toBe('₹674M');
  });

  it('colours a loss bar in the negative colour', () => {
    const chart = singleMetricChart('Cash Accruals', [{ company: 'A', value: -10 }], 'light');
    const colour = chart.options.colors?.[0] as (o: { value: number }) => string;
    expect(colour({ value: -10 })).toBe(CHART_PALETTES.light.negative);
    expect(colour({ value: 10 })).toBe(CHART_PALETTES.light.series[0]);
  });

  it('groups PBT and PAT by company with compact INR on a 5-tick axis', () => {
    const chart = pbtPatChart([{ company: 'A', pbt: 1.5, pat: 1 }], 'lakhs', 'light', INTERNATIONAL);
    expect(chart.series).toEqual([
      { name: 'Profit Before Tax', data: [150_000] },
      { name: 'Profit After Tax', data: [100_000] },
    ]);
    expect(chart.options.chart?.stacked).toBeFalsy();
    const yaxis = chart.options.yaxis as ApexYAxis;
    expect(yaxis).toMatchObject({ min: 0, max: 200_000, tickAmount: AXIS_TICK_INTERVALS });
    expect((yaxis.labels?.formatter as Formatter)(1_234_567)).toBe('₹1.23M');
  });
});

describe('theme colours', () => {
  it('colours text, grid, tooltip and legend from the active theme', () => {
    for (const theme of ['light', 'dark'] as const) {
      const options = baseOptions(theme);
      const p = CHART_PALETTES[theme];
      expect(options.chart?.foreColor).toBe(p.text);
      expect(options.grid?.borderColor).toBe(p.grid);
      expect(options.tooltip?.theme).toBe(theme);
      expect(options.legend?.labels?.colors).toBe(p.text);
      expect(chartCssVars(theme)).toEqual({
        '--chart-tooltip-title': p.tooltipTitle,
        '--chart-tooltip-body': p.tooltipBody,
        '--chart-tooltip-bg': p.tooltipBackground,
        '--chart-tooltip-border': p.tooltipBorder,
        '--chart-backdrop': p.backdrop,
      });
    }
    expect(CHART_PALETTES.dark.text).not.toBe(CHART_PALETTES.light.text);
    expect(CHART_PALETTES.dark.tooltipBackground).not.toBe(CHART_PALETTES.light.tooltipBackground);
  });

  it('uses the spec §9 tooltip: not shared, not intersecting, no colour markers', () => {
    const tooltip = baseOptions('light').tooltip;
    expect(tooltip).toMatchObject({ shared: false, intersect: false, marker: { show: false } });
  });

  it('lets legend items toggle their series', () => {
    expect(baseOptions('dark').legend?.onItemClick?.toggleDataSeries).toBe(true);
  });
});

describe('company names reach chart HTML escaped', () => {
  const hostile = ['<img src=x>', '<b id=bold>', '<meta http-equiv=refresh content="0;url=http://example.invalid">'];
  const pbt = hostile.map((company) => ({ company, pbt: 1, pat: -1 }));
  const nca = hostile.map((company) => ({ company, net_cash_accruals: 1, net_working_capital: -1 }));
  const ratios = hostile.map((company, i) => ({ company, current_ratio: 1 + i }));
  const charts: [string, ChartConfig][] = [
    [
      'single metric',
      singleMetricChart(
        'PBDIT',
        hostile.map((company) => ({ company, value: 1 })),
        'light',
      ),
    ],
    ['PBT and PAT', pbtPatChart(pbt, 'lakhs', 'light')],
    ['net working capital', netWorkingCapitalChart(nca, 'lakhs', 'dark')],
    ['net cash accrual', netCashAccrualChart(nca, 'lakhs', 'light')],
    ['current ratio', currentRatioChart(ratios, 'dark')],
  ];

  it.each(charts)('%s: tooltip title, series name and legend text carry no markup', (_name, chart) => {
    const { tooltip, legend } = chart.options;
    for (const name of hostile) {
      for (const text of [tooltip.x.formatter(name), tooltip.y.title.formatter(name), legend.formatter(name)]) {
        expect(text).not.toMatch(/[<>"]/);
        expect(text).toContain('&lt;');
      }
    }
    // Values are escaped too, whatever the formatter returns.
    expect(tooltip.y.formatter(1, { seriesIndex: 0 })).not.toMatch(/[<>]/);
  });

  it('gives no chart a title or subtitle, which ApexCharts would draw from raw text', () => {
    for (const [, chart] of charts) {
      expect(chart.options).not.toHaveProperty('title');
      expect(chart.options).not.toHaveProperty('subtitle');
    }
  });
});

describe('current ratio labels (WCAG AA)', () => {
  it('draws each segment label in its band text colour, never white on yellow or green', () => {
    const rows = [0.9, 1.2, 1.4, 1.6, 2].map((current_ratio, i) => ({ company: `C${i}`, current_ratio }));
    const chart = currentRatioChart(rows, 'light');
    expect(chart.options.dataLabels?.style?.colors).toEqual(['#ffffff', '#ffffff', '#1c1917', '#052e16', '#ffffff']);
    expect(currentRatioSegments(rows, 'light').map((s) => s.textColour)).toEqual(chart.options.dataLabels?.style?.colors);
  });
});
