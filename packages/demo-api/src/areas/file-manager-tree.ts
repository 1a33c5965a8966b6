/** The folder tree of the file manager's seed: our own names, the three root folders of spec 001 §3. */
import type { FileType } from './file-manager-seed.ts';

/** A folder of the seed: its name, what it is for, the files it holds and its sub-folders. */
export type FolderPlan = { name: string; description: string; files: FilePlan[]; folders: FolderPlan[] };
export type FilePlan = [name: string, type: FileType];

function docs(names: string[], type: FileType): FilePlan[] {
  return names.map((name) => [name, type]);
}

/** Our own tree: the three root folders of §3; Work › Projects › Harbour › Designs › Drafts is the deepest. */
export const SEED_TREE: FolderPlan[] = [
  {
    name: 'Personal',
    description: 'Private papers, travel plans and things to keep.',
    files: [...docs(['Passport scan', 'Rental contract'], 'PDF'), ...docs(['Reading list'], 'TXT')],
    folders: [
      {
        name: 'Documents',
        description: 'Certificates, insurance and tax papers.',
        files: docs(['Health insurance', 'Car insurance'], 'PDF'),
        folders: [
          {
            name: 'Taxes 2025',
            description: 'Everything for this year’s tax return.',
            files: [...docs(['Tax return draft'], 'XLS'), ...docs(['Bank statement'], 'PDF')],
            folders: [
              {
                name: 'Receipts',
                description: 'Scanned receipts of deductible expenses.',
                files: docs(['Pharmacy receipt', 'Train ticket receipt', 'Donation receipt'], 'JPG'),
                folders: [],
              },
            ],
          },
        ],
      },
      {
        name: 'Travel',
        description: 'Bookings and plans for trips.',
        files: [...docs(['Packing list'], 'TXT'), ...docs(['Lisbon itinerary'], 'DOC')],
        folders: [
          {
            name: 'Tickets',
            description: 'Boarding passes and train tickets.',
            files: docs(['Flight to Lisbon', 'Return flight'], 'PDF'),
            folders: [],
          },
        ],
      },
      {
        name: 'Recipes',
        description: 'Family recipes collected over the years.',
        files: docs(['Almond cake', 'Lentil soup', 'Paella for eight'], 'DOC'),
        folders: [],
      },
    ],
  },
  {
    name: 'Photos',
    description: 'Pictures from holidays, family days and the phone.',
    files: docs(['Profile picture'], 'JPG'),
    folders: [
      {
        name: 'Holidays',
        description: 'Photos of trips, sorted by year.',
        files: [],
        folders: [
          {
            name: 'Summer 2025',
            description: 'Two weeks on the coast.',
            files: docs(['Sunset at the pier', 'Old town', 'Boat trip'], 'JPG'),
            folders: [
              {
                name: 'Beach',
                description: 'Days at the beach.',
                files: docs(['Sandcastle', 'Morning swim', 'Lighthouse'], 'JPG'),
                folders: [],
              },
            ],
          },
        ],
      },
      {
        name: 'Family',
        description: 'Birthdays and gatherings.',
        files: docs(['Grandma’s birthday', 'Garden lunch', 'New puppy'], 'JPG'),
        folders: [],
      },
      {
        name: 'Screenshots',
        description: 'Captures from the phone and the laptop.',
        files: docs(['Error message', 'Boarding pass', 'Chart draft'], 'PNG'),
        folders: [],
      },
    ],
  },
  {
    name: 'Work',
    description: 'Projects, reports and invoices of the office.',
    files: [...docs(['Budget 2026'], 'XLS'), ...docs(['Team handbook'], 'PDF'), ...docs(['Phone list'], 'TXT')],
    folders: [
      {
        name: 'Projects',
        description: 'One folder per client project.',
        files: docs(['Project overview'], 'XLS'),
        folders: [
          {
            name: 'Harbour',
            description: 'Redesign of the harbour authority’s website.',
            files: [...docs(['Proposal', 'Signed agreement'], 'PDF'), ...docs(['Estimate'], 'XLS')],
            folders: [
              {
                name: 'Designs',
                description: 'Mock-ups and exported screens.',
                files: docs(['Home page', 'Search results', 'Mobile menu'], 'PNG'),
                folders: [
                  {
                    name: 'Drafts',
                    description: 'Early sketches, not for the client.',
                    files: [...docs(['First sketch', 'Colour trials'], 'JPG'), ...docs(['Old assets'], 'ZIP')],
                    folders: [],
                  },
                ],
              },
            ],
          },
          {
            name: 'Orchard',
            description: 'Inventory tool for a fruit cooperative.',
            files: [...docs(['Requirements', 'Meeting minutes'], 'DOC'), ...docs(['Stock export'], 'XLS')],
            folders: [],
          },
        ],
      },
      {
        name: 'Reports',
        description: 'Monthly and quarterly reports.',
        files: [...docs(['Q1 report', 'Q2 report', 'Q3 report'], 'PDF'), ...docs(['Sales by region'], 'XLS')],
        folders: [],
      },
      {
        name: 'Invoices',
        description: 'Invoices sent and received.',
        files: docs(['Invoice 2026-001', 'Invoice 2026-002', 'Invoice 2026-003', 'Invoice 2026-004'], 'PDF'),
        folders: [],
      },
    ],
  },
];

/** Root files beside the three folders. */
export const ROOT_FILES: FilePlan[] = [
  ['Welcome', 'TXT'],
  ['Household budget', 'XLS'],
];
