/** The one error envelope of every 4xx/5xx response (design.md §4). */
export interface ApiError {
  /** A short sentence for people. */
  error: string;
  /** A stable machine id of the error, e.g. `invalid_request`, `csrf_failed`, `version_conflict`. */
  code?: string;
  /** Machine-usable detail, e.g. validation issues with their path. */
  details: unknown;
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
export function toIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string; code?: string; keys?: readonly string[] }[],
): Issue[] {
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
  return total > MAX_ISSUES
    ? [...all.slice(0, MAX_ISSUES), { path: [], message: `… and ${total - MAX_ISSUES} more issues` }]
    : all;
}

/** "companies[0].opstmt.salesDomestic: must not be negative" for toasts and messages. */
export function describeIssue(issue: Issue): string {
  const path = issue.path
    .map((p, idx) => (typeof p === 'number' ? `[${p}]` : `${idx === 0 ? '' : '.'}${p}`))
    .join('');
  return path ? `${path}: ${issue.message}` : issue.message;
}
