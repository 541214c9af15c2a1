import { makeAutoObservable } from 'mobx';
import { fiscalYear } from '../../lib/fiscal-year';
import type { GridLayout } from '../../stores/ui-store';
import type { ViewParams } from '../../lib/view-params';
import type { AnalysisDocument } from './analysis-document';

export type { GridLayout };

/** One value column of a grid: a company in a period (period = index into the document's periods). */
export interface GridColumn {
  readonly company: number;
  readonly period: number;
}

/**
 * Which columns the grids show: the layout (the analyst's preference, read through `layout`), the
 * period shown side by side in the companies layout (the assessment year until the analyst picks
 * another) and the company shown in the years layout. Every grid path (values, keys, copy, paste,
 * undo focus) goes through {@link columns}, so both layouts behave alike.
 */
export class GridView {
  /** The year picked in the companies layout (a year, so adding a year before keeps it); null follows the assessment year. */
  private pickedYear: number | null = null;
  private pickedCompany = 0;

  constructor(
    private readonly doc: AnalysisDocument,
    private readonly layoutOf: () => GridLayout,
  ) {
    makeAutoObservable<GridView, 'doc' | 'layoutOf'>(this, { doc: false, layoutOf: false }, { autoBind: true });
  }

  get layout(): GridLayout {
    return this.layoutOf();
  }

  /** The period of the companies layout (an index into the periods). */
  get period(): number {
    const picked = this.doc.periods.findIndex((p) => p.year === this.pickedYear);
    return picked >= 0 ? picked : this.doc.assessmentIndex;
  }

  /** The company of the years layout. */
  get company(): number {
    return Math.min(this.pickedCompany, Math.max(0, this.doc.companyCount - 1));
  }

  /** The value columns, left to right. */
  get columns(): readonly GridColumn[] {
    if (this.layout === 'years') {
      const company = this.company;
      return this.doc.periods.map((_, period) => ({ company, period }));
    }
    const period = this.period;
    return this.doc.companyNames.map((_, company) => ({ company, period }));
  }

  /**
   * The columns of each section of a print: the view's alone, or (`all`) every period side by side in
   * the companies layout, one after another, or every company's years in the years layout.
   */
  printSections(all: boolean): readonly (readonly GridColumn[])[] {
    if (!all) {
      return [this.columns];
    }
    if (this.layout === 'years') {
      return this.doc.companyNames.map((_, company) => this.doc.periods.map((__, period) => ({ company, period })));
    }
    return this.doc.periods.map((_, period) => this.doc.companyNames.map((__, company) => ({ company, period })));
  }

  /** The header of a column: the company's name, or the period's year ("FY 2024-25"). */
  titleOf(column: GridColumn): string {
    if (this.layout === 'companies') {
      return this.doc.companyNames[column.company] ?? `Company ${column.company + 1}`;
    }
    const period = this.doc.periods[column.period];
    return period ? fiscalYear(period) : '';
  }

  /** The column of a cell in this layout; -1 when the cell is not on screen (another period or company). */
  indexOf(cell: { readonly company: number; readonly period: number }): number {
    return this.columns.findIndex((c) => c.company === cell.company && c.period === cell.period);
  }

  /** Shows the period `period` (companies layout). */
  setPeriod(period: number): void {
    this.pickedYear = this.doc.periods[period]?.year ?? null;
  }

  /**
   * The view as a URL carries it: the year when it is not the assessment year, the company when it is not the
   * first; the layout is the UI store's (lib/view-params.ts). Read once the analysis has loaded.
   */
  get params(): Omit<ViewParams, 'layout'> {
    const year = this.doc.periods[this.period]?.year;
    return { ...(year === undefined || this.period === this.doc.assessmentIndex ? {} : { year }), ...(this.company === 0 ? {} : { company: this.company }) };
  }

  /**
   * Shows what a URL asks for, once the analysis has loaded: a year that is not one of its periods, or a
   * company it does not have, is ignored (the view stays as it is), never an error.
   */
  show(params: Omit<ViewParams, 'layout'>): void {
    if (params.year !== undefined && this.doc.periods.some((p) => p.year === params.year)) {
      this.pickedYear = params.year;
    }
    if (params.company !== undefined && params.company < this.doc.companyCount) {
      this.pickedCompany = params.company;
    }
  }

  /** Shows the company `company` (years layout). */
  setCompany(company: number): void {
    this.pickedCompany = company;
  }

  /** Moves the companies layout to the previous (−1) or next (+1) period; false at either end. */
  stepPeriod(step: -1 | 1): boolean {
    const next = this.period + step;
    if (next < 0 || next >= this.doc.periods.length) {
      return false;
    }
    this.setPeriod(next);
    return true;
  }

  /** Brings a cell on screen: its period in the companies layout, its company in the years layout. */
  reveal(cell: { readonly company: number; readonly period: number }): void {
    if (this.layout === 'companies') {
      this.setPeriod(cell.period);
    } else {
      this.pickedCompany = cell.company;
    }
  }

  /** Back to the assessment year and the first company (another analysis opened, or its years changed). */
  reset(): void {
    this.pickedYear = null;
    this.pickedCompany = 0;
  }
}
