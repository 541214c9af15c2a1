import type ApexCharts from 'apexcharts';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import Chart from 'react-apexcharts';
import { useMediaQuery } from '../../lib/use-media-query';
import type { ChartConfig } from './chart-options';

type ChartType = 'bar' | 'polarArea';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The laid-out width of an element in whole px, 0 until it has one, kept current by a
 * ResizeObserver (the card narrows at 480 px, widens at 1440 px).
 */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el === null) {
      return;
    }
    const measure = () => setWidth(Math.floor(el.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

interface DashboardChartProps {
  config: ChartConfig;
  type: ChartType;
  /** Spec §9 height, plus room for the legend where ApexCharts draws it below the plot. */
  height: number;
  /** The drawn chart, for a legend kept outside it (Net Cash Accrual, Current Ratio). */
  chartRef?: RefObject<ApexCharts | null>;
}

/**
 * Draws a mapped chart at the card's full width and the spec §9 height. When the user asks for
 * less motion the charts appear without their grow-in animation.
 *
 * The width is measured here and handed to ApexCharts in px: left to size itself ('100%'),
 * ApexCharts reads its container while it redraws, on a 150 ms resize timer that races theme and
 * data updates, and can settle on a stale width (a tiny polar plot with its legend out of the card).
 * With the width given, every redraw is at the card's current width and ApexCharts' own resize
 * redraws are switched off.
 */
export function DashboardChart({ config, type, height, chartRef }: DashboardChartProps) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  // The width is part of the options, not only the `width` prop: react-apexcharts compares the prop
  // with the width the chart was created at, so going back to that width (1440 → 1200 → 1440) would
  // otherwise leave the chart at the in-between width, wider than its card.
  const options = useMemo(
    () => ({
      ...config.options,
      chart: {
        ...config.options.chart,
        width,
        redrawOnParentResize: false,
        redrawOnWindowResize: false,
        ...(reducedMotion ? { animations: { enabled: false } } : {}),
      },
    }),
    [config.options, reducedMotion, width],
  );
  return (
    // The box holds the chart's height before the first measurement, so the card does not jump.
    <div ref={box} className="dashboard-chart" style={{ minHeight: height }}>
      {width > 0 && <Chart type={type} series={config.series} options={options} width={width} height={height} chartRef={chartRef} />}
    </div>
  );
}
