import type { RouteOptions } from 'fastify';
import type { ZodObject } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DOCS_PREFIX } from '../plugins/schemas';
import type { TestUser } from '../testing/harness';
import { BACKENDS, fixture, useTestApp } from '../testing/harness';

/**
 * The hostile-input matrix: every text field of every route's body gets NUL, a lone surrogate, a control
 * character (BEL) and a bidi override (U+202E); every path and query parameter of every route gets those
 * and impossible dates and out-of-range integers; number and date fields get out-of-range integers and
 * impossible dates. Every answer must be a 4xx JSON envelope (never a 5xx), and a re-read of everything the
 * caller can see must show nothing changed.
 */
const NUL = '\u0000';
const LONE = '\uD800';
const BEL = '\u0007';
const RLO = '\u202E';
const BAD_TEXT = { NUL, 'lone surrogate': LONE, BEL, 'bidi override': RLO };
const password = 'correct horse battery';
const file = fixture();

type Body = (bad: string) => unknown;
/** A body text field: where it goes, and whether a bidi character is harmless there (a password is never shown). */
const TEXT_FIELDS: { name: string; method: 'POST' | 'PATCH' | 'PUT'; url: string; body: Body; bidiAllowed?: boolean }[] = [
  { name: 'register username', method: 'POST', url: '/api/register/', body: (b) => ({ username: `ab${b}`, email: 'a@x.io', password, password2: password }) },
  { name: 'register email', method: 'POST', url: '/api/register/', body: (b) => ({ username: 'abcd', email: `a${b}@x.io`, password, password2: password }) },
  {
    name: 'register password',
    method: 'POST',
    url: '/api/register/',
    body: (b) => ({ username: 'abcd', email: 'a@x.io', password: `${password}${b}`, password2: `${password}${b}` }),
    bidiAllowed: true,
  },
  { name: 'login username', method: 'POST', url: '/api/login/', body: (b) => ({ username: `ab${b}`, password }) },
  { name: 'refresh token', method: 'POST', url: '/api/token/refresh/', body: (b) => ({ refresh: `a${b}` }) },
  { name: 'logout token', method: 'POST', url: '/api/logout/', body: (b) => ({ refresh: `a${b}` }) },
  { name: 'contact name', method: 'POST', url: '/api/contact/', body: (b) => ({ name: `A${b}`, email: 'a@x.io', message: 'hi' }) },
  { name: 'contact email', method: 'POST', url: '/api/contact/', body: (b) => ({ name: 'A', email: `a${b}@x.io`, message: 'hi' }) },
  { name: 'contact message', method: 'POST', url: '/api/contact/', body: (b) => ({ name: 'A', email: 'a@x.io', message: `hi${b}` }) },
  { name: 'create name', method: 'POST', url: '/api/create_token/USER/', body: (b) => ({ num_companies: 1, year: 2024, name: `N${b}` }) },
  { name: 'create company name', method: 'POST', url: '/api/create_token/USER/', body: (b) => ({ num_companies: 1, year: 2024, company_names: [`C${b}`] }) },
  { name: 'create year', method: 'POST', url: '/api/create_token/USER/', body: (b) => ({ num_companies: 1, year: `2024${b}` }) },
  { name: 'import name', method: 'POST', url: '/api/analyses/import/', body: (b) => ({ ...file, name: `N${b}` }) },
  {
    name: 'import company name',
    method: 'POST',
    url: '/api/analyses/import/',
    body: (b) => ({ ...file, companies: [{ ...file.companies[0]!, name: `C${b}` }] }),
  },
  { name: 'rename analysis', method: 'PATCH', url: '/api/analyses/ID/', body: (b) => ({ name: `N${b}` }) },
  { name: 'rename company', method: 'PATCH', url: '/api/analyses/ID/', body: (b) => ({ company_names: [`C${b}`] }) },
  { name: 'unit', method: 'PATCH', url: '/api/analyses/ID/', body: (b) => ({ unit: `rupees${b}` }) },
  { name: 'settings method', method: 'PATCH', url: '/api/analyses/ID/settings/', body: (b) => ({ drawingPowerMethod: `first${b}` }) },
  { name: 'Form I facility', method: 'PUT', url: '/api/analyses/ID/limits/', body: (b) => ({ companies: [[{ facility: `Cash credit${b}` }]] }) },
  { name: 'profile firm', method: 'PATCH', url: '/api/me/profile/', body: (b) => ({ firm_name: `a${b}b` }) },
  { name: 'profile preparer', method: 'PATCH', url: '/api/me/profile/', body: (b) => ({ prepared_by: `a${b}b` }) },
  { name: 'statement record name', method: 'POST', url: '/api/update_companies_opstmt/ID/', body: (b) => [{ name: `C${b}`, metrics: {} }] },
  { name: 'derived record name', method: 'POST', url: '/api/update_kfi/ID/', body: (b) => [{ name: `C${b}`, metrics: {} }] },
  {
    name: 'all-periods year key',
    method: 'POST',
    url: '/api/analyses/ID/screens/opstmt/',
    body: (b) => ({ companies: [{ position: 0, by_year: { [`2025${b}`]: {} } }] }),
  },
  { name: 'add period at', method: 'POST', url: '/api/analyses/ID/periods/', body: (b) => ({ at: `after${b}` }) },
  { name: 'period kind', method: 'PATCH', url: '/api/analyses/ID/periods/2025/', body: (b) => ({ kind: `Audited${b}` }) },
];

