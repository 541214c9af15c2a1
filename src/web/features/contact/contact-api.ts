import type { ContactMessage } from '../../../contract';
import { AUTH_ENDPOINTS } from '../../../contract/endpoints';
import { call } from '../../lib/call';

/** POST /api/contact/: stores the message; resolves once the server answered 201 `{ok: true}`. */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  await call(AUTH_ENDPOINTS.contact, { body: message });
}
