import { useCallback } from 'react';
import type { ReportModel } from '../../../contract';
import { fetchReport } from '../../lib/report-api';
import { ChartCard } from './chart-card';

/** One company's banker's flags in the period shown: each sentence names the figure and the threshold. */
export interface CompanyFlags {
  readonly company: string;
  readonly flags: readonly string[];
}

/**
 * The banker's flags of every company in period `year` (null: the assessment year), in column order, from
 * the report's list (one rule decides them for the screens, the report and this card).
 */
export function flagsInPeriod(report: Pick<ReportModel, 'periods' | 'assessment_year' | 'companies'>, year: number | null): CompanyFlags[] {
  const label = report.periods.find((p) => p.year === (year ?? report.assessment_year))?.label;
  return report.companies.map((c) => ({ company: c.name, flags: c.bankers_flags.filter((f) => f.period === label).map((f) => f.text) }));
}

/**
 * The dashboard card of the banker's flags (TOL / TNW, current ratio, receivables and creditors months,
 * stocks above a Form IV norm, DSCR, NWC) for the period the other cards show: what a credit officer reads
 * first. A company with none says so; the thresholds are the analysis's settings.
 */
export function BankersFlagsCard({ tokenId, year, className }: { tokenId: number; year: number | null; className: string }) {
  const fetchRows = useCallback(async (id: number) => flagsInPeriod(await fetchReport(id), year), [year]);
  return (
    <ChartCard title="Banker's flags" tokenId={tokenId} fetchRows={fetchRows} className={className} minHeight={80} testId="dashboard-flags">
      {(rows) => (
        <ul className="mt-2 space-y-2 text-sm" data-testid="bankers-flags">
          {rows.map((row, i) => (
            <li key={i}>
              <p className="font-medium text-gray-900 [overflow-wrap:anywhere] dark:text-gray-100">{row.company}</p>
              {row.flags.length === 0 ? (
                <p className="text-gray-600 dark:text-gray-300">No flags at the thresholds set.</p>
              ) : (
                <ul className="mt-0.5 space-y-0.5">
                  {row.flags.map((text) => (
                    <li key={text} className="text-amber-800 dark:text-amber-300">
                      ⚠ {text}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </ChartCard>
  );
}
