import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import type { AnalysisLimits, AnalysisSummary, FacilityLimit, ReportLine, ReportModel } from '../src/contract';
import { UNIT_LABELS } from '../src/contract';
import { analysisResolvers } from '../src/domain/analysis';
import { CMA_FORMS, formItemLabel, formItemValues } from '../src/domain/forms';
import type { FormItem } from '../src/domain/forms';
import { rowOf, toPlain } from '../src/domain/model';
import type { AnyMetricId } from '../src/domain/formula';
import type { CompanyInputs } from '../src/domain/model';
import { periodLabel } from '../src/domain/periods';
import type { Period } from '../src/domain/periods';
import type { Settings } from '../src/domain/settings';
import type { TestUser } from './fixtures';

/**
 * A report model computed by the domain, for the report e2e while the server's report endpoint is not
 * there yet: the companies of a multi-period fixture over its periods, Forms II–VI filled through
 * `formItemValues` with labels from `formItemLabel`, and the assumptions of the analysis's stored settings.
 */

interface FixtureCompany {
  name: string;
  years: Record<string, CompanyInputs>;
}

/** How an item prints: percent for a `pct` formula, else the unit of the row it reads, else an amount. */
function formatOf(item: FormItem): ReportLine['format'] {
  const value = item.value;
  if (value === null || 'notFurnished' in value) {
    return 'amount';
  }
  if (value.op === 'mul' && value.b.op === 'const' && value.b.value === '100') {
    return 'percent';
  }
  return value.op === 'ref' ? rowOf(value.id as AnyMetricId).unit : 'amount';
}

const plain = (v: ReturnType<typeof toPlain>): number | null => (typeof v === 'boolean' ? (v ? 1 : 0) : v);

/** The settings as the Assumptions block prints them (the server's wording), with the unit and the assessment year. */
function assumptionsOf(settings: Settings, unitLabel: string, assessment: Period): ReportModel['assumptions'] {
  return [
    { label: 'Tandon: minimum stipulated NWC (% of current assets)', value: `${settings.tandonMarginPct}%` },
    { label: 'Nayak: working-capital requirement (% of projected turnover)', value: `${settings.nayakRequirementPct}%` },
    { label: "Nayak: borrower's minimum margin (% of turnover)", value: `${settings.nayakMarginPct}%` },
    { label: 'Drawing-power method', value: settings.drawingPowerMethod === 'strict' ? 'Strict (creditors deducted after the margins)' : 'Margin on paid stock' },
    { label: 'Drawing power: margin on stock', value: `${settings.stockMarginPct}%` },
    { label: 'Drawing power: margin on book debts (under 6 months)', value: `${settings.bookDebtMarginPct}%` },
    { label: 'Minimum acceptable net DSCR (times)', value: String(settings.dscrFloor) },
    { label: 'Figures in', value: unitLabel },
    { label: 'Assessment year', value: periodLabel(assessment) },
  ];
}

/**
 * The report of `fixtureFile`'s companies, as imported into `summary` (whose name, unit, version, periods
 * and settings it prints), with `limits` as Form I.
 */
export function reportModelOf(
  fixtureFile: string,
  summary: AnalysisSummary,
  limits: FacilityLimit[][],
  profile: ReportModel['profile'],
): ReportModel {
  const fixture = JSON.parse(readFileSync(resolve(import.meta.dirname, '..', 'fixtures', fixtureFile), 'utf8')) as { companies: FixtureCompany[] };
  const settings = summary.settings as Settings;
  const periods = summary.periods as Period[];
  const resolvers = analysisResolvers(
    { periods, assessmentYear: summary.year, companies: fixture.companies.map((c) => periods.map((p) => c.years[String(p.year)]!)) },
    settings,
  );
  const unitLabel = UNIT_LABELS[summary.unit];
  return {
    analysis: { id: summary.id, name: summary.name, unit: summary.unit, unit_label: unitLabel, version: summary.version },
    assessment_year: summary.year,
    periods: periods.map((p) => ({ year: p.year, kind: p.kind, label: periodLabel(p) })),
    companies: fixture.companies.map((company, c) => ({
      name: company.name,
      limits: limits[c] ?? [],
      forms: [
        { id: 'I' as const, title: 'Form I — Particulars of existing and proposed limits', lines: [] },
        ...CMA_FORMS.map((form) => ({
          id: form.id,
          title: form.title,
          lines: form.items.map((item): ReportLine => {
            const label = formItemLabel(item, settings);
            if (item.value === null) {
              return { no: item.no, label, heading: true, format: 'amount' };
            }
            const cells = resolvers[c]!.map((r) => formItemValues(item, r, settings));
            return {
              no: item.no,
              label,
              heading: false,
              format: formatOf(item),
              values: cells.map((v) => (v && 'value' in v ? plain(toPlain(v.value)) : null)),
              ...(item.months ? { months: cells.map((v) => (v && 'months' in v && v.months !== undefined ? plain(toPlain(v.months)) : null)) } : {}),
              reasons: cells.map((v) => (v && 'notFurnished' in v ? `not furnished: ${v.notFurnished}` : null)),
            };
          }),
        })),
      ],
    })),
    assumptions: assumptionsOf(settings, unitLabel, periods.find((p) => p.year === summary.year)!),
    profile,
    generated_at: new Date().toISOString(),
  };
}

/**
 * Serves the report endpoints in `page` from {@link reportModelOf} until the server has them: GET report
 * (read from the analysis as the server stores it now, so a settings change made through the API shows),
 * PUT limits with the If-Match check against the stored version, and PATCH profile.
 */
export async function serveReportFromDomain(page: Page, user: TestUser, analysisId: number, fixtureFile: string): Promise<void> {
  const auth = { Authorization: `Bearer ${user.tokens.access}` };
  let limits: FacilityLimit[][] = [];
  let profile: ReportModel['profile'] = { firm_name: '', prepared_by: '' };
  /** Limits saves this mock has taken; each bumps the version the way a stored write would. */
  let writes = 0;
  const stored = async () => {
    const res = await page.request.get(`/api/analyses/${analysisId}/`, { headers: auth });
    const summary = (await res.json()) as AnalysisSummary;
    return { ...summary, version: summary.version + writes };
  };
  await page.route(`**/api/analyses/${analysisId}/report/`, async (route) => {
    await route.fulfill({ json: reportModelOf(fixtureFile, await stored(), limits, profile) });
  });
  await page.route(`**/api/analyses/${analysisId}/limits/`, async (route) => {
    const summary = await stored();
    if (route.request().headers()['if-match'] !== `"${summary.version}"`) {
      await route.fulfill({ status: 409, json: { error: 'This analysis was changed elsewhere; reload it.', details: null } });
      return;
    }
    limits = (route.request().postDataJSON() as AnalysisLimits).companies;
    writes += 1;
    await route.fulfill({ json: { ...summary, version: summary.version + 1 } });
  });
  await page.route('**/api/me/profile/', async (route) => {
    profile = { ...profile, ...(route.request().postDataJSON() as Partial<ReportModel['profile']>) };
    await route.fulfill({ json: profile });
  });
}
