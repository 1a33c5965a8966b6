import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  entityResponseSchema,
  idParamsSchema,
  listRequestSchema,
  listResponseSchema,
  successResponseSchema,
} from '@atalaya/contract/common/list.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import {
  createImageBodySchema,
  galleryMaxBytes,
  galleryMessages,
  galleryResourcePath,
  imageDataMaxChars,
  imageDraftSchema,
  imageResponseSchema,
  imageSchema,
  imageUploadFieldsSchema,
  imageUploadResponseSchema,
  updateImageBodySchema,
} from '@atalaya/contract/resources/gallery.schemas';
import { AppError, messages } from '../../lib/errors.ts';
import { readFileUpload } from '../../lib/multipart.ts';
import { claimsOf, routeRoles } from '../../plugins/auth.ts';
import {
  defaultPublicImage,
  findImagePage,
  getEmptyImage,
  getImage,
  loadPublicImage,
  removeImage,
  storeImage,
  storeImageData,
  updateImage,
  type PublicImage,
  type ReceivedImage,
} from './gallery.service.ts';

const base = '/api/denuncias/trans_imagenes';
const tags = ['trans_imagenes'];
const errors = { '4xx': errorResponseSchema };
/** Anyone with a token of the tenant reads the list (the images are public content); only administrators write. */
const readers = 'any' as const;
const writers = ['Privado'] as const;

/**
 * Reads a gallery upload: one part `file` (the image) and at most one text field `ididioma`, in
 * any order (lib/multipart.ts: the size enforced while the file streams, 413 with the spec's
 * message; any other part, a second file or an unknown field answers 400).
 */
async function readImageUpload(request: FastifyRequest, maxBytes: number): Promise<ReceivedImage> {
  const upload = await readFileUpload(request, {
    maxBytes,
    fieldNames: ['ididioma'],
    texts: {
      notMultipart: 'Envíe la imagen como multipart/form-data',
      unexpectedPart: galleryMessages.badFields,
      noFile: galleryMessages.noFile,
      incomplete: 'La imagen no ha llegado completa. Vuelva a intentarlo.',
      tooLarge: galleryMessages.tooLarge,
    },
  });
  const parsed = imageUploadFieldsSchema.safeParse(upload.fields);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', messages.validation, {
      errors: [{ path: 'body.ididioma', message: 'El idioma debe ser un número del 1 al 5' }],
    });
  }
  return { fileName: upload.fileName, bytes: upload.bytes, fields: parsed.data };
}

/** Largest JSON body of the calls that carry an image as text (data URL or base64). */
const imageJsonBodyLimit = imageDataMaxChars + 4096;

/**
 * A JSON image call whose declared length is over the limit is refused unread with the spec's
 * message, as an oversize multipart upload is (route hook: after the token check).
 */
async function refuseOversizeImageJson(request: FastifyRequest): Promise<void> {
  const length = Number(request.headers['content-length']);
  if (!request.isMultipart() && Number.isFinite(length) && length > imageJsonBodyLimit) {
    throw new AppError('PAYLOAD_TOO_LARGE', galleryMessages.tooLarge);
  }
}

/**
 * The image gallery (spec §2/§7): `GET|POST|PUT /api/denuncias/trans_imagenes/` (empty entity;
 * upload as multipart or as the JSON wrapper; language and content), `GET /:id`, `POST /GetList`, `DELETE /:id`, and the public
 * `GET /denuncias/recursos/{file}` that serves a tenant's image (default.png when missing).
 * Registered without prefix: it declares both path families itself.
 */
