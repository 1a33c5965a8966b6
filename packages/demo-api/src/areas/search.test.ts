import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../test-support.ts';
import { type Contact } from './contacts-seed.ts';
import { type SearchGroup } from './search.ts';
import { type Task } from './tasks-seed.ts';

const demo = useDemoServer();

async function search(query: unknown): Promise<SearchGroup[]> {
  const answer = await demo.call('POST', '/api/common/search', { query });
  expect(answer.status).toBe(200);
  return answer.body as SearchGroup[];
}
function groupIds(groups: SearchGroup[]) {
  return groups.map((group) => group.id);
}

describe('common search', () => {
  it('an empty or blank query finds nothing', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    expect(await search(undefined)).toEqual([]);
    expect((await demo.call('POST', '/api/common/search')).body).toEqual([]);
  });

  it('a query with no hits answers an empty list', async () => {
    expect(await search('zzqqxxww')).toEqual([]);
  });

  it('finds a contact by part of the name, ignoring case, linking to its page', async () => {
    const contacts = (await demo.call('GET', '/api/apps/contacts/all')).body as Contact[];
    const target = contacts[7] as Contact;
    const groups = await search(target.name.toUpperCase());
    expect(groups[0]?.id).toBe('contacts');
    expect(groups[0]?.results).toContainEqual(
      expect.objectContaining({ id: target.id, title: target.name, link: `/apps/contacts/${target.id}` }),
    );
  });

  it('finds a page by its title in any interface language, accents aside', async () => {
    const groups = await search('analitica');
    expect(groupIds(groups)).toEqual(['pages']);
    expect(groups[0]?.results).toEqual([
      expect.objectContaining({ id: 'analytics', link: '/dashboards/analytics', title: 'Analytics' }),
    ]);
    expect((await search('Tareas'))[0]?.results[0]).toMatchObject({ id: 'tasks', link: '/apps/tasks' });
  });

  it('finds tasks (not sections) by title or notes, linking to the task', async () => {
    const tasks = (await demo.call('GET', '/api/apps/tasks/all')).body as Task[];
    const target = tasks.find((task) => task.type === 'task') as Task;
    const groups = await search(target.title);
    const taskGroup = groups.find((group) => group.id === 'tasks');
    expect(taskGroup?.results[0]).toMatchObject({ id: target.id, link: `/apps/tasks/${target.id}` });
    const section = tasks.find((task) => task.type === 'section') as Task;
    const sectionHits = (await search(section.title)).find((group) => group.id === 'tasks')?.results ?? [];
    expect(sectionHits.map((hit) => hit.id)).not.toContain(section.id);
  });

  it('orders the groups contacts, pages, tasks and leaves out the empty ones', async () => {
    // A contact and a task named to meet the page "Notes" in one query.
    const contact = (await demo.call('POST', '/api/apps/contacts/contact')).body as Contact;
    await demo.call('PATCH', '/api/apps/contacts/contact', { id: contact.id, contact: { name: 'Notesworth Pike' } });
    const task = (await demo.call('POST', '/api/apps/tasks/task', { task: { title: 'Tidy the notes' } })).body as Task;
    const groups = await search('notes');
    expect(groupIds(groups)).toEqual(['contacts', 'pages', 'tasks']);
    expect(groups[0]?.results.map((hit) => hit.id)).toContain(contact.id);
    expect(groups[2]?.results.map((hit) => hit.id)).toContain(task.id);

    // Reads the current state: delete the contact and its group goes away.
    await demo.call('DELETE', `/api/apps/contacts/contact?id=${contact.id}`);
    expect(groupIds(await search('notesworth'))).toEqual([]);
    expect(groupIds(await search('tidy the'))).toEqual(['tasks']);
  });

  it('answers 400 when the query is not a text', async () => {
    expect((await demo.call('POST', '/api/common/search', { query: 5 })).status).toBe(400);
  });
});
