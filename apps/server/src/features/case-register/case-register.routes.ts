import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import {
  caseRegisterExportQuerySchema,
  caseRegisterQuerySchema,
  caseRegisterResponseSchema,
} from '@atalaya/contract/complaints/case-register.schemas';
import { findTenantName } from '../../domain/document/document.repository.ts';
import { issueRegisterProof } from '../../domain/proof/signed-proof.service.ts';
import { claimsOf, routeRoles } from '../../plugins/auth.ts';
import { registerFileName, registerPdf, registerRows, registerWorkbook } from './case-register-export.service.ts';
import { caseRegisterOf, caseRegisterWithZone } from './case-register.service.ts';

const errors = { '4xx': errorResponseSchema };
const config = { auth: ['Privado'], roles: routeRoles.responsable } as const;
const tags = ['libro-registro'];
const mimeOf = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

/**
 * `/api/admin/libro-registro` (issue 17 §5, Ley 2/2023 art 26): the register of a year and its
 * export, for the Responsable only. plugins/org-audit records every view and every export.
 */
export const caseRegisterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'The libro-registro of a year: every communication received, its actions, measures and outcome',
        querystring: caseRegisterQuerySchema,
        response: { 200: caseRegisterResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await caseRegisterOf(app, claimsOf(request).idcliente, request.query),
    }),
  );

  app.get(
    '/exportacion',
    {
      config,
      // No response schema: the body is an .xlsx or .pdf file (errors still answer errorResponseSchema).
      schema: {
        tags,
        summary: 'The same register as an Excel or PDF file (the export is recorded)',
        querystring: caseRegisterExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { idcliente } = claimsOf(request);
      const { formato, ...query } = request.query;
      const [{ register, timeZone }, tenant] = await Promise.all([
        caseRegisterWithZone(app, idcliente, query),
        findTenantName(app.db, idcliente),
      ]);
      const generatedAt = new Date();
      // Signed over (tenant, year, filters, SHA-256 of the data rows, date) and printed in the file (decision 054).
      const verificacion = await issueRegisterProof(app, {
        idcliente,
        anio: register.anio,
        filtros: { estado: register.estado },
        rows: registerRows(register.entradas),
        generatedAt,
      });
      const input = {
        tenant,
        anio: register.anio,
        estado: register.estado,
        timeZone,
        generatedAt,
        entradas: register.entradas,
        verificacion,
      };
      const file = formato === 'pdf' ? await registerPdf(input) : await registerWorkbook(input);
      return reply
        .header('content-type', mimeOf[formato])
        .header('content-disposition', `attachment; filename="${registerFileName(register.anio, formato)}"`)
        .header('cache-control', 'no-store')
        .header('x-codigo-verificacion', verificacion.codigo)
        .send(file);
    },
  );
};
