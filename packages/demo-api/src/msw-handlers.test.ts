import { describe, expect, it } from 'vitest';
import { createDemo } from './demo-areas.ts';
import { createMswHandlers, toDemoRequest } from './msw-handlers.ts';

/** The calls of spec 001 §7 that part 1 answers. */
const PART_ONE_ROUTES = [
  ...['sign-in', 'unlock-session', 'sign-up', 'forgot-password', 'reset-password', 'refresh-access-token'].map(
    (name) => `POST /api/auth/${name}`,
  ),
  'GET /api/dashboards/analytics',
  'GET /api/apps/chat/chats',
  'GET /api/apps/chat/chat',
  'PATCH /api/apps/chat/chat',
  'GET /api/apps/chat/contacts',
  'GET /api/apps/chat/contact',
  'GET /api/apps/chat/profile',
  'GET /api/apps/contacts/all',
  'GET /api/apps/contacts/search',
  'GET /api/apps/contacts/contact',
  'POST /api/apps/contacts/contact',
  'PATCH /api/apps/contacts/contact',
  'DELETE /api/apps/contacts/contact',
  'GET /api/apps/contacts/countries',
  'GET /api/apps/contacts/tags',
  'POST /api/apps/contacts/tag',
  'PATCH /api/apps/contacts/tag',
  'DELETE /api/apps/contacts/tag',
  'POST /api/apps/contacts/avatar',
  ...['categories', 'brands', 'vendors', 'tags', 'products', 'product'].map(
    (name) => `GET /api/apps/ecommerce/inventory/${name}`,
  ),
  'POST /api/apps/ecommerce/inventory/product',
  'PATCH /api/apps/ecommerce/inventory/product',
  'DELETE /api/apps/ecommerce/inventory/product',
  'POST /api/apps/ecommerce/inventory/tag',
  'PATCH /api/apps/ecommerce/inventory/tag',
  'DELETE /api/apps/ecommerce/inventory/tag',
];

/** The calls of spec 001 §7 that part 2 answers (issue 19). */
const PART_TWO_ROUTES = [
  'GET /api/apps/file-manager',
  ...['faqs', 'guides', 'guide'].map((name) => `GET /api/apps/help-center/${name}`),
  'GET /api/ui/icons/:set',
  ...['settings', 'folders', 'filters', 'labels', 'mails', 'mail'].map((name) => `GET /api/apps/mailbox/${name}`),
  'PATCH /api/apps/mailbox/settings',
  ...['POST', 'PATCH', 'DELETE'].map((method) => `${method} /api/apps/mailbox/label`),
  ...['POST', 'PATCH', 'DELETE'].map((method) => `${method} /api/apps/mailbox/mail`),
  ...['GET', 'POST', 'PATCH', 'DELETE'].flatMap((method) => [
    `${method} /api/apps/notes/labels`,
    `${method} /api/apps/notes`,
    `${method} /api/apps/tasks/${method === 'GET' ? 'tags' : 'tag'}`,
    `${method} /api/apps/tasks/task`,
    `${method} /api/apps/scrumboard/board`,
    `${method} /api/apps/scrumboard/board/card`,
    `${method} /api/apps/scrumboard/board/${method === 'GET' ? 'labels' : 'label'}`,
  ]),
  'GET /api/apps/notes/all',
  ...['POST', 'PATCH', 'DELETE'].map((method) => `${method} /api/apps/notes/tasks`),
  'GET /api/apps/tasks/all',
  'GET /api/apps/tasks/search',
  'PATCH /api/apps/tasks/order',
  'GET /api/apps/scrumboard/boards',
  'GET /api/apps/scrumboard/board/lists',
  'PATCH /api/apps/scrumboard/board/lists',
  ...['POST', 'PATCH', 'DELETE'].map((method) => `${method} /api/apps/scrumboard/board/list`),
  'GET /api/apps/scrumboard/board/cards',
  'PATCH /api/apps/scrumboard/board/card/positions',
  'POST /api/common/search',
];

describe('MSW adapter', () => {
  it('builds one handler per route of the table, and the table is exactly the calls of §7 (parts 1 and 2)', () => {
    const api = createDemo({ delayScale: 0 });
    const table = api.routes.map((route) => `${route.method} ${route.path}`);
    expect([...table].sort()).toEqual([...PART_ONE_ROUTES, ...PART_TWO_ROUTES].sort());
    expect(new Set(table).size).toBe(table.length);
    const handlers = createMswHandlers(api, { origin: 'http://x.test' });
    expect(handlers).toHaveLength(api.routes.length);
    expect(handlers.map((handler) => handler.info.header)).toContain('GET http://x.test/api/apps/contacts/all');
  });

  it('turns a fetch request into the plain request: first query value, lower-case headers, JSON body', async () => {
    const request = new Request('http://x.test/api/apps/contacts/search?query=ana&query=bob&page=2', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Demo': 'yes' },
      body: JSON.stringify({ id: 'a' }),
    });
    const plain = await toDemoRequest(request, { set: 'feather', many: ['one', 'two'] });
    expect(plain.query).toEqual({ query: 'ana', page: '2' });
    expect(plain.headers['x-demo']).toBe('yes');
    expect(plain.body).toEqual({ id: 'a' });
    expect(plain.params).toEqual({ set: 'feather', many: 'one' });
  });

  it('reads forms with their files, and no body as undefined', async () => {
    const form = new FormData();
    form.set('id', 'c1');
    form.set('avatar', new Blob(['x'], { type: 'image/png' }), 'a.png');
    const withForm = await toDemoRequest(new Request('http://x.test/a', { method: 'POST', body: form }), {});
    const fields = withForm.body as Record<string, unknown>;
    expect(fields.id).toBe('c1');
    expect(fields.avatar).toBeInstanceOf(Blob);
    const empty = await toDemoRequest(new Request('http://x.test/a', { method: 'POST' }), {});
    expect(empty.body).toBeUndefined();
  });
});
