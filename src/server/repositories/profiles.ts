import type { UserProfile } from '../../contract/report';
import type { Db } from '../database';

/** A user who has not filled the profile yet: both fields empty (the cover prints blanks to sign over), no product name. */
const EMPTY_PROFILE: UserProfile = { firm_name: '', prepared_by: '', print_product_name: false };

/** The preparer's profile (firm name, prepared by, whether the footer names the product) printed on the CMA report's cover, one per user. */
export function profilesRepository(db: Db) {
  /** The user's profile; empty fields when never set. */
  async function get(userId: number): Promise<UserProfile> {
    const row = await db
      .selectFrom('user_profiles')
      .select(['firm_name', 'prepared_by', 'print_product_name'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ?? EMPTY_PROFILE;
  }
  return {
    get,

    /** Changes the fields given (an upsert in one statement) and answers the whole profile. */
    async patch(userId: number, patch: Partial<UserProfile>): Promise<UserProfile> {
      if (Object.keys(patch).length === 0) {
        return get(userId);
      }
      const row = { ...EMPTY_PROFILE, ...patch };
      return db
        .insertInto('user_profiles')
        .values({ user_id: userId, ...row })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(patch))
        .returning(['firm_name', 'prepared_by', 'print_product_name'])
        .executeTakeFirstOrThrow();
    },
  };
}
