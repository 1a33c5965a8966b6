import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { DIALECTS } from '../test/dialects.ts';
import { buildTenant } from '../test/factories.ts';
import {
  createBlobStore,
  createDatabaseBlobStore,
  createFileBlobStore,
  newBlobKey,
  type BlobStore,
} from './blob-store.ts';

/** The contract every store keeps, whatever it stores in. */
function behavesAsBlobStore(store: () => BlobStore, tenants: () => { a: number; b: number }) {
  it('round-trips bytes, answers undefined for a missing key and deletes idempotently', async () => {
    const { a } = tenants();
    const key = newBlobKey();
    const bytes = crypto.randomBytes(70_000);
    await store().put(a, key, bytes);
    expect((await store().get(a, key))?.equals(bytes)).toBe(true);
    expect(await store().get(a, newBlobKey())).toBeUndefined();
    await store().delete(a, key);
    expect(await store().get(a, key)).toBeUndefined();
    await expect(store().delete(a, key)).resolves.toBeUndefined();
  });

  it("keeps tenants apart: tenant B never reads or deletes tenant A's blob", async () => {
    const { a, b } = tenants();
    const key = newBlobKey();
    await store().put(a, key, Buffer.from('de A'));
    expect(await store().get(b, key)).toBeUndefined();
    await store().delete(b, key);
    expect((await store().get(a, key))?.toString()).toBe('de A');
  });

  it('refuses keys that are not hex and tenant ids that are not positive integers', async () => {
    const { a } = tenants();
    await expect(store().put(a, '../../etc/passwd', Buffer.from('x'))).rejects.toThrow('Invalid blob address');
    await expect(store().get(a, 'ABC')).rejects.toThrow('Invalid blob address');
    await expect(store().get(0, newBlobKey())).rejects.toThrow('Invalid blob address');
  });
}

describe('file blob store', () => {
  let dataDir: string;
  let store: BlobStore;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atalaya-blobs-'));
    store = createFileBlobStore(dataDir);
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  behavesAsBlobStore(
    () => store,
    () => ({ a: 1, b: 2 }),
  );

  it('writes <dataDir>/blobs/<idcliente>/<key> with directories 0700 and files 0600, and no temporary file left', async () => {
    const key = newBlobKey();
    await store.put(7, key, Buffer.from('cifrado'));
    const file = path.join(dataDir, 'blobs', '7', key);
    expect(fs.readFileSync(file, 'utf8')).toBe('cifrado');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dataDir, 'blobs')).mode & 0o777).toBe(0o700);
    expect(fs.readdirSync(path.dirname(file))).toEqual([key]);
  });

  it('cleans its temporary file when the final rename fails, leaving nothing under the key', async () => {
    const key = newBlobKey();
    const dir = path.join(dataDir, 'blobs', '8');
    // A non-empty directory already sits at the key, so the rename cannot happen (even as root).
    fs.mkdirSync(path.join(dir, key, 'occupied'), { recursive: true, mode: 0o700 });
    await expect(store.put(8, key, Buffer.from('x'))).rejects.toThrow();
    expect(fs.readdirSync(dir)).toEqual([key]);
    expect(fs.statSync(path.join(dir, key)).isDirectory()).toBe(true);
  });
});

for (const dialect of DIALECTS) {
  describe(`database blob store [${dialect}]`, () => {
    let t: TestApp;
    let store: BlobStore;
    const ids = { a: 0, b: 0 };
    beforeAll(async () => {
      t = await buildTestApp(dialect);
      store = createDatabaseBlobStore(t.app.db);
      ids.a = (await buildTenant(t.app)).idcliente;
      ids.b = (await buildTenant(t.app)).idcliente;
    });
    afterAll(async () => t.close());

    behavesAsBlobStore(
      () => store,
      () => ids,
    );

    it(`is the store buildApp chose when the dialect is ${dialect}`, async () => {
      const chosen = createBlobStore({ dialect, db: t.app.db, dataDir: t.config.dataDir });
      const key = newBlobKey();
      await chosen.put(ids.a, key, Buffer.from('elegido'));
      const row = await t.app.db.selectFrom('blobs').select('blob_key').where('blob_key', '=', key).executeTakeFirst();
      const file = fs.existsSync(path.join(t.config.dataDir, 'blobs', String(ids.a), key));
      expect({ row: row !== undefined, file }).toEqual(
        dialect === 'postgres' ? { row: true, file: false } : { row: false, file: true },
      );
    });
  });
}
