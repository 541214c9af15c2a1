import { describe, expect, it } from 'vitest';
import workedExample from '../../../fixtures/worked-example.json';
import type { CompanyInputs } from '../model';
import { ofWhichErrors } from './of-which';

const a = workedExample.companies[0]! as unknown as CompanyInputs;

describe('optional "of which" inputs (cma-forms §6)', () => {
  it('accepts a part within its whole, and absent parts', () => {
    expect(ofWhichErrors(a)).toEqual([]);
    expect(ofWhichErrors({ ...a, assetnliabs: { ...a.assetnliabs, exportReceivables: 300 } })).toEqual([]);
  });

  it('refuses a part larger than its whole, naming both', () => {
    expect(ofWhichErrors({ ...a, assetnliabs: { ...a.assetnliabs, exportReceivables: 300.01 } })).toEqual([
      'of which: Export receivables (300.01) exceeds Trade Debtors < 6 months (300).',
    ]);
    expect(ofWhichErrors({ ...a, ocaocl: { ...a.ocaocl, advancesFromCustomers: 6 } })).toEqual([
      'of which: Advances from customers / deposits from dealers (6) exceeds Others (current liabilities) (5).',
    ]);
  });
});
