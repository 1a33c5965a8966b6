import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addInformationBodySchema,
  addInformationResponseSchema,
  fileComplaintBodySchema,
  fileComplaintResponseSchema,
  reporterComplaintResponseSchema,
} from '@atalaya/contract/complaints/complaint.schemas';
import {
  noticeAddressResponseSchema,
  setNoticeAddressBodySchema,
} from '@atalaya/contract/complaints/reporter-notice.schemas';
import {
  transcriptAgreementResponseSchema,
  verbalReportBodySchema,
  verbalReportResponseSchema,
} from '@atalaya/contract/complaints/verbal-report.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { claimsOf, roleOf, routeRoles } from '../../plugins/auth.ts';
import { sourceLimit } from '../../plugins/source-limit.ts';
import { fileComplaint } from './filing.service.ts';
import { removeNoticeAddress, setNoticeAddress } from './notice-address.service.ts';
import { addInformation, getReporterComplaint } from './reporter.service.ts';
import { agreeToTranscript, registerVerbalReport } from './verbal-report.service.ts';

const errors = { '4xx': errorResponseSchema, 501: errorResponseSchema };

/**
 * The reporter's side of a complaint under `/api/denuncias`: filing (`den_denuncias`), the
 * reporter's view of its complaint and adding information later. Receipt sign-in lives in
 * receipt-login.routes.ts (under `/api/auth`).
 */
export const intakeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['den_denuncias'];

  app.post(
    '/den_denuncias/',
    {
      config: { auth: ['Publico', 'Ciudadano'] },
      preHandler: sourceLimit('filing'),
      schema: {
        tags,
        summary: 'Files a complaint; answers its guid and, once, its receipt code',
        body: fileComplaintBodySchema,
        response: { 200: fileComplaintResponseSchema, ...errors },
      },
    },
    async (request) => fileComplaint(app, claimsOf(request), request.body.den_denuncias),
  );

  app.get(
    '/den_denuncias/informante',
    {
      config: { auth: ['Informante'] },
      schema: {
        tags,
        summary: "The reporter's own complaint (the one its token is bound to)",
        response: { 200: reporterComplaintResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await getReporterComplaint(app, claimsOf(request)) }),
  );

  app.post(
    '/den_denuncias/ampliar',
    {
      config: { auth: ['Informante'] },
      preHandler: sourceLimit('chat'),
      schema: {
        tags,
        summary: 'The reporter adds information (a chat message) and documents to its complaint',
        body: addInformationBodySchema,
        response: { 200: addInformationResponseSchema, ...errors },
      },
    },
    async (request) => addInformation(app, claimsOf(request), request.body),
  );

  // Issue 17 §4: the address only for "there is news" notices (decision 046).
  app.put(
    '/den_denuncias/informante/correo-avisos',
    {
      config: { auth: ['Informante'] },
      schema: {
        tags,
        summary: 'The reporter sets or replaces its address for "there is news" notices (never shown to handlers)',
        body: setNoticeAddressBodySchema,
        response: { 200: noticeAddressResponseSchema, ...errors },
      },
    },
    async (request) => setNoticeAddress(app, claimsOf(request), request.body.correo_avisos),
  );

  app.delete(
    '/den_denuncias/informante/correo-avisos',
    {
      config: { auth: ['Informante'] },
      schema: {
        tags,
        summary: 'The reporter removes its address for notices: no more mails',
        response: { 200: noticeAddressResponseSchema, ...errors },
      },
    },
    async (request) => removeNoticeAddress(app, claimsOf(request)),
  );

  app.post(
    '/den_denuncias/verbal',
    {
      config: { auth: ['Privado'], roles: routeRoles.caseHandlers },
      schema: {
        tags,
        summary:
          'A handler registers a verbal communication (phone, meeting, video call) with its transcript; answers its receipt once',
        body: verbalReportBodySchema,
        response: { 200: verbalReportResponseSchema, ...errors },
      },
    },
    async (request) => registerVerbalReport(app, claimsOf(request), roleOf(request), request.body.den_denuncias),
  );

  app.post(
    '/den_denuncias/transcripcion/conformidad',
    {
      config: { auth: ['Informante'] },
      schema: {
        tags,
        summary: 'The reporter states that they agree with the transcript of their verbal communication (art 7.2)',
        response: { 200: transcriptAgreementResponseSchema, ...errors },
      },
    },
    async (request) => agreeToTranscript(app, claimsOf(request)),
  );
};
