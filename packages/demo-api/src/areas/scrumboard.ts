/** Scrumboard (spec 001 §3, §7, §9): boards, lists, cards, labels and the positions call. */
import { defineArea } from '../engine.ts';
import { mergeFields } from '../records.ts';
import { bodyRecord, notFound, ok, type DemoResponse, type DemoRoute } from '../router.ts';
import { boardFields, indexOf, recordOf, titleOf } from './scrumboard-input.ts';
import { scrumboardItemRoutes } from './scrumboard-items.ts';
import { byPosition, nextPosition, placeAt } from './scrumboard-positions.ts';
import { seedScrumboard, type Board, type List, type ScrumboardState } from './scrumboard-seed.ts';
import { requiredId, route, touchBoardOf, type ScrumboardStore } from './scrumboard-store.ts';

export const scrumboardArea = defineArea<ScrumboardState>({
  name: 'scrumboard',
  seed: ({ random, now }) => seedScrumboard(random, now),
  routes({ state, newId, now }) {
    const store: ScrumboardStore = {
      state,
      newId,
      board: (id) => state().boards.find((board) => board.id === id),
      list: (id) => state().lists.find((list) => list.id === id),
      card: (id) => state().cards.find((card) => card.id === id),
      label: (id) => state().labels.find((label) => label.id === id),
      listsOf: (boardId) =>
        state()
          .lists.filter((list) => list.boardId === boardId)
          .sort(byPosition),
      cardsOf(boardId) {
        const order = new Map(store.listsOf(boardId).map((list, index) => [list.id, index]));
        return state()
          .cards.filter((card) => card.boardId === boardId)
          .sort((a, b) => (order.get(a.listId) ?? 0) - (order.get(b.listId) ?? 0) || byPosition(a, b));
      },
      labelsOf: (boardId) => state().labels.filter((label) => label.boardId === boardId),
      touch(board) {
        board.lastActivity = now().toISOString();
      },
    };
    return [...boardRoutes(store), ...listRoutes(store), ...scrumboardItemRoutes(store)];
  },
});

function boardRoutes(store: ScrumboardStore): DemoRoute[] {
  function fullBoard(board: Board): DemoResponse {
    return ok(
      structuredClone({
        ...board,
        lists: store.listsOf(board.id),
        cards: store.cardsOf(board.id),
        labels: store.labelsOf(board.id),
      }),
    );
  }
  return [
    route('GET', 'boards', () =>
      ok(structuredClone([...store.state().boards].sort((a, b) => b.lastActivity.localeCompare(a.lastActivity)))),
    ),
    route('GET', 'board', ({ query }) => {
      const board = store.board(requiredId(query, 'id'));
      return board ? fullBoard(board) : notFound();
    }),
    route('POST', 'board', ({ body }) => {
      const fields = boardFields(bodyRecord(body).board, true);
      const board: Board = {
        id: store.newId(),
        title: fields.title ?? '',
        description: fields.description ?? '',
        icon: fields.icon ?? 'dashboard',
        lastActivity: '',
        members: [],
      };
      store.touch(board);
      store.state().boards.unshift(board);
      return fullBoard(board);
    }),
    route('PATCH', 'board', ({ body }) => {
      const fields = bodyRecord(body);
      const board = store.board(requiredId(fields, 'id'));
      if (!board) {
        return notFound();
      }
      mergeFields(board, boardFields(fields.board, false));
      store.touch(board);
      return fullBoard(board);
    }),
    route('DELETE', 'board', ({ query }) => {
      const board = store.board(requiredId(query, 'id'));
      if (!board) {
        return notFound();
      }
      const current = store.state();
      current.boards = current.boards.filter((item) => item.id !== board.id);
      current.lists = current.lists.filter((item) => item.boardId !== board.id);
      current.cards = current.cards.filter((item) => item.boardId !== board.id);
      current.labels = current.labels.filter((item) => item.boardId !== board.id);
      return ok(true);
    }),
  ];
}

function listRoutes(store: ScrumboardStore): DemoRoute[] {
  return [
    route('GET', 'board/lists', ({ query }) => {
      const board = store.board(requiredId(query, 'boardId'));
      return board ? ok(structuredClone(store.listsOf(board.id))) : notFound();
    }),
    /** Reorders the lists: `{boardId, id, index}` puts list `id` at `index` (0-based). */
    route('PATCH', 'board/lists', ({ body }) => {
      const fields = bodyRecord(body);
      const board = store.board(requiredId(fields, 'boardId'));
      const list = store.list(requiredId(fields, 'id'));
      const index = indexOf(fields.index);
      if (!board || !list || list.boardId !== board.id) {
        return notFound();
      }
      placeAt(store.listsOf(board.id), list, index);
      store.touch(board);
      return ok(structuredClone(store.listsOf(board.id)));
    }),
    route('POST', 'board/list', ({ body }) => {
      const fields = bodyRecord(body);
      const board = store.board(requiredId(fields, 'boardId'));
      const title = titleOf(recordOf(fields.list, 'list').title);
      if (!board) {
        return notFound();
      }
      const list: List = {
        id: store.newId(),
        boardId: board.id,
        position: nextPosition(store.listsOf(board.id)),
        title,
      };
      store.state().lists.push(list);
      store.touch(board);
      return ok({ ...list });
    }),
    route('PATCH', 'board/list', ({ body }) => {
      const fields = bodyRecord(body);
      const list = store.list(requiredId(fields, 'id'));
      const title = titleOf(recordOf(fields.list, 'list').title);
      if (!list) {
        return notFound();
      }
      list.title = title;
      touchBoardOf(store, list.boardId);
      return ok({ ...list });
    }),
    /** Deleting a list deletes its cards. */
    route('DELETE', 'board/list', ({ query }) => {
      const list = store.list(requiredId(query, 'id'));
      if (!list) {
        return notFound();
      }
      const current = store.state();
      current.lists = current.lists.filter((item) => item.id !== list.id);
      current.cards = current.cards.filter((card) => card.listId !== list.id);
      touchBoardOf(store, list.boardId);
      return ok(true);
    }),
  ];
}
