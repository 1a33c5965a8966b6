import { setupServer } from 'msw/node';

/** One MSW server for the web tests; each test adds its handlers with `server.use`. */
export const server = setupServer();
