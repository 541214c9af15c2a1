/**
 * Loads analysis files (fixtures/*.json, format version 1 or 2) into a user's account:
 *
 *   npx tsx scripts/load-fixture.ts --user alice fixtures/worked-example.json [more.json …]
 *
 * Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR (default ./data). The
 * embedded database is single-process: stop `npm start` first, or import through the app (/home).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { openDatabase, targetFromConfig } from '../src/server/database';
import { loadFixture, readAnalysisFile } from '../src/server/load-fixture';

const { values, positionals } = parseArgs({ options: { user: { type: 'string', short: 'u' } }, allowPositionals: true });
if (!values.user || positionals.length === 0) {
  process.stderr.write('usage: tsx scripts/load-fixture.ts --user <username> <file.json> [...]\n');
  process.exit(2);
}

const files = positionals.map(readAnalysisFile);
const db = await openDatabase(targetFromConfig(loadConfig()));
let failed = false;
try {
  for (const [i, file] of files.entries()) {
    const { analysis, companies, periods } = await loadFixture(db, values.user, file);
    const years = periods.map((p) => `${p.year} ${p.kind}`).join(', ');
    process.stdout.write(
      `${positionals[i]} → analysis ${analysis.id} "${analysis.name}" (${companies.length} companies; ${years}) for ${values.user}\n`,
    );
  }
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  failed = true;
} finally {
  await db.destroy();
}
// PGlite's shutdown resets process.exitCode, so the failure is reported explicitly.
process.exit(failed ? 1 : 0);
