import { demoFetch } from '../lib/demo-fetch.ts';

const base = '/api/apps/scrumboard';

export const boardIcons = ['rocket', 'web', 'phone', 'campaign', 'dashboard', 'school', 'build', 'star'] as const;
export type BoardIcon = (typeof boardIcons)[number];
export type Member = { id: string; name: string; avatar: string };
export type Board = {
  id: string;
  title: string;
  description: string;
  icon: BoardIcon;
  lastActivity: string;
  members: Member[];
};
export type List = { id: string; boardId: string; position: number; title: string };
export type ChecklistItem = { id: string; text: string; checked: boolean };
export type Checklist = { id: string; name: string; items: ChecklistItem[] };
export type Comment = { id: string; memberId: string; message: string; time: string };
export type Card = {
  id: string;
  boardId: string;
  listId: string;
  position: number;
  title: string;
  description: string;
  labels: string[];
  dueDate: string | null;
  memberIds: string[];
  checklists: Checklist[];
  attachments: number;
  comments: Comment[];
};
export type Label = { id: string; boardId: string; title: string };
export type FullBoard = Board & { lists: List[]; cards: Card[]; labels: Label[] };
export type CardEdit = Partial<Pick<Card, 'title' | 'description' | 'labels' | 'dueDate' | 'memberIds' | 'checklists'>>;
export type BoardEdit = Partial<Pick<Board, 'title' | 'description' | 'icon'>>;

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
