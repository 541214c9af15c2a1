import type { Issue } from '../../contract/errors';
import { toIssues } from '../../contract/errors';
import { statementMetricsSchema } from '../../contract/analysis';
import { DEFAULT_PERIOD_KIND } from '../../contract/periods';
import type { LineChoice, Proposal } from '../../domain/import/types';
import { figureKey } from '../../domain/import/types';
import type { CompanyInputs, InputScreenId } from '../../domain/model';
import { INPUT_SCREENS } from '../../domain/model';
import { MAX_PERIODS, periodErrors } from '../../domain/periods';
import type { PeriodRow, StoredProvenance } from '../database';
import { AppError, invalidRequest, periodConflict } from '../errors';
import type { AnalysisChanges, LoadedAnalysis } from '../repositories/analyses';
import type { AcceptRecords } from '../repositories/imports';

/**
 * What accepting a proposal changes (docs/import.md): the company's figures of every year the analysis has (or
 * gains, with `add_periods`), merged over what it holds; refused whole when a blocking check fails (422), a chosen
 * line does not exist or a merged statement breaks a rule (400), or the periods would (409).
 */
export function acceptedChanges(
  current: LoadedAnalysis,
  position: number,
  proposal: Proposal,
  choices: ReadonlyMap<string, LineChoice>,
  addPeriods: boolean,
): AnalysisChanges {
  const blocking = proposal.checks.filter((c) => c.blocking && !c.ok);
  if (blocking.length > 0) {
    throw new AppError(
      422,
      'import_refused',
      blocking.map((c) => c.detail).join('; '),
      blocking.map((c) => ({ path: [c.name], message: c.detail })),
    );
  }
  const ids = new Set(proposal.lines.map((l) => l.id));
  const unknown = [...choices.keys()].filter((id) => !ids.has(id));
  if (unknown.length > 0) {
    throw invalidRequest(
      unknown.map((id) => ({ path: ['lines', id], message: 'no such line in this import' })),
      'Invalid import accept',
    );
  }
  const company = current.companies.find((c) => c.position === position)!;
  const have = new Set(current.periods.map((p) => p.year));
  const sourceYears = [...proposal.figures.amounts.keys()];
  let periods: PeriodRow[] | undefined;
  if (addPeriods && sourceYears.some((y) => !have.has(y))) {
    const kindOf = (year: number) =>
      proposal.years.find((y) => y.year === year)?.kind ?? (year < current.analysis.year ? DEFAULT_PERIOD_KIND.before : DEFAULT_PERIOD_KIND.after);
    periods = [...current.periods, ...sourceYears.filter((y) => !have.has(y)).map((year) => ({ year, kind: kindOf(year) }))].sort((a, b) => a.year - b.year);
    if (periods.length > MAX_PERIODS) {
      throw periodConflict(`An analysis has at most ${MAX_PERIODS} periods; the source would make ${periods.length}`);
    }
    const errors = periodErrors(periods, current.analysis.year);
    if (errors.length > 0) {
      throw periodConflict(`The source's years cannot be added as periods: ${errors.join('; ')}`);
    }
  }
  const years = new Set((periods ?? current.periods).map((p) => p.year));
  const issues: Issue[] = [];
  const byYear = new Map<number, Partial<CompanyInputs>>();
  for (const [year, statements] of proposal.figures.amounts) {
    if (!years.has(year)) {
      continue;
    }
    const held = company.byYear.get(year);
    const merged: { -readonly [S in InputScreenId]?: CompanyInputs[S] } = {};
    for (const screen of INPUT_SCREENS) {
      const added = statements[screen];
      if (added) {
        const values = { ...held?.[screen], ...added };
        const parsed = statementMetricsSchema(screen).safeParse(values);
        if (!parsed.success) {
          issues.push(...toIssues(parsed.error.issues).map((x) => ({ ...x, path: [String(year), screen, ...x.path] })));
        }
        merged[screen] = values;
      }
    }
    byYear.set(year, merged);
  }
  if (issues.length > 0) {
    throw invalidRequest(issues, 'The imported figures break a rule of the statements');
  }
  return { ...(periods ? { periods } : {}), companies: [{ position, byYear }] };
}

/** The mappings, synonyms and provenance an accept records. */
export function acceptRecords(
  proposal: Proposal,
  base: Pick<AcceptRecords, 'userId' | 'analysisId' | 'position' | 'borrowers' | 'draftId' | 'keepDocument'>,
  fileName: string | null,
  years: ReadonlySet<number>,
  proposedBefore: Proposal,
): AcceptRecords {
  const mappings = new Map<string, string | null>();
  const synonyms = new Map<string, string>();
  const before = new Map(proposedBefore.lines.map((l) => [l.id, l]));
  for (const line of proposal.lines) {
    if (line.norm === '' || !(line.kind === 'row' || line.kind === 'skipped')) {
      continue;
    }
    mappings.set(line.norm, line.row);
    // A label the dictionary could not place, placed by the analyst, grows the firm's synonyms.
    const was = before.get(line.id);
    if (line.row !== null && line.reason === 'set by the analyst' && was && (was.kind === 'unmatched' || was.band === 'manual')) {
      synonyms.set(line.norm, line.row);
    }
  }
  const lines = new Map(proposal.lines.map((l) => [l.id, l]));
  const overrides = proposal.checks.flatMap((c) => (c.override === undefined ? [] : [{ check: c.name, note: c.override }]));
  const today = new Date().toISOString().slice(0, 10);
  const provenance: AcceptRecords['provenance'] = [];
  for (const [year, statements] of proposal.figures.amounts) {
    if (!years.has(year)) {
      continue;
    }
    for (const screen of Object.keys(statements) as InputScreenId[]) {
      for (const [key, amount] of Object.entries(statements[screen] ?? {})) {
        const row = `${screen}.${key}`;
        const figure = proposal.figures.sources.get(figureKey(year, row));
        const cells = (figure?.lines ?? []).flatMap((id): StoredProvenance['cells'] => {
          const l = lines.get(id);
          const c = l?.cells[String(year)];
          if (!l || !c) {
            return [];
          }
          if (l.ledger) {
            return [{ ledger: l.ledger.name, group: l.ledger.group, reserved_group: l.ledger.reservedGroup, text: c.text }];
          }
          if (l.page !== undefined) {
            return [{ page: l.page, ...(l.bbox ? { bbox: l.bbox } : {}), text: c.text }];
          }
          return [
            l.sheet === undefined ? { row: l.pasteRow!, cell: c.cell.replace(/\d+$/, ''), text: c.text } : { sheet: l.sheet, cell: c.cell, text: c.text },
          ];
        });
        const source: StoredProvenance = {
          file: fileName,
          cells,
          working: figure?.working ?? '',
          imported_on: today,
          amount,
          ...(overrides.length > 0 ? { overrides } : {}),
        };
        provenance.push({ year, row, source });
      }
    }
  }
  return { ...base, mappings, synonyms, provenance };
}
