/**
 * The floor of the grid benches: a bare AG Grid (the same release, vanilla, its UMD build) over MobX holding
 * the same cells as the product's grid on one statement: its rows (section headers, inputs, totals) × 8
 * company columns, with 10 periods of figures kept and one shown. Each total is a MobX computed sum of the
 * inputs above it in its section, and one reaction asks AG Grid to refresh, as the product does, but with
 * nothing else: no store, no keyboard model, no flags, notes or undo. Row and column ids match the
 * product's (`[row-id=key] [col-id=c0]`), so the same in-page timer measures both.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';

const modules = path.resolve(import.meta.dirname, '..', 'node_modules');

/** A statement row as the bare grid needs it. */
export interface BareRow {
  readonly key: string;
  readonly kind: 'header' | 'input' | 'derived';
  readonly label: string;
}

/** Opens the bare grid in `page` (a blank tab): `rows` × `companies` columns, `periods` periods of figures. */
export async function openBareGrid(page: Page, rows: readonly BareRow[], companies: number, periods: number): Promise<void> {
  await page.setContent('<!doctype html><html><body style="margin:0"><div class="cg-grid" style="width:1760px"></div></body></html>');
  await page.addScriptTag({ path: path.join(modules, 'mobx', 'dist', 'mobx.umd.production.min.js') });
  await page.addScriptTag({ path: path.join(modules, 'ag-grid-community', 'dist', 'ag-grid-community.min.js') });
  // A string, not a function: tsx's keep-names would wrap a function in a helper the page lacks.
  await page.evaluate(`(() => {
    const [rows, companies, periods] = ${JSON.stringify([rows, companies, periods])};
    const { observable, computed, reaction, runInAction } = mobx;
    const shown = observable.box(Math.floor(periods / 2));
    // figures[period][company][key]: an observable box per input.
    const figures = Array.from({ length: periods }, (_, p) =>
      Array.from({ length: companies }, (_, c) =>
        Object.fromEntries(rows.filter((r) => r.kind === 'input').map((r, i) => [r.key, observable.box(1000 + p * 10 + c + i)]))));
    // A total sums the inputs since the previous total or header.
    const totals = figures.map((byCompany) => byCompany.map((inputs) => {
      const out = {};
      let section = [];
      for (const r of rows) {
        if (r.kind === 'input') section.push(r.key);
        else if (r.kind === 'header') section = [];
        else { const keys = section; section = []; out[r.key] = computed(() => keys.reduce((s, k) => s + inputs[k].get(), 0)); }
      }
      return out;
    }));
    const valueAt = (row, c) => {
      const p = shown.get();
      return row.kind === 'input' ? figures[p][c][row.key].get() : row.kind === 'derived' ? (totals[p][c][row.key] ? totals[p][c][row.key].get() : null) : null;
    };
    const money = (n) => (n === null ? '' : n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
    const columnDefs = [
      { colId: 'label', field: 'label', pinned: 'left', width: 360 },
      ...Array.from({ length: companies }, (_, c) => ({
        colId: 'c' + c,
        headerName: 'Company ' + (c + 1),
        flex: 1,
        minWidth: 120,
        type: 'rightAligned',
        editable: (p) => p.data.kind === 'input',
        valueGetter: (p) => valueAt(p.data, c),
        valueFormatter: (p) => money(p.value),
        valueSetter: (p) => {
          const n = Number(String(p.newValue).replace(/,/g, ''));
          if (!Number.isFinite(n)) return false;
          runInAction(() => figures[shown.get()][c][p.data.key].set(n));
          return true;
        },
      })),
    ];
    const api = agGrid.createGrid(document.querySelector('.cg-grid'), {
      columnDefs,
      rowData: rows,
      getRowId: (p) => p.data.key,
      domLayout: 'autoHeight',
      isFullWidthRow: (p) => p.rowNode.data.kind === 'header',
      fullWidthCellRenderer: (p) => p.data.label,
      suppressColumnVirtualisation: true,
    });
    reaction(() => rows.flatMap((r) => (r.kind === 'header' ? [] : columnDefs.slice(1).map((_, c) => valueAt(r, c)))), () => api.refreshCells());
  })()`);
  await page
    .locator(`[row-id] [col-id="c${companies - 1}"]`)
    .first()
    .waitFor();
}
