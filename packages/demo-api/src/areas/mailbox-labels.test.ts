import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../test-support.ts';
import { slugify, uniqueSlug } from './mailbox-rules.ts';
import { type Mail, type MailLabel } from './mailbox-seed.ts';
import { BASE, mailboxCalls } from './mailbox-test-kit.ts';

const demo = useDemoServer();
const { labels, everyMail } = mailboxCalls(demo);

async function labelOf(slug: string): Promise<MailLabel> {
  const label = (await labels()).find((item) => item.slug === slug);
  expect(label).toBeDefined();
  return label as MailLabel;
}

function create(label: Record<string, unknown>) {
  return demo.call('POST', `${BASE}/label`, { label });
}

describe('label slugs', () => {
  it('slugify lowers the case and turns spaces into hyphens', () => {
    expect(slugify('  Team  Work Ideas ')).toBe('team-work-ideas');
    const taken = [{ id: 'a', title: 'x', slug: 'work', color: 'blue' }];
    expect(uniqueSlug('Work', taken)).toBe('work-1');
    expect(uniqueSlug('Work', taken, 'a')).toBe('work');
  });

  it('three labels titled "Work" get work, work-1, work-2', async () => {
    const seeded = await labelOf('work');
    expect((await demo.call('DELETE', `${BASE}/label?id=${seeded.id}`)).status).toBe(200);
    const slugs: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await create({ title: 'Work' });
      expect(answer.status).toBe(200);
      slugs.push((answer.body as MailLabel).slug);
    }
    expect(slugs).toEqual(['work', 'work-1', 'work-2']);
    expect((await labels()).filter((label) => label.title === 'Work').map((label) => label.slug)).toEqual(slugs);
  });

  it('with the seed label kept, a new "Work" is work-1', async () => {
    const answer = await create({ title: 'Work', color: 'orange' });
    expect(answer.body).toMatchObject({ title: 'Work', slug: 'work-1', color: 'orange', id: expect.any(String) });
  });

  it('renaming to an existing title gets the -1; renaming to its own title keeps the slug', async () => {
    const personal = await labelOf('personal');
    const holders = (await everyMail('label=personal')).map((mail) => mail.id);
    const renamed = await demo.call('PATCH', `${BASE}/label`, { id: personal.id, label: { title: 'Work' } });
    expect(renamed).toEqual({ status: 200, body: { ...personal, title: 'Work', slug: 'work-1' } });
    const again = await demo.call('PATCH', `${BASE}/label`, { id: personal.id, label: { title: 'Work' } });
    expect((again.body as MailLabel).slug).toBe('work-1');
    const moved = await demo.call('PATCH', `${BASE}/label`, { id: personal.id, label: { title: 'Family Trips' } });
    expect((moved.body as MailLabel).slug).toBe('family-trips');
    expect((await everyMail('label=family-trips')).map((mail) => mail.id)).toEqual(holders);
    expect((await demo.call('GET', `${BASE}/mails?label=personal`)).status).toBe(404);
  });

  it('a colour change keeps the slug', async () => {
    const forums = await labelOf('forums');
    const answer = await demo.call('PATCH', `${BASE}/label`, { id: forums.id, label: { color: 'pink' } });
    expect(answer.body).toEqual({ ...forums, color: 'pink' });
  });
});

describe('label validation', () => {
  it.each([{}, { title: '' }, { title: '   ' }, { title: 3 }])('create %j → 400', async (label) => {
    expect((await create(label)).status).toBe(400);
    expect(await labels()).toHaveLength(6);
  });

  it('an unknown colour → 400; an empty rename → 400; an unknown id → 404', async () => {
    expect((await create({ title: 'Ok', color: 'chartreuse' })).status).toBe(400);
    const work = await labelOf('work');
    expect((await demo.call('PATCH', `${BASE}/label`, { id: work.id, label: { title: ' ' } })).status).toBe(400);
    expect((await demo.call('PATCH', `${BASE}/label`, { id: 'nope', label: { title: 'x' } })).status).toBe(404);
    expect((await demo.call('DELETE', `${BASE}/label?id=nope`)).status).toBe(404);
    expect(await labelOf('work')).toEqual(work);
    expect(await labels()).toHaveLength(6);
  });
});

describe('deleting a label', () => {
  it('strips it from every mail, in every folder', async () => {
    const work = await labelOf('work');
    const holders = await everyMail('label=work');
    expect(holders.length).toBeGreaterThan(0);
    expect(await demo.call('DELETE', `${BASE}/label?id=${work.id}`)).toEqual({ status: 200, body: true });
    for (const holder of holders) {
      const now = (await demo.call('GET', `${BASE}/mail?id=${holder.id}`)).body as Mail;
      expect(now.labels).toEqual(holder.labels.filter((id) => id !== work.id));
    }
    const state = demo.api.stateOf<{ mails: Mail[] }>('mailbox');
    expect(state.mails.some((mail) => mail.labels.includes(work.id))).toBe(false);
    expect((await demo.call('GET', `${BASE}/mails?label=work`)).status).toBe(404);
  });
});
