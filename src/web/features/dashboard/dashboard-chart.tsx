import type ApexCharts from 'apexcharts';
import { useMemo, useSyncExternalStore } from 'react';
import type { RefObject } from 'react';
import Chart from 'react-apexcharts';
import type { ChartConfig } from './chart-options';

type ChartType = 'bar' | 'polarArea';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** Below 640 px the cards are one column wide and legends wrap one item per row. */
const NARROW = '(max-width: 639.98px)';

/** Whether a media query matches, kept current as the window or preferences change. */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

interface DashboardChartProps {
  config: ChartConfig;
  type: ChartType;
  /** Spec §9 height, plus room for the legend where it sits below the plot. */
  height: number;
  /** The height on narrow screens, where a legend below the plot needs more rows. */
  narrowHeight?: number;
  /** The drawn chart, for a legend kept outside it (the Current Ratio table). */
  chartRef?: RefObject<ApexCharts | null>;
}

/**
 * Draws a mapped chart at the card's full width and the spec §9 height. When the user asks for
 * less motion the charts appear without their grow-in animation.
 */
export function DashboardChart({ config, type, height, narrowHeight, chartRef }: DashboardChartProps) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const narrow = useMediaQuery(NARROW);
  const options = useMemo(
    () =>
      reducedMotion ? { ...config.options, chart: { ...config.options.chart, animations: { enabled: false } } } : config.options,
    [config.options, reducedMotion],
  );
  return (
    <div className="dashboard-chart">
      <Chart
        type={type}
        series={config.series}
        options={options}
        width="100%"
        height={narrow ? (narrowHeight ?? height) : height}
        chartRef={chartRef}
      />
    </div>
  );
}
