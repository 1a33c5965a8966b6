import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listResponseSchema } from '@atalaya/contract/common/list.schemas';
import {
  galleryFileNamePattern,
  galleryMaxBytes,
  galleryMessages,
  imageSchema,
  imageUploadResponseSchema,
} from '@atalaya/contract/resources/gallery.schemas';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import {
  blobFiles,
  buildComplaint,
  issueInformanteToken,
  jpegWithGps,
  multipartBody,
  pdfWithMetadata,
  type FormPart,
} from '../../test/document-factories.ts';
import { bearer, buildAdmin, buildTenant, issueAccessToken } from '../../test/factories.ts';

const defaultPng = fs.readFileSync(new URL('../../../assets/default.png', import.meta.url));
const imageList = listResponseSchema(imageSchema);

async function png(color = '#4caf50'): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 6, channels: 3, background: color } })
    .png()
    .toBuffer();
}

for (const dialect of DIALECTS) {
  describe(`image gallery [${dialect}]`, () => {
    let t: TestApp;
    let tenant: { idcliente: number; host: string; admin: string };
    let other: { idcliente: number; host: string; admin: string };

    async function tenantWithAdmin() {
      const created = await buildTenant(t.app);
      const admin = await buildAdmin(t.app, created.idcliente);
      return {
        idcliente: created.idcliente,
        host: `${created.codigo}.example.test`,
        admin: await issueAccessToken(t.app, created.idcliente, 'Privado', admin),
      };
    }

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      tenant = await tenantWithAdmin();
      other = await tenantWithAdmin();
    });
    afterAll(async () => t.close());

    function upload(token: string | null, parts: FormPart[]) {
      const body = multipartBody(parts);
      return t.app.inject({
        method: 'POST',
        url: '/api/denuncias/trans_imagenes/',
        headers: { ...body.headers, ...(token === null ? {} : bearer(token)) },
        payload: body.payload,
      });
    }
    function imagePart(bytes: Buffer, fileName = 'foto.png', contentType = 'image/png'): FormPart {
      return { kind: 'file', field: 'file', fileName, bytes, contentType };
    }
    async function uploadOk(token: string, bytes: Buffer, ididioma = 1) {
      const res = await upload(token, [
        { kind: 'field', field: 'ididioma', value: String(ididioma) },
        imagePart(bytes),
      ]);
      expect(res.statusCode).toBe(200);
      return imageUploadResponseSchema.parse(res.json());
    }
    function list(token: string, body: Record<string, unknown>) {
      return t.app.inject({
        method: 'POST',
        url: '/api/denuncias/trans_imagenes/GetList',
        headers: bearer(token),
        payload: body,
      });
    }
    function serve(file: string, host: string) {
      return t.app.inject({ method: 'GET', url: `/denuncias/recursos/${file}`, headers: { host } });
    }
    async function imageCount(idcliente: number): Promise<number> {
      const row = await t.app.db
        .selectFrom('trans_imagenes')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('idcliente', '=', idcliente)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    }
    async function storedBlobs(): Promise<number> {
      const row = await t.app.db
        .selectFrom('blobs')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0) + blobFiles(t.config.dataDir).length;
    }

    it('upload → GetList → GET → served publicly → DELETE: the image is gone and its address serves default.png', async () => {
      const bytes = await png();
      const uploaded = await uploadOk(tenant.admin, bytes, 2);
      expect(uploaded.success).toBe(true);
      expect(uploaded.imagen).toMatch(galleryFileNamePattern);
      expect(uploaded.imagen.endsWith('.png')).toBe(true);
      expect(uploaded.data).toMatchObject({ idimagen: uploaded.idimagen, ididioma: 2, tipo_mime: 'image/png' });

      const listed = imageList.parse(
        (await list(tenant.admin, { start: 0, length: 10, columns: [{ name: 'ididioma', data: 2 }] })).json(),
      );
      expect(listed.data.map((i) => i.idimagen)).toContain(uploaded.idimagen);
      const spanish = imageList.parse(
        (await list(tenant.admin, { start: 0, length: 10, columns: [{ name: 'ididioma', data: 1 }] })).json(),
      );
      expect(spanish.data.map((i) => i.idimagen)).not.toContain(uploaded.idimagen);

      const one = await t.app.inject({
        method: 'GET',
        url: `/api/denuncias/trans_imagenes/${uploaded.idimagen}`,
        headers: bearer(tenant.admin),
      });
      expect(one.statusCode).toBe(200);
      expect(one.json().data).toEqual(uploaded.data);

      const served = await serve(uploaded.imagen, tenant.host);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
      expect(served.rawPayload.equals(defaultPng)).toBe(false);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 8, 6]);

      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/denuncias/trans_imagenes/${uploaded.idimagen}`,
        headers: bearer(tenant.admin),
      });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ success: true });
      const after = imageList.parse((await list(tenant.admin, { start: 0, length: 10 })).json());
      expect(after.data.map((i) => i.idimagen)).not.toContain(uploaded.idimagen);
      const gone = await serve(uploaded.imagen, tenant.host);
      expect(gone.statusCode).toBe(200);
      expect(gone.rawPayload.equals(defaultPng)).toBe(true);
      const row = await t.app.db
        .selectFrom('trans_imagenes')
        .select('idimagen')
        .where('idimagen', '=', uploaded.idimagen)
        .executeTakeFirst();
      expect(row).toBeUndefined();
    });

    it('GetList pages 10 at a time, newest first (idimagen desc), with the total', async () => {
      const fresh = await tenantWithAdmin();
      const ids: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        ids.push((await uploadOk(fresh.admin, await png(i % 2 === 0 ? '#112233' : '#445566'))).idimagen);
      }
      const newestFirst = [...ids].sort((a, b) => b - a);
      const first = imageList.parse((await list(fresh.admin, { start: 0, length: 10, gettotal: true })).json());
      expect(first.total).toBe(12);
      expect(first.data.map((i) => i.idimagen)).toEqual(newestFirst.slice(0, 10));
      const second = imageList.parse((await list(fresh.admin, { start: 10, length: 10 })).json());
      expect(second.data.map((i) => i.idimagen)).toEqual(newestFirst.slice(10));

      const badFilter = await list(fresh.admin, { columns: [{ name: 'idcliente', data: tenant.idcliente }] });
      expect(badFilter.statusCode).toBe(400);
      const badSort = await list(fresh.admin, { sort: 'blob_key' });
      expect(badSort.statusCode).toBe(400);
    });

    it('GET / answers the empty entity', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/denuncias/trans_imagenes/',
        headers: bearer(tenant.admin),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: { imagen: '', ididioma: 1 } });
    });

    it(`413 "${galleryMessages.tooLarge}" over ${galleryMaxBytes} bytes, and nothing is stored`, async () => {
      const fresh = await tenantWithAdmin();
      const blobsBefore = await storedBlobs();
      // One byte over: refused while streaming.
      const justOver = Buffer.concat([await png(), Buffer.alloc(galleryMaxBytes + 1 - (await png()).length)]);
      expect(justOver.length).toBe(galleryMaxBytes + 1);
      const res = await upload(fresh.admin, [imagePart(justOver)]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'PAYLOAD_TOO_LARGE',
        message: galleryMessages.tooLarge,
      });
      // Far over: refused from its Content-Length, unread.
      const far = await upload(fresh.admin, [imagePart(Buffer.alloc(3 * galleryMaxBytes))]);
      expect(far.statusCode).toBe(413);
      expect(far.json().message).toBe(galleryMessages.tooLarge);
      // Exactly the limit is not "too large" (this one is refused for its content instead).
      const atLimit = await upload(fresh.admin, [imagePart(Buffer.alloc(galleryMaxBytes, 1))]);
      expect(atLimit.statusCode).toBe(415);

      expect(await imageCount(fresh.idcliente)).toBe(0);
      expect(await storedBlobs()).toBe(blobsBefore);
    });

    it('415 for a file that is not a JPEG/PNG/WebP/GIF by its magic bytes, whatever its name and declared type', async () => {
      const fresh = await tenantWithAdmin();
      const pdf = await upload(fresh.admin, [imagePart(await pdfWithMetadata(), 'foto.png', 'image/png')]);
      expect(pdf.statusCode).toBe(415);
      expect(pdf.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: galleryMessages.notAnImage });
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      expect((await upload(fresh.admin, [imagePart(svg, 'logo.svg', 'image/svg+xml')])).statusCode).toBe(415);
      expect((await upload(fresh.admin, [imagePart(Buffer.from('hola'), 'nota.txt', 'image/png')])).statusCode).toBe(
        415,
      );
      expect(await imageCount(fresh.idcliente)).toBe(0);

      // The content decides: a real GIF named .png is stored as a GIF under a random name.
      const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ff0000' } })
        .gif()
        .toBuffer();
      const res = await upload(fresh.admin, [imagePart(gif, '../../secreto.png', 'image/png')]);
      expect(res.statusCode).toBe(200);
      const body = imageUploadResponseSchema.parse(res.json());
      expect(body.imagen).toMatch(/^[a-f0-9]{32}\.gif$/);
      expect(body.data.tipo_mime).toBe('image/gif');
    });

    it('EXIF (author, GPS) is removed before the image is stored and served', async () => {
      const original = await jpegWithGps();
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const uploaded = await uploadOk(tenant.admin, original);
      expect(uploaded.imagen).toMatch(/\.jpg$/);
      const served = await serve(uploaded.imagen, tenant.host);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('Ana Informante'))).toBe(false);
      expect(served.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
    });

    it("another tenant's image: 404 on GET/DELETE, absent from its list, default.png on its host", async () => {
      const uploaded = await uploadOk(tenant.admin, await png('#abcdef'));
      const url = `/api/denuncias/trans_imagenes/${uploaded.idimagen}`;
      const read = await t.app.inject({ method: 'GET', url, headers: bearer(other.admin) });
      expect(read.statusCode).toBe(404);
      const removed = await t.app.inject({ method: 'DELETE', url, headers: bearer(other.admin) });
      expect(removed.statusCode).toBe(404);
      const listed = imageList.parse((await list(other.admin, { start: 0, length: 1000 })).json());
      expect(listed.data.map((i) => i.idimagen)).not.toContain(uploaded.idimagen);
      const foreign = await serve(uploaded.imagen, other.host);
      expect(foreign.statusCode).toBe(200);
      expect(foreign.rawPayload.equals(defaultPng)).toBe(true);
      // Still there for its own tenant.
      expect((await serve(uploaded.imagen, tenant.host)).rawPayload.equals(defaultPng)).toBe(false);
      expect(await imageCount(tenant.idcliente)).toBeGreaterThan(0);
    });

    it('/denuncias/recursos/missing.png, odd names and traversal attempts serve default.png (200, image/png)', async () => {
      for (const file of [
        'missing.png',
        `${'0'.repeat(32)}.png`,
        '..%2F..%2F..%2Fpackage.json',
        '..%2Fassets%2Fdefault.png',
        'a/b/c.png',
        '%00.png',
        '',
      ]) {
        const res = await serve(file, tenant.host);
        expect(res.statusCode, file).toBe(200);
        expect(res.headers['content-type'], file).toBe('image/png');
        expect(res.headers['x-content-type-options'], file).toBe('nosniff');
        expect(res.rawPayload.equals(defaultPng), file).toBe(true);
      }
      const unknownHost = await serve('missing.png', 'nadie.invalid');
      expect(unknownHost.rawPayload.equals(defaultPng)).toBe(true);
    });

    it('only administrators upload or delete: 401 without a token, 403 for visitors, citizens and reporters', async () => {
      const part = imagePart(await png());
      expect((await upload(null, [part])).statusCode).toBe(401);
      const { guid } = await buildComplaint(t.app, tenant.idcliente);
      const tokens = [
        await issueAccessToken(t.app, tenant.idcliente, 'Publico'),
        await issueAccessToken(t.app, tenant.idcliente, 'Ciudadano'),
        await issueInformanteToken(t.app, tenant.idcliente, guid),
      ];
      const kept = await uploadOk(tenant.admin, await png('#010203'));
      const before = await imageCount(tenant.idcliente);
      for (const token of tokens) {
        expect((await upload(token, [part])).statusCode).toBe(403);
        const del = await t.app.inject({
          method: 'DELETE',
          url: `/api/denuncias/trans_imagenes/${kept.idimagen}`,
          headers: bearer(token),
        });
        expect(del.statusCode).toBe(403);
      }
      expect(await imageCount(tenant.idcliente)).toBe(before);
    });

    it('400 for a bad language, an unknown field or no file', async () => {
      const bytes = await png();
      const badLanguage = await upload(tenant.admin, [
        { kind: 'field', field: 'ididioma', value: '9' },
        imagePart(bytes),
      ]);
      expect(badLanguage.statusCode).toBe(400);
      const extra = await upload(tenant.admin, [{ kind: 'field', field: 'imagen', value: 'x.png' }, imagePart(bytes)]);
      expect(extra.statusCode).toBe(400);
      const none = await upload(tenant.admin, [{ kind: 'field', field: 'ididioma', value: '1' }]);
      expect(none.statusCode).toBe(400);
    });
  });
}

describe('image gallery next to the built web app', () => {
  let t: TestApp;

  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'atalaya-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
    t = await buildTestApp('sqlite', { WEB_DIST_DIR: dist });
  });
  afterAll(async () => t.close());

  it('/denuncias/recursos/* wins over the SPA fallback and static files, even for an HTML request', async () => {
    const defaultBytes = fs.readFileSync(new URL('../../../assets/default.png', import.meta.url));
    for (const url of [
      '/denuncias/recursos/missing.png',
      '/denuncias/recursos/index.html',
      '/denuncias/recursos/x/y',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('image/png');
      expect(res.rawPayload.equals(defaultBytes), url).toBe(true);
    }
    // The SPA still answers its own routes.
    const page = await t.app.inject({ method: 'GET', url: '/denuncias', headers: { accept: 'text/html' } });
    expect(page.headers['content-type']).toContain('text/html');
  });
});
