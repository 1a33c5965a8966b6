import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder: being written (see the task that owns this feature).
export const navigationRoutes: FastifyPluginAsyncZod = async () => {};
