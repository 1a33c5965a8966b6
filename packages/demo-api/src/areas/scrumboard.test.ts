import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../test-support.ts';
import { type Board, type Card, type Label, type List } from './scrumboard-seed.ts';

const demo = useDemoServer();
const BASE = '/api/apps/scrumboard';

type FullBoard = Board & { lists: List[]; cards: Card[]; labels: Label[] };

async function boards(): Promise<Board[]> {
  return (await demo.call('GET', `${BASE}/boards`)).body as Board[];
}

async function board(id: string): Promise<FullBoard> {
  const answer = await demo.call('GET', `${BASE}/board?id=${id}`);
  expect(answer.status).toBe(200);
  return answer.body as FullBoard;
}

/** A new board with one list "A" of three cards and an empty list "B". */
async function boardWithThreeCards(): Promise<{ boardId: string; listA: string; listB: string; cards: Card[] }> {
  const created = (await demo.call('POST', `${BASE}/board`, { board: { title: 'Vectors' } })).body as FullBoard;
  const listA = (await demo.call('POST', `${BASE}/board/list`, { boardId: created.id, list: { title: 'A' } }))
    .body as List;
  const listB = (await demo.call('POST', `${BASE}/board/list`, { boardId: created.id, list: { title: 'B' } }))
    .body as List;
  const cards: Card[] = [];
  for (const title of ['one', 'two', 'three']) {
    cards.push((await demo.call('POST', `${BASE}/board/card`, { listId: listA.id, card: { title } })).body as Card);
  }
  return { boardId: created.id, listA: listA.id, listB: listB.id, cards };
}

async function move(id: string, listId: string, index: number): Promise<Card[]> {
  const answer = await demo.call('PATCH', `${BASE}/board/card/positions`, { id, listId, index });
  expect(answer.status).toBe(200);
  return answer.body as Card[];
}

function column(cards: Card[], listId: string): [string, number][] {
  return cards.filter((card) => card.listId === listId).map((card) => [card.title, card.position]);
}

describe('boards', () => {
  it('seeds three boards with members, lists and cards ordered by position', async () => {
    const list = await boards();
    expect(list.map((item) => item.title)).toEqual(['Product launch', 'Website redesign', 'Team onboarding']);
    for (const item of list) {
      expect(Object.keys(item).sort()).toEqual(['description', 'icon', 'id', 'lastActivity', 'members', 'title']);
      expect(item.members.length).toBeGreaterThanOrEqual(4);
      const full = await board(item.id);
      const positions = full.lists.map((entry) => entry.position);
      expect(positions).toEqual(positions.map((_, index) => (index + 1) * 65_536));
      for (const entry of full.lists) {
        const cardPositions = full.cards.filter((card) => card.listId === entry.id).map((card) => card.position);
        expect(cardPositions.length).toBeGreaterThan(0);
        expect(cardPositions).toEqual(cardPositions.map((_, index) => (index + 1) * 65_536));
      }
      const labelIds = full.labels.map((label) => label.id);
      for (const card of full.cards) {
        expect(card.labels.every((id) => labelIds.includes(id))).toBe(true);
      }
    }
  });

  it('creates, renames and deletes a board with everything on it', async () => {
    const { boardId } = await boardWithThreeCards();
    expect((await boards())[0]?.id).toBe(boardId);
    const renamed = await demo.call('PATCH', `${BASE}/board`, {
      id: boardId,
      board: { title: 'Renamed', icon: 'star' },
    });
    expect(renamed.body).toMatchObject({ title: 'Renamed', icon: 'star' });
    expect((await demo.call('DELETE', `${BASE}/board?id=${boardId}`)).body).toBe(true);
    expect((await demo.call('GET', `${BASE}/board?id=${boardId}`)).status).toBe(404);
    expect(demo.api.stateOf<{ cards: Card[] }>('scrumboard').cards.some((card) => card.boardId === boardId)).toBe(
      false,
    );
  });
});

