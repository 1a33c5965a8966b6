/** The scrumboard's store as its handlers see it, and the helpers they share. */
import { textField, type DemoRequest, type DemoResponse, type DemoRoute } from '../router.ts';
import { BadInput, guarded } from './scrumboard-input.ts';
import { type Board, type Card, type Label, type List, type ScrumboardState } from './scrumboard-seed.ts';

const BASE = '/api/apps/scrumboard';

export type ScrumboardStore = {
  state(): ScrumboardState;
  newId(): string;
  /** Finds a board, list, card or label by id: `undefined` when absent. */
  board(id: string): Board | undefined;
  list(id: string): List | undefined;
  card(id: string): Card | undefined;
  label(id: string): Label | undefined;
  listsOf(boardId: string): List[];
  cardsOf(boardId: string): Card[];
  labelsOf(boardId: string): Label[];
  /** Records that the board changed now. */
  touch(board: Board): void;
};

/** The id a call names (query or body): missing → 400. */
export function requiredId(source: Record<string, unknown>, key: string): string {
  const id = textField(source, key);
  if (!id) {
    throw new BadInput(`${key} is required`);
  }
  return id;
}

export function route(
  method: DemoRoute['method'],
  path: string,
  run: (request: DemoRequest) => DemoResponse,
): DemoRoute {
  return { method, path: `${BASE}/${path}`, handler: (request) => guarded(() => run(request)) };
}

export function touchBoardOf(store: ScrumboardStore, boardId: string): void {
  const board = store.board(boardId);
  if (board) {
    store.touch(board);
  }
}
