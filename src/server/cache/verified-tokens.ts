import { LRUCache } from 'lru-cache';
import type { AuthUser, TokenService } from '../tokens';

/** How many verified access tokens one process remembers. */
const MAX_TOKENS = 10_000;

/**
 * jose's HS256 verification behind a bounded cache of tokens it already accepted, each kept until its
 * `exp`: a token is a fixed string signed by us, so its signature and claims cannot change; only its
 * session can end, and that is checked on every request by the caller, never cached here. Forged or
 * expired tokens are not cached (each is verified again, and refused).
 */
export function verifiedTokens(tokens: TokenService) {
  const verified = new LRUCache<string, AuthUser>({ max: MAX_TOKENS });
  return {
    /** The user and session of a valid, unexpired access token, or null. */
    async verify(token: string): Promise<AuthUser | null> {
      const known = verified.get(token);
      if (known) {
        return known;
      }
      const claims = await tokens.verifyAccess(token);
      const ttl = claims ? claims.expiresAt * 1000 - Date.now() : 0;
      if (!claims || ttl <= 0) {
        return null;
      }
      verified.set(token, claims.user, { ttl });
      return claims.user;
    },
  };
}
export type VerifiedTokens = ReturnType<typeof verifiedTokens>;
