import type { Db } from '../database';
import type { AnalysesLimits } from './analyses';
import { analysesRepository } from './analyses';
import { contactMessagesRepository } from './contact-messages';
import { importsRepository } from './imports';
import { loginFailuresRepository } from './login-failures';
import { profilesRepository } from './profiles';
import { sessionsRepository } from './sessions';
import { submissionsRepository } from './submissions';
import { usersRepository } from './users';

/** Every repository, built over one database handle (they own all SQL, style.md P10). */
export function createRepositories(db: Db, limits?: AnalysesLimits) {
  return {
    users: usersRepository(db),
    sessions: sessionsRepository(db),
    analyses: analysesRepository(db, limits),
    contactMessages: contactMessagesRepository(db),
    profiles: profilesRepository(db),
    loginFailures: loginFailuresRepository(db),
    imports: importsRepository(db),
    submissions: submissionsRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
