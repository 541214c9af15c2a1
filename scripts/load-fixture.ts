/**
 * Loads analysis files (fixtures/*.json, format version 1 or 2) into a user's account:
 *
 *   npx tsx scripts/load-fixture.ts --user alice fixtures/worked-example.json [more.json …]
 *
 * Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR (default ./data). The
 * embedded database is single-process: this script takes the same DATA_DIR lock as the server, so
 * while `npm start` runs on that directory it refuses and says what to do (stop the server, or import
 * the file through the running app).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { DataDirError, lockDataDir } from '../src/server/data-dir-lock';
import { openDatabase, targetFromConfig } from '../src/server/database';
import { loadFixture, readAnalysisFile } from '../src/server/load-fixture';

const { values, positionals } = parseArgs({ options: { user: { type: 'string', short: 'u' } }, allowPositionals: true });
if (!values.user || positionals.length === 0) {
  process.stderr.write('usage: tsx scripts/load-fixture.ts --user <username> <file.json> [...]\n');
  process.exit(2);
}

const files = positionals.map(readAnalysisFile);
const config = loadConfig();
try {
  if (!config.databaseUrl) {
    lockDataDir(config.dataDir);
  }
} catch (err) {
  if (!(err instanceof DataDirError)) {
    throw err;
  }
  process.stderr.write(`${err.message}\n`);
  if (err.holder !== undefined) {
    process.stderr.write(
      'The server is running on this directory: stop it and run this script again, or import the file in the running app ' +
        '(/home → Import, or POST /api/analyses/import/ with the file as the JSON body).\n',
    );
  }
  process.exit(1);
}
const db = await openDatabase(targetFromConfig(config));
let failed = false;
try {
  for (const [i, file] of files.entries()) {
    const { analysis, companies, periods } = await loadFixture(db, values.user, file);
    const years = periods.map((p) => `${p.year} ${p.kind}`).join(', ');
    process.stdout.write(`${positionals[i]} → analysis ${analysis.id} "${analysis.name}" (${companies.length} companies; ${years}) for ${values.user}\n`);
  }
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  failed = true;
} finally {
  await db.destroy();
}
// PGlite's shutdown resets process.exitCode, so the failure is reported explicitly.
process.exit(failed ? 1 : 0);
