import { describeIssue } from '../../../contract/errors';
import { ApiRequestError } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { issuesOf } from '../../lib/errors';

/** How many validation problems the import message names before "and N more". */
const SHOWN = 3;

/** Why an import was refused, naming the first problems of a 400 (`details: [{path, message}]`). */
export function importProblemMessage(err: unknown): { summary: string; problems: string[] } {
  if (err instanceof SyntaxError) {
    return { summary: 'This file is not valid JSON.', problems: [] };
  }
  if (!(err instanceof ApiRequestError)) {
    return { summary: 'The file could not be imported.', problems: [] };
  }
  const issues = issuesOf(err.details);
  const problems = issues.slice(0, SHOWN).map(describeIssue);
  if (issues.length > SHOWN) {
    problems.push(`and ${issues.length - SHOWN} more`);
  }
  return { summary: isApiError(err, 'invalid_request', 'invalid_json') ? `The file was refused: ${err.error}` : err.error, problems };
}
