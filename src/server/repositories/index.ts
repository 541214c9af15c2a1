import type { Db } from '../database';
import { analysesRepository } from './analyses';
import { sessionsRepository } from './sessions';
import { usersRepository } from './users';

/** Every repository, built over one database handle (they own all SQL, style.md P10). */
export function createRepositories(db: Db) {
  return {
    users: usersRepository(db),
    sessions: sessionsRepository(db),
    analyses: analysesRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
