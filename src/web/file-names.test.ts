// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// One file-name convention for the whole source tree: kebab-case (`analysis-store.ts`,
// `statement-grid.tsx`), with dotted suffixes for kinds (`.test.ts`, `.d.ts`). ESLint has no
// file-name rule without an extra plugin, so this test holds the line.
const ROOT = join(__dirname, '..');
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? [path, ...walk(path)] : [path];
  });
}

describe('file names', () => {
  it('are kebab-case everywhere under src/', () => {
    const paths = walk(ROOT).map((p) => relative(ROOT, p));
    expect(paths.length).toBeGreaterThan(100);
    const offenders = paths.filter((p) => !p.split(/[\\/]/).every((part) => KEBAB.test(part)));
    expect(offenders).toEqual([]);
  });

  it('would catch a PascalCase or camelCase name', () => {
    expect(['StatementGrid.tsx', 'analysisStore.ts', 'snake_case.ts'].filter((n) => KEBAB.test(n))).toEqual([]);
  });
});

// Item 6 of the one-home review: a source file stays at most 450 lines (split along its seams), and one over 300
// says why in its first line ("// Over 300 lines: …"), so a long file is a decision, not an accident.
describe('file sizes', () => {
  const sources = walk(ROOT)
    .filter((p) => /\.tsx?$/.test(p) && !/\.(test|fixture|mock)\.tsx?$/.test(p))
    .map((p) => ({ path: relative(ROOT, p), lines: readFileSync(p, 'utf8').split('\n') }));

  it('no source file is over 450 lines', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.filter((f) => f.lines.length > 451).map((f) => `${f.path}: ${f.lines.length}`)).toEqual([]);
  });

  it('a source file over 300 lines gives its reason in its first line', () => {
    expect(sources.filter((f) => f.lines.length > 301 && !/^\/\/ Over 300 lines: \S/.test(f.lines[0]!)).map((f) => f.path)).toEqual([]);
  });
});
