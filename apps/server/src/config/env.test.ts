import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultPoolSize, loadConfig } from './env.ts';

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      return error.problems;
    }
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'production',
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: undefined,
      logLevel: 'info',
      seed: { demo: true, adminEmail: undefined, adminPassword: undefined },
      defaultTenant: 'demo',
      trustProxy: undefined,
      tokens: { accessTtlSeconds: 900, refreshTtlSeconds: 43_200 },
      webDistDir: undefined,
    });
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it('reads valid values and resolves paths', () => {
    const config = loadConfig({
      PORT: '3000',
      DATABASE_URL: 'postgresql://u@db:5432/atalaya',
      PUBLIC_URL: 'https://canal.example.es',
      SEED_DEMO: '0',
      TRUST_PROXY: '10.0.0.1',
      ACCESS_TOKEN_TTL_SECONDS: '600',
      WEB_DIST_DIR: 'web-dist',
    });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: 'postgresql://u@db:5432/atalaya',
      publicUrl: 'https://canal.example.es',
      seed: { demo: false },
      trustProxy: '10.0.0.1',
      tokens: { accessTtlSeconds: 600 },
      webDistDir: path.resolve('web-dist'),
    });
  });

  it('keeps the demo areas on by default and switches them off with DEMO_AREAS=false', () => {
    expect(loadConfig({}).demoAreas).toBe(true);
    expect(loadConfig({ DEMO_AREAS: 'false' }).demoAreas).toBe(false);
    expect(loadConfig({ DEMO_AREAS: '0' }).demoAreas).toBe(false);
    expect(problemsOf({ DEMO_AREAS: 'off' })).toHaveLength(1);
  });

  it('keeps two PostgreSQL connections per core (2 to 10) unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadConfig({}).databasePoolSize).toBe(defaultPoolSize());
    expect([defaultPoolSize(1), defaultPoolSize(2), defaultPoolSize(3), defaultPoolSize(16)]).toEqual([2, 4, 6, 10]);
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
    expect(problemsOf({ DATABASE_POOL_SIZE: '0' })).toHaveLength(1);
    expect(problemsOf({ DATABASE_POOL_SIZE: 'many' })[0]).toMatch(/^DATABASE_POOL_SIZE: /);
  });

  it('refuses PORT=abc naming the variable', () => {
    const problems = problemsOf({ PORT: 'abc' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PORT: /);
  });

  it('refuses a non-postgres DATABASE_URL naming the variable', () => {
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })).toEqual([
      'DATABASE_URL: must be a postgres:// URL (leave unset for the embedded SQLite database)',
    ]);
  });

  it('lists every bad key at once, the short SEED_ADMIN_PASSWORD among them', () => {
    const problems = problemsOf({
      PORT: '70000',
      SEED_ADMIN_PASSWORD: 'short',
      SEED_ADMIN_EMAIL: 'not-an-email',
      LOG_LEVEL: 'verbose',
      JWT_SECRET: 'too-short',
      SEED_DEMO: 'yes',
      ACCESS_TOKEN_TTL_SECONDS: '5',
    });
    const keys = problems.map((p) => p.split(':', 1)[0]).sort();
    expect(keys).toEqual([
      'ACCESS_TOKEN_TTL_SECONDS',
      'JWT_SECRET',
      'LOG_LEVEL',
      'PORT',
      'SEED_ADMIN_EMAIL',
      'SEED_ADMIN_PASSWORD',
      'SEED_DEMO',
    ]);
    expect(problems).toContain('SEED_ADMIN_PASSWORD: must have at least 12 characters');
  });

  it('puts every problem, one per line, in the error message', () => {
    expect(() => loadConfig({ PORT: 'abc', SMTP_URL: 'http://mail' })).toThrow(
      /Invalid configuration:\n {2}- PORT: .*\n {2}- SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
  });
});
