import { makeAutoObservable, runInAction } from 'mobx';
import type { BreakEvenScreen, SensitivityResponse } from '../../../contract';
import { DEFAULT_SENSITIVITY_CASES, MAX_SENSITIVITY_CASES } from '../../../domain/loans/sensitivity';
import { messageOf } from '../../lib/errors';
import { fetchBreakEven, postSensitivity } from './api';

/** A case as typed. */
export interface CaseDraft {
  name: string;
  salesPricePct: string;
  rawMaterialPct: string;
}

const BASE: CaseDraft = { name: 'Base case', salesPricePct: '0', rawMaterialPct: '0' };

/**
 * The Break-even & sensitivity screen: the break-even of every company and period, the cases as typed (the
 * three banks ask for by default; up to 6 besides the base case) and their results.
 */
export class SensitivityStore {
  breakEven: BreakEvenScreen | null = null;
  cases: CaseDraft[] = DEFAULT_SENSITIVITY_CASES.map((c) => ({
    name: c.name,
    salesPricePct: String(c.salesPricePct),
    rawMaterialPct: String(c.rawMaterialPct),
  }));
  results: SensitivityResponse | null = null;
  error: string | null = null;
  running = false;

  constructor(readonly analysisId: number) {
    makeAutoObservable(this, { analysisId: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.error = null;
    try {
      const breakEven = await fetchBreakEven(this.analysisId);
      runInAction(() => {
        this.breakEven = breakEven;
      });
      await this.run();
    } catch (err) {
      runInAction(() => {
        this.error = messageOf(err);
      });
    }
  }

  edit(index: number, field: keyof CaseDraft, value: string): void {
    const c = this.cases[index];
    if (c) {
      this.cases[index] = { ...c, [field]: value };
    }
  }

  addCase(): void {
    if (this.cases.length < MAX_SENSITIVITY_CASES) {
      this.cases.push({ name: `Case ${this.cases.length + 1}`, salesPricePct: '0', rawMaterialPct: '0' });
    }
  }

  removeCase(index: number): void {
    this.cases.splice(index, 1);
  }

  /** Runs the base case and every case typed; the server refuses a percentage outside −50…+50 (shown). */
  async run(): Promise<void> {
    this.running = true;
    this.error = null;
    try {
      const cases = [BASE, ...this.cases].map((c) => ({ name: c.name, sales_price_pct: Number(c.salesPricePct), raw_material_pct: Number(c.rawMaterialPct) }));
      // The base case rides along so every case sits beside it; with 6 cases that makes 7, one more than a request takes.
      const first = await postSensitivity(this.analysisId, { cases: cases.slice(0, MAX_SENSITIVITY_CASES) });
      const rest = cases.length > MAX_SENSITIVITY_CASES ? await postSensitivity(this.analysisId, { cases: cases.slice(MAX_SENSITIVITY_CASES) }) : { cases: [] };
      runInAction(() => {
        this.results = { cases: [...first.cases, ...rest.cases] };
      });
    } catch (err) {
      runInAction(() => {
        this.error = `The cases were not run: ${messageOf(err)}`;
      });
    } finally {
      runInAction(() => {
        this.running = false;
      });
    }
  }
}
