import { readFileSync } from 'node:fs';
import type { AnalysisFile } from '../contract/fixture';
import { analysisFile } from '../contract/fixture';
import { describeIssue, toIssues } from '../contract/errors';
import type { Db } from './database';
import type { LoadedAnalysis } from './repositories/analyses';
import { newAnalysisFromFile } from './repositories/analyses';
import { createRepositories } from './repositories';

/** Reads and validates an analysis file; throws an Error listing the first problems (path: reason). */
export function readAnalysisFile(file: string): AnalysisFile {
  const result = analysisFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!result.success) {
    const problems = toIssues(result.error.issues).slice(0, 10).map(describeIssue);
    throw new Error(`${file} is not a valid analysis file:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}

/** Stores an analysis file as a new analysis of `username` (the same as POST /api/analyses/import/). */
export async function loadFixture(db: Db, username: string, file: AnalysisFile): Promise<LoadedAnalysis> {
  const repos = createRepositories(db);
  const user = await repos.users.findByUsername(username);
  if (!user) {
    throw new Error(`No user "${username}": register in the app first`);
  }
  return repos.analyses.create(user.id, newAnalysisFromFile(file));
}
