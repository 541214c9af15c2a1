import { describe, expect, it } from 'vitest';
import { pgRestartRun } from '../../bench/pg-restart';
import { postgresBin } from './testing/throwaway-postgres';

describe('a PostgreSQL restart under load (one short run of bench/pg-restart.ts)', () => {
  it.runIf(postgresBin())('keeps both servers up, answers the outage with 503 and loses no acknowledged write', { timeout: 120_000 }, async () => {
    const result = await pgRestartRun({ writers: 4, readers: 2, phaseMs: 1200 });
    expect(result).toMatchObject({ otherServerErrors: 0, connectionFailures: 0, lost: 0, serversUp: 2, serversRecovered: 2, exits: [] });
    expect(result.acknowledgedWrites).toBeGreaterThan(0);
    expect(result.unavailable).toBeGreaterThan(0);
  });
});