describe('positions (steps of 65536)', () => {
  it('a new list and a new card go last: last + 65536', async () => {
    const { boardId, listA, listB, cards } = await boardWithThreeCards();
    expect(cards.map((card) => card.position)).toEqual([65_536, 131_072, 196_608]);
    const lists = (await demo.call('GET', `${BASE}/board/lists?boardId=${boardId}`)).body as List[];
    expect(lists.map((list) => [list.id, list.position])).toEqual([
      [listA, 65_536],
      [listB, 131_072],
    ]);
  });

  it('three moves: between two, to the top, to another list', async () => {
    const { listA, listB, cards } = await boardWithThreeCards();
    const [one, two, three] = cards as [Card, Card, Card];
    // 1. The third dropped between the first two takes the midpoint.
    let all = await move(three.id, listA, 1);
    expect(column(all, listA)).toEqual([
      ['one', 65_536],
      ['three', 98_304],
      ['two', 131_072],
    ]);
    // 2. The second dropped at the top: the midpoint between 0 and the first.
    all = await move(two.id, listA, 0);
    expect(column(all, listA)).toEqual([
      ['two', 32_768],
      ['one', 65_536],
      ['three', 98_304],
    ]);
    // 3. The first moved to the empty list B, then "three" after it: 65536, 131072 there.
    all = await move(one.id, listB, 0);
    all = await move(three.id, listB, 5);
    expect(column(all, listA)).toEqual([['two', 32_768]]);
    expect(column(all, listB)).toEqual([
      ['one', 65_536],
      ['three', 131_072],
    ]);
    // Back between "two" and nothing: last + 65536 in list A.
    all = await move(one.id, listA, 1);
    expect(column(all, listA)).toEqual([
      ['two', 32_768],
      ['one', 98_304],
    ]);
    expect((await demo.call('GET', `${BASE}/board/card?id=${one.id}`)).body).toMatchObject({ listId: listA });
  });

  it('renumbers the list in steps of 65536 when no whole midpoint is left', async () => {
    const { listA, cards } = await boardWithThreeCards();
    const [one, two] = cards as [Card, Card, Card];
    // Alternating moves to the top halve the first position: 32768, 16384 … 2, 1.
    let all: Card[] = [];
    for (let i = 0; i < 16; i += 1) {
      all = await move((i % 2 === 0 ? two : one).id, listA, 0);
    }
    expect(column(all, listA)).toEqual([
      ['one', 1],
      ['two', 2],
      ['three', 196_608],
    ]);
    // (0 + 1) / 2 is not a whole number: the list is renumbered with "two" first.
    all = await move(two.id, listA, 0);
    expect(column(all, listA)).toEqual([
      ['two', 65_536],
      ['one', 131_072],
      ['three', 196_608],
    ]);
  });

  it('reorders lists with the same rule', async () => {
    const { boardId, listA, listB } = await boardWithThreeCards();
    const answer = await demo.call('PATCH', `${BASE}/board/lists`, { boardId, id: listB, index: 0 });
    expect((answer.body as List[]).map((list) => [list.id, list.position])).toEqual([
      [listB, 32_768],
      [listA, 65_536],
    ]);
    expect((await board(boardId)).lists.map((list) => list.title)).toEqual(['B', 'A']);
  });
});

describe('deletions', () => {
  it('deleting a label strips it from the cards', async () => {
    const full = await board((await boards())[0]?.id ?? '');
    const label = full.labels.find((item) => full.cards.some((card) => card.labels.includes(item.id))) as Label;
    const card = full.cards.find((item) => item.labels.includes(label.id)) as Card;
    expect((await demo.call('DELETE', `${BASE}/board/label?id=${label.id}`)).body).toBe(true);
    const after = await board(full.id);
    expect(after.labels.map((item) => item.id)).not.toContain(label.id);
    expect(after.cards.some((item) => item.labels.includes(label.id))).toBe(false);
    const kept = after.cards.find((item) => item.id === card.id) as Card;
    expect(kept.labels).toEqual(card.labels.filter((id) => id !== label.id));
  });

  it('deleting a list deletes its cards, and only those', async () => {
    const { boardId, listA, listB, cards } = await boardWithThreeCards();
    await move((cards[0] as Card).id, listB, 0);
    expect((await demo.call('DELETE', `${BASE}/board/list?id=${listA}`)).body).toBe(true);
    const after = await board(boardId);
    expect(after.lists.map((list) => list.id)).toEqual([listB]);
    expect(after.cards.map((card) => card.title)).toEqual(['one']);
    expect((await demo.call('GET', `${BASE}/board/card?id=${(cards[1] as Card).id}`)).status).toBe(404);
  });
});

describe('cards and labels', () => {
  it('creates a card with fields, edits it and deletes it', async () => {
    const { boardId, listA } = await boardWithThreeCards();
    const label = (await demo.call('POST', `${BASE}/board/label`, { boardId, label: { title: 'Urgent' } }))
      .body as Label;
    const created = await demo.call('POST', `${BASE}/board/card`, {
      listId: listA,
      card: { title: 'Four', labels: [label.id], dueDate: '2026-07-01' },
    });
    expect(created.body).toMatchObject({ title: 'Four', position: 262_144, labels: [label.id] });
    const id = (created.body as Card).id;
    const patched = await demo.call('PATCH', `${BASE}/board/card`, {
      id,
      card: { description: 'Now', checklists: [{ name: 'Steps', items: [{ text: 'Draft', checked: true }] }] },
    });
    expect(patched.body).toMatchObject({ title: 'Four', description: 'Now', dueDate: '2026-07-01T00:00:00.000Z' });
    expect((patched.body as Card).checklists[0]?.items[0]).toMatchObject({ text: 'Draft', checked: true });
    const renamed = await demo.call('PATCH', `${BASE}/board/label`, { id: label.id, label: { title: 'Later' } });
    expect(renamed.body).toMatchObject({ id: label.id, title: 'Later' });
    expect((await demo.call('DELETE', `${BASE}/board/card?id=${id}`)).body).toBe(true);
    expect((await demo.call('GET', `${BASE}/board/card?id=${id}`)).status).toBe(404);
  });
});

