import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './001-initial';
import * as periods from './003-periods';

/**
 * The numbered migrations, in code so they ship with the server and run at start on PGlite and
 * PostgreSQL alike. Add `NNN-name.ts` with `up`/`down` and list it here; never edit a released one.
 */
export const migrationProvider: MigrationProvider = {
  getMigrations: async (): Promise<Record<string, Migration>> => ({
    '001-initial': initial,
    '003-periods': periods,
  }),
};
