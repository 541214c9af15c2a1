/**
 * Every `code` the API answers with, and its HTTP status: the one list the server throws from, the OpenAPI
 * document declares and the client branches on (never on the status number).
 */
export const ERROR_CODES = {
  /** The body, query or a field is invalid; `details` is an `Issue[]`. */
  invalid_request: 400,
  /** The body is not JSON, or too large (413). */
  invalid_json: 400,
  /** A 4xx from the framework that none of the others names. */
  bad_request: 400,
  unauthorized: 401,
  csrf_failed: 403,
  forbidden: 403,
  /** Missing, or another user's (indistinguishable on purpose). */
  not_found: 404,
  /** The `If-Match` version is stale; `details.version` is the current one. */
  version_conflict: 409,
  /** A period operation the analysis's periods do not allow. */
  period_conflict: 409,
  /**
   * A figure written to a row opened into detail lines that is not their sum: the row's figure is the lines'
   * sum and is changed by writing the lines (or closing the row). `details` is an `Issue[]` naming each cell.
   */
  figure_from_detail_lines: 409,
  /** The user keeps as many analyses as allowed; `details.limit`. */
  analysis_limit: 409,
  /** An imported workbook that cannot be read: damaged, protected, formulas without cached values, or no figures. */
  unreadable_workbook: 400,
  encrypted_workbook: 400,
  no_cached_values: 400,
  no_figures: 400,
  /** A Tally XML file that is not well-formed; `details` names the file, the reason and the place. */
  malformed_xml: 400,
  /** An audited PDF that cannot be read: damaged, password-protected, or with no Balance Sheet or Profit and Loss page. */
  unreadable_pdf: 400,
  encrypted_pdf: 400,
  no_statements: 400,
  /** An upload over its size limit. */
  too_large: 413,
  unsupported_media_type: 415,
  /** An import whose checks block its accept; `details` names each check. */
  import_refused: 422,
  /** A unit conversion would lose figures; `details` is a `UnitConversionRefusal`. */
  unit_conversion_refused: 422,
  rate_limited: 429,
  internal: 500,
  /** The database cannot take requests; `details.request_id`. */
  storage_unavailable: 503,
} as const satisfies Record<string, number>;

/** A stable machine id of an error (the keys of {@link ERROR_CODES}). */
export type ErrorCode = keyof typeof ERROR_CODES;

/** The one error envelope of every 4xx/5xx response (design.md §4). */
export interface ApiError {
  /** A short sentence for people. */
  error: string;
  /** A stable machine id of the error, e.g. `invalid_request`, `csrf_failed`, `version_conflict`. */
  code: ErrorCode;
  /** Machine-usable detail, e.g. validation issues with their path. */
  details: unknown;
}

/**
 * Whether an answer's body is the error envelope with a known code: what the client checks before it
 * trusts `code`. Plain code, not a schema, so the landing page's bundle carries no zod
 * (the OpenAPI document's schema of the same shape is in `error-schema.ts`).
 */
export function isErrorEnvelope(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null) {
    return false;
  }
  const { error, code } = body as { error?: unknown; code?: unknown };
  return typeof error === 'string' && typeof code === 'string' && Object.hasOwn(ERROR_CODES, code);
}

/** One validation problem: where it is and why it was refused. */
export interface Issue {
  path: (string | number)[];
  message: string;
}

/** At most this many issues go into an error's `details`; the rest are counted in one last entry. */
export const MAX_ISSUES = 50;

/**
 * Turns zod issues into our `{path, message}` list: an unknown-keys issue becomes one entry per key, at the
 * object's path (so the list, not one message, grows with them), and past {@link MAX_ISSUES} entries the rest are counted in
 * a final `{path: [], message: "… and N more issues"}`.
 */
export function toIssues(issues: readonly { path: readonly PropertyKey[]; message: string; code?: string; keys?: readonly string[] }[]): Issue[] {
  const all: Issue[] = [];
  for (const i of issues) {
    const path = i.path.map((p) => (typeof p === 'number' ? p : String(p)));
    if (i.code === 'unrecognized_keys' && i.keys) {
      for (const key of i.keys) {
        all.push({ path, message: `unknown key "${key.length > 60 ? `${key.slice(0, 60)}…` : key}"` });
        if (all.length > MAX_ISSUES) {
          break;
        }
      }
    } else {
      all.push({ path, message: i.message });
    }
  }
  const total = issues.reduce((n, i) => n + (i.code === 'unrecognized_keys' && i.keys ? i.keys.length : 1), 0);
  return total > MAX_ISSUES ? [...all.slice(0, MAX_ISSUES), { path: [], message: `… and ${total - MAX_ISSUES} more issues` }] : all;
}

/** "companies[0].opstmt.salesDomestic: must not be negative" for toasts and messages. */
export function describeIssue(issue: Issue): string {
  const path = issue.path.map((p, idx) => (typeof p === 'number' ? `[${p}]` : `${idx === 0 ? '' : '.'}${p}`)).join('');
  return path ? `${path}: ${issue.message}` : issue.message;
}
