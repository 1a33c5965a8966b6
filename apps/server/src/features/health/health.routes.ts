import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const healthResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
});

/** `GET /api/health`: answers once the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config: { auth: 'none' }, schema: { tags: ['health'], response: { 200: healthResponseSchema } } },
    async () => {
      await sql`select 1`.execute(app.db);
      return { success: true as const, status: 'ok' as const, database: app.dialect };
    },
  );
};
