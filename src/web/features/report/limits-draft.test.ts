import { describe, expect, it } from 'vitest';
import { MAX_FACILITIES } from '../../../contract';
import { draftOf, EMPTY_DRAFT, limitWarning, parseLimits } from './limits-draft';

const row = (over: Partial<typeof EMPTY_DRAFT>) => ({ ...EMPTY_DRAFT, ...over });

describe('Form I as typed', () => {
  it('reads amounts with Indian or Western grouping and ₹, keeps a blank amount absent (not 0), drops blank rows', () => {
    const result = parseLimits([
      row({ facility: ' Cash credit ', existing: '₹ 1,25,000.50', proposed: '150,000', asOn: '2025-03-31' }),
      row({}),
      row({ facility: 'Term loan', outstanding: '0' }),
    ]);
    expect(result).toEqual({
      ok: true,
      limits: [
        { facility: 'Cash credit', existing: 125000.5, proposed: 150000, as_on: '2025-03-31' },
        { facility: 'Term loan', outstanding: 0 },
      ],
    });
  });

  it('marks every refused field of its row, with the reason, and saves nothing', () => {
    const result = parseLimits([
      row({ facility: 'Cash credit', existing: 'abc', proposed: '-5', outstanding: '1.234' }),
      row({ existing: '100' }),
      row({ facility: 'Bills', asOn: '2025-02-30' }),
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) {
      return;
    }
    expect(result.errors[0]).toEqual({
      existing: '“abc”: not a number',
      proposed: '“-5”: negative not allowed',
      outstanding: '“1.234”: more than 2 decimals',
    });
    expect(result.errors[1]).toEqual({ facility: 'facility is required' });
    expect(result.errors[2]).toEqual({ asOn: 'not a date' });
  });

  it(`refuses more than ${MAX_FACILITIES} facilities`, () => {
    const rows = Array.from({ length: MAX_FACILITIES + 1 }, (_, i) => row({ facility: `Facility ${i + 1}` }));
    const result = parseLimits(rows);
    expect(result.ok).toBe(false);
    expect(result.ok ? null : result.errors.at(-1)).toEqual({ facility: `at most ${MAX_FACILITIES} facilities` });
  });

  it('shows a stored facility so that reading it back gives the same facility', () => {
    const stored = { facility: 'Cash credit', existing: 12345678.9, outstanding: 0, as_on: '2025-03-31' };
    const draft = draftOf(stored);
    expect(draft).toEqual({ ...EMPTY_DRAFT, facility: 'Cash credit', existing: '1,23,45,678.90', outstanding: '0.00', asOn: '2025-03-31' });
    expect(parseLimits([draft])).toEqual({ ok: true, limits: [stored] });
  });
});

describe('Form I in a display unit', () => {
  it('shows stored limits in full in the display unit and reads them back exactly', () => {
    const stored = { facility: 'Cash credit', existing: 1234.56, proposed: 1500 };
    const draft = draftOf(stored, -2);
    expect(draft).toMatchObject({ existing: '12.3456', proposed: '15.00' });
    expect(parseLimits([draft], { entered: 'lakhs', shown: 'crores' })).toEqual({ ok: true, limits: [stored] });
  });

  it('refuses a limit the entry unit cannot hold, saying why', () => {
    const result = parseLimits([{ ...EMPTY_DRAFT, facility: 'Term loan', existing: '1,23,456' }], { entered: 'lakhs', shown: 'rupees' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]?.existing).toContain('1.23456 ₹ lakhs cannot be stored');
  });
});

describe('Form I as a bank asks for it', () => {
  const full = {
    facility: 'Cash credit',
    bank: 'Bank of Baroda',
    facility_type: 'cc' as const,
    existing: 200,
    proposed: 260,
    outstanding: 195.5,
    as_on: '2025-03-31',
    max_utilisation: 199.75,
    min_utilisation: 120,
    overdue: 12.5,
    overdue_since: '2025-01-15',
    security: 'Hypothecation of stock and book debts; EM of factory land',
    rate_pct: 9.25,
  };

  it('reads bank, type, utilisation, overdues, security and rate, and shows them back the same', () => {
    const draft = draftOf(full);
    expect(draft).toMatchObject({ bank: 'Bank of Baroda', facilityType: 'cc', maxUtilisation: '199.75', overdueSince: '2025-01-15', ratePct: '9.25' });
    expect(parseLimits([draft])).toEqual({ ok: true, limits: [full] });
    expect(parseLimits([{ ...draft, ratePct: '9.25 %' }])).toEqual({ ok: true, limits: [full] });
  });

  it('refuses a minimum utilisation above the maximum, an overdue date without an amount, and a rate it cannot read', () => {
    const result = parseLimits([{ ...draftOf(full), minUtilisation: '250', overdue: '', ratePct: '9,25' }]);
    expect(result.ok ? null : result.errors[0]).toEqual({
      minUtilisation: 'the minimum utilisation cannot exceed the maximum',
      overdueSince: 'an overdue date needs an amount overdue',
      ratePct: '“9,25”: a rate in % a year, at most 2 decimals',
    });
  });

  it('warns as it is typed when the outstanding is above 1.5 × the limit (rupees typed into lakhs)', () => {
    const units = { entered: 'lakhs', shown: 'lakhs' } as const;
    expect(limitWarning({ ...EMPTY_DRAFT, existing: '200', outstanding: '1,96,40,000' }, units)).toBe(
      'Outstanding 1,96,40,000 is more than 1.5 × the limit of 200 (₹ lakhs): is it in the right unit?',
    );
    expect(limitWarning({ ...EMPTY_DRAFT, existing: '200', outstanding: '300' }, units)).toBeNull();
  });
});
