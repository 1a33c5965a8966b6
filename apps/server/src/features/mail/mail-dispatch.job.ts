import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { decryptText } from '../../lib/crypto.ts';
import { outboxBodyOf, outboxRecipientContext } from '../../lib/mail-outbox.ts';
import type { TenantKeys } from '../../lib/tenant-keys.ts';
import { claimDueMails, markFailed, markSent, scheduleUnscheduled } from './mail.repository.ts';

const batchSize = 20;
const leaseSeconds = 300;
const maxBackoffSeconds = 3_600;
const dispatchEveryMs = 10_000;

export type DispatchDeps = {
  db: Kysely<Database>;
  dialect: DialectName;
  tenantKeys: TenantKeys;
  smtpUrl: string;
  from: string;
  retryBaseSeconds: number;
};

/** Seconds to wait after the n-th failed attempt: base·2^(n-1), at most one hour. */
export function backoffSeconds(attempt: number, baseSeconds: number): number {
  return Math.min(maxBackoffSeconds, baseSeconds * 2 ** Math.max(0, attempt - 1));
}

/** A failure reason safe to store: the SMTP/Node error code, never the server's text (it may quote addresses). */
function reasonOf(error: unknown): string {
  if (error && typeof error === 'object') {
    const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
    const parts = [
      typeof code === 'string' ? code : null,
      typeof responseCode === 'number' ? `SMTP ${responseCode}` : null,
    ];
    const text = parts.filter(Boolean).join(' ');
    if (text) {
      return text.slice(0, 100);
    }
  }
  return 'ERROR';
}

/**
 * Sends the mails that are due, one by one; a failure reschedules that mail with back-off and
 * keeps it in the outbox (it is never dropped). Answers how many were sent and how many failed.
 */
export async function dispatchOutbox(
  deps: DispatchDeps,
  now: Date = new Date(),
): Promise<{ sent: number; failed: number }> {
  const nowText = now.toISOString();
  await scheduleUnscheduled(deps.db, nowText);
  const lease = new Date(now.getTime() + leaseSeconds * 1000).toISOString();
  const due = await claimDueMails(deps.db, deps.dialect, nowText, lease, batchSize);
  if (due.length === 0) {
    return { sent: 0, failed: 0 };
  }
  const transport = nodemailer.createTransport(deps.smtpUrl, { from: deps.from });
  let sent = 0;
  let failed = 0;
  try {
    for (const mail of due) {
      const attempt = mail.intentos + 1;
      try {
        const key = await deps.tenantKeys.keyFor(mail.idcliente);
        const to = decryptText(key, mail.destinatario, outboxRecipientContext(mail.uid));
        await transport.sendMail({ from: deps.from, to, subject: mail.asunto, text: outboxBodyOf(key, mail) });
        await markSent(deps.db, mail.idcorreo, new Date().toISOString(), attempt);
        sent += 1;
      } catch (error) {
        const retryAt = new Date(now.getTime() + backoffSeconds(attempt, deps.retryBaseSeconds) * 1000);
        await markFailed(deps.db, mail.idcorreo, {
          intentos: attempt,
          proximo_intento: retryAt.toISOString(),
          ultimo_error: reasonOf(error),
        });
        failed += 1;
      }
    }
  } finally {
    transport.close();
  }
  return { sent, failed };
}

/** Runs the dispatcher every 10 s while the app is up, when an SMTP server is configured. */
export function scheduleMailDispatch(app: FastifyInstance): void {
  const smtpUrl = app.config.smtpUrl;
  if (!smtpUrl) {
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const deps: DispatchDeps = {
    db: app.db,
    dialect: app.dialect,
    tenantKeys: app.tenantKeys,
    smtpUrl,
    from: app.config.mail.from,
    retryBaseSeconds: app.config.mail.retryBaseSeconds,
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) {
        return;
      }
      running = true;
      dispatchOutbox(deps)
        .catch((error: unknown) => app.log.error({ err: error }, 'mail dispatch failed'))
        .finally(() => {
          running = false;
        });
    }, dispatchEveryMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
