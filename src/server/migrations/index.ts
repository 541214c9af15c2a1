import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './001-initial';
import * as sessions from './002-sessions';
import * as contactMessages from './003-contact-messages';
import * as periods from './004-periods';
import * as report from './005-report';
import * as termLoans from './006-term-loans';
import * as loginFailures from './007-login-failures';
import * as companyType from './008-company-type';
import * as cellTexts from './010-cell-texts';
import * as projections from './011-projections';
import * as imports from './013-imports';
import * as detailLines from './014-detail-lines';
import * as submissions from './016-submissions';
import * as notes from './019-notes';
import * as tallyImports from './017-tally-imports';
import * as importDocuments from './018-import-documents';
import * as associates from './020-associates';
import * as importProgress from './021-import-progress';
import * as keptDocuments from './021-kept-documents';
import * as companyPanCin from './022-company-pan-cin';

/**
 * The numbered migrations, in code so they ship with the server and run at start on PGlite and
 * PostgreSQL alike. Add `NNN-name.ts` with `up`/`down` and list it here; never edit a released one.
 */
export const migrationProvider: MigrationProvider = {
  getMigrations: async (): Promise<Record<string, Migration>> => ({
    '001-initial': initial,
    '002-sessions': sessions,
    '003-contact-messages': contactMessages,
    '004-periods': periods,
    '005-report': report,
    '006-term-loans': termLoans,
    '007-login-failures': loginFailures,
    '008-company-type': companyType,
    '010-cell-texts': cellTexts,
    '011-projections': projections,
    '013-imports': imports,
    '014-detail-lines': detailLines,
    '016-submissions': submissions,
    '017-tally-imports': tallyImports,
    '018-import-documents': importDocuments,
    '019-notes': notes,
    '020-associates': associates,
    '021-kept-documents': keptDocuments,
    '021-import-progress': importProgress,
    '022-company-pan-cin': companyPanCin,
  }),
};
