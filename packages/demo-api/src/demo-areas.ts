/**
 * The areas of the demo and the factory the web uses. A new area (spec 001 part 2) is a new
 * module under `areas/` added to this list; the engine, the router and the adapter stay as they are.
 */
import { analyticsArea } from './areas/analytics.ts';
import { authArea } from './areas/auth.ts';
import { chatArea } from './areas/chat.ts';
import { contactsArea } from './areas/contacts.ts';
import { inventoryArea } from './areas/inventory.ts';
import { fileManagerArea } from './areas/file-manager.ts';
import { helpCenterArea } from './areas/help-center.ts';
import { iconsArea } from './areas/icons.ts';
import { mailboxArea } from './areas/mailbox.ts';
import { notesArea } from './areas/notes.ts';
import { tasksArea } from './areas/tasks.ts';
import { scrumboardArea } from './areas/scrumboard.ts';
import { searchArea } from './areas/search.ts';
import { createDemoApi, type DemoApi, type DemoApiOptions, type RegisteredArea } from './engine.ts';

export const demoAreas: readonly RegisteredArea[] = [
  authArea,
  analyticsArea,
  chatArea,
  contactsArea,
  inventoryArea,
  fileManagerArea,
  helpCenterArea,
  iconsArea,
  mailboxArea,
  notesArea,
  tasksArea,
  scrumboardArea,
  searchArea,
];

/** One store for one browser (or one test): the seeded data of every area and its routes. */
export function createDemo(options: Omit<DemoApiOptions, 'areas'> = {}): DemoApi {
  return createDemoApi({ ...options, areas: demoAreas });
}
