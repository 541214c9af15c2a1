import type { ContactMessage } from '../../../contract';
import { api } from '../../lib/api-client';

/** POST /api/contact/: stores the message; resolves once the server answered 201 `{ok: true}`. */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  await api.post('/api/contact/', message);
}
