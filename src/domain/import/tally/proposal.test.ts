import { describe, expect, it } from 'vitest';
import type { ProposalContext } from '../types';
import type { TallyBooks } from './books';
import { groupResolver } from './groups';
import { proposeTally } from './proposal';
import { TALLY_CHECKS } from './reconcile';
import { sampleBooks } from './sample-books.fixture';

const RUPEES: ProposalContext = { targetExponent: 0, existing: () => undefined, remembered: new Map(), synonyms: new Map() };
const line = (books: TallyBooks, label: string, ctx: ProposalContext = RUPEES) => proposeTally(books, 2024, ctx).lines.find((l) => l.label === label)!;
const check = (books: TallyBooks, name: string, ctx: ProposalContext = RUPEES) => proposeTally(books, 2024, ctx).checks.find((c) => c.name === name);
/** The sample with the suspense ledger cleared to other current assets. */
const cleared: ProposalContext = { ...RUPEES, choices: new Map([['L27', { row: 'ocaocl.others' }]]) };

describe('Tally group resolution', () => {
  it("walks PARENT to the nearest reserved group: a user's group under Sundry Debtors, a renamed reserved group, a loop", () => {
    const resolve = groupResolver({
      groups: [
        { name: 'Current Assets', parent: null, reserved: 'Current Assets' },
        { name: 'Debtors', parent: 'Current Assets', reserved: 'Sundry Debtors' },
        { name: 'East Drs', parent: 'Debtors', reserved: null },
        { name: 'Loop A', parent: 'Loop B', reserved: null },
        { name: 'Loop B', parent: 'Loop A', reserved: null },
      ],
      ledgers: [
        { name: 'Verma Traders', parent: 'East Drs', reserved: null },
        { name: 'Odd', parent: 'Loop A', reserved: null },
      ],
    });
    expect(resolve('Verma Traders')).toEqual({ group: 'East Drs', reservedGroup: 'Sundry Debtors', ancestors: ['East Drs', 'Debtors', 'Current Assets'] });
    expect(resolve('Odd')).toMatchObject({ group: 'Loop A', reservedGroup: null });
    // A condensed Trial Balance's group line resolves to itself.
    expect(resolve('Sundry Creditors')).toMatchObject({ reservedGroup: 'Sundry Creditors' });
    expect(resolve('Nobody')).toEqual({ group: null, reservedGroup: null, ancestors: [] });
  });
});