const HUGE = 9007199254740991;
/** Numbers and dates out of range or impossible. */
const RANGE_CASES: { name: string; method: 'POST' | 'PATCH' | 'PUT'; url: string; body: unknown }[] = [
  { name: 'company count 2^53 − 1', method: 'POST', url: '/api/create_token/USER/', body: { num_companies: HUGE, year: 2024 } },
  { name: 'year 99999', method: 'POST', url: '/api/create_token/USER/', body: { num_companies: 1, year: 99999 } },
  { name: 'years_after 2^53 − 1', method: 'POST', url: '/api/create_token/USER/', body: { num_companies: 1, year: 2024, years_after: HUGE } },
  { name: 'company order 2^53 − 1', method: 'PATCH', url: '/api/analyses/ID/', body: { company_order: [HUGE] } },
  { name: 'settings margin 1e308', method: 'PATCH', url: '/api/analyses/ID/settings/', body: { stockMarginPct: 1e308 } },
  { name: 'Form I amount 2^53 − 1', method: 'PUT', url: '/api/analyses/ID/limits/', body: { companies: [[{ facility: 'CC', existing: HUGE }]] } },
  { name: 'Form I as_on 2024-02-30', method: 'PUT', url: '/api/analyses/ID/limits/', body: { companies: [[{ facility: 'CC', as_on: '2024-02-30' }]] } },
  { name: 'Form I as_on 2024-13-45', method: 'PUT', url: '/api/analyses/ID/limits/', body: { companies: [[{ facility: 'CC', as_on: '2024-13-45' }]] } },
  { name: 'all-periods position 2^31', method: 'POST', url: '/api/analyses/ID/screens/opstmt/', body: { companies: [{ position: 2 ** 31, by_year: {} }] } },
  {
    name: 'all-periods year 0000',
    method: 'POST',
    url: '/api/analyses/ID/screens/opstmt/',
    body: { companies: [{ position: 0, by_year: { '0000': { salesDomestic: 1 } } }] },
  },
  { name: 'statement amount 2^53 − 1', method: 'POST', url: '/api/update_companies_opstmt/ID/', body: [{ metrics: { salesDomestic: HUGE } }] },
];

const cursorOf = (position: unknown) => Buffer.from(JSON.stringify(position)).toString('base64url');
/** Hostile values of a path or query parameter, URL-encoded. */
const BAD_PARAMS = [
  '%00',
  '%07',
  '%E2%80%AE', // U+202E
  '9007199254740991',
  '99999999999999999999',
  '-1',
  '1e400',
  '2024-13-45',
];
/** More for the list's cursor: well-formed base64url JSON of impossible positions. */
const BAD_CURSORS = [cursorOf(['2024-13-45 99:99:99+00', 1]), cursorOf(['2024-01-01 00:00:00+00', HUGE]), cursorOf(['2024-02-30 10:00:00+05:30', 1]), 'AAAA'];

