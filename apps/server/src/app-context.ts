import type { Kysely } from 'kysely';
import type { Config } from './config/env.ts';
import type { DialectName } from './db/database.ts';
import type { Database } from './db/schema.ts';
import type { SeedReport } from './db/seed/seed.ts';
import type { AfterReply } from './lib/after-reply.ts';
import type { BlobStore } from './lib/blob-store.ts';
import type { CounterStore } from './lib/counter-store.ts';
import type { Secrets } from './lib/secrets.ts';
import type { SourceLimits } from './lib/source-limits.ts';
import type { TenantKeys } from './lib/tenant-keys.ts';
import type { TokenService } from './lib/tokens.ts';

/** What every feature may use, decorated on the Fastify instance by buildApp. */
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    dialect: DialectName;
    secrets: Secrets;
    tokens: TokenService;
    seedReport: SeedReport;
    tenantKeys: TenantKeys;
    blobStore: BlobStore;
    /** The counters of every limit, shared by all processes on the database (decision 025). */
    counters: CounterStore;
    sourceLimits: SourceLimits;
    /** Work a request started that its answer does not wait for (decision 073). */
    afterReply: AfterReply;
  }
}