describe('Tally proposal', () => {
  it('proposes rows by reserved group, name and balance, and keeps each line its ledger and groups', () => {
    const books = sampleBooks();
    expect(line(books, 'Verma Traders')).toMatchObject({
      row: 'assetnliabs.tradeDebtors6',
      band: 'auto',
      amounts: { 2024: 600000 },
      ledger: { name: 'Verma Traders', group: 'East Drs', reservedGroup: 'Sundry Debtors' },
    });
    expect(line(books, 'Plant & Machinery')).toMatchObject({ row: 'assetnliabs.plantMachinery', band: 'auto' });
    expect(line(books, 'Factory Wages')).toMatchObject({ row: 'opstmt.directLabour', ledger: { group: 'Factory Expenses', reservedGroup: 'Direct Expenses' } });
    // A blank amount tag is 0.
    expect(line(books, 'Rent')).toMatchObject({ row: 'opstmt.sellingAdmExpenses', amounts: { 2024: 0 } });
  });

  it('reclassifies a balance on the other side: debtor in credit, creditor in debit, bank in credit, Duties & Taxes in debit', () => {
    const books = sampleBooks();
    const p = proposeTally(books, 2024, RUPEES);
    expect(line(books, 'Kumar Enterprises')).toMatchObject({
      row: 'ocaocl.othersCurrentLiabilities',
      amounts: { 2024: 25000 },
      reason: expect.stringContaining('advance from a customer'),
    });
    // The "of which" row gets it too, and no other ledger: GST Payable's 40,000 is in other current liabilities only.
    expect(p.figures.amounts.get(2024)?.ocaocl).toMatchObject({ othersCurrentLiabilities: 65000, advancesFromCustomers: 25000 });
    expect(line(books, 'Gupta Alloys')).toMatchObject({ row: 'ocaocl.advanceToSuppliers', amounts: { 2024: 50000 } });
    expect(line(books, 'Axis Bank A/c')).toMatchObject({ row: 'assetnliabs.wcBorrowingsFromIob', amounts: { 2024: 10000 } });
    expect(line(books, 'TDS Receivable')).toMatchObject({ row: 'ocaocl.advanceIncomeTaxSalesTax', amounts: { 2024: 15000 } });
    // The same groups' ledgers on their own side stay in their rows.
    expect(line(books, 'Ramesh Steel').row).toBe('assetnliabs.sundryCreditorsTrade');
    expect(line(books, 'ICICI Current A/c').row).toBe('ocaocl.cashAndBankBalance');
  });

  it("takes Unsecured Loans as outside debt for review, and as promoters' loans once the analyst has confirmed it", () => {
    const books = sampleBooks();
    expect(line(books, 'Loan from Director')).toMatchObject({ row: 'assetnliabs.termLoanInstitution', band: 'review' });
    const confirmed = { ...RUPEES, remembered: new Map([['loan from director', { row: 'ocaocl.unsecuredLoanPromotors', acceptedOn: '2026-11-01' }]]) };
    expect(line(books, 'Loan from Director', confirmed)).toMatchObject({ row: 'ocaocl.unsecuredLoanPromotors', confidence: 100 });
  });

  it("adds the year's profit to the Profit & Loss A/c's opening balance, so the mapped balance sheet tallies", () => {
    const p = proposeTally(sampleBooks(), 2024, cleared);
    // Incomes 40,00,000 + 30,000 − expenses (25,00,000 + 4,00,000 + 2,00,000 + 3,00,000 + 60,000 + 1,00,000)
    // − opening stock 3,00,000 + closing stock 4,00,000 = 5,70,000; opening credit 2,00,000 + 5,70,000 = 7,70,000.
    expect(p.lines.find((l) => l.id === 'PL')).toMatchObject({ row: 'assetnliabs.profitLossAcc', amounts: { 2024: 770000 } });
    expect(p.figures.sources.get('2024 assetnliabs.profitLossAcc')?.working).toBe(
      "Profit & Loss A/c: opening 2,00,000.00 Cr + the year's profit 570000.00 (incomes − expenses − opening stock + closing stock) = 7,70,000.00 Cr",
    );
    expect(p.figures.amounts.get(2024)?.opstmt).toMatchObject({ closingStockRM: 200000, closingStockWIP: 50000, closingStockFinishedGoods: 150000 });
    expect(p.checks.find((c) => c.name === 'tally 2024')).toMatchObject({ ok: true });
    expect(p.checks.filter((c) => c.blocking)).toEqual([]);
  });

  it('converts rupees exactly to lakhs, and refuses figures that would need more than 2 decimals', () => {
    expect(line(sampleBooks(), 'Cash', { ...RUPEES, targetExponent: 5 }).amounts).toEqual({ 2024: 0.35 });
    const books = { ...sampleBooks(), trialBalance: [...sampleBooks().trialBalance, { name: 'Petty Cash', balance: '123.45' }] };
    expect(check(books, 'unit', { ...RUPEES, targetExponent: 5 })).toMatchObject({ ok: false, blocking: true, roundable: true });
  });

  it('rounds paise half-even to 2 decimals of lakhs when asked, each line keeping its exact figure, and tallies the rounded figures', () => {
    // Cash ₹35,600 Dr (0.356 → 0.36), Ramesh Steel ₹3,50,300 Cr (3.503 → 3.50), SBI Cash Credit ₹4,00,300 Cr (4.003 → 4.00):
    // the Trial Balance still balances (+600 each side), but the rounded assets gain 0.004 and the liabilities lose 0.006.
    const moved: Record<string, string> = { Cash: '35600', 'Ramesh Steel': '-350300', 'SBI Cash Credit': '-400300' };
    const books = { ...sampleBooks(), trialBalance: sampleBooks().trialBalance.map((t) => ({ ...t, balance: moved[t.name] ?? t.balance })) };
    const lakhs = { ...cleared, targetExponent: 5 };
    expect(check(books, 'unit', lakhs)).toMatchObject({ ok: false, blocking: true, roundable: true });
    const p = proposeTally(books, 2024, { ...lakhs, round: true });
    expect(p.lines.find((l) => l.label === 'Cash')).toMatchObject({ amounts: { 2024: 0.36 }, exact: { 2024: '0.356' } });
    expect(p.lines.find((l) => l.label === 'Ramesh Steel')).toMatchObject({ amounts: { 2024: 3.5 }, exact: { 2024: '3.503' } });
    expect(p.lines.find((l) => l.label === 'ICICI Current A/c')?.exact).toBeUndefined();
    // 0.004 − 0.003 − 0.003 = −0.002.
    expect(p.checks.find((c) => c.name === 'unit')).toEqual({
      name: 'unit',
      ok: true,
      detail: "3 figures rounded half-even to 2 decimals of the analysis's unit, as asked; total rounding -0.002 (rounded − exact)",
    });
    expect(p.figures.sources.get('2024 ocaocl.cashAndBankBalance')?.working).toBe('Cash 0.36 (0.356 rounded) + ICICI Current A/c 1.2');
    expect(p.figures.amounts.get(2024)?.ocaocl?.cashAndBankBalance).toBe(1.56);
    expect(p.checks.find((c) => c.name === 'tally 2024')).toMatchObject({ ok: false, detail: 'FY 2023-24: assets − liabilities = 0.01' });
    expect(p.checks.filter((c) => c.blocking)).toEqual([]);
    // Half-even: ₹1,500 is 0.015 lakhs → 0.02, ₹2,500 is 0.025 → 0.02.
    const halves = {
      ...sampleBooks(),
      trialBalance: [...sampleBooks().trialBalance, { name: 'Petty Cash', balance: '1500' }, { name: 'Petty Cash 2', balance: '2500' }],
    };
    const q = proposeTally(halves, 2024, { ...lakhs, round: true });
    expect([q.lines.find((l) => l.label === 'Petty Cash')?.amounts, q.lines.find((l) => l.label === 'Petty Cash 2')?.amounts]).toEqual([
      { 2024: 0.02 },
      { 2024: 0.02 },
    ]);
  });
});

