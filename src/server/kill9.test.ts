import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kill9Round } from '../../bench/kill9';

describe('kill -9 during writes (one short round of bench/kill9.ts)', () => {
  it('keeps every acknowledged write on PGlite', { timeout: 120_000 }, async () => {
    const result = await kill9Round({ kind: 'pglite', dataDir: mkdtempSync(path.join(os.tmpdir(), 'creditgrid-k9-')) }, 1, 4, 800);
    expect(result.acknowledged).toBeGreaterThan(0);
    expect(result.lost).toBe(0);
  });
});
