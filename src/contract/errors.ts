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

/** Turns zod issues into our `{path, message}` list. */
export function toIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Issue[] {
  return issues.map((i) => ({
    path: i.path.map((p) => (typeof p === 'number' ? p : String(p))),
    message: i.message,
  }));
}

/** "companies[0].opstmt.salesDomestic: must not be negative" for toasts and messages. */
export function describeIssue(issue: Issue): string {
  const path = issue.path
    .map((p, idx) => (typeof p === 'number' ? `[${p}]` : `${idx === 0 ? '' : '.'}${p}`))
    .join('');
  return path ? `${path}: ${issue.message}` : issue.message;
}