describe('Tally reconciliations', () => {
  it('blocks the accept while the suspense ledger is not cleared, and while it is unmapped', () => {
    const books = sampleBooks();
    expect(check(books, TALLY_CHECKS.cleared)).toMatchObject({
      ok: false,
      blocking: true,
      detail: 'Suspense (Suspense A/c) 5,000.00 Dr: clear each (choose a row or skip) before accepting',
    });
    expect(check(books, TALLY_CHECKS.mapped)).toMatchObject({
      ok: false,
      blocking: true,
      detail: 'mapped Dr 68,50,000.00 of 68,55,000.00, Cr 68,55,000.00 of 68,55,000.00: 1 ledgers not mapped',
    });
    expect(check(books, TALLY_CHECKS.cleared, cleared)).toMatchObject({ ok: true });
    expect(check(books, TALLY_CHECKS.mapped, cleared)).toMatchObject({
      ok: true,
      detail: 'mapped Dr 68,55,000.00 of 68,55,000.00, Cr 68,55,000.00 of 68,55,000.00',
    });
  });

  it('compares Σ Dr with Σ Cr, and shows both when they differ', () => {
    expect(check(sampleBooks(), TALLY_CHECKS.balanced)).toMatchObject({ ok: true, detail: 'Σ Dr 68,55,000.00 = Σ Cr 68,55,000.00' });
    const books = { ...sampleBooks(), trialBalance: sampleBooks().trialBalance.map((t) => (t.name === 'Cash' ? { ...t, balance: '36000' } : t)) };
    expect(check(books, TALLY_CHECKS.balanced, cleared)).toMatchObject({
      ok: false,
      blocking: true,
      detail: 'Σ Dr 68,56,000.00 ≠ Σ Cr 68,55,000.00: the Trial Balance differs by 1,000.00 Dr',
    });
  });

  it("compares the Profit & Loss's net profit with the year's profit and its closing stock with the Stock Summary", () => {
    expect(check(sampleBooks(), TALLY_CHECKS.profit)).toMatchObject({ ok: true });
    expect(check(sampleBooks(), TALLY_CHECKS.stock)).toMatchObject({ ok: true });
    const off = { ...sampleBooks(), netProfit: '560000', closingStock: '390000' };
    expect(check(off, TALLY_CHECKS.profit, cleared)).toMatchObject({
      ok: false,
      blocking: true,
      detail: 'differs: the Profit & Loss shows net profit 5,60,000.00; the ledgers give 5,70,000.00 (the movement in the Profit & Loss A/c)',
    });
    expect(check(off, TALLY_CHECKS.stock, cleared)).toMatchObject({
      ok: false,
      blocking: true,
      detail: 'differs: the statements show closing stock 3,90,000.00; the Stock Summary totals 4,00,000.00',
    });
    // Without those files the checks are not made; without a Stock Summary the missing closing stock is said.
    expect(check({ ...sampleBooks(), netProfit: null }, TALLY_CHECKS.profit)).toBeUndefined();
    expect(check({ ...sampleBooks(), stock: null }, TALLY_CHECKS.stock)?.blocking).toBeUndefined();
  });

  it('lets a note override a failed reconciliation, and keeps the note', () => {
    const off = { ...sampleBooks(), netProfit: '560000' };
    const withNote = { ...cleared, overrides: new Map([[TALLY_CHECKS.profit, 'P&L printed before the audit entry of 10,000']]) };
    expect(check(off, TALLY_CHECKS.profit, withNote)).toMatchObject({
      ok: false,
      blocking: false,
      overridable: true,
      override: 'P&L printed before the audit entry of 10,000',
    });
    // The suspense check is cleared by a choice, never by a note.
    expect(check(sampleBooks(), TALLY_CHECKS.cleared, { ...RUPEES, overrides: new Map([[TALLY_CHECKS.cleared, 'later']]) })).toMatchObject({ blocking: true });
  });
});
