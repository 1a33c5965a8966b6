/**
 * Word lists for the mailbox seed, written for Atalaya's demo: subjects, paragraphs, sign-offs and
 * attachment names. Nothing here comes from a template's sample mails.
 */

export const MAIL_SUBJECTS = [
  'Agenda for Thursday',
  'Quarterly figures, first draft',
  'Your order has shipped',
  'Minutes of the project meeting',
  'Invoice for March',
  'Photos from the team day',
  'Question about the framework agreement',
  'New login to your account',
  'Lunch next week?',
  'Room booking confirmed',
  'Feedback on the proposal',
  'Travel plans for the fair',
  'Updated price list',
  'Reminder: timesheets due Friday',
  'Welcome to the forum',
  'Password changed',
  'Draft of the newsletter',
  'Contract renewal',
  'Delivery delayed until Monday',
  'Slides for the board',
  'Payment received, thank you',
  'Weekly digest',
  'Can you review this?',
  'Holiday rota',
  'Warehouse inventory count',
  'Training session on Tuesday',
  'Notes from the customer call',
  'Signed copy attached',
  'Your subscription is about to renew',
  'Thanks for your help',
] as const;

export const MAIL_PARAGRAPHS = [
  'I hope you are well. I am writing to follow up on what we discussed last week.',
  'Please find the documents attached; let me know if anything is missing or unclear.',
  'The team agreed to move the deadline by a few days so that the figures can be checked twice.',
  'Could you confirm whether Thursday at ten still works for you? Otherwise I will suggest another slot.',
  'We have updated the schedule and the new version is in the shared folder.',
  'The supplier called this morning: the delivery will arrive in two parts.',
  'I went through the numbers again and the totals now match the bank statement.',
  'If you have any questions, reply to this mail or call me on my mobile.',
  'Several people asked for the recording, so I have added the link to the calendar invitation.',
  'The previous invoice was paid on time; this one covers the remaining hours of the project.',
  'As promised, here is a short summary of the decisions we took.',
  'We would like to hear your opinion before we send the final version to the client.',
  'The room on the third floor is booked for the whole afternoon.',
  'Remember to bring your badge: the building changed its access system last month.',
] as const;

export const MAIL_GREETINGS = ['Hi', 'Hello', 'Good morning', 'Dear'] as const;
export const MAIL_SIGN_OFFS = ['Best regards,', 'Thanks,', 'Kind regards,', 'See you soon,', 'Cheers,'] as const;

export const ATTACHMENT_STEMS = [
  'agenda',
  'budget',
  'contract',
  'floor-plan',
  'invoice',
  'minutes',
  'offer',
  'photo',
  'price-list',
  'receipt',
  'report',
  'schedule',
  'screenshot',
  'team-day',
] as const;

/** MIME types of the seed attachments with their file extension. */
export const ATTACHMENT_KINDS = [
  { type: 'image/jpeg', extension: 'jpg' },
  { type: 'image/png', extension: 'png' },
  { type: 'application/pdf', extension: 'pdf' },
  { type: 'text/csv', extension: 'csv' },
] as const;