export const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this plugin's routes parse multipart bodies; every limit is set again per request.
  await app.register(multipart, { throwFileSizeLimit: true, limits: { files: 1, fields: 1, parts: 2 } });
  // busboy logs its options (the request headers, bearer token included) at trace level: never here.
  const uploadLogLevel = app.config.logLevel === 'trace' ? 'debug' : app.config.logLevel;

  app.get(
    `${base}/`,
    {
      config: { auth: readers, roles: routeRoles.everyone },
      schema: {
        tags,
        summary: 'Empty trans_imagenes with its defaults',
        response: { 200: entityResponseSchema(imageDraftSchema), ...errors },
      },
    },
    async () => ({ success: true as const, data: getEmptyImage() }),
  );

  app.get(
    `${base}/:id`,
    {
      config: { auth: readers, roles: routeRoles.everyone },
      schema: {
        tags,
        summary: 'One image',
        params: idParamsSchema,
        response: { 200: entityResponseSchema(imageSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await getImage(app, claimsOf(request), request.params.id) }),
  );

  app.post(
    `${base}/GetList`,
    {
      config: { auth: readers, roles: routeRoles.everyone },
      schema: {
        tags,
        summary: "A page of the tenant's images (filter ididioma; newest first by default)",
        body: listRequestSchema,
        response: { 200: listResponseSchema(imageSchema), ...errors },
      },
    },
    async (request) => {
      const page = await findImagePage(app, claimsOf(request), request.body);
      return { success: true as const, total: page.total, data: page.data };
    },
  );

  app.post(
    `${base}/`,
    {
      config: { auth: writers, roles: routeRoles.responsable },
      logLevel: uploadLogLevel,
      bodyLimit: imageJsonBodyLimit,
      onRequest: refuseOversizeImageJson,
      schema: {
        tags,
        summary:
          'Uploads one image: multipart (part `file`, field `ididioma`) or JSON `{trans_imagenes: {imagen: data URL or base64, ididioma}}`; type by content, metadata removed',
        consumes: ['multipart/form-data', 'application/json'],
        // A multipart upload has no parsed body (null); a JSON one must be the wrapper.
        body: createImageBodySchema.nullish(),
        response: { 200: imageUploadResponseSchema, ...errors },
      },
    },
    async (request) => {
      const claims = claimsOf(request);
      let data;
      if (request.isMultipart()) {
        data = await storeImage(app, claims, await readImageUpload(request, galleryMaxBytes));
      } else if (request.body === null || request.body === undefined) {
        throw new AppError('VALIDATION_FAILED', messages.validation, {
          errors: [{ path: 'body', message: galleryMessages.noBody }],
        });
      } else {
        data = await storeImageData(app, claims, request.body.trans_imagenes);
      }
      return { success: true as const, idimagen: data.idimagen, imagen: data.imagen, data };
    },
  );

  app.put(
    `${base}/`,
    {
      config: { auth: writers, roles: routeRoles.responsable },
      bodyLimit: imageJsonBodyLimit,
      onRequest: refuseOversizeImageJson,
      schema: {
        tags,
        summary:
          "Changes an image's language and, with `imagen` as a data URL or base64, its content (checked as an upload; new file name)",
        body: updateImageBodySchema,
        response: { 200: imageResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateImage(app, claimsOf(request), request.body.trans_imagenes),
    }),
  );

  app.delete(
    `${base}/:id`,
    {
      config: { auth: writers, roles: routeRoles.responsable },
      schema: {
        tags,
        summary: 'Deletes an image',
        params: idParamsSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => {
      await removeImage(app, claimsOf(request), request.params.id);
      return { success: true as const };
    },
  );

  async function sendImage(reply: FastifyReply, image: PublicImage) {
    return reply
      .status(200)
      .header('content-type', image.mime)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', image.isDefault ? 'public, max-age=300' : 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(image.bytes);
  }

  // A wildcard under a static prefix: find-my-way prefers it to the web app's `/*`, so every path
  // under /denuncias/recursos/ (even a nested or odd one) ends here and never in the SPA or on disk.
  app.get(
    `${galleryResourcePath}*`,
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: "A tenant's gallery image by file name (no token; default.png when missing)",
        params: z.object({ '*': z.string() }),
      },
    },
    async (request, reply) => sendImage(reply, await loadPublicImage(app, request.host, request.params['*'])),
  );

  // The folder itself (trailing slash ignored by the router): no file name, so the default image.
  app.get(
    galleryResourcePath.replace(/\/$/, ''),
    { config: { auth: 'none' }, schema: { tags, summary: 'No file name: default.png' } },
    async (_request, reply) => sendImage(reply, defaultPublicImage()),
  );
};
