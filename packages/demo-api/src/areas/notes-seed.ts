/** Seed of the notes app: our own labels and notes, dates relative to the seeding moment. */
import { addDays, type Random } from '../random.ts';

export type NoteTask = { id: string; content: string; completed: boolean };
export type NoteLabel = { id: string; title: string };
export type Note = {
  id: string;
  title: string;
  content: string;
  tasks: NoteTask[];
  /** An image URL (a data URL here) or null. */
  image: string | null;
  /** ISO date-time of the reminder, or null. */
  reminder: string | null;
  /** Label ids. */
  labels: string[];
  archived: boolean;
  createdAt: string;
  updatedAt: string;
};

export type NotesState = { labels: NoteLabel[]; notes: Note[] };

export const NOTE_LABEL_TITLES = ['Family', 'Work', 'Tasks', 'Priority', 'Personal', 'Friends'];
export const SEED_NOTE_COUNT = 14;

const NOTE_TITLES = [
  'Weekend plans',
  'Shopping list',
  'Ideas for the blog',
  'Meeting with the design team',
  'Books to read',
  'Garden chores',
  'Trip to the coast',
  'Birthday present ideas',
  'Quarterly review',
  'Recipes to try',
  'Bike repairs',
  'Call the plumber',
  'Course notes',
  'Things to pack',
  'Move to the new office',
  'Volunteer shifts',
];

const NOTE_TEXTS = [
  'Remember to confirm the times before Friday.',
  'Ask around for recommendations first.',
  'Keep the receipts in the blue folder.',
  'The shared calendar has the details.',
  'Nothing urgent, but better done this month.',
  'Split the cost with the others.',
  'Check the forecast the day before.',
  'Write down what went well and what did not.',
];

const CHECKLIST_ITEMS = [
  'Bread',
  'Olive oil',
  'Tomatoes',
  'Call the bank',
  'Book the tickets',
  'Print the boarding passes',
  'Water the plants',
  'Send the draft',
  'Charge the camera',
  'Pick up the parcel',
  'Renew the library card',
  'Clean the gutters',
  'Buy new brake pads',
  'Reply to Marta',
];

export function seedNotes(random: Random, now: Date): NotesState {
  const labels = NOTE_LABEL_TITLES.map((title) => ({ id: random.uuid(), title }));
  const titles = random.sample(NOTE_TITLES, SEED_NOTE_COUNT);
  const notes = titles.map((title, index): Note => {
    const created = addDays(now, -random.int(1, 120));
    created.setUTCHours(random.int(7, 20), random.int(0, 59), 0, 0);
    const updated = new Date(Math.min(now.getTime(), created.getTime() + random.int(0, 20) * 86_400_000));
    const withChecklist = random.chance(0.45);
    const reminder = random.chance(0.3) ? addDays(now, random.int(1, 30)) : null;
    reminder?.setUTCHours(9, 0, 0, 0);
    return {
      id: random.uuid(),
      title: index % 7 === 3 ? '' : title,
      content: withChecklist && random.chance(0.5) ? '' : random.sample(NOTE_TEXTS, random.int(1, 2)).join(' '),
      tasks: withChecklist
        ? random.sample(CHECKLIST_ITEMS, random.int(2, 5)).map((content) => ({
            id: random.uuid(),
            content,
            completed: random.chance(0.35),
          }))
        : [],
      image: null,
      reminder: reminder ? reminder.toISOString() : null,
      labels: random.sample(labels, random.int(0, 2)).map((label) => label.id),
      archived: index >= SEED_NOTE_COUNT - 3,
      createdAt: created.toISOString(),
      updatedAt: updated.toISOString(),
    };
  });
  return { labels, notes };
}
