/**
 * Two tabs and a unit conversion: `npx tsx bench/unit-race.ts` (PGlite; then PostgreSQL when DATABASE_URL or
 * TEST_DATABASE_URL is set, a throwaway schema). Each round does what the web client's two tabs do: tab 1
 * has loaded the operating statement (its version and entry unit), tab 2 converts the analysis between ₹ lakhs
 * and ₹ thousands, and at the same moment tab 1 saves a figure with `If-Match`, typed in the unit it loaded.
 * Tab 1's save either lands before the conversion (which then converts it) or is refused with 409; after a 409
 * it reloads, takes the unit the server answers with, and types the figure again in that unit. Afterwards the
 * stored figure, in rupees, must be the amount the analyst meant. Prints rounds, saves, 409s and figures at
 * the wrong scale (target 0); figures go to docs/reliability.md.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Decimal } from 'decimal.js';
import type { AmountUnit } from '../src/contract/constants';
import { UNIT_EXPONENT } from '../src/contract/constants';
import { readAnalysisFile } from '../src/server/load-fixture';
import { apiClient, freshSchema, runProcess } from '../src/server/testing/server-process';

/** What the rounds found. */
export interface UnitRaceResult {
  rounds: number;
  /** Saves answered 200 (before the conversion, or after the reload). */
  saved: number;
  /** Saves refused with 409 because the analysis was converted after tab 1 loaded it. */
  refused: number;
  /** Rounds whose stored figure, in rupees, is not the amount meant (must be 0). */
  wrongScale: number;
}

type Screen = { version: number; unit: AmountUnit; companies: { by_year: Record<string, Record<string, number>> }[] };

/** Runs `rounds` rounds against the server at `base` (one user, one analysis). */
export async function unitRace(base: string, rounds: number): Promise<UnitRaceResult> {
  const tab1 = apiClient(base);
  const tab2 = apiClient(base);
  tab2.useToken(await tab1.signIn(`unitrace_${Date.now()}`));
  const file = readAnalysisFile('fixtures/worked-example.json');
  const id = ((await tab1.call('POST', '/api/analyses/import/', { ...file, name: 'unit race', unit: 'lakhs' })).body as { id: number }).id;
  const load = async () => (await tab1.call('GET', `/api/analyses/${id}/screens/opstmt/`)).body as Screen;
  const result: UnitRaceResult = { rounds, saved: 0, refused: 0, wrongScale: 0 };
  for (let round = 1; round <= rounds; round++) {
    const meantRupees = new Decimal(round).times(100_000); // round × ₹1 lakh
    const typed = (unit: AmountUnit) => meantRupees.dividedBy(new Decimal(10).pow(UNIT_EXPONENT[unit])).toNumber();
    let screen = await load();
    const year = String(Object.keys(screen.companies[0]!.by_year).sort().pop());
    const save = (s: Screen) =>
      tab1.call(
        'POST',
        `/api/analyses/${id}/screens/opstmt/`,
        { companies: [{ position: 0, by_year: { [year]: { others: typed(s.unit) } } }] },
        { 'if-match': `"${s.version}"` },
      );
    const target: AmountUnit = screen.unit === 'lakhs' ? 'thousands' : 'lakhs';
    const [saved] = await Promise.all([save(screen), tab2.call('PATCH', `/api/analyses/${id}/`, { unit: target, unit_change: 'convert' })]);
    if (saved.status === 409) {
      result.refused++;
      screen = await load();
      const again = await save(screen);
      if (again.status !== 200) {
        throw new Error(`save after reload answered ${again.status}`);
      }
    } else if (saved.status !== 200) {
      throw new Error(`save answered ${saved.status}`);
    }
    result.saved++;
    const stored = await load();
    const rupees = new Decimal(stored.companies[0]!.by_year[year]!.others!).times(new Decimal(10).pow(UNIT_EXPONENT[stored.unit]));
    result.wrongScale += Number(!rupees.equals(meantRupees));
  }
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rounds = Number(process.env.ROUNDS ?? 50);
  const stores: { label: string; env: () => Promise<{ env: Record<string, string>; drop: () => Promise<void> }> }[] = [
    { label: 'PGlite', env: async () => ({ env: { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'creditgrid-ur-')) }, drop: async () => undefined }) },
  ];
  const pgUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    stores.push({
      label: 'PostgreSQL',
      env: async () => {
        const schema = await freshSchema(pgUrl, 'unitrace');
        return { env: { DATABASE_URL: schema.url, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'creditgrid-ur-')) }, drop: schema.drop };
      },
    });
  }
  let wrong = 0;
  for (const store of stores) {
    const { env, drop } = await store.env();
    const server = runProcess('src/server/server.ts', env);
    try {
      const result = await unitRace(await server.listening(), rounds);
      wrong += result.wrongScale;
      process.stdout.write(`${store.label}: ${JSON.stringify(result)}\n`);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await drop();
    }
  }
  process.exit(wrong === 0 ? 0 : 1);
}
