import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';

/** How the embedded database's one connection is shared; see `ConnectionTurns`. */
export interface TurnRules {
  /**
   * While both want the connection, readers get at least this many times the length of background work's
   * last turn before its next one: background work then gets 1 / (1 + share) of the time, whatever the load.
   */
  readersShare: number;
  /** How long the connection must stay free before background work takes it with no reader waiting. */
  quietMs: number;
  /** A turn longer than this ends at its next statement, even if the work has not yielded. */
  longestTurnMs: number;
  /** Background work still waiting this long after its turn was due (a reader holding on) goes on without one. */
  overdueMs: number;
  /**
   * Background work goes ahead of waiting readers only while its share of the connection's busy time (over
   * the last few seconds, see `shareWindowMs`) is below this. Under a moderate read load it gets its time in
   * the gaps readers leave and readers keep going first; only readers that never leave the connection make
   * it take its turns, and then it gets this share.
   */
  backgroundShare: number;
  /** The time constant of the busy times that `backgroundShare` compares (exponentially decayed). */
  shareWindowMs: number;
}

export const DEFAULT_TURN_RULES: TurnRules = {
  // Background work gets two thirds of a connection that readers never leave: under load an import also cuts
  // its statements shorter (more of them, slower in all), and it must still finish within 3× its time alone
  // (issue 18; with a share of 1 a 50 MB import took 3.6× on a busy machine, docs/PERFORMANCE.md).
  readersShare: 0.5,
  // Long enough for a request that arrived meanwhile to queue its first query, and for a request between
  // two of its queries to send the next.
  quietMs: 2,
  // A reader arriving in a turn waits for the rest of it: with turns of up to a second, the load benchmark's
  // p95 during the import was 238 ms; at 150 ms, 124 ms (issue 8's target: 200 ms).
  longestTurnMs: 150,
  overdueMs: 1_000,
  // The load benchmark's 100 users (issue 8: p95 under 200 ms during a 200 MB import) leave gaps that give
  // the import about this much; with the share rule alone it took its turns ahead of them all the same and
  // their p95 went from 145 to 291 ms (with longest turns of 150 ms: 0.6 gave 124 and 213 ms in two runs,
  // 0.5 gave 150 ms, and 2.1x for the import under 50 back-to-back readers).
  backgroundShare: 0.5,
  shareWindowMs: 3_000,
};

interface BackgroundWaiter {
  begin: () => void;
  overdue?: NodeJS.Timeout;
}

/**
 * The embedded database's one connection, shared between users' queries (readers) and background work (an
 * import) that asks for the connection with `yieldToReaders()` before each of its statements.
 *
 * Readers queue first come, first served. Background work takes turns: a turn begins when no reader waits
 * and the connection has been free for `quietMs`, or, when readers never stop, once they have had the
 * connection for `readersShare` times the background's last turn since it ended and the background's share
 * of the recent busy time is under `backgroundShare`; it then goes ahead of the readers queued. A turn runs the statement the work sends straight after (the next query asked for in the
 * same microtask flush: its code runs on without waiting for anything else) and each statement it chains
 * the same way; it ends when the work stops to do something else, yields again, or has run `longestTurnMs`
 * (its next statement then queues like a reader's). Before, the work waited
 * for quiet up to a second per statement and then queued behind every reader: with 50 readers back to back
 * a 19 s import had not finished in 16 minutes (issue 18).
 */
export class ConnectionTurns {
  #held = false;
  #readers: (() => void)[] = [];
  #background: BackgroundWaiter[] = [];
  /** When the current turn began; null between turns. */
  #turnStartedAt: number | null = null;
  /** In a turn, the connection is free for the next query asked for in this microtask flush. */
  #turnOpen = false;
  #turnOpenings = 0;
  #turnStarting = false;
  #readersUntil = Number.NEGATIVE_INFINITY;
  #lastTurnMs = 0;
  #freeSince = performance.now();
  #quietTimer: NodeJS.Timeout | undefined;
  #contendedAt = Number.NEGATIVE_INFINITY;
  /** Busy time of background turns and of readers, decayed over `shareWindowMs`, as of `#busyAt`. */
  #backgroundBusy = 0;
  #readersBusy = 0;
  #busyAt = performance.now();
  /** When the reader holding the connection took it; null when no reader holds it. */
  #readerSince: number | null = null;

