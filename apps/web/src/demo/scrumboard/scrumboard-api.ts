import type { BoardFields, CardFields } from '@atalaya/demo-api/areas/scrumboard-input';
import type { BOARD_ICONS, Board, Card, Label, List } from '@atalaya/demo-api/areas/scrumboard-seed';
import { demoFetch } from '../lib/demo-fetch.ts';

const base = '/api/apps/scrumboard';

// The engine's own shapes (types only: nothing of the engine is bundled by this import).
export type {
  Board,
  BoardIcon,
  Card,
  Checklist,
  ChecklistItem,
  Comment,
  Label,
  List,
  Member,
} from '@atalaya/demo-api/areas/scrumboard-seed';

/** The icons a board may carry, in the order the form offers them (the engine's `BOARD_ICONS`). */
export const boardIcons = [
  'rocket',
  'web',
  'phone',
  'campaign',
  'dashboard',
  'school',
  'build',
  'star',
] as const satisfies typeof BOARD_ICONS;

/** `GET board`: the board with its lists, cards and labels. */
export type FullBoard = Board & { lists: List[]; cards: Card[]; labels: Label[] };
/** The fields a card or a board edit may set (the engine's `CardFields` and `BoardFields`). */
export type CardEdit = CardFields;
export type BoardEdit = BoardFields;

export const scrumboardKeys = {
  all: ['demo', 'scrumboard'] as const,
  boards: ['demo', 'scrumboard', 'boards'] as const,
  board: (id: string) => ['demo', 'scrumboard', 'board', id] as const,
};

export function fetchBoards(): Promise<Board[]> {
  return demoFetch<Board[]>(`${base}/boards`);
}
export function fetchBoard(id: string): Promise<FullBoard> {
  return demoFetch<FullBoard>(`${base}/board`, { query: { id } });
}
export function createBoard(board: BoardEdit): Promise<FullBoard> {
  return demoFetch<FullBoard>(`${base}/board`, { method: 'POST', json: { board } });
}
export function updateBoard(id: string, board: BoardEdit): Promise<FullBoard> {
  return demoFetch<FullBoard>(`${base}/board`, { method: 'PATCH', json: { id, board } });
}
export function deleteBoard(id: string): Promise<boolean> {
  return demoFetch<boolean>(`${base}/board`, { method: 'DELETE', query: { id } });
}

export function createList(boardId: string, title: string): Promise<List> {
  return demoFetch<List>(`${base}/board/list`, { method: 'POST', json: { boardId, list: { title } } });
}
export function renameList(id: string, title: string): Promise<List> {
  return demoFetch<List>(`${base}/board/list`, { method: 'PATCH', json: { id, list: { title } } });
}
export function deleteList(id: string): Promise<boolean> {
  return demoFetch<boolean>(`${base}/board/list`, { method: 'DELETE', query: { id } });
}
/** Puts list `id` at `index` (0-based) of its board. */
export function moveList(boardId: string, id: string, index: number): Promise<List[]> {
  return demoFetch<List[]>(`${base}/board/lists`, { method: 'PATCH', json: { boardId, id, index } });
}

export function createCard(listId: string, title: string): Promise<Card> {
  return demoFetch<Card>(`${base}/board/card`, { method: 'POST', json: { listId, card: { title } } });
}
export function updateCard(id: string, card: CardEdit): Promise<Card> {
  return demoFetch<Card>(`${base}/board/card`, { method: 'PATCH', json: { id, card } });
}
export function deleteCard(id: string): Promise<boolean> {
  return demoFetch<boolean>(`${base}/board/card`, { method: 'DELETE', query: { id } });
}
/** Puts card `id` at `index` (0-based, counted without the card) of list `listId`. */
export function moveCard(id: string, listId: string, index: number): Promise<Card[]> {
  return demoFetch<Card[]>(`${base}/board/card/positions`, { method: 'PATCH', json: { id, listId, index } });
}

export function createLabel(boardId: string, title: string): Promise<Label> {
  return demoFetch<Label>(`${base}/board/label`, { method: 'POST', json: { boardId, label: { title } } });
}
export function renameLabel(id: string, title: string): Promise<Label> {
  return demoFetch<Label>(`${base}/board/label`, { method: 'PATCH', json: { id, label: { title } } });
}
export function deleteLabel(id: string): Promise<boolean> {
  return demoFetch<boolean>(`${base}/board/label`, { method: 'DELETE', query: { id } });
}
