import pg from 'pg';

/**
 * Per-process answers to "which tenant serves this hostname" and "is this tenant open", kept on
 * PostgreSQL only and kept true by `LISTEN/NOTIFY` (decision 071): a trigger on `clientes` and
 * `clientes_hosts` notifies `atalaya_tenants` at every commit that changes them, whoever commits
 * (this process, another server process, the operator's command line), and every listening
 * process forgets all it kept.
 *
 * It must never answer from memory what it cannot know is current:
 * - nothing is kept until the listening connection has run its `LISTEN`;
 * - when that connection fails, ends or stops answering its heartbeat, everything is forgotten
 *   and every question goes to the database until a new connection listens again;
 * - an answer read while a notification arrived (the generation moved) is used, not kept.
 * A database without a directory (SQLite, a transaction) is always asked: there a read costs
 * microseconds, and another process's writes could not be heard.
 */
export type TenantDirectory = {
  /** Listening: answers may be kept. */
  readonly live: boolean;
  /** Answers given from memory, and how many times everything was forgotten. */
  readonly stats: { hits: number; forgotten: number };
  /** Forgets everything (a notification, a lost connection). */
  forget(): void;
  stop(): Promise<void>;
};

export type TenantFactKind = 'open' | 'host';

type DirectoryState = Omit<TenantDirectory, 'live'> & {
  live: boolean;
  generation: number;
  facts: Record<TenantFactKind, Map<string, unknown>>;
};

/** The channel migration 035's triggers notify. */
const tenantChannel = 'atalaya_tenants';
/** Hostnames are whatever a client sends: at most this many kept, then the map starts again. */
const maxFactsPerKind = 1_000;
const heartbeatMs = 5_000;
const reconnectMinMs = 500;
const reconnectMaxMs = 30_000;
const endWaitMs = 2_000;

const directories = new WeakMap<object, DirectoryState>();

/**
 * The answer for `key`, from memory when `db` has a live directory that holds it, otherwise from
 * `read` (kept for next time when the directory is live and heard nothing meanwhile).
 */
export async function rememberedTenantFact<T>(
  db: object,
  kind: TenantFactKind,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  const directory = directories.get(db);
  if (!directory?.live) {
    return read();
  }
  const facts = directory.facts[kind];
  if (facts.has(key)) {
    directory.stats.hits += 1;
    return facts.get(key) as T;
  }
  const generation = directory.generation;
  const value = await read();
  if (directory.live && directory.generation === generation) {
    if (facts.size >= maxFactsPerKind) {
      facts.clear();
    }
    facts.set(key, value);
  }
  return value;
}

/**
 * Forgets at once what `db`'s directory holds, after this process committed a change to a tenant
 * or its hostnames: the notification would follow within milliseconds, this process's next call
 * must not wait for it. (A no-op for a transaction or a database without a directory.)
 */
export function forgetTenantFacts(db: object): void {
  directories.get(db)?.forget();
}

/** The directory serving `db`, if any (tests and the health of the listener). */
export function tenantDirectoryOf(db: object): TenantDirectory | undefined {
  return directories.get(db);
}

type Warn = (message: string) => void;

/**
 * Starts listening on its own connection to `connectionString` and serves `db` from then on.
 * Resolves once the first attempt has listened or failed (a failure leaves the directory not live
 * and retrying); never rejects. `stop` ends the connection and the retries.
 */
export async function startTenantDirectory(db: object, connectionString: string, warn: Warn): Promise<TenantDirectory> {
  let client: pg.Client | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let retry: NodeJS.Timeout | null = null;
  let retryMs = reconnectMinMs;
  let stopped = false;
  const state: DirectoryState = {
    live: false,
    generation: 0,
    stats: { hits: 0, forgotten: 0 },
    facts: { open: new Map(), host: new Map() },
    forget() {
      state.generation += 1;
      state.stats.forgotten += 1;
      state.facts.open.clear();
      state.facts.host.clear();
    },
    async stop() {
      stopped = true;
      directories.delete(db);
      if (retry) {
        clearTimeout(retry);
        retry = null;
      }
      await lose(null);
    },
  };

  /** The connection is gone (or going): nothing kept is trusted any more; try again later. */
  function lose(reason: string | null): Promise<void> {
    const wasLive = state.live;
    state.live = false;
    state.forget();
    if (heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
    const old = client;
    client = null;
    let ended = Promise.resolve();
    if (old) {
      old.removeAllListeners('notification');
      old.removeAllListeners('end');
      // An error after we let go must not crash the process.
      old.on('error', () => undefined);
      // Bounded: a connection that never opened, or a silent network, must not hold up a close.
      ended = Promise.race([
        old.end().catch(() => undefined),
        new Promise<void>((resolve) => {
          setTimeout(resolve, endWaitMs).unref();
        }),
      ]);
    }
    if (stopped || retry) {
      return ended;
    }
    if (wasLive && reason) {
      warn(`tenant directory: the listening connection was lost (${reason}); reading tenants from the database`);
    }
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, reconnectMaxMs);
    return ended;
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString, keepAlive: true, application_name: 'atalaya tenant directory' });
    client = next;
    next.on('error', (error) => {
      if (client === next) void lose(error.message);
    });
    next.on('end', () => {
      if (client === next) void lose('connection ended');
    });
    next.on('notification', (message) => {
      if (client === next && message.channel === tenantChannel) state.forget();
    });
    try {
      await next.connect();
      await next.query(`listen ${tenantChannel}`);
    } catch (error) {
      if (client === next) void lose(error instanceof Error ? error.message : String(error));
      return;
    }
    if (client !== next || stopped) {
      return;
    }
    // Whatever changed before the LISTEN was never heard: start from nothing.
    state.forget();
    state.live = true;
    retryMs = reconnectMinMs;
    heartbeat = setInterval(() => {
      void beat(next);
    }, heartbeatMs);
    heartbeat.unref();
  }

  /** A connection that stopped answering (no error, no end: a silent network) is let go too. */
  async function beat(connection: pg.Client): Promise<void> {
    const timeout = new Promise<'timeout'>((resolve) => {
      setTimeout(() => resolve('timeout'), heartbeatMs).unref();
    });
    const answer = await Promise.race([connection.query('select 1').then(() => 'ok' as const), timeout]).catch(
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    if (answer !== 'ok' && client === connection) {
      await lose(answer === 'timeout' ? 'no answer to the heartbeat' : answer);
    }
  }

  directories.set(db, state);
  await connect();
  return state;
}
