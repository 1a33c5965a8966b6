/** The demo administrator created on this start, if any (what `seedDemoIfEmpty` reports). */
export type SeededAdmin = { adminEmail: string; adminPassword: string; passwordGenerated: boolean };

/** Where people go, relative to the public address. */
export const entryPaths = { reporter: '/denuncias', administrator: '/auth/sign-in' } as const;

/**
 * What `npm start` prints once the server listens: the address, where a reporter goes and where an
 * administrator signs in, and, on the start that seeded the demo tenant, its administrator.
 * @example startupBanner('http://localhost:8080', null)
 */
export function startupBanner(baseUrl: string, seeded: SeededAdmin | null): string {
  const base = baseUrl.replace(/\/+$/, '');
  const lines = [
    '',
    `Atalaya is running at ${base}`,
    `  Reporters file and follow up communications at  ${base}${entryPaths.reporter}`,
    `  Administrators sign in at                        ${base}${entryPaths.administrator}`,
  ];
  if (seeded) {
    const password = seeded.passwordGenerated ? seeded.adminPassword : '(the SEED_ADMIN_PASSWORD you set)';
    lines.push(`Demo tenant created. Administrator: ${seeded.adminEmail} / ${password}`);
    if (seeded.passwordGenerated) {
      lines.push('This generated password is shown only once: write it down.');
    }
  }
  return `${lines.join('\n')}\n`;
}
