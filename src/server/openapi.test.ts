import { describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { buildApp } from './app';
import { DOCS_PREFIX } from './plugins/schemas';
import { BACKENDS, useTestApp } from './testing/harness';

type Operation = { parameters?: { in: string; name: string }[]; requestBody?: unknown; responses?: Record<string, unknown> };

describe('the OpenAPI reference', () => {
  const t = useTestApp(BACKENDS[0]!);

  it('lists every API route with its params, body and response schemas, and serves a docs UI', async () => {
    const routes: RouteOptions[] = [];
    const app = await buildApp({ db: t.db, jwtSecret: 'x'.repeat(32), onRoute: (r) => routes.push(r) });
    try {
      const doc = (await app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` })).json<{ paths: Record<string, Record<string, Operation>> }>();
      const api = routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith(DOCS_PREFIX));
      expect(api.length).toBeGreaterThan(30);
      for (const route of api) {
        const path = route.url.replace(/:(\w+)/g, '{$1}');
        for (const method of [route.method].flat().filter((m) => m !== 'HEAD')) {
          const op = doc.paths[path]?.[method.toLowerCase()];
          expect(op, `${method} ${path}`).toBeDefined();
          const schema = route.schema ?? {};
          if (schema.params) {
            expect(op!.parameters?.filter((p) => p.in === 'path').length, `${method} ${path} params`).toBeGreaterThan(0);
          }
          if (schema.querystring) {
            expect(
              op!.parameters?.some((p) => p.in === 'query'),
              `${method} ${path} query`,
            ).toBe(true);
          }
          expect(Boolean(op!.requestBody), `${method} ${path} body`).toBe(Boolean(schema.body));
          for (const status of Object.keys((schema.response as object | undefined) ?? {})) {
            expect(op!.responses?.[status], `${method} ${path} ${status}`).toBeDefined();
          }
        }
      }
      // Each route's error answers: the envelope under each status, named by the codes it can carry there.
      const responses = (path: string, method: string) => doc.paths[path]![method]!.responses as Record<string, { description: string }>;
      const settings = responses('/api/analyses/{id}/settings/', 'put');
      expect(Object.keys(settings).sort()).toEqual(['200', '201', '400', '401', '403', '404', '409', '415', '503']);
      expect(settings['409']!.description).toContain('version_conflict');
      expect(settings['400']!.description).toContain('invalid_request');
      expect(responses('/api/analyses/{id}/periods/{year}/', 'delete')['409']!.description).toMatch(/period_conflict.*version_conflict/);
      expect(responses('/api/login/', 'post')['429']!.description).toContain('rate_limited');
      expect(responses('/api/login/', 'post')['401']).toBeUndefined();
      expect(JSON.stringify(responses('/api/analyses/{id}/', 'patch')['422'])).toContain('"details"');
      for (const route of api) {
        const path = route.url.replace(/:(\w+)/g, '{$1}');
        for (const method of [route.method].flat().filter((m) => m !== 'HEAD')) {
          expect(responses(path, method.toLowerCase())['503'], `${method} ${path} 503`).toBeDefined();
        }
      }
      // The analysis PATCH documents the unit change (relabel or convert) and its rounding.
      const patchBody = JSON.stringify(doc.paths['/api/analyses/{id}/']?.patch?.requestBody);
      expect(patchBody).toContain('"unit_change"');
      expect(patchBody).toContain('"convert"');
      expect(patchBody).toContain('"round"');
      const ui = await app.inject({ method: 'GET', url: `${DOCS_PREFIX}/` });
      expect(ui.statusCode).toBe(200);
      // The docs UI gets its own policy (its images); the app's helmet policy stays for everything else.
      expect(ui.headers['content-security-policy']).toContain("img-src 'self' data: validator.swagger.io");
      expect(ui.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect((await app.inject({ method: 'GET', url: '/api/analyses/' })).headers['content-security-policy']).not.toContain('swagger');
    } finally {
      await app.close();
    }
  });
});
