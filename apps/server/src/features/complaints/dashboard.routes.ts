import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** `den_denuncias/resumen`: the Resumen dashboard (placeholder until the dashboard lands). */
export function registerDashboardRoutes(_app: ZodApp): void {}
