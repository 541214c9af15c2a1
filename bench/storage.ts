/**
 * Storage: how the embedded database (PGlite) grows under repeated saves of one analysis, with and
 * without the vacuum after every 200 writes (src/server/maintenance.ts). Two apps, each on its own
 * PGlite data directory, get the same 8-company `update_companies_opstmt` saves (every save changes
 * every input), interleaved in blocks of 100, through `app.inject`. The data directory's size (sum of
 * its files' bytes) is read at checkpoints; the target is size(10,000 saves) < 1.5 × size(100 saves)
 * with the vacuum. The app without it is the anchor, measured in the same run.
 * `npx tsx bench/storage.ts [saves=10000]`.
 */
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inputRows } from '../src/domain/model';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/database';
import { readAnalysisFile } from '../src/server/load-fixture';
import { vacuumAfterWrites } from '../src/server/maintenance';

const saves = Number(process.argv[2] ?? 10_000);
const BLOCK = 100;
const CHECKPOINTS = new Set([100, 1_000, 2_000, 5_000, 10_000, saves]);

/** Bytes of every file under `dir`. */
function bytesUnder(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => {
    const p = path.join(dir, e.name);
    return sum + (e.isDirectory() ? bytesUnder(p) : statSync(p).size);
  }, 0);
}

const keys = inputRows('opstmt').map((r) => r.key);
const body = (n: number) =>
  Array.from({ length: 8 }, (_, c) => ({ metrics: Object.fromEntries(keys.map((k, i) => [k, (10_000 + c * 1_000 + i * 100 + (n % 1_000)) / 100])) }));

async function setUp(name: string, vacuum: boolean) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `cg-storage-${name}-`));
  const db = await openDatabase({ kind: 'pglite', dataDir });
  const app = await buildApp({ db, jwtSecret: 's'.repeat(48) });
  if (vacuum) {
    vacuumAfterWrites(app, db);
  }
  await app.ready();
  const password = 'storage bench password';
  await app.inject({ method: 'POST', url: '/api/register/', payload: { username: name, email: `${name}@example.com`, password, password2: password } });
  const { access } = (await app.inject({ method: 'POST', url: '/api/login/', payload: { username: name, password } })).json<{ access: string }>();
  const headers = { authorization: `Bearer ${access}` };
  const example = readAnalysisFile('fixtures/worked-example.json');
  const file = { ...example, companies: Array.from({ length: 8 }, (_, i) => ({ ...example.companies[0]!, name: `Company ${i + 1}` })) };
  const { id } = (await app.inject({ method: 'POST', url: '/api/analyses/import/', headers, payload: file })).json<{ id: number }>();
  const save = async (n: number) => {
    const res = await app.inject({ method: 'POST', url: `/api/update_companies_opstmt/${id}/`, headers, payload: body(n) });
    if (res.statusCode !== 200) {
      throw new Error(`save ${n}: ${res.statusCode} ${res.body}`);
    }
  };
  return { name, dataDir, app, db, save, sizes: new Map<number, number>(), ms: 0 };
}

const variants = [await setUp('novacuum', false), await setUp('vacuum', true)];
for (let done = 0; done < saves; done += BLOCK) {
  for (const v of variants) {
    const t0 = performance.now();
    for (let n = done; n < done + BLOCK; n++) {
      await v.save(n);
    }
    v.ms += performance.now() - t0;
    if (CHECKPOINTS.has(done + BLOCK)) {
      v.sizes.set(done + BLOCK, bytesUnder(v.dataDir));
    }
  }
  if (CHECKPOINTS.has(done + BLOCK)) {
    const part = (v: (typeof variants)[number], sub: string) => bytesUnder(path.join(v.dataDir, sub)).toLocaleString('en-US');
    console.log(
      `${done + BLOCK} saves: ` +
        variants
          .map((v) => `${v.name} ${v.sizes.get(done + BLOCK)!.toLocaleString('en-US')} B (base/ ${part(v, 'base')}, pg_wal/ ${part(v, 'pg_wal')})`)
          .join(', '),
    );
  }
}
for (const v of variants) {
  await v.app.close();
  await v.db.destroy();
}

const n = (x: number) => x.toLocaleString('en-US');
console.log('\nvariant     after 100 saves   after ' + n(saves) + ' saves   ratio   ms per save');
for (const v of variants) {
  const first = v.sizes.get(100)!;
  const last = v.sizes.get(saves)!;
  console.log(`${v.name.padEnd(10)} ${n(first).padStart(14)} B ${n(last).padStart(16)} B   ${(last / first).toFixed(2)}×   ${(v.ms / saves).toFixed(2)}`);
}
const [anchor, vacuumed] = variants;
console.log(
  `with the vacuum the directory ends at ${((vacuumed!.sizes.get(saves)! / anchor!.sizes.get(saves)!) * 100).toFixed(1)} % of the anchor's size; target < 1.5× of its size after 100 saves: ` +
    (vacuumed!.sizes.get(saves)! / vacuumed!.sizes.get(100)! < 1.5 ? 'met' : 'MISSED'),
);
