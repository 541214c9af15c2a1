import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { BACKENDS, useTestApp } from './testing/harness';

describe('app shell', () => {
  const t = useTestApp(BACKENDS[0]!);

  it('serves the built SPA, with index.html for client routes and 404 envelopes under /api', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'creditgrid-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>CreditGrid</title>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const app = await buildApp({ db: t.db, jwtSecret: 'x'.repeat(32), distDir: dist });
    try {
      const index = await app.inject({ method: 'GET', url: '/' });
      expect(index.statusCode).toBe(200);
      expect(index.body).toContain('CreditGrid');
      expect(index.headers['content-security-policy']).toContain("default-src 'self'");
      const route = await app.inject({ method: 'GET', url: '/opstmt', headers: { accept: 'text/html' } });
      expect(route.statusCode).toBe(200);
      expect(route.body).toContain('<title>CreditGrid</title>');
      const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
      const api = await app.inject({ method: 'GET', url: '/api/no_such_thing/' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ error: expect.any(String), code: 'not_found' });
    } finally {
      await app.close();
    }
  });

  it('hides the details of a 500 behind the envelope', async () => {
    const app = await buildApp({ db: t.db, jwtSecret: 'x'.repeat(32) });
    app.get('/api/boom', { config: { public: true } }, async () => {
      throw new Error('secret database detail');
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'Internal server error', code: 'internal', details: null });
    } finally {
      await app.close();
    }
  });
});
