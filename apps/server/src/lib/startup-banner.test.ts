import { describe, expect, it } from 'vitest';
import { startupBanner } from './startup-banner.ts';

describe('startup banner', () => {
  it('says where a reporter goes and where an administrator signs in', () => {
    const text = startupBanner('https://canal.ejemplo.es/', null);
    expect(text).toContain('Atalaya is running at https://canal.ejemplo.es\n');
    expect(text).toMatch(/Reporters file and follow up communications at +https:\/\/canal\.ejemplo\.es\/denuncias\n/);
    expect(text).toMatch(/Administrators sign in at +https:\/\/canal\.ejemplo\.es\/auth\/sign-in\n/);
    expect(text).not.toContain('Demo tenant');
  });

  it('shows a generated demo password once, and never a password the operator chose', () => {
    const generated = startupBanner('http://localhost:8080', {
      adminEmail: 'admin@atalaya.demo',
      adminPassword: 's3creta-generada',
      passwordGenerated: true,
    });
    expect(generated).toContain('Administrator: admin@atalaya.demo / s3creta-generada');
    expect(generated).toContain('shown only once');
    const chosen = startupBanner('http://localhost:8080', {
      adminEmail: 'admin@atalaya.demo',
      adminPassword: 'elegida-por-mi',
      passwordGenerated: false,
    });
    expect(chosen).not.toContain('elegida-por-mi');
    expect(chosen).toContain('(the SEED_ADMIN_PASSWORD you set)');
  });
});
