import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, listRequestSchema } from '@atalaya/contract/common/list.schemas';
import {
  complaintDocListResponseSchema,
  complaintDocResponseSchema,
} from '@atalaya/contract/complaints/document.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { claimsOf } from '../../plugins/auth.ts';
import { findComplaintDocPage, getComplaintDoc } from './document.service.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const errors = { '4xx': errorResponseSchema, 501: errorResponseSchema };

/** A complaint's documents (`den_denuncia_docs`): `POST /denuncias/den_denuncia_docs/GetList`, `GET …/:id`. */
export function registerComplaintDocumentRoutes(app: ZodApp): void {
  const docsTags = ['den_denuncia_docs'];

  app.post(
    '/denuncias/den_denuncia_docs/GetList',
    {
      config: { auth: ['Privado', 'Informante'] },
      schema: {
        tags: docsTags,
        summary: "A page of a complaint's documents (administrators filter by iddenuncia)",
        body: listRequestSchema,
        response: { 200: complaintDocListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = await findComplaintDocPage(app, claimsOf(request), request.body);
      return { success: true as const, total: page.total, data: page.data };
    },
  );

  app.get(
    '/denuncias/den_denuncia_docs/:id',
    {
      config: { auth: ['Privado', 'Informante'] },
      schema: {
        tags: docsTags,
        summary: 'One complaint document',
        params: idParamsSchema,
        response: { 200: complaintDocResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getComplaintDoc(app, claimsOf(request), request.params.id),
    }),
  );
}
