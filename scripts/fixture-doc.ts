/**
 * Writes docs/fixture-format.md from the catalogues, so the documented keys can never drift from the
 * schema (`src/contract/fixture.ts`). Run: `npx tsx scripts/fixture-doc.ts`. A test checks it is current.
 */
import { writeFileSync } from 'node:fs';
import { fixtureFormatMarkdown } from '../src/contract/fixture-doc';

writeFileSync('docs/fixture-format.md', fixtureFormatMarkdown());
