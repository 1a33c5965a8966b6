/** Seed of the tasks app: our own tags, sections and tasks, in one list ordered by `order`. */
import { addDays, startOfDayIso, type Random } from '../random.ts';

export type TaskTag = { id: string; title: string };
export type SubTask = { id: string; title: string; completed: boolean };
export type TaskPriority = 0 | 1 | 2;
export type Task = {
  id: string;
  type: 'task' | 'section';
  title: string;
  notes: string;
  completed: boolean;
  /** ISO date-time (midnight UTC of the day), or null. */
  dueDate: string | null;
  /** 0 low, 1 normal, 2 high. */
  priority: TaskPriority;
  /** Tag ids. */
  tags: string[];
  /** Who it is for (free text), or null. */
  assignedTo: string | null;
  subTasks: SubTask[];
  /** 0-based position in the list. */
  order: number;
};

export type TasksState = { tags: TaskTag[]; tasks: Task[] };

export const TASK_TAG_TITLES = ['api', 'frontend', 'bug', 'research', 'design', 'testing', 'docs'];

const SECTIONS: { title: string; tasks: string[] }[] = [
  {
    title: 'This week',
    tasks: [
      'Prepare the sprint demo',
      'Review the onboarding copy',
      'Fix the date picker on small screens',
      'Answer the accessibility audit',
    ],
  },
  {
    title: 'Next week',
    tasks: ['Plan the data migration', 'Draft the release notes', 'Update the icon set', 'Interview two candidates'],
  },
  {
    title: 'Later',
    tasks: ['Write the theming guide', 'Try the new chart library', 'Archive the old reports'],
  },
];

const TASK_NOTES = [
  'Keep it short; the details live in the shared document.',
  'Ask for a second review before merging.',
  'Check with the support team what people ask most.',
  'The previous attempt stalled on the test data.',
  '',
];

const SUBTASK_TITLES = [
  'Collect feedback',
  'Write a first draft',
  'Check on a phone',
  'Run the test suite',
  'Share with the team',
  'Update the ticket',
];

const ASSIGNEES = ['Alex Rivera', 'Sara Ibarra', 'Hugo Lamas', null, null];

export function seedTasks(random: Random, now: Date): TasksState {
  const tags = TASK_TAG_TITLES.map((title) => ({ id: random.uuid(), title }));
  const tasks: Task[] = [];
  SECTIONS.forEach((section, sectionIndex) => {
    tasks.push(blankTask(random.uuid(), 'section', section.title, tasks.length));
    for (const title of section.tasks) {
      const task = blankTask(random.uuid(), 'task', title, tasks.length);
      task.notes = random.pick(TASK_NOTES);
      task.completed = sectionIndex === 0 && random.chance(0.3);
      task.priority = random.int(0, 2) as TaskPriority;
      task.dueDate = random.chance(0.7) ? startOfDayIso(addDays(now, sectionIndex * 7 + random.int(-2, 6))) : null;
      task.tags = random.sample(tags, random.int(0, 2)).map((tag) => tag.id);
      task.assignedTo = random.pick(ASSIGNEES);
      task.subTasks = random.sample(SUBTASK_TITLES, random.int(0, 3)).map((subTitle) => ({
        id: random.uuid(),
        title: subTitle,
        completed: random.chance(0.4),
      }));
      tasks.push(task);
    }
  });
  return { tags, tasks };
}

export function blankTask(id: string, type: Task['type'], title: string, order: number): Task {
  return {
    id,
    type,
    title,
    notes: '',
    completed: false,
    dueDate: null,
    priority: 1,
    tags: [],
    assignedTo: null,
    subTasks: [],
    order,
  };
}
