import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  galleryFileNamePattern,
  galleryMaxBytes,
  galleryMessages,
  imageResponseSchema,
  imageUploadResponseSchema,
} from '@atalaya/contract/resources/gallery.schemas';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { jpegWithGps, multipartBody, pdfWithMetadata } from '../../test/document-factories.ts';
import { bearer, buildAdmin, buildTenant, issueAccessToken } from '../../test/factories.ts';
import { imageDataMessage } from './gallery.service.ts';

const base = '/api/denuncias/trans_imagenes/';

async function png(color = '#4caf50'): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 6, channels: 3, background: color } })
    .png()
    .toBuffer();
}

function dataUrl(bytes: Buffer, type = 'image/png'): string {
  return `data:${type};base64,${bytes.toString('base64')}`;
}

for (const dialect of DIALECTS) {
  describe(`image gallery: the JSON wrapper of spec §7 (POST and PUT) [${dialect}]`, () => {
    let t: TestApp;
    let idcliente: number;
    let host: string;
    let admin: string;
    let foreignAdmin: string;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      const tenant = await buildTenant(t.app);
      idcliente = tenant.idcliente;
      host = `${tenant.codigo}.example.test`;
      admin = await issueAccessToken(t.app, idcliente, 'Privado', await buildAdmin(t.app, idcliente));
      const other = await buildTenant(t.app);
      foreignAdmin = await issueAccessToken(
        t.app,
        other.idcliente,
        'Privado',
        await buildAdmin(t.app, other.idcliente),
      );
    });
    afterAll(async () => t.close());

    function send(method: 'POST' | 'PUT', token: string, entity: Record<string, unknown>) {
      return t.app.inject({ method, url: base, headers: bearer(token), payload: { trans_imagenes: entity } });
    }
    function serve(file: string) {
      return t.app.inject({ method: 'GET', url: `/denuncias/recursos/${file}`, headers: { host } });
    }
    async function imageCount(): Promise<number> {
      const row = await t.app.db
        .selectFrom('trans_imagenes')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('idcliente', '=', idcliente)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    }
    async function created(bytes: Buffer, ididioma = 1) {
      const res = await send('POST', admin, { imagen: dataUrl(bytes), ididioma });
      expect(res.statusCode, res.body).toBe(200);
      return imageUploadResponseSchema.parse(res.json());
    }

    it('POST: a data URL or bare base64 is stored like an upload (type by content, metadata removed) and served', async () => {
      const fromDataUrl = await created(await png(), 3);
      expect(fromDataUrl.imagen).toMatch(galleryFileNamePattern);
      expect(fromDataUrl.data).toMatchObject({ ididioma: 3, tipo_mime: 'image/png' });
      const served = await serve(fromDataUrl.imagen);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');

      // Bare base64 with line breaks; the declared type of a data URL never decides.
      const jpeg = await jpegWithGps();
      const bare = await send('POST', admin, { imagen: jpeg.toString('base64').replace(/(.{76})/g, '$1\n') });
      expect(bare.statusCode, bare.body).toBe(200);
      const stored = imageUploadResponseSchema.parse(bare.json());
      expect(stored.data).toMatchObject({ ididioma: 1, tipo_mime: 'image/jpeg' });
      expect(stored.imagen).toMatch(/\.jpg$/);
      const jpegServed = await serve(stored.imagen);
      expect((await sharp(jpegServed.rawPayload).metadata()).exif).toBeUndefined();
      const mislabelled = await send('POST', admin, { imagen: dataUrl(await png(), 'image/gif') });
      expect(imageUploadResponseSchema.parse(mislabelled.json()).data.tipo_mime).toBe('image/png');
    });

    it('POST: the multipart upload the gallery uses still works beside the JSON one', async () => {
      const body = multipartBody([
        { kind: 'field', field: 'ididioma', value: '2' },
        { kind: 'file', field: 'file', fileName: 'foto.png', bytes: await png('#123456'), contentType: 'image/png' },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: base,
        headers: { ...body.headers, ...bearer(admin) },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.ididioma).toBe(2);
    });

    it(`POST: the same checks as an upload: 413 "${galleryMessages.tooLarge}" over 2 MB, 415 for what is not an image, 400 for what is not base64`, async () => {
      const before = await imageCount();
      const justOver = Buffer.concat([await png(), Buffer.alloc(galleryMaxBytes + 1 - (await png()).length)]);
      const over = await send('POST', admin, { imagen: dataUrl(justOver) });
      expect(over.statusCode).toBe(413);
      expect(over.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: galleryMessages.tooLarge });
      // Far over: refused from its length, unread, with the same message.
      const far = await send('POST', admin, { imagen: Buffer.alloc(3 * galleryMaxBytes).toString('base64') });
      expect(far.statusCode).toBe(413);
      expect(far.json().message).toBe(galleryMessages.tooLarge);

      const pdf = await send('POST', admin, { imagen: dataUrl(await pdfWithMetadata(), 'image/png') });
      expect(pdf.statusCode).toBe(415);
      expect(pdf.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: galleryMessages.notAnImage });
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      expect((await send('POST', admin, { imagen: dataUrl(svg, 'image/svg+xml') })).statusCode).toBe(415);

      for (const imagen of [
        'no es base64!',
        'data:image/png,AAAA',
        'data:image/png;base64,',
        'https://example.org/a.png',
        'QUJD\u00e9',
      ]) {
        const res = await send('POST', admin, { imagen });
        expect(res.statusCode, imagen).toBe(400);
        expect(res.json().errors).toEqual([{ path: 'body.trans_imagenes.imagen', message: imageDataMessage }]);
      }
      for (const entity of [
        {},
        { imagen: '' },
        { imagen: dataUrl(await png()), ididioma: 9 },
        { imagen: dataUrl(await png()), blob_key: 'x' },
      ]) {
        expect((await send('POST', admin, entity)).statusCode, JSON.stringify(entity).slice(0, 60)).toBe(400);
      }
      const noBody = await t.app.inject({ method: 'POST', url: base, headers: bearer(admin) });
      expect(noBody.statusCode).toBe(400);
      expect(await imageCount()).toBe(before);
    });

    it('PUT: changes the language with the stored name, and the content with a new image under a new name', async () => {
      const original = await created(await png('#ff0000'), 1);
      const language = await send('PUT', admin, { idimagen: original.idimagen, imagen: original.imagen, ididioma: 5 });
      expect(language.statusCode, language.body).toBe(200);
      expect(imageResponseSchema.parse(language.json()).data).toMatchObject({
        idimagen: original.idimagen,
        imagen: original.imagen,
        ididioma: 5,
      });

      const replaced = await send('PUT', admin, {
        // What a client read, sent back with a new image (the language it now has is kept).
        ...original.data,
        ididioma: undefined,
        imagen: dataUrl(await jpegWithGps()),
      });
      expect(replaced.statusCode, replaced.body).toBe(200);
      const data = imageResponseSchema.parse(replaced.json()).data;
      expect(data).toMatchObject({ idimagen: original.idimagen, ididioma: 5, tipo_mime: 'image/jpeg' });
      expect(data.imagen).toMatch(/\.jpg$/);
      expect(data.imagen).not.toBe(original.imagen);
      const served = await serve(data.imagen);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
      // The old address no longer serves the old bytes: it falls back to default.png.
      const old = await serve(original.imagen);
      expect(old.statusCode).toBe(200);
      expect(old.headers['cache-control']).toBe('public, max-age=300');
      const blobs = await t.app.db
        .selectFrom('trans_imagenes')
        .select('blob_key')
        .where('idimagen', '=', original.idimagen)
        .execute();
      expect(blobs).toHaveLength(1);
    });

    it('PUT: 404 for another tenant’s or a missing image; 400, 413 and 415 as a POST; 403 for non-administrators', async () => {
      const image = await created(await png('#00ff00'));
      expect(
        (await send('PUT', foreignAdmin, { idimagen: image.idimagen, imagen: image.imagen, ididioma: 2 })).statusCode,
      ).toBe(404);
      expect((await send('PUT', admin, { idimagen: 2147483000, imagen: dataUrl(await png()) })).statusCode).toBe(404);
      const otherName = await created(await png('#0000ff'));
      const swapped = await send('PUT', admin, { idimagen: image.idimagen, imagen: otherName.imagen });
      expect(swapped.statusCode).toBe(400);
      expect(
        (await send('PUT', admin, { idimagen: image.idimagen, imagen: dataUrl(await pdfWithMetadata()) })).statusCode,
      ).toBe(415);
      const big = Buffer.concat([await png(), Buffer.alloc(galleryMaxBytes)]);
      expect((await send('PUT', admin, { idimagen: image.idimagen, imagen: dataUrl(big) })).statusCode).toBe(413);
      expect((await send('PUT', admin, { imagen: image.imagen })).statusCode).toBe(400);
      const visitor = await issueAccessToken(t.app, idcliente, 'Publico');
      expect(
        (await send('PUT', visitor, { idimagen: image.idimagen, imagen: image.imagen, ididioma: 2 })).statusCode,
      ).toBe(403);
      expect((await send('POST', visitor, { imagen: dataUrl(await png()) })).statusCode).toBe(403);
      const unchanged = await t.app.inject({ method: 'GET', url: `${base}${image.idimagen}`, headers: bearer(admin) });
      expect(unchanged.json().data).toMatchObject({ imagen: image.imagen, ididioma: 1 });
    });
  });
}
