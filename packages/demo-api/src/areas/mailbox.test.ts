import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../test-support.ts';
import { SEED_FOLDER_SIZES, type Mail } from './mailbox-seed.ts';
import { BASE, mailboxCalls } from './mailbox-test-kit.ts';

const demo = useDemoServer();
const { get, folders, labels, page, everyMail, patchMail } = mailboxCalls(demo);

describe('settings, folders, filters, labels', () => {
  it('settings answer messageLayout right; an update changes it, a bad value is refused', async () => {
    expect(await get('settings')).toEqual({ messageLayout: 'right' });
    const update = await demo.call('PATCH', `${BASE}/settings`, { settings: { messageLayout: 'full' } });
    expect(update).toEqual({ status: 200, body: { messageLayout: 'full' } });
    const bad = await demo.call('PATCH', `${BASE}/settings`, { settings: { messageLayout: 'left' } });
    expect(bad.status).toBe(400);
    expect(await get('settings')).toEqual({ messageLayout: 'full' });
  });

  it('lists the five folders with totals and the counts a person expects', async () => {
    const all = await folders();
    expect(Object.keys(all)).toEqual(['inbox', 'sent', 'drafts', 'spam', 'trash']);
    for (const [slug, size] of Object.entries(SEED_FOLDER_SIZES)) {
      expect(all[slug]?.total).toBe(size);
    }
    const inbox = await everyMail('folder=inbox');
    expect(all.inbox?.count).toBe(inbox.filter((mail) => mail.unread).length);
    expect(all.inbox?.count).toBeGreaterThan(0);
    const spam = await everyMail('folder=spam');
    expect(all.spam?.count).toBe(spam.filter((mail) => mail.unread).length);
    expect(all.drafts?.count).toBe(SEED_FOLDER_SIZES.drafts);
    expect(all.sent?.count).toBe(0);
    expect(all.trash?.count).toBe(0);
  });

  it('filters are starred and important; labels the six of §3 with slugs and colours', async () => {
    const filters = await get<{ slug: string }[]>('filters');
    expect(filters.map((filter) => filter.slug)).toEqual(['starred', 'important']);
    expect((await labels()).map((label) => [label.slug, label.color])).toEqual([
      ['personal', 'blue'],
      ['work', 'indigo'],
      ['payments', 'red'],
      ['invoices', 'teal'],
      ['accounts', 'purple'],
      ['forums', 'green'],
    ]);
  });
});

