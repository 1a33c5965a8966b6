import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  citizenAccessResponseSchema,
  citizenComplaintParamsSchema,
  citizenComplaintsResponseSchema,
  citizenDataResponseSchema,
  citizenRegisterBodySchema,
} from '@atalaya/contract/auth/citizen.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { claimsOf } from '../../plugins/auth.ts';
import {
  getCitizenData,
  listCitizenComplaints,
  openCitizenComplaint,
  registerCitizenData,
} from './citizen-panel.service.ts';

const errors = { '4xx': errorResponseSchema };
/** Citizens only (tokens of a Cl@ve or tenant-IdP sign-in): deny by default for everybody else. */
const citizens = { auth: ['Ciudadano'] } as const;

/** The citizen's panel under `/api/ciudadano` (issue 16 §3, decision 052). */
export const citizenPanelRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['ciudadano'];

  app.get(
    '/denuncias',
    {
      config: citizens,
      schema: {
        tags,
        summary: 'The complaints the citizen filed while identified in this organisation, newest first',
        response: { 200: citizenComplaintsResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await listCitizenComplaints(app, claimsOf(request)) }),
  );

  app.post(
    '/denuncias/:referencia/acceso',
    {
      config: citizens,
      schema: {
        tags,
        summary:
          'The reporter token pair of one of the citizen’s own complaints (the receipt sign-in’s); 404 when not theirs',
        params: citizenComplaintParamsSchema,
        response: { 200: citizenAccessResponseSchema, ...errors },
      },
    },
    async (request) => openCitizenComplaint(app, claimsOf(request), request.params.referencia),
  );
};

/** "Mis datos" under `/api/auth` (`POST /api/auth/register`, spec §7): the citizen's contact data. */
export const citizenRegisterRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth'];

  app.get(
    '/register',
    {
      config: citizens,
      schema: {
        tags,
        summary: 'The citizen’s verified name and the contact data they gave (e-mail, phone)',
        response: { 200: citizenDataResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await getCitizenData(app, claimsOf(request)) }),
  );

  app.post(
    '/register',
    {
      config: citizens,
      schema: {
        tags,
        summary: 'The citizen completes or replaces their contact data (validated, sealed at rest; empty clears)',
        body: citizenRegisterBodySchema,
        response: { 200: citizenDataResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await registerCitizenData(app, claimsOf(request), request.body),
    }),
  );
};
