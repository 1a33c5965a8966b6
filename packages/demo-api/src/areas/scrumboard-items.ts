/** The scrumboard's cards (with the positions call) and labels. */
import { mergeFields } from '../records.ts';
import { bodyRecord, notFound, ok, type DemoRoute } from '../router.ts';
import { BadInput, cardFields, indexOf, recordOf, titleOf } from './scrumboard-input.ts';
import { byPosition, nextPosition, placeAt } from './scrumboard-positions.ts';
import { type Card, type Label } from './scrumboard-seed.ts';
import { requiredId, route, touchBoardOf, type ScrumboardStore } from './scrumboard-store.ts';

export function scrumboardItemRoutes(store: ScrumboardStore): DemoRoute[] {
  return [...cardRoutes(store), ...labelRoutes(store)];
}

function cardRoutes(store: ScrumboardStore): DemoRoute[] {
  function cardsOfList(listId: string): Card[] {
    return store
      .state()
      .cards.filter((card) => card.listId === listId)
      .sort(byPosition);
  }
  return [
    /** The cards of a board (lists in order, then by position), or of one of its lists. */
    route('GET', 'board/cards', ({ query }) => {
      const board = store.board(requiredId(query, 'boardId'));
      if (!board) {
        return notFound();
      }
      const cards = store.cardsOf(board.id);
      return ok(structuredClone(query.listId ? cards.filter((card) => card.listId === query.listId) : cards));
    }),
    route('GET', 'board/card', ({ query }) => {
      const card = store.card(requiredId(query, 'id'));
      return card ? ok(structuredClone(card)) : notFound();
    }),
    /** `{listId, card}`: the new card goes last in its list. */
    route('POST', 'board/card', ({ body }) => {
      const fields = bodyRecord(body);
      const list = store.list(requiredId(fields, 'listId'));
      const board = list ? store.board(list.boardId) : undefined;
      if (!list || !board) {
        return notFound();
      }
      const given = cardFields(fields.card, true, { board, labels: store.labelsOf(board.id), newId: store.newId });
      const card: Card = {
        id: store.newId(),
        boardId: board.id,
        listId: list.id,
        position: nextPosition(cardsOfList(list.id)),
        title: '',
        description: '',
        labels: [],
        dueDate: null,
        memberIds: [],
        checklists: [],
        attachments: 0,
        comments: [],
        ...given,
      };
      store.state().cards.push(card);
      store.touch(board);
      return ok(structuredClone(card));
    }),
    route('PATCH', 'board/card', ({ body }) => {
      const fields = bodyRecord(body);
      const card = store.card(requiredId(fields, 'id'));
      const board = card ? store.board(card.boardId) : undefined;
      if (!card || !board) {
        return notFound();
      }
      mergeFields(
        card,
        cardFields(fields.card, false, { board, labels: store.labelsOf(board.id), newId: store.newId }),
      );
      store.touch(board);
      return ok(structuredClone(card));
    }),
    route('DELETE', 'board/card', ({ query }) => {
      const card = store.card(requiredId(query, 'id'));
      if (!card) {
        return notFound();
      }
      store.state().cards = store.state().cards.filter((item) => item.id !== card.id);
      touchBoardOf(store, card.boardId);
      return ok(true);
    }),
    /**
     * `{id, listId, index}`: moves card `id` to position `index` (0-based, counted without the card)
     * of list `listId` of the same board; answers every card of the board in order.
     */
    route('PATCH', 'board/card/positions', ({ body }) => {
      const fields = bodyRecord(body);
      const card = store.card(requiredId(fields, 'id'));
      const list = store.list(requiredId(fields, 'listId'));
      const index = indexOf(fields.index);
      if (!card || !list) {
        return notFound();
      }
      if (list.boardId !== card.boardId) {
        throw new BadInput('a card moves only between lists of its own board');
      }
      placeAt(cardsOfList(list.id), card, index);
      card.listId = list.id;
      touchBoardOf(store, card.boardId);
      return ok(structuredClone(store.cardsOf(card.boardId)));
    }),
  ];
}

function labelRoutes(store: ScrumboardStore): DemoRoute[] {
  function checkUnique(boardId: string, title: string, except?: string): void {
    const taken = store
      .labelsOf(boardId)
      .some((label) => label.id !== except && label.title.toLowerCase() === title.toLowerCase());
    if (taken) {
      throw new BadInput(`a label titled "${title}" already exists on this board`);
    }
  }
  return [
    route('GET', 'board/labels', ({ query }) => {
      const board = store.board(requiredId(query, 'boardId'));
      return board ? ok(structuredClone(store.labelsOf(board.id))) : notFound();
    }),
    route('POST', 'board/label', ({ body }) => {
      const fields = bodyRecord(body);
      const board = store.board(requiredId(fields, 'boardId'));
      const title = titleOf(recordOf(fields.label, 'label').title);
      if (!board) {
        return notFound();
      }
      checkUnique(board.id, title);
      const label: Label = { id: store.newId(), boardId: board.id, title };
      store.state().labels.push(label);
      store.touch(board);
      return ok({ ...label });
    }),
    route('PATCH', 'board/label', ({ body }) => {
      const fields = bodyRecord(body);
      const label = store.label(requiredId(fields, 'id'));
      const title = titleOf(recordOf(fields.label, 'label').title);
      if (!label) {
        return notFound();
      }
      checkUnique(label.boardId, title, label.id);
      label.title = title;
      touchBoardOf(store, label.boardId);
      return ok({ ...label });
    }),
    /** Deleting a label strips it from every card of its board. */
    route('DELETE', 'board/label', ({ query }) => {
      const label = store.label(requiredId(query, 'id'));
      if (!label) {
        return notFound();
      }
      const current = store.state();
      current.labels = current.labels.filter((item) => item.id !== label.id);
      for (const card of current.cards) {
        card.labels = card.labels.filter((id) => id !== label.id);
      }
      touchBoardOf(store, label.boardId);
      return ok(true);
    }),
  ];
}
