import fp from 'fastify-plugin';

// Placeholder: being written (see the task that owns this plugin).
export const webApp = fp(async () => {}, { name: 'web-app' });