describe('the seed', () => {
  it('holds 62 mails of the §3 shape, newest first, with attachments of 14–243 KB', async () => {
    const slugs = Object.keys(SEED_FOLDER_SIZES);
    const mails = (await Promise.all(slugs.map((slug) => everyMail(`folder=${slug}`)))).flat();
    expect(mails).toHaveLength(62);
    const attachments = mails.flatMap((mail) => mail.attachments);
    expect(attachments.length).toBeGreaterThan(10);
    for (const attachment of attachments) {
      expect(attachment.size).toBeGreaterThanOrEqual(14 * 1024);
      expect(attachment.size).toBeLessThanOrEqual(243 * 1024);
      expect(attachment.downloadUrl).toBe('');
      if (attachment.type.startsWith('image/')) {
        expect(attachment.preview).toMatch(/^data:image\/svg\+xml/);
      }
      if (attachment.type === 'application/pdf') {
        expect(attachment.preview).toBe('pdf');
      }
    }
    for (const mail of mails) {
      expect(mail).toMatchObject({ type: 'mail', bcc: expect.any(Array), labels: expect.any(Array) });
      expect(mail.from.contact).toMatch(/^.+ <[^@\s]+@[^@\s]+>$/);
      expect(Date.parse(mail.date)).toBeLessThanOrEqual(demo.clock.now.getTime());
    }
    const inbox = await everyMail('folder=inbox');
    const dates = inbox.map((mail) => mail.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('is the same for two stores with the same seed', async () => {
    const first = await page('folder=inbox');
    demo.api.reset();
    expect(await page('folder=inbox')).toEqual(first);
  });
});

describe('paging', () => {
  it('23 mails in the inbox are 3 pages of 10, 10 and 3', async () => {
    const pages = await Promise.all([1, 2, 3].map((n) => page(`folder=inbox&page=${n}`)));
    expect(pages.map((answer) => answer.mails.length)).toEqual([10, 10, 3]);
    expect(pages.map((answer) => answer.pagination)).toEqual([
      { total: 23, size: 10, page: 1, pages: 3, from: 1, to: 10 },
      { total: 23, size: 10, page: 2, pages: 3, from: 11, to: 20 },
      { total: 23, size: 10, page: 3, pages: 3, from: 21, to: 23 },
    ]);
    const ids = pages.flatMap((answer) => answer.mails.map((mail) => mail.id));
    expect(new Set(ids).size).toBe(23);
  });

  it('without page answers page 1; past the last page no mails', async () => {
    expect((await page('folder=inbox')).pagination.page).toBe(1);
    expect(await page('folder=inbox&page=4')).toEqual({
      mails: [],
      pagination: { total: 23, size: 10, page: 4, pages: 3, from: 0, to: 0 },
    });
  });

  it.each(['0', '-1', 'two', '1.5', ''])('page=%s answers 400', async (value) => {
    const answer = await demo.call('GET', `${BASE}/mails?folder=inbox&page=${value}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: expect.any(String) });
  });

  it('unknown folder, filter or label → 404; none or two of them → 400', async () => {
    for (const query of ['folder=archive', 'filter=unread', 'label=nope']) {
      expect((await demo.call('GET', `${BASE}/mails?${query}`)).status).toBe(404);
    }
    expect((await demo.call('GET', `${BASE}/mails`)).status).toBe(400);
    expect((await demo.call('GET', `${BASE}/mails?folder=inbox&label=work`)).status).toBe(400);
  });

  it('filters and labels hold the matching mails outside spam and trash', async () => {
    const all = await folders();
    const starred = await everyMail('filter=starred');
    expect(starred.length).toBeGreaterThan(0);
    for (const mail of starred) {
      expect(mail.starred).toBe(true);
      expect([all.spam?.id, all.trash?.id]).not.toContain(mail.folder);
    }
    const work = (await labels()).find((label) => label.slug === 'work');
    const tagged = await everyMail('label=work');
    expect(tagged.every((mail) => mail.labels.includes(work?.id ?? ''))).toBe(true);
  });
});

describe('one mail and its updates', () => {
  async function firstUnreadInbox(): Promise<Mail> {
    const mail = (await everyMail('folder=inbox')).find((item) => item.unread);
    expect(mail).toBeDefined();
    return mail as Mail;
  }

  it('GET answers the mail; unknown id → 404', async () => {
    const mail = (await page('folder=inbox')).mails[0] as Mail;
    expect(await demo.call('GET', `${BASE}/mail?id=${mail.id}`)).toEqual({ status: 200, body: mail });
    expect((await demo.call('GET', `${BASE}/mail?id=nope`)).status).toBe(404);
    expect((await demo.call('GET', `${BASE}/mail`)).status).toBe(404);
  });

  it('marking read and unread changes the inbox count', async () => {
    const before = (await folders()).inbox?.count ?? 0;
    const mail = await firstUnreadInbox();
    const read = await patchMail(mail.id, { unread: false });
    expect(read.body).toEqual({ ...mail, unread: false });
    expect((await folders()).inbox?.count).toBe(before - 1);
    await patchMail(mail.id, { unread: true });
    expect((await folders()).inbox?.count).toBe(before);
  });

  it('moving an unread mail to trash moves it and its counts', async () => {
    const before = await folders();
    const mail = await firstUnreadInbox();
    expect((await patchMail(mail.id, { folder: before.trash?.id })).status).toBe(200);
    const after = await folders();
    expect(after.inbox).toMatchObject({ total: 22, count: (before.inbox?.count ?? 0) - 1 });
    expect(after.trash).toMatchObject({ total: (before.trash?.total ?? 0) + 1, count: 0 });
    expect((await everyMail('folder=trash')).map((item) => item.id)).toContain(mail.id);
    expect((await page('folder=inbox&page=3')).mails).toHaveLength(2);
  });

  it('starring puts the mail in the starred filter; labels are set by id', async () => {
    const mail = (await everyMail('folder=inbox')).find((item) => !item.starred) as Mail;
    await patchMail(mail.id, { starred: true, important: true });
    expect((await everyMail('filter=starred')).map((item) => item.id)).toContain(mail.id);
    expect((await everyMail('filter=important')).map((item) => item.id)).toContain(mail.id);
    const forums = (await labels()).find((label) => label.slug === 'forums');
    const labelled = await patchMail(mail.id, { labels: [forums?.id, forums?.id] });
    expect((labelled.body as Mail).labels).toEqual([forums?.id]);
    expect((await everyMail('label=forums')).map((item) => item.id)).toContain(mail.id);
  });

  it('refuses bad updates without changing anything', async () => {
    const mail = await firstUnreadInbox();
    const cases: [Record<string, unknown>, number][] = [
      [{ unread: 'no' }, 400],
      [{ subject: 'changed' }, 400],
      [{ labels: 'work' }, 400],
      [{ folder: 'nope' }, 404],
      [{ labels: ['nope'] }, 404],
      [{ starred: true, folder: 'nope' }, 404],
    ];
    for (const [changes, status] of cases) {
      expect((await patchMail(mail.id, changes)).status).toBe(status);
    }
    expect((await demo.call('PATCH', `${BASE}/mail`, { id: mail.id })).status).toBe(400);
    expect((await patchMail('nope', { starred: true })).status).toBe(404);
    expect((await demo.call('GET', `${BASE}/mail?id=${mail.id}`)).body).toEqual(mail);
  });

  it('DELETE removes a mail for good; unknown id → 404', async () => {
    const mail = (await page('folder=trash')).mails[0] as Mail;
    expect(await demo.call('DELETE', `${BASE}/mail?id=${mail.id}`)).toEqual({ status: 200, body: true });
    expect((await demo.call('GET', `${BASE}/mail?id=${mail.id}`)).status).toBe(404);
    expect((await demo.call('DELETE', `${BASE}/mail?id=${mail.id}`)).status).toBe(404);
    expect((await folders()).trash?.total).toBe(SEED_FOLDER_SIZES.trash - 1);
  });
});
