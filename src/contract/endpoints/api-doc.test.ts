import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '../endpoint';
import { ALL_ENDPOINTS } from '.';

/** A documented endpoint: a row of one of docs/api.md's tables (`| GET | \`/api/…\` |`, or a dashboard row, all GET). */
interface DocumentedRow {
  readonly methods: readonly string[];
  readonly path: string;
  readonly line: number;
}

/** The endpoint rows of docs/api.md's tables. */
function documentedRows(markdown: string): DocumentedRow[] {
  return markdown.split('\n').flatMap((text, i) => {
    const withMethod = /^\| *((?:GET|POST|PUT|PATCH|DELETE)(?: or (?:GET|POST|PUT|PATCH|DELETE))*) *\| *`(\/api\/[^`]*)`/.exec(text);
    if (withMethod) {
      return [{ methods: withMethod[1]!.split(' or '), path: withMethod[2]!, line: i + 1 }];
    }
    const dashboard = /^\| *`(\/api\/[^`]*)` *\|/.exec(text);
    return dashboard ? [{ methods: ['GET'], path: dashboard[1]!, line: i + 1 }] : [];
  });
}

/**
 * Whether a documented path names `url` (an endpoint's, under /api, in Fastify's `:param` syntax): the query
 * string is left out, any `{param}` stands for a path parameter, and `{path}` for the segment a family of
 * endpoints differs by (`get_{path}` is `get_ratios`, `get_kfi`…).
 */
function documents(documented: string, url: string): boolean {
  const pattern = documented
    .split('?')[0]!
    .split(/(\{path\}|\{\w+\})/)
    .map((part) => (part === '{path}' ? '[\\w-]+' : /^\{\w+\}$/.test(part) ? ':\\w+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`).test(API_PREFIX + url);
}

describe('docs/api.md', () => {
  const rows = documentedRows(readFileSync('docs/api.md', 'utf8'));

  it('documents every endpoint of the endpoint table with its method and path', () => {
    expect(rows.length).toBeGreaterThan(30);
    const undocumented = ALL_ENDPOINTS.filter((e) => !rows.some((r) => r.methods.includes(e.method) && documents(r.path, e.url)));
    expect(undocumented.map((e) => `${e.method} ${API_PREFIX}${e.url}`)).toEqual([]);
  });

  it('documents no endpoint the table does not have', () => {
    const unknown = rows.filter((r) => r.methods.some((m) => !ALL_ENDPOINTS.some((e) => e.method === m && documents(r.path, e.url))));
    expect(unknown.map((r) => `line ${r.line}: ${r.methods.join(' or ')} ${r.path}`)).toEqual([]);
  });
});
