import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, FeedItemRow, FeedItemTable } from '../../db/schema.ts';

export type FeedKind = FeedItemTable['kind'];
/** Whose items: the tenant, the owner (`unique_name` of the token) and the kind. */
export type FeedOwner = { idcliente: number; owner: string; kind: FeedKind };
export type NewFeedItem = Insertable<FeedItemTable>;
export type FeedItemChanges = Omit<Updateable<FeedItemTable>, 'id' | 'idcliente' | 'owner' | 'kind' | 'created_at'>;

function owned(db: Kysely<Database>, who: FeedOwner) {
  return db
    .selectFrom('user_feed')
    .where('idcliente', '=', who.idcliente)
    .where('owner', '=', who.owner)
    .where('kind', '=', who.kind);
}

/** The owner's items of one kind, newest first (ties: latest created, then id). */
export async function findFeedItems(db: Kysely<Database>, who: FeedOwner): Promise<FeedItemRow[]> {
  return owned(db, who)
    .selectAll()
    .orderBy('time', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'asc')
    .execute();
}

export async function insertFeedItem(db: Kysely<Database>, item: NewFeedItem): Promise<FeedItemRow> {
  return db.insertInto('user_feed').values(item).returningAll().executeTakeFirstOrThrow();
}

/** Updates one of the owner's items; `undefined` when the id is not theirs (or not of this kind). */
export async function updateFeedItem(
  db: Kysely<Database>,
  who: FeedOwner,
  id: string,
  changes: FeedItemChanges,
): Promise<FeedItemRow | undefined> {
  if (Object.keys(changes).length === 0) {
    return owned(db, who).selectAll().where('id', '=', id).executeTakeFirst();
  }
  return db
    .updateTable('user_feed')
    .set(changes)
    .where('id', '=', id)
    .where('idcliente', '=', who.idcliente)
    .where('owner', '=', who.owner)
    .where('kind', '=', who.kind)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes one of the owner's items and answers it; `undefined` when the id is not theirs. */
export async function deleteFeedItem(
  db: Kysely<Database>,
  who: FeedOwner,
  id: string,
): Promise<FeedItemRow | undefined> {
  return db
    .deleteFrom('user_feed')
    .where('id', '=', id)
    .where('idcliente', '=', who.idcliente)
    .where('owner', '=', who.owner)
    .where('kind', '=', who.kind)
    .returningAll()
    .executeTakeFirst();
}

export async function markAllFeedItemsRead(db: Kysely<Database>, who: FeedOwner): Promise<void> {
  await db
    .updateTable('user_feed')
    .set({ read: 1, seen: 1 })
    .where('idcliente', '=', who.idcliente)
    .where('owner', '=', who.owner)
    .where('kind', '=', who.kind)
    .execute();
}
