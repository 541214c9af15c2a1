import { LRUCache } from 'lru-cache';

/** A load in flight: it may fill the cache only if nothing invalidated its key meanwhile. */
interface Ticket {
  stale: boolean;
}

/**
 * A bounded in-process cache for data this process alone changes (the embedded database is single-process).
 * A load that was running when its key was invalidated does not fill the cache: it may have read the data
 * as it was before the write, and caching it would serve the old figures after the write was acknowledged.
 */
export class InvalidatableCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>> {
  private readonly entries: LRUCache<K, V>;
  private readonly inFlight = new Map<K, Set<Ticket>>();

  constructor(options: LRUCache.Options<K, V, unknown>) {
    this.entries = new LRUCache(options);
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  /**
   * Runs `load` and caches its result unless `key` was invalidated while it ran; `ttl` gives how many ms to
   * keep it (a value whose `ttl` is 0 or less is returned, not cached).
   */
  async fill(key: K, load: () => Promise<V>, ttl?: (value: V) => number): Promise<V> {
    const ticket: Ticket = { stale: false };
    let tickets = this.inFlight.get(key);
    if (!tickets) {
      tickets = new Set();
      this.inFlight.set(key, tickets);
    }
    tickets.add(ticket);
    try {
      const value = await load();
      const ms = ttl?.(value);
      if (!ticket.stale && (ms === undefined || ms > 0)) {
        this.entries.set(key, value, ms === undefined ? undefined : { ttl: ms });
      }
      return value;
    } finally {
      tickets.delete(ticket);
      if (tickets.size === 0) {
        this.inFlight.delete(key);
      }
    }
  }

  /**
   * Runs a write of `key` that answers the value as it stands after the write, and caches that value
   * unless another write of `key` ran meanwhile; loads of `key` still in flight will not cache what they
   * read. A failed write drops `key`.
   */
  async write(key: K, run: () => Promise<V>): Promise<V> {
    const ticket: Ticket = { stale: false };
    const tickets = this.inFlight.get(key) ?? new Set<Ticket>();
    this.inFlight.set(key, tickets);
    tickets.add(ticket);
    try {
      const value = await run();
      for (const other of tickets) {
        other.stale ||= other !== ticket;
      }
      if (ticket.stale) {
        this.entries.delete(key);
      } else {
        this.entries.set(key, value);
      }
      return value;
    } catch (err) {
      this.invalidate(key);
      throw err;
    } finally {
      tickets.delete(ticket);
      if (tickets.size === 0) {
        this.inFlight.delete(key);
      }
    }
  }

  /** Drops `key`, and keeps loads of it now in flight from caching what they read. */
  invalidate(key: K): void {
    this.entries.delete(key);
    for (const ticket of this.inFlight.get(key) ?? []) {
      ticket.stale = true;
    }
  }

  /** Drops everything, and keeps every load now in flight from caching. */
  clear(): void {
    this.entries.clear();
    for (const tickets of this.inFlight.values()) {
      for (const ticket of tickets) {
        ticket.stale = true;
      }
    }
  }
}
