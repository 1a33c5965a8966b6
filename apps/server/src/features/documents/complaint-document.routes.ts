import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, listRequestSchema, successResponseSchema } from '@atalaya/contract/common/list.schemas';
import {
  complaintDocDraftResponseSchema,
  complaintDocListResponseSchema,
  complaintDocResponseSchema,
  createComplaintDocBodySchema,
  emptyComplaintDoc,
  updateComplaintDocBodySchema,
} from '@atalaya/contract/complaints/document.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { claimsOf, routeRoles } from '../../plugins/auth.ts';
import { linkComplaintDoc, unlinkComplaintDoc, updateComplaintDoc } from './complaint-document.service.ts';
import { findComplaintDocPage, getComplaintDoc } from './document.service.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const errors = { '4xx': errorResponseSchema, 501: errorResponseSchema };

/**
 * A complaint's documents (`den_denuncia_docs`, spec §7): `POST …/GetList` and `GET …/:id`
 * (administrators, and a reporter its own complaint's), and for administrators only the empty
 * entity, linking a document (`POST`), its description (`PUT`) and unlinking (`DELETE …/:id`),
 * audited and refused once the complaint is resolved.
 */
export function registerComplaintDocumentRoutes(app: ZodApp): void {
  const docsTags = ['den_denuncia_docs'];
  const admin = ['Privado'] as const;

  app.get(
    '/denuncias/den_denuncia_docs/',
    {
      config: { auth: admin, roles: routeRoles.caseHandlers },
      schema: {
        tags: docsTags,
        summary: 'Empty den_denuncia_docs (a link not yet made)',
        response: { 200: complaintDocDraftResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: { ...emptyComplaintDoc } }),
  );

  app.post(
    '/denuncias/den_denuncia_docs/',
    {
      config: { auth: admin, roles: routeRoles.caseHandlers },
      schema: {
        tags: docsTags,
        summary: "Links a handler document of the tenant to an open complaint (audited; 501 once it's resolved)",
        body: createComplaintDocBodySchema,
        response: { 200: complaintDocResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await linkComplaintDoc(app, claimsOf(request), request.body.den_denuncia_docs),
    }),
  );

  app.put(
    '/denuncias/den_denuncia_docs/',
    {
      config: { auth: admin, roles: routeRoles.caseHandlers },
      schema: {
        tags: docsTags,
        summary: "Changes a linked handler document's description (audited; 501 once the complaint is resolved)",
        body: updateComplaintDocBodySchema,
        response: { 200: complaintDocResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateComplaintDoc(app, claimsOf(request), request.body.den_denuncia_docs),
    }),
  );

  app.delete(
    '/denuncias/den_denuncia_docs/:id',
    {
      config: { auth: admin, roles: routeRoles.caseHandlers },
      schema: {
        tags: docsTags,
        summary: "Unlinks a handler document from an open complaint (audited); a reporter's documents stay (501)",
        params: idParamsSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => {
      await unlinkComplaintDoc(app, claimsOf(request), request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/denuncias/den_denuncia_docs/GetList',
    {
      config: { auth: ['Privado', 'Informante'], roles: routeRoles.caseHandlers },
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
      config: { auth: ['Privado', 'Informante'], roles: routeRoles.caseHandlers },
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
