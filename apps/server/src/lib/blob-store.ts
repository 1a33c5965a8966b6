import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { nowIso } from './time.ts';

/**
 * Where uploaded files live (architecture §2). It stores bytes that are ALREADY encrypted
 * (lib/crypto.ts, context `blob:<key>`): the store itself never sees a plaintext file.
 */
export type BlobStore = {
  /** Stores the bytes under the tenant and key; a key is written once. */
  put: (idcliente: number, key: string, bytes: Buffer) => Promise<void>;
  /** The stored bytes, or undefined when there is no such blob in that tenant. */
  get: (idcliente: number, key: string) => Promise<Buffer | undefined>;
  /** Removes the blob; deleting a missing blob is not an error. */
  delete: (idcliente: number, key: string) => Promise<void>;
};

const keyPattern = /^[a-f0-9]{32,64}$/;

/** A new random blob key (128 bits, hex): also a safe file name. */
export function newBlobKey(): string {
  return crypto.randomBytes(16).toString('hex');
}

/** Keys and tenants come from our own rows, but a path is built from them: refuse anything odd. */
function assertAddress(idcliente: number, key: string): void {
  if (!Number.isSafeInteger(idcliente) || idcliente <= 0 || !keyPattern.test(key)) {
    throw new Error('Invalid blob address');
  }
}

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}

/** Flushes a directory entry (rename, unlink) to disk; a no-op where directories cannot be opened. */
async function syncDirectory(dir: string): Promise<void> {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(dir, 'r');
    await handle.sync();
  } catch {
    // Some platforms refuse fsync on a directory; the rename is still atomic.
  } finally {
    await handle?.close();
  }
}

/**
 * Files under `<dataDir>/blobs/<idcliente>/<key>` (directories 0700, files 0600). A blob is
 * written to a temporary name, flushed, then renamed, so a crash never leaves half a file
 * under a real key.
 */
export function createFileBlobStore(dataDir: string): BlobStore {
  const root = path.join(dataDir, 'blobs');

  function locate(idcliente: number, key: string): { dir: string; file: string } {
    assertAddress(idcliente, key);
    const dir = path.join(root, String(idcliente));
    return { dir, file: path.join(dir, key) };
  }

  return {
    async put(idcliente, key, bytes) {
      const { dir, file } = locate(idcliente, key);
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const temp = path.join(dir, `.${key}.${crypto.randomBytes(6).toString('hex')}.tmp`);
      // 'wx': never follow or overwrite an existing path.
      const handle = await fs.open(temp, 'wx', 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } catch (error) {
        await handle.close();
        await fs.rm(temp, { force: true });
        throw error;
      }
      await handle.close();
      try {
        // Keys are 128 random bits, so the rename never replaces another blob.
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
      await syncDirectory(dir);
    },

    async get(idcliente, key) {
      const { file } = locate(idcliente, key);
      try {
        return await fs.readFile(file);
      } catch (error) {
        if (isMissing(error)) {
          return undefined;
        }
        throw error;
      }
    },

    async delete(idcliente, key) {
      const { dir, file } = locate(idcliente, key);
      try {
        await fs.unlink(file);
      } catch (error) {
        if (isMissing(error)) {
          return;
        }
        throw error;
      }
      await syncDirectory(dir);
    },
  };
}

/** Rows of the `blobs` table, so every API node behind a load balancer sees the same files. */
export function createDatabaseBlobStore(db: Kysely<Database>): BlobStore {
  return {
    async put(idcliente, key, bytes) {
      assertAddress(idcliente, key);
      await db.insertInto('blobs').values({ blob_key: key, idcliente, datos: bytes, fec_alta: nowIso() }).execute();
    },

    async get(idcliente, key) {
      assertAddress(idcliente, key);
      const row = await db
        .selectFrom('blobs')
        .select('datos')
        .where('blob_key', '=', key)
        .where('idcliente', '=', idcliente)
        .executeTakeFirst();
      return row ? Buffer.from(row.datos) : undefined;
    },

    async delete(idcliente, key) {
      assertAddress(idcliente, key);
      await db.deleteFrom('blobs').where('blob_key', '=', key).where('idcliente', '=', idcliente).execute();
    },
  };
}

/**
 * The store of the running dialect, chosen once: files next to the SQLite database, or the
 * `blobs` table when the database is PostgreSQL.
 */
export function createBlobStore(options: { dialect: DialectName; db: Kysely<Database>; dataDir: string }): BlobStore {
  return options.dialect === 'postgres' ? createDatabaseBlobStore(options.db) : createFileBlobStore(options.dataDir);
}
