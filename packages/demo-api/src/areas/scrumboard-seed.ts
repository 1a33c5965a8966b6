/** Scrumboard (spec 001 §3): the record shapes and our own seed of three boards. */
import { initialsAvatar } from '../images.ts';
import { uniqueNames } from '../people.ts';
import { addDays, startOfDayIso, type Random } from '../random.ts';
import { POSITION_STEP } from './scrumboard-positions.ts';

export type Member = { id: string; name: string; avatar: string };
export type Board = {
  id: string;
  title: string;
  description: string;
  icon: BoardIcon;
  lastActivity: string;
  members: Member[];
};
export type List = { id: string; boardId: string; position: number; title: string };
export type ChecklistItem = { id: string; text: string; checked: boolean };
export type Checklist = { id: string; name: string; items: ChecklistItem[] };
export type Comment = { id: string; memberId: string; message: string; time: string };
export type Card = {
  id: string;
  boardId: string;
  listId: string;
  position: number;
  title: string;
  description: string;
  labels: string[];
  dueDate: string | null;
  memberIds: string[];
  checklists: Checklist[];
  attachments: number;
  comments: Comment[];
};
export type Label = { id: string; boardId: string; title: string };
export type ScrumboardState = { boards: Board[]; lists: List[]; cards: Card[]; labels: Label[] };

/** The icons a board may carry (the screen draws each). */
export const BOARD_ICONS = ['rocket', 'web', 'phone', 'campaign', 'dashboard', 'school', 'build', 'star'] as const;
export type BoardIcon = (typeof BOARD_ICONS)[number];

type BoardPlan = {
  title: string;
  description: string;
  icon: BoardIcon;
  labels: string[];
  lists: string[];
  cards: string[];
};

const PLANS: readonly BoardPlan[] = [
  {
    title: 'Product launch',
    description: 'Everything between the last beta and the public release of the new plan.',
    icon: 'rocket',
    labels: ['Research', 'Marketing', 'Legal', 'Urgent', 'Design'],
    lists: ['Backlog', 'In progress', 'Review', 'Done'],
    cards: [
      'Write the release notes',
      'Book the launch webinar',
      'Price table for the three plans',
      'Press kit with screenshots',
      'Check the terms of service',
      'Onboarding e-mail sequence',
      'Survey the beta testers',
      'Landing page copy',
      'Partner announcement',
      'Support team briefing',
      'Translate the help articles',
      'Plan the social media week',
      'Final pricing sign-off',
      'Demo video script',
    ],
  },
  {
    title: 'Website redesign',
    description: 'New structure, new look and faster pages for the public site.',
    icon: 'web',
    labels: ['Design', 'Content', 'Development', 'Accessibility'],
    lists: ['Ideas', 'To do', 'Doing', 'Done'],
    cards: [
      'Audit the current navigation',
      'Wireframes of the home page',
      'Colour palette with contrast checks',
      'Rewrite the about page',
      'Image compression pipeline',
      'Keyboard test of the menus',
      'Contact form with validation',
      'Redirects for old addresses',
      'Footer with the legal links',
      'Blog index and tags',
      'Performance budget',
    ],
  },
  {
    title: 'Team onboarding',
    description: 'The first two weeks of the people who join the support team in autumn.',
    icon: 'school',
    labels: ['Accounts', 'Training', 'Equipment'],
    lists: ['To prepare', 'Week one', 'Week two'],
    cards: [
      'Laptops and headsets',
      'Accounts for the ticket tool',
      'Welcome lunch',
      'Shadowing sessions',
      'Reading list of the product',
      'First on-call shift',
      'Feedback talk',
    ],
  },
];

const DESCRIPTIONS = [
  'Agree the scope with the team before starting.',
  'Keep it short: one page at most.',
  'Ask the support team for the questions they hear most.',
  'Needs a second pair of eyes before it goes out.',
  '',
  '',
] as const;

const CHECK_ITEMS = [
  'Draft',
  'Review',
  'Approve',
  'Publish',
  'Share with the team',
  'Archive the old version',
] as const;

const COMMENTS = [
  'I can take this one next week.',
  'First draft is in the shared folder.',
  'Looks good to me.',
  'Can we talk about this on Monday?',
  'Waiting for the numbers from finance.',
] as const;

export function seedScrumboard(random: Random, now: Date): ScrumboardState {
  const state: ScrumboardState = { boards: [], lists: [], cards: [], labels: [] };
  const names = uniqueNames(random, 14);
  PLANS.forEach((plan, boardIndex) => {
    const members: Member[] = random.sample(names, random.int(4, 6)).map((name, index) => ({
      id: random.uuid(),
      name,
      avatar: initialsAvatar(name, boardIndex * 3 + index),
    }));
    const board: Board = {
      id: random.uuid(),
      title: plan.title,
      description: plan.description,
      icon: plan.icon,
      lastActivity: addDays(now, -boardIndex * 3 - random.int(0, 2)).toISOString(),
      members,
    };
    state.boards.push(board);
    const labels: Label[] = plan.labels.map((title) => ({ id: random.uuid(), boardId: board.id, title }));
    state.labels.push(...labels);
    const lists: List[] = plan.lists.map((title, index) => ({
      id: random.uuid(),
      boardId: board.id,
      position: (index + 1) * POSITION_STEP,
      title,
    }));
    state.lists.push(...lists);
    const filled = new Map<string, number>();
    plan.cards.forEach((title, index) => {
      // The first cards go round the lists so that every list starts with one; the rest at random.
      const list = index < lists.length ? (lists[index] as List) : random.pick(lists);
      const count = (filled.get(list.id) ?? 0) + 1;
      filled.set(list.id, count);
      state.cards.push(seedCard(random, now, { board, list, position: count * POSITION_STEP, title, labels }));
    });
  });
  return state;
}

type CardPlace = { board: Board; list: List; position: number; title: string; labels: Label[] };

function seedCard(random: Random, now: Date, place: CardPlace): Card {
  const { board } = place;
  const checklists: Checklist[] = random.chance(0.4)
    ? [
        {
          id: random.uuid(),
          name: 'Steps',
          items: random.sample(CHECK_ITEMS, random.int(2, 4)).map((text) => ({
            id: random.uuid(),
            text,
            checked: random.chance(0.5),
          })),
        },
      ]
    : [];
  const comments: Comment[] = Array.from({ length: random.int(0, 2) }, (_, index) => ({
    id: random.uuid(),
    memberId: random.pick(board.members).id,
    message: random.pick(COMMENTS),
    time: addDays(now, -random.int(1, 9) - index).toISOString(),
  }));
  return {
    id: random.uuid(),
    boardId: board.id,
    listId: place.list.id,
    position: place.position,
    title: place.title,
    description: random.pick(DESCRIPTIONS),
    labels: random.sample(place.labels, random.int(0, 2)).map((label) => label.id),
    dueDate: random.chance(0.5) ? startOfDayIso(addDays(now, random.int(-4, 21))) : null,
    memberIds: random.sample(board.members, random.int(0, 2)).map((member) => member.id),
    checklists,
    attachments: random.chance(0.3) ? random.int(1, 4) : 0,
    comments,
  };
}
