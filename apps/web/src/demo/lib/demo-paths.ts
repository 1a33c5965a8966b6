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
  /** Where sign-in and unlock lead. */
  home: `${demoBase}/dashboards/analytics`,
} as const;
