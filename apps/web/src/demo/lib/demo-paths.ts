/** The demo's pages, under the router basename /demo (a sample link `/apps/contacts/{id}` is `/demo/apps/contacts/{id}`). */
export const demoBase = '/demo';

export const demoPaths = {
  signIn: `${demoBase}/sign-in`,
  signUp: `${demoBase}/sign-up`,
  forgotPassword: `${demoBase}/forgot-password`,
  resetPassword: `${demoBase}/reset-password`,
  unlockSession: `${demoBase}/unlock-session`,
  analytics: `${demoBase}/dashboards/analytics`,
  chat: `${demoBase}/apps/chat`,
  contacts: `${demoBase}/apps/contacts`,
  contact: (id: string) => `${demoBase}/apps/contacts/${encodeURIComponent(id)}`,
  inventory: `${demoBase}/apps/ecommerce/inventory`,
  fileManager: `${demoBase}/apps/file-manager`,
  helpCenter: `${demoBase}/apps/help-center`,
  icons: `${demoBase}/ui/icons`,
  mailbox: `${demoBase}/apps/mailbox`,
  notes: `${demoBase}/apps/notes`,
  tasks: `${demoBase}/apps/tasks`,
  task: (id: string) => `${demoBase}/apps/tasks/${encodeURIComponent(id)}`,
  scrumboard: `${demoBase}/apps/scrumboard`,
  /** Where sign-in and unlock lead. */
  home: `${demoBase}/dashboards/analytics`,
} as const;
