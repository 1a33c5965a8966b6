/**
 * The help center's guide texts (spec 001 §3): five categories of our own how-to guides for the
 * same imaginary marketplace, and the pools of steps and tips their contents are built from.
 */

export type GuideText = { title: string; subtitle: string };

export type GuideCategoryText = {
  slug: string;
  title: string;
  guides: readonly GuideText[];
  /** Steps that fit the category; each guide's content draws a few of them. */
  steps: readonly string[];
};

export const GUIDE_CATEGORIES: readonly GuideCategoryText[] = [
  {
    slug: 'getting-started',
    title: 'Getting started',
    guides: [
      { title: 'What is this marketplace?', subtitle: 'A short tour of what you can find and do here' },
      { title: 'Create your account', subtitle: 'Sign up, confirm your e-mail and set a password' },
      { title: 'Find the right item', subtitle: 'Search, filters and collections that save time' },
      { title: 'Preview an item before buying', subtitle: 'Live demos, screenshots and change logs' },
      { title: 'Buy your first item', subtitle: 'From the cart to the download in a few minutes' },
      { title: 'Download and install an item', subtitle: 'Where the files are and how to unpack them' },
      { title: 'Follow your favourite authors', subtitle: 'Get told when they publish something new' },
    ],
    steps: [
      'Open the marketplace home page and sign in with your account.',
      'Type a few words in the search bar at the top of the page.',
      'Narrow the results with the category, price and rating filters.',
      'Open an item to read its description, its reviews and its change log.',
      'Use the live preview to try the item in your browser.',
      'Add the item to your cart and choose the license you need.',
      'Check the summary and confirm the purchase.',
      'Open Downloads from your account menu to get the files.',
    ],
  },
  {
    slug: 'projects',
    title: 'Projects',
    guides: [
      { title: 'Organise purchases into projects', subtitle: 'Group items by client or by product' },
      { title: 'Invite people to a project', subtitle: 'Share downloads with your team safely' },
      { title: 'Keep items up to date', subtitle: 'Get new versions as soon as authors release them' },
      { title: 'Move an item to another project', subtitle: 'Reorganise without buying again' },
      { title: 'Archive a finished project', subtitle: 'Keep your list tidy without losing anything' },
      { title: 'Export a project summary', subtitle: 'A list of items and licenses for your records' },
    ],
    steps: [
      'Open Projects from the side menu.',
      'Choose New project and give it a name your team will recognise.',
      'Drag items from your Downloads list onto the project.',
      'Open the project settings to add or remove members.',
      'Pick the role of each member: viewer, editor or owner.',
      'Turn on update notices so the project owner hears about new versions.',
      'Use the project menu to archive, restore or export the project.',
    ],
  },
  {
    slug: 'settings',
    title: 'Settings',
    guides: [
      { title: 'Change your language and time zone', subtitle: 'Make dates and texts read the way you expect' },
      { title: 'Choose which e-mails you receive', subtitle: 'Notices, newsletters and update alerts' },
      { title: 'Turn on two-step sign-in', subtitle: 'Protect your account with a second factor' },
      { title: 'Connect an API key', subtitle: 'Let your own tools list your purchases' },
    ],
    steps: [
      'Open Settings from your account menu.',
      'Pick the section you want to change in the list on the left.',
      'Change the values and choose Save; a message confirms the change.',
      'Scan the code with an authenticator app and enter the six digits it shows.',
      'Keep the recovery codes in a safe place before you close the page.',
      'Create a key, copy it once and store it in your password manager.',
      'Remove keys you no longer use so nobody else can.',
    ],
  },
  {
    slug: 'payments',
    title: 'Payments',
    guides: [
      { title: 'Add prepaid credit', subtitle: 'Top up once and pay for items in one click' },
      { title: 'Save a card for later', subtitle: 'Faster checkout with a stored payment method' },
      { title: 'Download an invoice', subtitle: 'Every purchase comes with its own invoice' },
      { title: 'Ask for a refund', subtitle: 'When an item does not work as described' },
      { title: 'Understand sales tax', subtitle: 'Why the total at checkout can change' },
    ],
    steps: [
      'Open Billing from your account menu.',
      'Choose Add credit and pick an amount of at least 20 dollars.',
      'Enter your card details or choose a saved card.',
      'Open the purchase in your history to find its invoice.',
      'Check that your company name and tax number are filled in before you buy.',
      'Choose Ask for a refund on the purchase page and explain what went wrong.',
      'Watch your e-mail: we write when the refund is approved.',
    ],
  },
  {
    slug: 'your-account',
    title: 'Your account',
    guides: [
      { title: 'Update your profile', subtitle: 'Name, photo and the short text others see' },
      { title: 'Change your password', subtitle: 'Pick a strong one and sign out other devices' },
      { title: 'Recover a locked account', subtitle: 'What to do when you cannot sign in' },
      { title: 'See where you are signed in', subtitle: 'Review and end sessions on other devices' },
      { title: 'Download your data', subtitle: 'A copy of everything we keep about you' },
      { title: 'Become an author', subtitle: 'Sell your own items on the marketplace' },
      { title: 'Merge two accounts', subtitle: 'Bring purchases from an old account together' },
      { title: 'Close your account', subtitle: 'What happens to your purchases and data' },
    ],
    steps: [
      'Open your account menu and choose Profile.',
      'Edit the fields you want to change and save.',
      'Choose Security to change your password or review your sessions.',
      'End any session you do not recognise, then change your password.',
      'Ask for your data from Privacy; a link arrives by e-mail within a day.',
      'Fill in the author application and send a sample of your work.',
      'Write to support from this help center if you cannot sign in at all.',
    ],
  },
];

/** Opening paragraphs; `{steps}` is the number of steps of the guide. */
export const GUIDE_INTROS: readonly string[] = [
  'This guide walks you through it in {steps} short steps; none of them takes more than a minute.',
  'Follow the {steps} steps below in order. You can keep this page open next to the marketplace while you work.',
  'You need to be signed in for this. The {steps} steps below take a couple of minutes in all.',
  'Most people get this done on the first try. Here are the {steps} steps, with what you should see after each one.',
];

/** Closing paragraphs; each guide ends with one of them. */
export const GUIDE_CLOSINGS: readonly string[] = [
  'If something on your screen looks different from this guide, the page may have been updated since it was written. The steps stay the same.',
  'Still stuck? Send us a message with the support form of this help center and tell us which step did not work.',
  'You can come back to this guide at any time from the help center; it is also linked from the page it describes.',
  'Authors can add their own notes to an item page. When they do, those notes take precedence over this general guide.',
];
