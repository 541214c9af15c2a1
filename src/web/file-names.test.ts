// @vitest-environment node
import { readdirSync } from 'node:fs';
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
