import { describe, expect, it } from 'vitest';
import workedExample from '../../fixtures/worked-example.json';
import { companyResolver } from './model';
import type { CompanyInputs } from './model';
import { DEFAULT_SETTINGS } from './settings';
import { ofWhichExcesses } from './of-which';

const a = workedExample.companies[0]! as unknown as CompanyInputs;
const excesses = (inputs: CompanyInputs) => ofWhichExcesses(companyResolver(inputs, DEFAULT_SETTINGS));

describe('optional "of which" inputs (cma-forms §6)', () => {
  it('accepts a part within its whole, and absent parts', () => {
    expect(excesses(a)).toEqual([]);
    expect(excesses({ ...a, assetnliabs: { ...a.assetnliabs, exportReceivables: 300 } })).toEqual([]);
  });

  it('flags a part larger than its whole, naming both', () => {
    expect(excesses({ ...a, assetnliabs: { ...a.assetnliabs, exportReceivables: 300.01 } })).toEqual([
      { id: 'assetnliabs.exportReceivables', text: 'of which: Export receivables 300.01 exceeds Trade Debtors < 6 months 300.00.' },
    ]);
    expect(excesses({ ...a, ocaocl: { ...a.ocaocl, advancesFromCustomers: 6 } })).toEqual([
      {
        id: 'ocaocl.advancesFromCustomers',
        text: 'of which: Advances from customers / deposits from dealers 6.00 exceeds Others (current liabilities) 5.00.',
      },
    ]);
  });
});
