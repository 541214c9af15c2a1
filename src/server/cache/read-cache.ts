import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../database';
import { isShared } from '../database';
import { periodYear, textsAt } from '../compute';
import { acceptedEncoding, compress } from '../compression';
import { figureFromDetailLines, invalidRequest, notFound, versionConflict } from '../errors';
import { figuresOverLines } from '../all-periods-write';
import type { Repositories } from '../repositories';
import type { InputScreenId, StatementInputs } from '../../domain/model';
import { withCellText } from '../../domain/cell-texts';
import type { LoadedAnalysis } from '../repositories/analyses';
import type { AuthUser } from '../tokens';
import { InvalidatableCache } from './invalidatable';

/** How many loaded analyses one process keeps. */
const MAX_ANALYSES = 1_000;
/** How many bytes of serialised responses one process keeps (UTF-16 code units, about bytes for JSON). */
const MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

/** What the embedded database's process knows for sure, because every write goes through it. */
interface LocalState {
  analyses: InvalidatableCache<number, LoadedAnalysis>;
  /** Active sessions: the user and when the session expires (ms). */
  sessions: InvalidatableCache<string, { userId: number; until: number }>;
}

/** One local state per embedded database handle, shared by every app built on it (tests build several). */
const localStates = new WeakMap<Db, LocalState>();

function localStateOf(db: Db): LocalState {
  let state = localStates.get(db);
  if (!state) {
    state = {
      analyses: new InvalidatableCache({ max: MAX_ANALYSES }),
      sessions: new InvalidatableCache({ max: 10_000 }),
    };
    localStates.set(db, state);
  }
  return state;
}

/**
 * What a repository method does to the embedded database's caches, declared beside it: `read` and `nothing`
 * leave them (a new analysis or session has no cached copy yet); `analysis` drops the analysis whose id is the
 * method's second argument; `written` answers that analysis as it stands after the write, which replaces the
 * cached copy ({@link readCache}'s `update`); `sessions` drops every cached session (a revocation).
 */
type CacheEffect = 'read' | 'nothing' | 'analysis' | 'written' | 'sessions';

/** Every analyses method's effect: a method added without one does not compile (`satisfies` names every key). */
export const ANALYSES_CACHE_EFFECTS = {
  list: 'read',
  load: 'read',
  create: 'nothing',
  update: 'written',
  remove: 'analysis',
  mergeStatement: 'analysis',
} as const satisfies Record<keyof Repositories['analyses'], CacheEffect>;

/** Every sessions method's effect: a rotation may end a replayed session, an explicit end ends one. */
export const SESSIONS_CACHE_EFFECTS = {
  start: 'nothing',
  isActive: 'read',
  activeUntil: 'read',
  activeWithVersion: 'read',
  rotate: 'sessions',
  endByRefresh: 'sessions',
} as const satisfies Record<keyof Repositories['sessions'], CacheEffect>;

/** `repo` with each method followed by the invalidation its declared effect names (when it returns or throws, before the route answers). */
function coherent<R extends object>(repo: R, effects: Record<keyof R, CacheEffect>, local: LocalState): R {
  const wrapped = { ...repo } as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const [name, effect] of Object.entries(effects) as [string, CacheEffect][]) {
    const method = wrapped[name]!;
    if (effect === 'analysis' || effect === 'sessions') {
      wrapped[name] = async (...args) => {
        try {
          return await method(...args);
        } finally {
          if (effect === 'analysis') {
            local.analyses.invalidate(args[1] as number);
          } else {
            local.sessions.clear();
          }
        }
      };
    }
  }
  return wrapped as R;
}

/**
 * The repositories with the embedded database's caches kept coherent by the effects each write declares
 * ({@link ANALYSES_CACHE_EFFECTS}, {@link SESSIONS_CACHE_EFFECTS}). On a shared database (PostgreSQL) nothing
 * is cached without a per-request check, so the repositories are returned as they are.
 */
function coherentRepositories(repos: Repositories, local: LocalState | undefined): Repositories {
  if (!local) {
    return repos;
  }
  return {
    ...repos,
    analyses: coherent(repos.analyses, ANALYSES_CACHE_EFFECTS, local),
    sessions: coherent(repos.sessions, SESSIONS_CACHE_EFFECTS, local),
  };
}

/** The analysis a cached-read route names (`:tokenId` on the spec's paths, `:id` on ours), when it is a plausible id (the schema checks it later). */
function analysisIdOf(request: FastifyRequest): number | undefined {
  const params = request.params as { tokenId?: unknown; id?: unknown } | undefined;
  const raw = params?.tokenId ?? params?.id;
  const id = typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
  return id !== undefined && id <= 2_147_483_647 ? id : undefined;
}

