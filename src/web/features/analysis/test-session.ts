import { observable } from 'mobx';
import type { AmountUnit } from '../../../contract';
import type { AnalysisHost } from './analysis-host';

/** The session of an analysis-store test: analysis 1 open, its companies (two by default), its unit unknown until the figures load. */
export function testSession(names: readonly string[] = ['A', 'B']) {
  const session = observable({
    tokenId: 1 as number | null,
    numCompanies: names.length,
    companyNames: [...names],
    unit: null as AmountUnit | null,
    unitIs(tokenId: number, unit: AmountUnit) {
      if (tokenId === session.tokenId) {
        session.unit = unit;
      }
    },
  });
  return session satisfies AnalysisHost['session'];
}
