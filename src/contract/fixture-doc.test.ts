import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { fixtureFormatMarkdown } from './fixture-doc';

it('docs/fixture-format.md is generated from the current catalogues (run npx tsx scripts/fixture-doc.ts)', () => {
  expect(readFileSync('docs/fixture-format.md', 'utf8')).toBe(fixtureFormatMarkdown());
});
