/**
 * Mailbox (spec 001 §3, §7, issue 19): settings, folders with counts, filters, label CRUD with
 * unique slugs, the paged mail query, one mail, its update (flags, folder, labels), compose and
 * delete. Unknown folders, filters, labels and mails answer 404; malformed input 400, unchanged.
 */
import { defineArea } from '../engine.ts';
import { bodyRecord, isRecord, notFound, ok, textField, type DemoResponse } from '../router.ts';
import { composedMail, outgoingMail } from './mailbox-compose.ts';
import {
  folderSummaries,
  isProblem,
  labelFields,
  mailChanges,
  paginate,
  parsePage,
  selectMails,
  uniqueSlug,
  type Problem,
} from './mailbox-rules.ts';
import { newestFirst, seedMailbox, type MailboxState, type MailLabel } from './mailbox-seed.ts';

const BASE = '/api/apps/mailbox';

function fail(problem: Problem): DemoResponse {
  return { status: problem.status, body: { error: problem.error } };
}

export const mailboxArea = defineArea<MailboxState>({
  name: 'mailbox',
  seed: ({ random, now }) => seedMailbox(random, now),
  routes({ state, newId, now }) {
    function folderId(slug: string): string {
      return state().folders.find((folder) => folder.slug === slug)?.id ?? '';
    }
    return [
      { method: 'GET', path: `${BASE}/settings`, handler: () => ok({ ...state().settings }) },
      {
        method: 'PATCH',
        path: `${BASE}/settings`,
        handler({ body }) {
          const given = bodyRecord(body).settings;
          const layout = isRecord(given) ? given.messageLayout : undefined;
          if (layout !== 'right' && layout !== 'full') {
            return fail({ status: 400, error: 'messageLayout must be right or full' });
          }
          state().settings.messageLayout = layout;
          return ok({ ...state().settings });
        },
      },
      { method: 'GET', path: `${BASE}/folders`, handler: () => ok(folderSummaries(state())) },
      { method: 'GET', path: `${BASE}/filters`, handler: () => ok(structuredClone(state().filters)) },
      { method: 'GET', path: `${BASE}/labels`, handler: () => ok(structuredClone(state().labels)) },
      {
        method: 'POST',
        path: `${BASE}/label`,
        handler({ body }) {
          const fields = labelFields(bodyRecord(body).label, true);
          if (isProblem(fields)) {
            return fail(fields);
          }
          const title = fields.title ?? '';
          const label: MailLabel = {
            id: newId(),
            title,
            slug: uniqueSlug(title, state().labels),
            color: fields.color ?? 'blue',
          };
          state().labels.push(label);
          return ok({ ...label });
        },
      },
      {
        method: 'PATCH',
        path: `${BASE}/label`,
        handler({ body }) {
          const given = bodyRecord(body);
          const label = state().labels.find((item) => item.id === textField(given, 'id'));
          if (!label) {
            return notFound();
          }
          const fields = labelFields(given.label, false);
          if (isProblem(fields)) {
            return fail(fields);
          }
          if (fields.title !== undefined) {
            label.slug = uniqueSlug(fields.title, state().labels, label.id);
            label.title = fields.title;
          }
          label.color = fields.color ?? label.color;
          return ok({ ...label });
        },
      },
      {
        method: 'DELETE',
        path: `${BASE}/label`,
        handler({ query }) {
          const { labels, mails } = state();
          const index = labels.findIndex((label) => label.id === query.id);
          if (index < 0) {
            return notFound();
          }
          const [removed] = labels.splice(index, 1);
          for (const mail of mails) {
            mail.labels = mail.labels.filter((id) => id !== removed?.id);
          }
          return ok(true);
        },
      },
      {
        method: 'GET',
        path: `${BASE}/mails`,
        handler({ query }) {
          const page = parsePage(query.page);
          if (isProblem(page)) {
            return fail(page);
          }
          const mails = selectMails(state(), query);
          return isProblem(mails) ? fail(mails) : ok(structuredClone(paginate(mails, page)));
        },
      },
      {
        method: 'GET',
        path: `${BASE}/mail`,
        handler({ query }) {
          const mail = state().mails.find((item) => item.id === query.id);
          return mail ? ok(structuredClone(mail)) : notFound();
        },
      },
      {
        method: 'PATCH',
        path: `${BASE}/mail`,
        handler({ body }) {
          const given = bodyRecord(body);
          const mail = state().mails.find((item) => item.id === textField(given, 'id'));
          if (!mail) {
            return notFound();
          }
          const changes = mailChanges(state(), given.mail);
          if (isProblem(changes)) {
            return fail(changes);
          }
          Object.assign(mail, changes);
          return ok(structuredClone(mail));
        },
      },
      {
        method: 'POST',
        path: `${BASE}/mail`,
        handler({ body }) {
          const given = bodyRecord(body);
          const draft = given.draft === true;
          const composed = composedMail(given.mail, !draft);
          if (isProblem(composed)) {
            return fail(composed);
          }
          const mails = state().mails;
          const draftId = textField(given, 'draftId');
          const previous = draftId ? mails.findIndex((m) => m.id === draftId && m.folder === folderId('drafts')) : -1;
          if (draftId && previous < 0) {
            return notFound();
          }
          if (previous >= 0) {
            mails.splice(previous, 1);
          }
          // A draft saved again keeps its id; a sent mail is a new one.
          const id = draft && draftId ? draftId : newId();
          const mail = outgoingMail(id, composed, folderId(draft ? 'drafts' : 'sent'), now());
          mails.unshift(mail);
          mails.sort(newestFirst);
          return ok(structuredClone(mail));
        },
      },
      {
        method: 'DELETE',
        path: `${BASE}/mail`,
        handler({ query }) {
          const mails = state().mails;
          const index = mails.findIndex((mail) => mail.id === query.id);
          if (index < 0) {
            return notFound();
          }
          mails.splice(index, 1);
          return ok(true);
        },
      },
    ];
  },
});