describe('errors leave the state as it was', () => {
  const unknown = '00000000-0000-4000-8000-000000000000';

  it('unknown ids answer 404', async () => {
    const { boardId, listA, cards } = await boardWithThreeCards();
    const before = structuredClone(demo.api.stateOf('scrumboard'));
    const calls: [string, string, unknown?][] = [
      ['GET', `board?id=${unknown}`],
      ['PATCH', 'board', { id: unknown, board: { title: 'x' } }],
      ['DELETE', `board?id=${unknown}`],
      ['GET', `board/lists?boardId=${unknown}`],
      ['POST', 'board/list', { boardId: unknown, list: { title: 'x' } }],
      ['PATCH', 'board/list', { id: unknown, list: { title: 'x' } }],
      ['DELETE', `board/list?id=${unknown}`],
      ['PATCH', 'board/lists', { boardId, id: unknown, index: 0 }],
      ['GET', `board/cards?boardId=${unknown}`],
      ['GET', `board/card?id=${unknown}`],
      ['POST', 'board/card', { listId: unknown, card: { title: 'x' } }],
      ['PATCH', 'board/card', { id: unknown, card: { title: 'x' } }],
      ['DELETE', `board/card?id=${unknown}`],
      ['PATCH', 'board/card/positions', { id: unknown, listId: listA, index: 0 }],
      ['PATCH', 'board/card/positions', { id: (cards[0] as Card).id, listId: unknown, index: 0 }],
      ['GET', `board/labels?boardId=${unknown}`],
      ['POST', 'board/label', { boardId: unknown, label: { title: 'x' } }],
      ['PATCH', 'board/label', { id: unknown, label: { title: 'x' } }],
      ['DELETE', `board/label?id=${unknown}`],
    ];
    for (const [method, path, body] of calls) {
      const answer = await demo.call(method, `${BASE}/${path}`, body);
      expect([method, path, answer.status]).toEqual([method, path, 404]);
    }
    expect(demo.api.stateOf('scrumboard')).toEqual(before);
  });

  it('bad bodies answer 400 with a message', async () => {
    const { boardId, listA, listB, cards } = await boardWithThreeCards();
    const other = (await boards()).find((item) => item.id !== boardId) as Board;
    const otherList = (await board(other.id)).lists[0] as List;
    const card = (cards[0] as Card).id;
    const before = structuredClone(demo.api.stateOf('scrumboard'));
    const calls: [string, string, unknown?][] = [
      ['GET', 'board'],
      ['POST', 'board', { board: { title: '  ' } }],
      ['POST', 'board', { board: { title: 'x', icon: 'unicorn' } }],
      ['POST', 'board', 'nonsense'],
      ['PATCH', 'board', { id: boardId, board: { title: 42 } }],
      ['POST', 'board/list', { boardId, list: {} }],
      ['PATCH', 'board/list', { id: listA, list: { title: 'x'.repeat(201) } }],
      ['PATCH', 'board/lists', { boardId, id: listB, index: -1 }],
      ['POST', 'board/card', { listId: listA, card: { description: 'no title' } }],
      ['PATCH', 'board/card', { id: card, card: { labels: ['not-a-label'] } }],
      ['PATCH', 'board/card', { id: card, card: { dueDate: 'tomorrow' } }],
      ['PATCH', 'board/card', { id: card, card: { memberIds: [42] } }],
      ['PATCH', 'board/card', { id: card, card: { comments: [] } }],
      ['PATCH', 'board/card', { id: card, card: { checklists: [{ name: 'x', items: [{ text: 'y' }] }] } }],
      ['PATCH', 'board/card/positions', { id: card, listId: listB, index: 1.5 }],
      ['PATCH', 'board/card/positions', { id: card, listId: listB }],
      ['PATCH', 'board/card/positions', { id: card, listId: otherList.id, index: 0 }],
      ['POST', 'board/label', { boardId: other.id, label: { title: '' } }],
      ['POST', 'board/label', { boardId: other.id, label: { title: (await board(other.id)).labels[0]?.title } }],
    ];
    for (const [method, path, body] of calls) {
      const answer = await demo.call(method, `${BASE}/${path}`, body);
      expect([path, body, answer.status]).toEqual([path, body, 400]);
      expect((answer.body as { error: string }).error).toMatch(/\w/);
    }
    expect(demo.api.stateOf('scrumboard')).toEqual(before);
  });
});
