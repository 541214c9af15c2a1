import { observable } from 'mobx';
import type { IObservableValue } from 'mobx';
import { vi } from 'vitest';
import type { InputScreenId } from '../../../domain/model';
import type { PeriodKind } from '../../../domain/periods';
import { api } from '../../lib/api-client';
import type { GridLayout } from '../../stores/ui-store';
import { AnalysisStore } from './analysis-store';
import { testSession } from './test-session';
import { wireSummary } from './summary-fixture';

/** Figures of one company by statement, then year, then wire key (the wire's `by_year`). */
export type ByYear = Partial<Record<InputScreenId, Record<string, Record<string, number>>>>;

/** Texts of one company by statement, then year, then wire key (the wire's `expressions_by_year`, `notes_by_year`). */
export type TextsByYear = Partial<Record<InputScreenId, Record<string, Record<string, string>>>>;

/** FY 2022-23 and FY 2023-24 audited, FY 2024-25 estimated and the assessment year. */
export const THREE_PERIODS: readonly { year: number; kind: PeriodKind }[] = [
  { year: 2023, kind: 'Audited' },
  { year: 2024, kind: 'Audited' },
  { year: 2025, kind: 'Estimated' },
];

/**
 * Store and component tests over analysis 1 with {@link THREE_PERIODS} and two companies, served through
 * the mocked api-client (the test file must `vi.mock` it with `apiClientMock`): `figures[c]` are company
 * c's figures, `texts[c]` its expressions and notes. Returns the loaded store and the box its layout is read from.
 */
export async function openMultiPeriodStore(
  figures: readonly ByYear[],
  names: readonly string[] = ['Sita Textiles', 'Beta Traders'],
  texts: readonly { expressions?: TextsByYear; notes?: TextsByYear }[] = [],
): Promise<{ store: AnalysisStore; layout: IObservableValue<GridLayout> }> {
  vi.mocked(api.get).mockImplementation(async (url: string) => {
    const screen = /^\/api\/analyses\/1\/screens\/(\w+)\/$/.exec(url)?.[1] as InputScreenId | undefined;
    if (screen) {
      return {
        data: {
          version: 5,
          unit: 'lakhs',
          assessment_year: 2025,
          periods: THREE_PERIODS,
          companies: names.map((name, c) => ({
            name,
            by_year: figures[c]?.[screen] ?? {},
            expressions_by_year: texts[c]?.expressions?.[screen] ?? {},
            notes_by_year: texts[c]?.notes?.[screen] ?? {},
          })),
        },
      };
    }
    if (url === '/api/analyses/1/') {
      return { data: wireSummary({ version: 5 }) };
    }
    throw new Error(`unexpected GET ${url}`);
  });
  vi.mocked(api.post).mockResolvedValue({ data: { version: 6 }, headers: {} });
  const layout = observable.box<GridLayout>('companies');
  const store = new AnalysisStore({ session: testSession(names), layout: () => layout.get() });
  await store.load();
  return { store, layout };
}
