import { describe, expect, it } from 'vitest';
import { TEST_NOW, useDemoServer } from '../test-support.ts';
import { SEED_FOLDER_SIZES, type Mail } from './mailbox-seed.ts';
import { BASE, mailboxCalls } from './mailbox-test-kit.ts';

const demo = useDemoServer();
const { folders, page } = mailboxCalls(demo);

function post(body: Record<string, unknown>) {
  return demo.call('POST', `${BASE}/mail`, body);
}

const written = {
  to: ['ana@mail.example'],
  cc: ['bo@post.example'],
  subject: ' Hello ',
  content: 'Line one\nLine two',
};

describe('compose', () => {
  it('sending puts the mail first in sent, from the demo user, read, dated now', async () => {
    const answer = await post({ mail: written });
    expect(answer.status).toBe(200);
    const mail = answer.body as Mail;
    const all = await folders();
    expect(mail).toMatchObject({
      type: 'mail',
      from: { contact: 'Alex Rivera <demo@atalaya.example>' },
      to: 'ana@mail.example',
      cc: ['bo@post.example'],
      bcc: [],
      subject: 'Hello',
      content: 'Line one\nLine two',
      attachments: [],
      unread: false,
      starred: false,
      folder: all.sent?.id,
      labels: [],
      date: TEST_NOW.toISOString(),
    });
    expect((await page('folder=sent')).mails[0]).toEqual(mail);
    expect(all.sent?.total).toBe(SEED_FOLDER_SIZES.sent + 1);
  });

  it('a draft goes to drafts (count +1); saved again it keeps its id; sent it leaves drafts', async () => {
    const draft = (await post({ mail: { subject: 'Later' }, draft: true })).body as Mail;
    expect((await folders()).drafts?.count).toBe(SEED_FOLDER_SIZES.drafts + 1);
    const saved = await post({
      mail: { to: ['ana@mail.example'], subject: 'Later, v2' },
      draft: true,
      draftId: draft.id,
    });
    expect(saved.body).toMatchObject({ id: draft.id, subject: 'Later, v2' });
    expect((await folders()).drafts?.count).toBe(SEED_FOLDER_SIZES.drafts + 1);
    const sent = (await post({ mail: { to: ['ana@mail.example'], subject: 'Now' }, draftId: draft.id })).body as Mail;
    expect(sent.id).not.toBe(draft.id);
    const all = await folders();
    expect(all.drafts?.count).toBe(SEED_FOLDER_SIZES.drafts);
    expect(all.sent?.total).toBe(SEED_FOLDER_SIZES.sent + 1);
    expect((await demo.call('GET', `${BASE}/mail?id=${draft.id}`)).status).toBe(404);
  });

  it.each([
    [{ mail: { subject: 'No one' } }, 400],
    [{ mail: { to: ['not-an-address'] } }, 400],
    [{ mail: { to: ['a@b.example'], cc: ['x'] } }, 400],
    [{ mail: { to: 'a@b.example' } }, 400],
    [{ mail: { to: ['a@b.example'], subject: 'x'.repeat(201) } }, 400],
    [{}, 400],
    [{ mail: { to: ['a@b.example'] }, draftId: 'nope' }, 404],
  ])('refuses %j with %i and changes nothing', async (body, status) => {
    const before = await folders();
    expect((await post(body)).status).toBe(status);
    expect(await folders()).toEqual(before);
  });

  it('a sent mail (not a draft) given as draftId → 404', async () => {
    const sent = (await page('folder=sent')).mails[0] as Mail;
    expect((await post({ mail: { to: ['a@b.example'] }, draftId: sent.id })).status).toBe(404);
  });
});
