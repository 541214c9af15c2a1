import { describe, expect, it } from 'vitest';
import { MAX_COMPANIES } from '../../contract/constants';
import { FIXTURE_SCHEMA_VERSION } from '../../contract/fixture';
import { BACKENDS, fixture, useTestApp } from '../testing/harness';

/**
 * The bad-request matrix: every write endpoint fed wrong types, signs, decimals, sizes, unknown and
 * `__proto__` keys, control characters, wrong lengths and wrong content types. Each must answer 4xx with
 * `{error, details}`, and a re-read of everything the caller can see must show nothing changed.
 */
type Case = {
  name: string;
  method?: 'POST' | 'PATCH' | 'PUT';
  /** The path; `ID` and `USER` are replaced with the analysis and user ids. */
  url: string;
  /** A raw string is sent as is (with `type`), anything else as JSON. */
  body: unknown;
  type?: string;
  status?: number;
};

const NUL = '\u0000';
const LONE = '\uD800';
const password = 'correct horse battery';
const file = fixture();
const company = file.companies[0]!;
const many = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 1]));

const CASES: Case[] = [
  // register (unauthenticated)
  { name: 'register: number as username', url: '/api/register/', body: { username: 1, email: 'a@x.io', password, password2: password } },
  { name: 'register: NUL in username', url: '/api/register/', body: { username: `a${NUL}b`, email: 'a@x.io', password, password2: password } },
  {
    name: 'register: lone surrogate in password',
    url: '/api/register/',
    body: { username: 'abc', email: 'a@x.io', password: `${password}${LONE}`, password2: `${password}${LONE}` },
  },
  { name: 'register: unknown key', url: '/api/register/', body: { username: 'abc', email: 'a@x.io', password, password2: password, admin: true } },
  {
    name: 'register: __proto__ key',
    url: '/api/register/',
    body: `{"username":"abc","email":"a@x.io","password":"${password}","password2":"${password}","__proto__":{"admin":true}}`,
    type: 'application/json',
  },
  {
    name: 'register: 300-character password',
    url: '/api/register/',
    body: { username: 'abc', email: 'a@x.io', password: 'x'.repeat(300), password2: 'x'.repeat(300) },
  },
  { name: 'register: common password', url: '/api/register/', body: { username: 'abc', email: 'a@x.io', password: 'iloveyou', password2: 'iloveyou' } },
  {
    name: 'register: text/plain form',
    url: '/api/register/',
    body: `{"username":"abc","email":"a@x.io","password":"${password}","password2":"${password}"}`,
    type: 'text/plain',
    status: 415,
  },
  { name: 'register: urlencoded form', url: '/api/register/', body: 'username=abc&email=a%40x.io', type: 'application/x-www-form-urlencoded', status: 415 },
  // login (unauthenticated)
  { name: 'login: list body', url: '/api/login/', body: ['u', 'p'] },
  { name: 'login: NUL in username', url: '/api/login/', body: { username: `x${NUL}`, password } },
  { name: 'login: text/plain (login CSRF)', url: '/api/login/', body: `{"username":"x","password":"${password}"}`, type: 'text/plain', status: 415 },
  { name: 'login: multipart', url: '/api/login/', body: '--b\r\n\r\n--b--', type: 'multipart/form-data; boundary=b', status: 415 },
  { name: 'login: unknown key', url: '/api/login/', body: { username: 'x', password, remember: true } },
  { name: 'login: empty JSON body', url: '/api/login/', body: '', type: 'application/json' },
  // token refresh and logout (unauthenticated)
  { name: 'refresh: number token', url: '/api/token/refresh/', body: { refresh: 5 } },
  { name: 'refresh: 5000-character token', url: '/api/token/refresh/', body: { refresh: 'x'.repeat(5000) } },
  { name: 'logout: missing token', url: '/api/logout/', body: {} },
  { name: 'logout: control character in token', url: '/api/logout/', body: { refresh: 'a\u0007b' } },
  // create_token
  { name: 'create: year as hex', url: '/api/create_token/USER/', body: { num_companies: 1, year: '0x7E8' } },
  { name: 'create: year in a list', url: '/api/create_token/USER/', body: { num_companies: 1, year: [2024] } },
  { name: 'create: year with a trailing space', url: '/api/create_token/USER/', body: { num_companies: 1, year: '2024 ' } },
  { name: 'create: negative company count', url: '/api/create_token/USER/', body: { num_companies: -1, year: 2024 } },
  { name: 'create: fractional company count', url: '/api/create_token/USER/', body: { num_companies: 1.5, year: 2024 } },
  { name: 'create: company count as text', url: '/api/create_token/USER/', body: { num_companies: '2', year: 2024 } },
  { name: 'create: 9 companies', url: '/api/create_token/USER/', body: { num_companies: MAX_COMPANIES + 1, year: 2024 } },
  { name: 'create: NUL in a company name', url: '/api/create_token/USER/', body: { num_companies: 1, company_names: [`A${NUL}`], year: 2024 } },
  { name: 'create: lone surrogate in the name', url: '/api/create_token/USER/', body: { num_companies: 1, name: `N${LONE}`, year: 2024 } },
  { name: 'create: 121-character company name', url: '/api/create_token/USER/', body: { num_companies: 1, company_names: ['x'.repeat(121)], year: 2024 } },
  { name: 'create: unknown unit', url: '/api/create_token/USER/', body: { num_companies: 1, year: 2024, unit: 'dollars' } },
  { name: 'create: unknown key', url: '/api/create_token/USER/', body: { num_companies: 1, year: 2024, owner: 1 } },
  { name: 'create: __proto__ key', url: '/api/create_token/USER/', body: '{"num_companies":1,"year":2024,"__proto__":{"x":1}}', type: 'application/json' },
  { name: 'create: text/plain', url: '/api/create_token/USER/', body: '{"num_companies":1,"year":2024}', type: 'text/plain', status: 415 },
  { name: 'create: in another account', url: '/api/create_token/999999/', body: { num_companies: 1, year: 2024 }, status: 403 },
  // import
  { name: 'import: negative amount', url: '/api/analyses/import/', body: { ...file, companies: [{ ...company, opstmt: { salesDomestic: -1 } }] } },
  { name: 'import: three decimals', url: '/api/analyses/import/', body: { ...file, companies: [{ ...company, opstmt: { salesDomestic: 1.001 } }] } },
  { name: 'import: amount over 1e13', url: '/api/analyses/import/', body: { ...file, companies: [{ ...company, opstmt: { salesDomestic: 2e13 } }] } },
  { name: 'import: amount as text', url: '/api/analyses/import/', body: { ...file, companies: [{ ...company, opstmt: { salesDomestic: '1' } }] } },
  { name: 'import: unknown metric', url: '/api/analyses/import/', body: { ...file, companies: [{ ...company, opstmt: { salesDomestik: 1 } }] } },
  { name: 'import: unknown settings key', url: '/api/analyses/import/', body: { ...file, settings: { stockMargin: 10 } } },
  {
    name: 'import: __proto__ settings key',
    url: '/api/analyses/import/',
    body: JSON.stringify(file).replace('"settings":{', '"settings":{"__proto__":{},'),
    type: 'application/json',
  },
  { name: 'import: margin over 100', url: '/api/analyses/import/', body: { ...file, settings: { stockMarginPct: 101 } } },
  { name: 'import: no companies', url: '/api/analyses/import/', body: { ...file, companies: [] } },
  { name: 'import: 9 companies', url: '/api/analyses/import/', body: { ...file, companies: Array(9).fill(company) } },
  { name: 'import: NUL in the name', url: '/api/analyses/import/', body: { ...file, name: `x${NUL}` } },
  { name: 'import: future schema version', url: '/api/analyses/import/', body: { ...file, schemaVersion: FIXTURE_SCHEMA_VERSION + 1 } },
  {
    name: 'import: 3 MB body',
    url: '/api/analyses/import/',
    body: JSON.stringify({ ...file, name: 'x'.repeat(3 * 1024 * 1024) }),
    type: 'application/json',
    status: 413,
  },
  { name: 'import: text/plain', url: '/api/analyses/import/', body: JSON.stringify(file), type: 'text/plain', status: 415 },
  // PATCH analysis
  { name: 'patch: empty name', method: 'PATCH', url: '/api/analyses/ID/', body: { name: '  ' } },
  { name: 'patch: NUL in name', method: 'PATCH', url: '/api/analyses/ID/', body: { name: `a${NUL}` } },
  { name: 'patch: lone surrogate in a company name', method: 'PATCH', url: '/api/analyses/ID/', body: { company_names: [`a${LONE}`] } },
  { name: 'patch: wrong number of names', method: 'PATCH', url: '/api/analyses/ID/', body: { company_names: ['a', 'b'] } },
  { name: 'patch: order with a repeat', method: 'PATCH', url: '/api/analyses/ID/', body: { company_order: [0, 0] } },
  { name: 'patch: order too long', method: 'PATCH', url: '/api/analyses/ID/', body: { company_order: [1, 0] } },
  { name: 'patch: unknown key', method: 'PATCH', url: '/api/analyses/ID/', body: { name: 'x', year: 2020 } },
  { name: 'patch: name as number', method: 'PATCH', url: '/api/analyses/ID/', body: { name: 5 } },
  { name: 'patch: stale If-Match', method: 'PATCH', url: '/api/analyses/ID/', body: { name: 'x' }, status: 409 },
  { name: 'patch: unknown unit_change', method: 'PATCH', url: '/api/analyses/ID/', body: { unit: 'rupees', unit_change: 'rescale' } },
  { name: 'patch: unit_change without a unit', method: 'PATCH', url: '/api/analyses/ID/', body: { unit_change: 'convert' } },
  { name: 'patch: round as text', method: 'PATCH', url: '/api/analyses/ID/', body: { unit: 'rupees', unit_change: 'convert', round: 'yes' } },
  { name: 'patch: round on a relabel', method: 'PATCH', url: '/api/analyses/ID/', body: { unit: 'rupees', round: true } },
  { name: 'patch: unknown unit', method: 'PATCH', url: '/api/analyses/ID/', body: { unit: 'millions', unit_change: 'convert' } },
  { name: 'patch: stale If-Match on a conversion', method: 'PATCH', url: '/api/analyses/ID/', body: { unit: 'rupees', unit_change: 'convert' }, status: 409 },
  // settings
  { name: 'settings: negative margin', method: 'PUT', url: '/api/analyses/ID/settings/', body: { stockMarginPct: -1 } },
  { name: 'settings: margin as text', method: 'PUT', url: '/api/analyses/ID/settings/', body: { stockMarginPct: '25' } },
  { name: 'settings: unknown method', method: 'PATCH', url: '/api/analyses/ID/settings/', body: { drawingPowerMethod: 'lenient' } },
  { name: 'settings: unknown key', method: 'PATCH', url: '/api/analyses/ID/settings/', body: { margin: 1 } },
  { name: 'settings: __proto__ key', method: 'PUT', url: '/api/analyses/ID/settings/', body: '{"__proto__":{"stockMarginPct":1}}', type: 'application/json' },
  { name: 'settings: DSCR floor over 10', method: 'PUT', url: '/api/analyses/ID/settings/', body: { dscrFloor: 11 } },
  // statements
  { name: 'opstmt: negative', url: '/api/update_companies_opstmt/ID/', body: [{ metrics: { salesDomestic: -1 } }] },
  { name: 'opstmt: three decimals', url: '/api/update_companies_opstmt/ID/', body: [{ metrics: { salesDomestic: 0.001 } }] },
  { name: 'opstmt: boolean amount', url: '/api/update_companies_opstmt/ID/', body: [{ metrics: { salesDomestic: true } }] },
  {
    name: 'opstmt: __proto__ metric as JSON',
    url: '/api/update_companies_opstmt/ID/',
    body: '[{"metrics":{"__proto__":{"salesDomestic":1}}}]',
    type: 'application/json',
  },
  {
    name: 'opstmt: __proto__ metric as text/plain',
    url: '/api/update_companies_opstmt/ID/',
    body: '[{"metrics":{"__proto__":{"salesDomestic":1}}}]',
    type: 'text/plain',
    status: 415,
  },
  { name: 'opstmt: constructor metric', url: '/api/update_companies_opstmt/ID/', body: [{ metrics: { constructor: 1 } }] },
  { name: 'opstmt: 60,000 unknown keys', url: '/api/update_companies_opstmt/ID/', body: [{ metrics: many(60_000) }] },
  { name: 'opstmt: NUL in the record name', url: '/api/update_companies_opstmt/ID/', body: [{ name: NUL, metrics: {} }] },
  { name: 'assetnliabs: two records for one company', url: '/api/update_assetnliabs/ID/', body: [{ metrics: {} }, { metrics: {} }] },
  { name: 'assetnliabs: opstmt key', url: '/api/update_assetnliabs/ID/', body: [{ metrics: { salesDomestic: 1 } }] },
  { name: 'ocaocl: Infinity', url: '/api/update_ocaocl/ID/', body: '[{"metrics":{"cashAndBankBalance":1e400}}]', type: 'application/json' },
  { name: 'ocaocl: metrics as a list', url: '/api/update_ocaocl/ID/', body: [{ metrics: [1] }] },
  { name: 'ocaocl: stale If-Match', url: '/api/update_ocaocl/ID/', body: [{ metrics: { cashAndBankBalance: 1 } }], status: 409 },
  // derived screens (nothing stored, shape still checked)
  { name: 'ratios: object body', url: '/api/update_ratios/ID/', body: { metrics: {} } },
  { name: 'wctl: metrics as text', url: '/api/update_wctl/ID/', body: [{ metrics: 'x' }] },
  { name: 'kfi: NUL in name', url: '/api/update_kfi/ID/', body: [{ name: NUL, metrics: {} }] },
  // contact (unauthenticated)
  { name: 'contact: bad e-mail', url: '/api/contact/', body: { name: 'A', email: 'x', message: 'hi' } },
  { name: 'contact: NUL in name', url: '/api/contact/', body: { name: NUL, email: 'a@x.io', message: 'hi' } },
  { name: 'contact: 5001-character message', url: '/api/contact/', body: { name: 'A', email: 'a@x.io', message: 'x'.repeat(5001) } },
  { name: 'contact: text/plain', url: '/api/contact/', body: '{"name":"A","email":"a@x.io","message":"hi"}', type: 'text/plain', status: 415 },
];

