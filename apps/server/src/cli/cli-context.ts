import { loadConfig, type Config } from '../config/env.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { ensureReferenceData } from '../db/seed/seed.ts';
import { withStartupLock } from '../db/startup-lock.ts';
import { sealClearNotificationTitles } from '../db/notification-title-sealing.ts';
import type { OperatorDeps } from '../domain/tenant/tenant-provisioning.service.ts';
import { loadSecrets } from '../lib/secrets.ts';
import { createTenantKeys } from '../lib/tenant-keys.ts';

/** Where a command writes: `line` for results (stdout), `problem` for one error line each (stderr). */
export type Output = { line: (text: string) => void; problem: (text: string) => void };

/** What every command gets: the operator's dependencies over the open database. */
export type CliContext = { deps: OperatorDeps; config: Config };

/** A command whose arguments were checked: it runs over the open database and answers its exit code. */
export type CliCommand = (context: CliContext, out: Output) => Promise<number>;

/**
 * Opens the database the server uses (same environment: `DATA_DIR`, `DATABASE_URL`, secrets),
 * brings it up to date as the server's start does (migrations, sealing, reference data) under
 * the same start-up lock, runs `work`, and closes it. The demo tenant is never seeded here.
 */
export async function withCliContext<T>(
  env: Record<string, string | undefined>,
  work: (context: CliContext) => Promise<T>,
): Promise<T> {
  const config = loadConfig(env);
  const secrets = loadSecrets(config);
  const handle: DatabaseHandle = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  try {
    await withStartupLock(handle, async () => {
      await migrateToLatest(handle);
      await sealClearNotificationTitles(handle.db, createTenantKeys(handle.db, secrets.masterKey));
      await ensureReferenceData(handle.db);
    });
    return await work({
      config,
      deps: {
        db: handle.db,
        masterKey: secrets.masterKey,
        publicUrl: config.publicUrl,
        smtpConfigured: Boolean(config.smtpUrl),
      },
    });
  } finally {
    await handle.destroy();
  }
}
