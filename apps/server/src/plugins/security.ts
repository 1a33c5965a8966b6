import fp from 'fastify-plugin';

// Placeholder: being written (see the task that owns this plugin).
export const security = fp(async () => {}, { name: 'security' });
