import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createMessageBodySchema,
  createNotificationBodySchema,
  feedDeleteQuerySchema,
  feedItemResponseSchema,
  feedListResponseSchema,
  markAllAsReadResponseSchema,
  updateMessageBodySchema,
  updateNotificationBodySchema,
  type FeedItemInput,
} from '@atalaya/contract/common/feed.schemas';
import { errorResponseSchema } from '@atalaya/contract/errors/error-codes';
import { claimsOf, routeRoles } from '../../plugins/auth.ts';
import type { FeedKind } from './user-feed.repository.ts';
import { createFeedItem, deleteFeed, findFeed, markAllRead, updateFeed } from './user-feed.service.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** One feed (`messages` or `notifications`): its kind, path and the contract's body schemas. */
type FeedRoutes = {
  kind: FeedKind;
  path: string;
  createBody: typeof createMessageBodySchema | typeof createNotificationBodySchema;
  updateBody: typeof updateMessageBodySchema | typeof updateNotificationBodySchema;
};

/** The item of a body wrapped as `{message}` or `{notification}` (the strict schema allows one of them). */
function inputOf(body: { message: FeedItemInput } | { notification: FeedItemInput }): FeedItemInput {
  return 'message' in body ? body.message : body.notification;
}

const errors = { '4xx': errorResponseSchema };

/**
 * `GET` (any token: the caller's items), `POST`, `PATCH`, `DELETE ?id=` and
 * `GET mark-all-as-read` (administrators) of one feed, all through the shared service.
 */
function registerFeed(app: ZodApp, feed: FeedRoutes): void {
  const tags = ['user-feed'];
  app.get(
    feed.path,
    {
      config: { auth: 'any', roles: routeRoles.everyone },
      schema: { tags, response: { 200: feedListResponseSchema, ...errors } },
    },
    async (request) => findFeed(app.db, claimsOf(request), feed.kind),
  );
  app.post(
    feed.path,
    {
      config: { auth: ['Privado'], roles: routeRoles.everyone },
      schema: { tags, body: feed.createBody, response: { 200: feedItemResponseSchema, ...errors } },
    },
    async (request) => createFeedItem(app.db, claimsOf(request), feed.kind, inputOf(request.body)),
  );
  app.patch(
    feed.path,
    {
      config: { auth: ['Privado'], roles: routeRoles.everyone },
      schema: { tags, body: feed.updateBody, response: { 200: feedItemResponseSchema, ...errors } },
    },
    async (request) => updateFeed(app.db, claimsOf(request), feed.kind, request.body.id, inputOf(request.body)),
  );
  app.delete(
    feed.path,
    {
      config: { auth: ['Privado'], roles: routeRoles.everyone },
      schema: { tags, querystring: feedDeleteQuerySchema, response: { 200: feedItemResponseSchema, ...errors } },
    },
    async (request) => deleteFeed(app.db, claimsOf(request), feed.kind, request.query.id),
  );
  app.get(
    `${feed.path}/mark-all-as-read`,
    {
      config: { auth: ['Privado'], roles: routeRoles.everyone },
      schema: { tags, response: { 200: markAllAsReadResponseSchema, ...errors } },
    },
    async (request) => markAllRead(app.db, claimsOf(request), feed.kind),
  );
}

/** `api/common/messages` and `api/common/notifications` (spec §7 Common), stored per user in `user_feed`. */
export const userFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  registerFeed(app, {
    kind: 'message',
    path: '/messages',
    createBody: createMessageBodySchema,
    updateBody: updateMessageBodySchema,
  });
  registerFeed(app, {
    kind: 'notification',
    path: '/notifications',
    createBody: createNotificationBodySchema,
    updateBody: updateNotificationBodySchema,
  });
};