  constructor(private readonly rules: TurnRules = DEFAULT_TURN_RULES) {}

  /** Resolves when the caller holds the connection; `release` hands it on. */
  acquire(): Promise<void> {
    if (!this.#held && this.#turnOpen) {
      this.#turnOpen = false;
      this.#held = true;
      return Promise.resolve();
    }
    if (!this.#held && this.#turnStartedAt === null && !this.#turnStarting && this.#readers.length === 0) {
      this.#held = true;
      this.#readerSince = performance.now();
      return Promise.resolve();
    }
    this.#contendedAt = performance.now();
    return new Promise((resolve) => {
      this.#readers.push(resolve);
      this.#dispatch();
    });
  }

  release(): void {
    this.#held = false;
    const now = performance.now();
    if (this.#readerSince !== null) {
      this.#addBusy(now, 0, now - this.#readerSince);
      this.#readerSince = null;
    }
    if (this.#turnStartedAt !== null) {
      if (now - this.#turnStartedAt < this.rules.longestTurnMs) {
        this.#openTurn();
        return;
      }
      this.#endTurn(now);
    }
    this.#freeSince = now;
    this.#dispatch();
  }

  /**
   * Background work calls it before each statement: ends its current turn, and resolves when its next one
   * begins (see the class).
   */
  yieldToReaders(): Promise<void> {
    const now = performance.now();
    if (this.#turnStartedAt !== null) this.#endTurn(now);
    // Readers' time counts from when the work asks, not from its last turn: work that spent a while on
    // something else (parsing, writing a batch) still waits that long for a quiet moment before it goes
    // ahead of anyone. Under a moderate load a quiet moment comes first; only readers that never stop see
    // it jump the queue.
    this.#readersUntil = Math.max(this.#readersUntil, now + this.rules.readersShare * this.#lastTurnMs);
    return new Promise((resolve) => {
      const waiter: BackgroundWaiter = {
        begin: () => {
          clearTimeout(waiter.overdue);
          resolve();
        },
      };
      const dueIn = Math.max(0, this.#readersUntil - performance.now());
      // A safety net, not the schedule: a reader (or the work itself, in a transaction) holding the
      // connection far past the turn's due time must not hold the work up for good.
      waiter.overdue = setTimeout(() => {
        this.#background = this.#background.filter((w) => w !== waiter);
        resolve();
      }, dueIn + this.rules.overdueMs);
      waiter.overdue.unref();
      this.#background.push(waiter);
      this.#dispatch();
    });
  }

  /** Whether a query found the connection taken, or background work found readers waiting, within `ms`. */
  contendedWithin(ms: number): boolean {
    return performance.now() - this.#contendedAt <= ms;
  }

  #dispatch(): void {
    if (this.#held || this.#turnStartedAt !== null || this.#turnStarting) return;
    clearTimeout(this.#quietTimer);
    this.#quietTimer = undefined;
    const now = performance.now();
    const backgroundDue =
      this.#background.length > 0 &&
      now >= this.#readersUntil &&
      (this.#readers.length === 0 || this.#backgroundShareAt(now) < this.rules.backgroundShare);
    if (this.#readers.length > 0 && this.#background.length > 0) this.#contendedAt = now;
    if (this.#readers.length > 0 && !backgroundDue) {
      this.#held = true;
      this.#readerSince = now;
      this.#readers.shift()?.();
      return;
    }
    if (this.#background.length === 0) return;
    const quietIn = this.#freeSince + this.rules.quietMs - now;
    if (backgroundDue || quietIn <= 0) {
      this.#startTurn();
      return;
    }
    this.#quietTimer = setTimeout(() => this.#dispatch(), Math.min(quietIn, this.#readersUntil - now));
  }

  /**
   * Begins a turn in a task of its own: its microtask flush then holds only the background work's code, so
   * the query asked for in it is the work's and not that of a reader that just released the connection.
   */
  #startTurn(): void {
    this.#turnStarting = true;
    setImmediate(() => {
      this.#turnStarting = false;
      const waiter = this.#background.shift();
      if (!waiter) {
        this.#dispatch();
        return;
      }
      this.#turnStartedAt = performance.now();
      this.#openTurn();
      waiter.begin();
    });
  }

  /** Free for the next query asked for in this microtask flush; the turn ends if none is. */
  #openTurn(): void {
    this.#turnOpen = true;
    const opening = ++this.#turnOpenings;
    // A tick queued from a microtask runs once the microtask queue is empty: after the work's code has run
    // on to its next query, if it has one.
    queueMicrotask(() =>
      process.nextTick(() => {
        if (opening !== this.#turnOpenings || !this.#turnOpen) return;
        this.#endTurn(performance.now());
        this.#dispatch();
      }),
    );
  }

  /** Adds busy time, decaying what was there for the time since it was last added to. */
  #addBusy(now: number, background: number, readers: number): void {
    const kept = Math.exp(-(now - this.#busyAt) / this.rules.shareWindowMs);
    this.#backgroundBusy = this.#backgroundBusy * kept + background;
    this.#readersBusy = this.#readersBusy * kept + readers;
    this.#busyAt = now;
  }

  /** Background work's share of the connection's recent busy time (0 with no history). */
  #backgroundShareAt(now: number): number {
    this.#addBusy(now, 0, 0);
    const busy = this.#backgroundBusy + this.#readersBusy;
    return busy > 0 ? this.#backgroundBusy / busy : 0;
  }

  #endTurn(now: number): void {
    if (this.#turnStartedAt === null) return;
    this.#addBusy(now, now - this.#turnStartedAt, 0);
    this.#lastTurnMs = now - this.#turnStartedAt;
    this.#readersUntil = now + this.rules.readersShare * this.#lastTurnMs;
    this.#turnStartedAt = null;
    this.#turnOpen = false;
    this.#freeSince = now;
  }
}

/**
 * kysely-pglite-dialect with its driver replaced: the package's driver queues every query first come, first
 * served; this one shares the connection by `turns`. Adapter, query compiler and introspector are the package's.
 */
export class TurnTakingPGliteDialect extends PGliteDialect {
  constructor(
    private readonly pglite: PGlite,
    private readonly turns: ConnectionTurns,
  ) {
    super(pglite);
  }

  override createDriver(): Driver {
    return new TurnTakingDriver(this.pglite, this.turns);
  }
}

class TurnTakingDriver implements Driver {
  readonly #connection: PGliteConnection;

  constructor(
    private readonly pglite: PGlite,
    private readonly turns: ConnectionTurns,
  ) {
    this.#connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.turns.acquire();
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    this.turns.release();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const begin = settings.isolationLevel
      ? `start transaction isolation level ${settings.isolationLevel}`
      : 'begin';
    await connection.executeQuery(CompiledQuery.raw(begin));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    await this.pglite.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  /**
   * PGlite runs each statement synchronously on this thread, and the connection passes from query to query
   * in microtasks. Under a steady stream of queries the event loop then never reached its I/O phase, and a
   * request on a connection opened meanwhile waited until the server was idle (10 s and more in the load
   * benchmark). A turn of the event loop before each statement lets new requests in to queue.
   */
  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    const result = await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    return result.affectedRows
      ? { numAffectedRows: BigInt(result.affectedRows), rows: result.rows }
      : { rows: result.rows };
  }

  async *streamQuery<R>(
    compiledQuery: CompiledQuery,
    chunkSize = 100,
  ): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(compiledQuery);
    for (let i = 0; i < rows.length; i += chunkSize) yield { rows: rows.slice(i, i + chunkSize) };
  }
}
