/** The two chart themes, following the `dark` class on <html> (spec §9: dark mode by class). */
export type ChartTheme = 'light' | 'dark';

/** Every colour a dashboard chart uses, per theme. */
export interface ChartPalette {
  /** Axis labels, legend text, data labels. */
  text: string;
  /** Grid lines and axis borders. */
  grid: string;
  tooltipTitle: string;
  tooltipBody: string;
  tooltipBackground: string;
  tooltipBorder: string;
  /** The card surface the charts are drawn on; also separates stacked segments. */
  backdrop: string;
  /** Series colours in company order (violet, sky, newBlue, green… from the spec §9 palettes). */
  series: readonly string[];
  /** Losses and deficits: negative net working capital, negative net cash accrual. */
  negative: string;
  /** A company whose value cannot be computed. */
  unavailable: string;
}

/** Tailwind palette values (gray, violet, sky, green, red, yellow) so the charts match the screens. */
export const CHART_PALETTES: Readonly<Record<ChartTheme, ChartPalette>> = {
  light: {
    text: '#374151',
    grid: '#e5e7eb',
    tooltipTitle: '#111827',
    tooltipBody: '#374151',
    tooltipBackground: '#ffffff',
    tooltipBorder: '#d1d5db',
    backdrop: '#ffffff',
    series: ['#7c3aed', '#0284c7', '#2563eb', '#16a34a', '#d97706', '#db2777', '#0d9488', '#4b5563'],
    negative: '#dc2626',
    unavailable: '#9ca3af',
  },
  dark: {
    text: '#d1d5db',
    grid: '#374151',
    tooltipTitle: '#f9fafb',
    tooltipBody: '#d1d5db',
    tooltipBackground: '#1f2937',
    tooltipBorder: '#4b5563',
    backdrop: '#111827',
    series: ['#a78bfa', '#38bdf8', '#60a5fa', '#4ade80', '#fbbf24', '#f472b6', '#2dd4bf', '#9ca3af'],
    negative: '#f87171',
    unavailable: '#6b7280',
  },
};

/**
 * CSS custom properties for the parts ApexCharts draws as HTML (tooltips), which its options
 * cannot fully colour; dashboard.css reads them.
 */
export function chartCssVars(theme: ChartTheme): Record<string, string> {
  const p = CHART_PALETTES[theme];
  return {
    '--chart-tooltip-title': p.tooltipTitle,
    '--chart-tooltip-body': p.tooltipBody,
    '--chart-tooltip-bg': p.tooltipBackground,
    '--chart-tooltip-border': p.tooltipBorder,
    '--chart-backdrop': p.backdrop,
  };
}
