import type { ContactMessage } from '../../contract/contact';
import type { Db } from '../database';

/** Messages from the /contact page. */
export function contactMessagesRepository(db: Db) {
  return {
    /** Stores a validated message. */
    async add(message: ContactMessage): Promise<void> {
      await db.insertInto('contact_messages').values(message).execute();
    },
  };
}