describe.each(BACKENDS)('the hostile-input matrix on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);
  const routes: RouteOptions[] = [];
  let u: TestUser;
  let id: number;
  beforeAll(async () => {
    const app = await buildApp({ db: t.db, jwtSecret: 'x'.repeat(32), onRoute: (r) => routes.push(r) });
    await app.close();
    u = await t.user();
    id = (await t.analysis(u)).analysis.id;
  });

  const snapshot = async () => {
    const get = async (url: string) => (await u.inject({ method: 'GET', url })).body;
    const count = async (table: 'users' | 'contact_messages' | 'analyses' | 'user_profiles') =>
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    return {
      reads: await Promise.all(
        [
          '/api/analyses/',
          `/api/analyses/${id}/`,
          `/api/analyses/${id}/limits/`,
          '/api/me/profile/',
          ...['companies_opstmt', 'assetnliabs', 'ocaocl'].map((p) => `/api/get_${p}/${id}`),
        ].map(get),
      ),
      counts: [await count('users'), await count('analyses'), await count('contact_messages'), await count('user_profiles')],
    };
  };

  /** Sends one request as the user; expects a 4xx envelope and nothing changed. */
  const refused = async (method: string, url: string, body?: unknown) => {
    const before = await snapshot();
    const res = await u.inject({
      method: method as 'GET',
      url: url.replace('ID', String(id)).replace('USER', String(u.id)),
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
    });
    expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    expect(typeof res.json<{ error: unknown }>().error).toBe('string');
    expect(await snapshot(), `${method} ${url}`).toEqual(before);
    return 1;
  };

  it.each(TEXT_FIELDS)('$name: NUL, a lone surrogate, BEL and a bidi override are refused', async (field) => {
    for (const [what, bad] of Object.entries(BAD_TEXT)) {
      if (field.bidiAllowed && bad === RLO) {
        continue;
      }
      await refused(field.method, field.url, field.body(bad)).catch((err: Error) => {
        throw new Error(`${what}: ${err.message}`);
      });
    }
  });

  it.each(RANGE_CASES)('$name is refused', async (c) => {
    await refused(c.method, c.url, c.body);
  });

  it('every path parameter of every route refuses hostile values', async () => {
    const api = routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith(DOCS_PREFIX) && r.schema?.params);
    expect(api.length).toBeGreaterThan(20);
    let sent = 0;
    for (const route of api) {
      const keys = Object.keys((route.schema!.params as ZodObject).shape);
      for (const method of [route.method].flat().filter((m) => m !== 'HEAD' && m !== 'OPTIONS')) {
        for (const key of keys) {
          for (const bad of BAD_PARAMS) {
            const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
              name === key ? bad : name === 'year' ? '2025' : name === 'screen' ? 'opstmt' : String(id),
            );
            sent += await refused(method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(200);
    // Several thousand requests, one after another: more time than the default as routes are added.
  }, 180_000);

  it('every query parameter of every route refuses hostile values, and the list refuses impossible cursors', async () => {
    const api = routes.filter((r) => r.url.startsWith('/api/') && r.schema?.querystring);
    expect(api.length).toBeGreaterThan(5);
    let sent = 0;
    for (const route of api) {
      const base = route.url.replace(/:(\w+)/g, (_, name: string) => (name === 'screen' ? 'opstmt' : String(id)));
      for (const key of Object.keys((route.schema!.querystring as ZodObject).shape)) {
        // A text search for "9007199254740991" or "-1" is a fair question: `q` gets the characters only.
        const values = key === 'q' ? BAD_PARAMS.slice(0, 3) : key === 'cursor' ? [...BAD_PARAMS, ...BAD_CURSORS] : BAD_PARAMS;
        for (const bad of values) {
          sent += await refused('GET', `${base}?${key}=${bad}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(20);
    // The matrix grows with every route that takes a query (each value re-reads everything the caller can see).
  }, 180_000);
});