/**
 * The read path's caches (docs/architecture.md "Read path").
 *
 * - **Embedded database (PGlite)**: one process owns the data, so the loaded analysis and the active
 *   sessions are cached in-process and dropped by the writes themselves ({@link coherentRepositories}).
 *   A cached read touches no database.
 * - **Shared database (PostgreSQL)**: several server processes may write. Each cached read makes one
 *   indexed query that checks the session and reads the analysis version; the loaded analysis and the
 *   responses are keyed by that version, so a write acknowledged by any server is seen by the next read.
 *
 * In both, the serialised response is kept per (analysis, version, URL with its query string): the version
 * covers the inputs, names and settings, the query string the period. Identical bytes come back.
 */
export function readCache(db: Db, baseRepos: Repositories) {
  const local = isShared(db) ? undefined : localStateOf(db);
  const sharedAnalyses = new LRUCache<number, LoadedAnalysis>({ max: MAX_ANALYSES });
  const coherentRepos = coherentRepositories(baseRepos, local);
  // A change hands the repository the cached copy (so it need not read the analysis under its lock when the
  // copy is current) and its answer becomes the cached copy: the next save and read of it touch no figures.
  const update: Repositories['analyses']['update'] = async (userId, id, expectedVersion, change, after) => {
    const run = () => baseRepos.analyses.update(userId, id, expectedVersion, change, after, local ? local.analyses.get(id) : sharedAnalyses.get(id));
    if (local) {
      return local.analyses.write(id, run);
    }
    const updated = await run();
    sharedAnalyses.set(id, updated);
    return updated;
  };
  const repos: Repositories = { ...coherentRepos, analyses: { ...coherentRepos.analyses, update } };
  const responses = new LRUCache<string, string>({ maxSize: MAX_RESPONSE_BYTES, sizeCalculation: (body) => body.length || 1 });
  // The same answers compressed, per encoding: compressing a cached answer again on every browser request
  // cost more than serving it.
  const compressed = new LRUCache<string, Buffer>({ maxSize: MAX_RESPONSE_BYTES / 4, sizeCalculation: (bytes) => bytes.length || 1 });

  /**
   * The user's analysis `id`: on the embedded database from the in-process cache (loaded and kept on a miss);
   * on a shared database the cached copy when it is at `checkedVersion` (the version the auth check just
   * read), else loaded. 404 when it is missing or not the user's.
   */
  const load = async (userId: number, id: number, checkedVersion: number | null | undefined): Promise<LoadedAnalysis> => {
    if (local) {
      const cached = local.analyses.get(id);
      const loaded = cached ?? (await local.analyses.fill(id, () => repos.analyses.load(userId, id)));
      if (loaded.analysis.user_id !== userId) {
        throw notFound('Analysis not found');
      }
      return loaded;
    }
    if (checkedVersion === null) {
      throw notFound('Analysis not found');
    }
    const cached = sharedAnalyses.get(id);
    if (cached && checkedVersion !== undefined && cached.analysis.version === checkedVersion && cached.analysis.user_id === userId) {
      return cached;
    }
    const loaded = await repos.analyses.load(userId, id);
    sharedAnalyses.set(id, loaded);
    return loaded;
  };

  return {
    /** The repositories the routes use (writes keep the embedded database's caches coherent). */
    repos,

    /**
     * Whether the user's session is active. On the embedded database the answer is cached until the
     * session expires or any session is revoked. On a shared database it is asked every time; for a
     * cached-read route the same query also reads the analysis version, kept on the request.
     */
    async sessionActive(user: AuthUser, request?: FastifyRequest): Promise<boolean> {
      if (local) {
        const known = local.sessions.get(user.sessionId);
        if (known && known.userId === user.id && known.until > Date.now()) {
          return true;
        }
        // The query runs inside the fill, so a logout that lands meanwhile keeps its answer out of the cache.
        const session = await local.sessions.fill(
          user.sessionId,
          async () => ({ userId: user.id, until: (await repos.sessions.activeUntil(user.sessionId, user.id))?.getTime() ?? 0 }),
          (s) => s.until - Date.now(),
        );
        return session.until > Date.now();
      }
      const id = request?.routeOptions.config.cachedRead ? analysisIdOf(request) : undefined;
      if (request && id !== undefined) {
        const { active, version } = await repos.sessions.activeWithVersion(user.sessionId, user.id, id);
        request.analysisVersion = version;
        return active;
      }
      return repos.sessions.isActive(user.sessionId, user.id);
    },

    /**
     * Saves one statement of every company in period `year` (the assessment year when undefined), merged in
     * SQL (`mergeStatement` in the analyses repository), and answers the analysis as it stands after the
     * save; 404, 409 or 400 (`invalid` names the update) when nothing could be written. When the cache holds the version just before
     * this save, the answer is that version with the merged statement in place (no read); otherwise it is
     * loaded, and may already hold later writes of others. `version` is the one this save produced (the
     * ETag to answer with: a later one would let the client's next If-Match overwrite writes it never saw).
     * On the embedded database the answer becomes the cached analysis.
     */
    async mergeStatement(
      userId: number,
      id: number,
      expectedVersion: number | undefined,
      year: number | undefined,
      screen: InputScreenId,
      patches: StatementInputs[],
      invalid: string,
    ): Promise<{ loaded: LoadedAnalysis; version: number }> {
      const before = local ? local.analyses.get(id) : sharedAnalyses.get(id);
      let version = 0;
      const save = async (): Promise<LoadedAnalysis> => {
        const saved = await baseRepos.analyses.mergeStatement(userId, id, expectedVersion, year, screen, patches);
        if (!saved) {
          // Nothing was written: say why, in the order a read-modify-write would have found it.
          const current = await baseRepos.analyses.load(userId, id);
          if (expectedVersion !== undefined && expectedVersion !== current.analysis.version) {
            throw versionConflict(current.analysis.version);
          }
          const period = periodYear(current, year);
          const overLines = patches.flatMap((patch, position) =>
            figuresOverLines(current.companies[position], period, screen, patch).map((x) => ({ ...x, path: [position, 'metrics', ...x.path] })),
          );
          if (overLines.length > 0) {
            throw figureFromDetailLines(overLines);
          }
          throw invalidRequest([{ path: [], message: `expected ${current.companies.length} companies, got ${patches.length}` }], invalid);
        }
        const { analysis, statements } = saved;
        version = analysis.version;
        if (!before || before.analysis.user_id !== userId || before.analysis.version !== analysis.version - 1) {
          return baseRepos.analyses.load(userId, id);
        }
        return {
          analysis,
          periods: before.periods,
          months: before.months,
          companies: before.companies.map((c) => {
            const inputs = c.byYear.get(saved.year)!;
            // As the SQL merge does: a figure written drops the expression it was typed as.
            const texts = textsAt(c, saved.year);
            const expressions = Object.keys(patches[c.position] ?? {}).reduce((e, key) => withCellText(e, screen, key, ''), texts.expressions);
            return {
              ...c,
              byYear: new Map(c.byYear).set(saved.year, { ...inputs, [screen]: statements[c.position] ?? inputs[screen] }),
              textsByYear: new Map(c.textsByYear).set(saved.year, { ...texts, expressions }),
              projections: saved.projections[c.position] ?? c.projections,
            };
          }),
        };
      };
      if (local) {
        return { loaded: await local.analyses.write(id, save), version };
      }
      const loaded = await save();
      sharedAnalyses.set(id, loaded);
      return { loaded, version };
    },

    /** The user's analysis `id` through the cache; 404 when missing or not theirs. */
    load: (request: FastifyRequest, userId: number, id: number) => load(userId, id, request.analysisVersion),

    /**
     * Answers a read of analysis `id` with the serialised response of this (analysis, version, route, query
     * string) when one is cached, else computes it from the loaded analysis, serialises it with the route's
     * response schema and keeps it. `etag` adds the analysis version as the ETag (statement reads).
     */
    async send(
      request: FastifyRequest,
      reply: FastifyReply,
      user: AuthUser,
      id: number,
      compute: (loaded: LoadedAnalysis) => unknown,
      options: { etag?: boolean } = {},
    ): Promise<FastifyReply> {
      // The URL as requested: its path holds the route's parameters (the screen of the all-periods read),
      // its query string the period.
      const keyAt = (version: number) => `${user.id}:${id}:${version}:${request.url}`;
      const known = local ? local.analyses.get(id) : undefined;
      const version = local ? (known?.analysis.user_id === user.id ? known.analysis.version : undefined) : request.analysisVersion;
      if (version === null) {
        throw notFound('Analysis not found');
      }
      let body = version === undefined ? undefined : responses.get(keyAt(version));
      let current = version;
      if (body === undefined || current === undefined) {
        const loaded = await load(user.id, id, request.analysisVersion);
        current = loaded.analysis.version;
        body = reply.serialize(compute(loaded)) as string;
        responses.set(keyAt(current), body);
      }
      if (options.etag) {
        void reply.header('etag', `"${current}"`);
      }
      void reply.type('application/json; charset=utf-8');
      const encoding = acceptedEncoding(request, Buffer.byteLength(body));
      if (!encoding) {
        return reply.send(body);
      }
      const key = `${keyAt(current)}\t${encoding}`;
      let bytes = compressed.get(key);
      if (!bytes) {
        bytes = compress(body, encoding);
        compressed.set(key, bytes);
      }
      return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(bytes);
    },
  };
}
export type ReadCache = ReturnType<typeof readCache>;
