import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Y1, Y2, Y3 } from '../domain/assessment/three-years.fixture';
import type { Period } from '../domain/periods';
import { DEFAULT_SETTINGS } from '../domain/settings';
import type { AnalysisDocument } from './report';
import { profile, soffice, tmp } from './testing/libreoffice';
import { workbookOf, xlsxBuffer } from './xlsx';

/**
 * The xlsx as it prints: LibreOffice turns the export of two companies over ten years into a PDF, read back
 * with pdftotext. No text prints below 7 pt (a wide sheet is split across pages by columns, whole periods
 * to a page), every page repeats the labels and says "Page n of N".
 */

const PERIODS: readonly Period[] = Array.from({ length: 10 }, (_, i) => ({ year: 2017 + i, kind: i < 8 ? 'Audited' : 'Projected' }) as Period);
const YEARS = [Y1, Y2, Y3, Y1, Y2, Y3, Y1, Y2, Y3, Y1];

const WIDE: AnalysisDocument = {
  id: 1,
  name: 'Wide print',
  version: 1,
  unit: 'lakhs',
  settings: DEFAULT_SETTINGS,
  inputs: { periods: PERIODS, assessmentYear: 2025, companies: [YEARS, [...YEARS].reverse()] },
  companies: [
    { name: 'Alpha Forgings', limits: [] },
    { name: 'Beta Textiles', limits: [] },
  ],
};

interface Word {
  readonly text: string;
  readonly height: number;
}

/** Each PDF page's words with their heights (points), from `pdftotext -bbox`. */
function pdfWords(pdf: string): Word[][] {
  const html = execFileSync('pdftotext', ['-bbox', pdf, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return html
    .split('<page ')
    .slice(1)
    .map((page) =>
      [...page.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
        text: m[3]!,
        height: Number(m[2]) - Number(m[1]),
      })),
    );
}

function printed(name: string, buffer: Buffer): Word[][] {
  const dir = path.join(tmp, name);
  mkdirSync(dir);
  const input = path.join(dir, `${name}.xlsx`);
  writeFileSync(input, buffer);
  execFileSync(soffice(), [`-env:UserInstallation=${profile()}`, '--headless', '--convert-to', 'pdf', '--outdir', dir, input], {
    stdio: 'ignore',
    timeout: 180_000,
  });
  return pdfWords(path.join(dir, `${name}.pdf`));
}

const textOf = (page: readonly Word[]) => page.map((w) => w.text).join(' ');

describe('the xlsx on paper', () => {
  it('two companies × ten years: nothing below 7 pt, the labels and page numbers on every page', { timeout: 300_000 }, async () => {
    const pages = printed('wide', await xlsxBuffer(workbookOf(WIDE)));
    // A word's box is its font's ascent to descent, 1.18 × the size in LibreOffice's PDF (the 11 pt body of
    // a sheet at 100% gives 13.0, 13 pt titles 15.3): 7 pt is 8.3. Before the split Form IV printed at 2.1 (1.8 pt).
    const smallest = Math.min(...pages.flat().map((w) => w.height));
    expect(smallest).toBeGreaterThanOrEqual(8.4);
    for (const [i, page] of pages.entries()) {
      expect(textOf(page), `page ${i + 1}`).toMatch(new RegExp(`Page ${i + 1} of ${pages.length}`));
    }
    // Form IV: every page has the item labels, one company and whole periods (amount and months).
    const formIV = pages.map(textOf).filter((t) => t.includes('Form IV') && t.includes('Raw materials'));
    expect(formIV.length).toBeGreaterThan(2);
    for (const text of formIV) {
      expect(text).toContain('Other consumable spares');
      expect(['Alpha Forgings', 'Beta Textiles'].filter((c) => text.includes(c))).toHaveLength(1);
      expect(text).toContain('months');
    }
    // Every year of each company is printed somewhere on Form IV.
    for (const year of ['2016-17', '2020-21', '2025-26']) {
      expect(formIV.filter((t) => t.includes(year)).length, year).toBeGreaterThanOrEqual(2);
    }
  });
});
