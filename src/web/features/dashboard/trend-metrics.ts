/** The figures the trend card draws across periods (the domain's trend screen reads the same three). */
export const TREND_METRICS = {
  sales: 'Sales',
  pat: 'PAT',
  tnw: 'TNW',
} as const;
export type TrendMetric = keyof typeof TREND_METRICS;

/** One company's trend: its name and, per period (oldest first), sales, PAT and TNW in the analysis's unit (null = "—"). */
export interface TrendRow {
  readonly company: string;
  readonly values: readonly Readonly<Record<TrendMetric, number | null>>[];
}
