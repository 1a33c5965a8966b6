import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import type { FeedItem, FeedItemInput } from '@atalaya/contract/common/feed.schemas';
import type { Database, FeedItemRow } from '../../db/schema.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { nowIso } from '../../lib/time.ts';
import { hasEmptyFeeds } from '../../domain/session/visitor-answers.rules.ts';
import {
  deleteFeedItem,
  findFeedItems,
  insertFeedItem,
  markAllFeedItemsRead,
  updateFeedItem,
  type FeedItemChanges,
  type FeedKind,
  type FeedOwner,
} from './user-feed.repository.ts';

/** Links open in the app or a new tab; images are an image source: never javascript: or data:. */
const safeLink = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;
const safeImage = /^(https?:\/\/|\/(?!\/))/i;

function present(row: FeedItemRow): FeedItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    time: row.time,
    read: row.read === 1,
    seen: row.seen === 1,
    icon: row.icon,
    image: row.image,
    link: row.link,
    useRouter: row.use_router === 1,
  };
}

function ownerOf(claims: TokenClaims, kind: FeedKind): FeedOwner {
  return { idcliente: claims.idcliente, owner: claims.unique_name, kind };
}

function invalidField(kind: FeedKind, field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', messages.validation, {
    errors: [{ path: `body.${kind}.${field}`, message }],
  });
}

/** Stored columns of the fields present in the input; URLs checked, time normalised to ISO UTC. */
function toChanges(kind: FeedKind, input: FeedItemInput): FeedItemChanges {
  if (typeof input.link === 'string' && !safeLink.test(input.link)) {
    throw invalidField(kind, 'link', 'El enlace debe empezar por http://, https://, mailto:, / o #');
  }
  if (typeof input.image === 'string' && !safeImage.test(input.image)) {
    throw invalidField(kind, 'image', 'La imagen debe ser una URL http(s) o una ruta de la aplicación');
  }
  return {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.time !== undefined ? { time: new Date(input.time).toISOString() } : {}),
    ...(input.read !== undefined ? { read: input.read ? 1 : 0 } : {}),
    ...(input.seen !== undefined ? { seen: input.seen ? 1 : 0 } : {}),
    ...(input.icon !== undefined ? { icon: input.icon } : {}),
    ...(input.image !== undefined ? { image: input.image } : {}),
    ...(input.link !== undefined ? { link: input.link } : {}),
    ...(input.useRouter !== undefined ? { use_router: input.useRouter ? 1 : 0 } : {}),
  };
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', messages.notFound);
}

/**
 * The caller's items of a kind, newest first; a visitor simply has none. A public session's feed
 * is not even read (`hasEmptyFeeds`): every page view's first screen carries both (issue 14).
 */
export async function findFeed(db: Kysely<Database>, claims: TokenClaims, kind: FeedKind): Promise<FeedItem[]> {
  if (hasEmptyFeeds(claims)) {
    return [];
  }
  return (await findFeedItems(db, ownerOf(claims, kind))).map(present);
}

/** Creates an item for the caller: a random UUID, `time` now unless given, unread and unseen by default. */
export async function createFeedItem(
  db: Kysely<Database>,
  claims: TokenClaims,
  kind: FeedKind,
  input: FeedItemInput,
): Promise<FeedItem> {
  const changes = toChanges(kind, input);
  const now = nowIso();
  const row = await insertFeedItem(db, {
    id: crypto.randomUUID(),
    ...ownerOf(claims, kind),
    title: null,
    description: null,
    time: now,
    read: 0,
    seen: 0,
    icon: null,
    image: null,
    link: null,
    use_router: 0,
    ...changes,
    created_at: now,
  });
  return present(row);
}

/** Changes the fields given of one of the caller's items; 404 for anybody else's. */
export async function updateFeed(
  db: Kysely<Database>,
  claims: TokenClaims,
  kind: FeedKind,
  id: string,
  input: FeedItemInput,
): Promise<FeedItem> {
  const row = await updateFeedItem(db, ownerOf(claims, kind), id, toChanges(kind, input));
  if (!row) {
    throw notFound();
  }
  return present(row);
}

/** Deletes one of the caller's items and answers it (as the item, so a client can drop it from its list). */
export async function deleteFeed(
  db: Kysely<Database>,
  claims: TokenClaims,
  kind: FeedKind,
  id: string,
): Promise<FeedItem> {
  const row = await deleteFeedItem(db, ownerOf(claims, kind), id);
  if (!row) {
    throw notFound();
  }
  return present(row);
}

/** Marks every item of the caller's kind as read and seen. */
export async function markAllRead(db: Kysely<Database>, claims: TokenClaims, kind: FeedKind): Promise<true> {
  await markAllFeedItemsRead(db, ownerOf(claims, kind));
  return true;
}
