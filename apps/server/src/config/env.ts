import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads, validated once at start. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave unset for the embedded SQLite database)')
    .optional(),
  /** Connections each server process keeps to PostgreSQL (decision 068); default: two per core, 2 to 10. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).default('Atalaya <no-reply@atalaya.invalid>'),
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  SOURCE_LIMITS_SCALE: z.coerce.number().int().min(1).max(10_000).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_ADMIN_EMAIL: z.email().optional(),
  SEED_ADMIN_PASSWORD: z.string().min(12, 'must have at least 12 characters').optional(),
  SEED_DEMO: booleanFlag.default(true),
  DEFAULT_TENANT: z.string().min(1).default('demo'),
  JWT_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  ATALAYA_MASTER_KEY: z.string().min(32, 'must have at least 32 characters').optional(),
  RECEIPT_PEPPER: z.string().min(32, 'must have at least 32 characters').optional(),
  TRUST_PROXY: z.string().min(1).optional(),
  /** The header the TLS proxy passes the verified client certificate in (decision 053); believed only from TRUST_PROXY. */
  CLIENT_CERT_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'must be an HTTP header name')
    .optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(300).max(2_592_000).default(43_200),
  WEB_DIST_DIR: z.string().min(1).optional(),
  /** The sample areas under /demo/ (spec 001): `false` answers 404 there and tells the web app. */
  DEMO_AREAS: booleanFlag.default(true),
  /** Lets the server read an IdP's metadata from private or loopback addresses and over http (decision 056). */
  IDP_METADATA_ALLOW_PRIVATE: booleanFlag.default(false),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_POOL_SIZE: PostgreSQL connections of this process (unused on SQLite). */
  databasePoolSize: number;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mail: { from: string; retryBaseSeconds: number };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  seed: { demo: boolean; adminEmail: string | undefined; adminPassword: string | undefined };
  defaultTenant: string;
  secrets: { jwt: string | undefined; masterKey: string | undefined; receiptPepper: string | undefined };
  trustProxy: string | undefined;
  /** CLIENT_CERT_HEADER: where the proxy puts the client certificate; unset: no certificate sign-in (501). */
  clientCertHeader: string | undefined;
  tokens: { accessTtlSeconds: number; refreshTtlSeconds: number };
  webDistDir: string | undefined;
  /** Spec 001's sample areas under /demo/ (DEMO_AREAS, default on). */
  demoAreas: boolean;
  /** Multiplies every per-source limit (lib/source-limits.ts): more room behind one shared address. */
  sourceLimitsScale: number;
  /** IDP_METADATA_ALLOW_PRIVATE: an IdP metadata address may be private, loopback or http (decision 056). */
  idpMetadataAllowPrivate: boolean;
};

/**
 * PostgreSQL connections per process unless DATABASE_POOL_SIZE says: two per core, at least 2,
 * at most 10. More connections than the cores can serve only make the backends fight over them:
 * on a 2-core machine a burst of filings cost PostgreSQL 13–14 ms of CPU per filing with 10
 * connections and 7–8 with 3 or 4 (decision 068).
 */
export function defaultPoolSize(cores: number = os.availableParallelism()): number {
  return Math.min(10, Math.max(2, 2 * cores));
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads and validates the environment. Throws a ConfigError naming every bad variable.
 * @example const config = loadConfig(process.env);
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? defaultPoolSize(),
    publicUrl: e.PUBLIC_URL,
    smtpUrl: e.SMTP_URL,
    mail: { from: e.MAIL_FROM, retryBaseSeconds: e.MAIL_RETRY_BASE_SECONDS },
    logLevel: e.LOG_LEVEL,
    seed: { demo: e.SEED_DEMO, adminEmail: e.SEED_ADMIN_EMAIL, adminPassword: e.SEED_ADMIN_PASSWORD },
    defaultTenant: e.DEFAULT_TENANT,
    secrets: { jwt: e.JWT_SECRET, masterKey: e.ATALAYA_MASTER_KEY, receiptPepper: e.RECEIPT_PEPPER },
    trustProxy: e.TRUST_PROXY,
    clientCertHeader: e.CLIENT_CERT_HEADER,
    tokens: { accessTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS, refreshTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS },
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    sourceLimitsScale: e.SOURCE_LIMITS_SCALE,
    demoAreas: e.DEMO_AREAS,
    idpMetadataAllowPrivate: e.IDP_METADATA_ALLOW_PRIVATE,
  };
}
