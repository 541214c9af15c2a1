import type { Repositories } from './repositories';
import type { AuthUser, TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
    tokens: TokenService;
  }
  interface FastifyRequest {
    /** The authenticated user; set by the API's auth hook on every non-public route. */
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** A route anyone may call (login, register, token refresh, logout, contact). */
    public?: boolean;
    /** The sentence of this route's 400 when its schema refuses the request ("Registration failed"). */
    invalid?: string;
  }
}