describe.each(BACKENDS)('the bad-request matrix on $label', (backend) => {
  if (!backend.available) {
    it.skip('needs TEST_DATABASE_URL', () => undefined);
    return;
  }
  const t = useTestApp(backend);

  it(`has at least 60 cases across every write endpoint (${CASES.length})`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
  });

  it.each(CASES)('$name → 4xx {error, details}, nothing changed', async (c) => {
    const u = await t.user();
    const { analysis } = await t.analysis(u);
    const snapshot = async () => {
      const get = async (url: string) => (await u.inject({ method: 'GET', url })).json<unknown>();
      const count = async (table: 'users' | 'contact_messages' | 'analyses') =>
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n;
      return {
        list: await get('/api/analyses/'),
        summary: await get(`/api/analyses/${analysis.id}/`),
        statements: await Promise.all(['companies_opstmt', 'assetnliabs', 'ocaocl'].map((p) => get(`/api/get_${p}/${analysis.id}`))),
        settings: await get(`/api/analyses/${analysis.id}/settings/`),
        counts: [await count('users'), await count('analyses'), await count('contact_messages')],
      };
    };
    const before = await snapshot();
    const raw = typeof c.body === 'string';
    const res = await u.inject({
      method: c.method ?? 'POST',
      url: c.url.replace('ID', String(analysis.id)).replace('USER', String(u.id)),
      headers: {
        'content-type': raw ? (c.type ?? 'application/json') : 'application/json',
        ...(c.status === 409 ? { 'if-match': `"${analysis.version + 5}"` } : {}),
      },
      payload: raw ? (c.body as string) : JSON.stringify(c.body),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(c.status ?? 400);
    const body = res.json<{ error: unknown; details: unknown }>();
    expect(typeof body.error).toBe('string');
    expect(body).toHaveProperty('details');
    if (res.statusCode === 400 || res.statusCode === 415) {
      expect(body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: expect.any(Array), message: expect.any(String) })]));
    }
    expect(res.body.length).toBeLessThan(20_000);
    expect(await snapshot()).toEqual(before);
  });
});
