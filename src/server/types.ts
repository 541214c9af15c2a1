import type { ErrorCode } from '../contract/errors';
import type { ReadCache } from './cache/read-cache';
import type { VerifiedTokens } from './cache/verified-tokens';
import type { Repositories } from './repositories';
import type { AuthUser, TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
    tokens: TokenService;
    /** Access-token verification behind a cache of tokens already verified. */
    verifiedTokens: VerifiedTokens;
    /** The read path's caches (src/server/cache/read-cache.ts). */
    cache: ReadCache;
  }
  interface FastifyRequest {
    /** The authenticated user; set by the API's auth hook on every non-public route. */
    user: AuthUser | null;
    /**
     * On a shared database, the version of the route's analysis read by the auth check of a cached read
     * (null when the analysis is missing or not the user's; undefined when not read).
     */
    analysisVersion: number | null | undefined;
  }
  interface FastifyContextConfig {
    /** A route anyone may call (login, register, token refresh, logout, contact). */
    public?: boolean;
    /** The sentence of this route's 400 when its schema refuses the request ("Registration failed"). */
    invalid?: string;
    /** A read of the analysis in `:tokenId` answered through the read cache (its auth check also reads the version). */
    cachedRead?: boolean;
    /** The error codes this route answers with beyond those its shape implies (see `routeErrors`), for the OpenAPI document. */
    errors?: readonly ErrorCode[];
  }
}
