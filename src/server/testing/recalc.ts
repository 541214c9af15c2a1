import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';

/**
 * LibreOffice recalculating an xlsx export, with no test runner attached, so both the API tests (through
 * `libreoffice.ts`) and the browser tests (a downloaded export) can use it. LibreOffice is told to recalculate
 * every formula on load (OOXMLRecalcMode 0) and the cached results are removed before it opens the file, so
 * nothing can pass by echoing them.
 */

/** The LibreOffice binary on the PATH; throws with the package to install when there is none. */
export function soffice(): string {
  for (const bin of ['soffice', 'libreoffice']) {
    try {
      execFileSync(bin, ['--version'], { stdio: 'ignore' });
      return bin;
    } catch {
      // try the next name
    }
  }
  throw new Error('LibreOffice is not installed: apt-get install libreoffice-calc-nogui (the xlsx recalculation test needs soffice)');
}

/** A LibreOffice profile under `scratch` that recalculates every xlsx formula on load; its file URL. */
export function recalcProfile(scratch: string): string {
  const dir = path.join(scratch, 'profile');
  mkdirSync(path.join(dir, 'user'), { recursive: true });
  writeFileSync(
    path.join(dir, 'user', 'registrymodifications.xcu'),
    `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
`,
  );
  return `file://${dir}`;
}

let run = 0;
/** Saves `workbook` under `scratch` without cached results, has LibreOffice recalculate and save it, and reads it back. */
export async function recalculatedIn(scratch: string, workbook: ExcelJS.Workbook): Promise<ExcelJS.Workbook> {
  const bin = soffice();
  const stripped = new ExcelJS.Workbook();
  await stripped.xlsx.load(await workbook.xlsx.writeBuffer());
  for (const sheet of stripped.worksheets) {
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        const v = cell.value as { formula?: string } | null;
        if (v && typeof v === 'object' && 'formula' in v && v.formula) {
          cell.value = { formula: v.formula } as ExcelJS.CellFormulaValue;
        }
      }),
    );
  }
  const dir = path.join(scratch, `run${process.pid}-${++run}`);
  mkdirSync(dir);
  const input = path.join(dir, 'in.xlsx');
  await stripped.xlsx.writeFile(input);
  const outDir = path.join(dir, 'out');
  execFileSync(bin, [`-env:UserInstallation=${recalcProfile(scratch)}`, '--headless', '--convert-to', 'xlsx', '--outdir', outDir, input], {
    stdio: 'ignore',
    timeout: 120_000,
  });
  const out = new ExcelJS.Workbook();
  await out.xlsx.readFile(path.join(outDir, 'in.xlsx'));
  return out;
}
