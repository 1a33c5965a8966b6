/**
 * Reading the scrumboard's bodies: every field is checked before anything is stored, so a bad
 * body answers 400 with a clear message and leaves the state as it was.
 */
import { isRecord, type DemoResponse } from '../router.ts';
import { BOARD_ICONS, type Board, type BoardIcon, type Card, type Checklist, type Label } from './scrumboard-seed.ts';

export const TITLE_MAX = 200;
export const TEXT_MAX = 5000;

export class BadInput extends Error {}

export function badRequest(message: string): DemoResponse {
  return { status: 400, body: { error: message } };
}

/** Runs a reader; a `BadInput` becomes a 400 answer. */
export function guarded(run: () => DemoResponse): DemoResponse {
  try {
    return run();
  } catch (error) {
    if (error instanceof BadInput) {
      return badRequest(error.message);
    }
    throw error;
  }
}

export function recordOf(value: unknown, name: string): Record<string, unknown> {
  if (!isRecord(value)) {
    throw new BadInput(`${name} must be an object`);
  }
  return value;
}

export function titleOf(value: unknown, name = 'title'): string {
  if (typeof value !== 'string' || value.trim().length === 0) {
    throw new BadInput(`${name} must be a non-empty text`);
  }
  if (value.trim().length > TITLE_MAX) {
    throw new BadInput(`${name} is longer than ${TITLE_MAX} characters`);
  }
  return value.trim();
}

function textOf(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.length > TEXT_MAX) {
    throw new BadInput(`${name} must be a text of at most ${TEXT_MAX} characters`);
  }
  return value;
}

/** A whole number ≥ 0 (the index of a drop). */
export function indexOf(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new BadInput('index must be a whole number from 0');
  }
  return value;
}

function checkKeys(fields: Record<string, unknown>, allowed: readonly string[], ignored: readonly string[]): void {
  for (const key of Object.keys(fields)) {
    if (!allowed.includes(key) && !ignored.includes(key)) {
      throw new BadInput(`${key} cannot be set here`);
    }
  }
}

export type BoardFields = Partial<Pick<Board, 'title' | 'description' | 'icon'>>;

/** The fields of a board to create (`title` required) or to update. */
export function boardFields(value: unknown, creating: boolean): BoardFields {
  const fields = recordOf(value, 'board');
  checkKeys(fields, ['title', 'description', 'icon'], ['id', 'lastActivity', 'members']);
  const out: BoardFields = {};
  if (creating || 'title' in fields) {
    out.title = titleOf(fields.title);
  }
  if ('description' in fields) {
    out.description = textOf(fields.description, 'description');
  }
  if ('icon' in fields) {
    if (!BOARD_ICONS.includes(fields.icon as BoardIcon)) {
      throw new BadInput(`icon must be one of ${BOARD_ICONS.join(', ')}`);
    }
    out.icon = fields.icon as BoardIcon;
  }
  return out;
}

const CARD_FIELDS = ['title', 'description', 'labels', 'dueDate', 'memberIds', 'checklists'] as const;
export type CardFields = Partial<Pick<Card, (typeof CARD_FIELDS)[number]>>;

function idList(value: unknown, name: string, known: readonly string[]): string[] {
  if (!Array.isArray(value) || value.some((id) => typeof id !== 'string' || !known.includes(id))) {
    throw new BadInput(`${name} must be a list of ids of this board`);
  }
  return [...new Set(value as string[])];
}

function dueDateOf(value: unknown): string | null {
  if (value === null) {
    return null;
  }
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(Date.parse(value))) {
    throw new BadInput('dueDate must be an ISO date or null');
  }
  return new Date(value).toISOString();
}

function checklistsOf(value: unknown, newId: () => string): Checklist[] {
  if (!Array.isArray(value)) {
    throw new BadInput('checklists must be a list');
  }
  return value.map((entry) => {
    const list = recordOf(entry, 'checklist');
    if (!Array.isArray(list.items)) {
      throw new BadInput('checklist items must be a list');
    }
    return {
      id: typeof list.id === 'string' && list.id ? list.id : newId(),
      name: titleOf(list.name, 'checklist name'),
      items: list.items.map((raw) => {
        const item = recordOf(raw, 'checklist item');
        if (typeof item.checked !== 'boolean') {
          throw new BadInput('checklist item checked must be true or false');
        }
        return {
          id: typeof item.id === 'string' && item.id ? item.id : newId(),
          text: titleOf(item.text, 'checklist item text'),
          checked: item.checked,
        };
      }),
    };
  });
}

/**
 * The fields of a card to create (`title` required) or to update. `id`, `boardId`, `listId` and
 * `position` are ignored (a card moves with the positions call); `attachments` and `comments` are
 * read-only.
 */
export function cardFields(
  value: unknown,
  creating: boolean,
  context: { board: Board; labels: readonly Label[]; newId: () => string },
): CardFields {
  const fields = recordOf(value, 'card');
  checkKeys(fields, CARD_FIELDS, ['id', 'boardId', 'listId', 'position']);
  const out: CardFields = {};
  if (creating || 'title' in fields) {
    out.title = titleOf(fields.title);
  }
  if ('description' in fields) {
    out.description = textOf(fields.description, 'description');
  }
  if ('labels' in fields) {
    out.labels = idList(
      fields.labels,
      'labels',
      context.labels.map((label) => label.id),
    );
  }
  if ('dueDate' in fields) {
    out.dueDate = dueDateOf(fields.dueDate);
  }
  if ('memberIds' in fields) {
    out.memberIds = idList(
      fields.memberIds,
      'memberIds',
      context.board.members.map((member) => member.id),
    );
  }
  if ('checklists' in fields) {
    out.checklists = checklistsOf(fields.checklists, context.newId);
  }
  return out;
}
