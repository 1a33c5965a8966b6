import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { limits } from '@atalaya/contract/limits';
import './app-context.ts';
import type { Config } from './config/env.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { ensureReferenceData, seedDemoIfEmpty, type SeedReport } from './db/seed/seed.ts';
import { sealClearNotificationTitles } from './db/notification-title-sealing.ts';
import { assertTenantOpen } from './domain/tenant/tenant-status.policy.ts';
import { auditTrailRoutes } from './features/audit/audit-trail.routes.ts';
import { caseAccessRoutes } from './features/case-access/case-access.routes.ts';
import { identityDisclosureRoutes } from './features/identity-disclosure/identity-disclosure.routes.ts';
import { caseActionRoutes } from './features/case-register/case-action.routes.ts';
import { caseRegisterRoutes } from './features/case-register/case-register.routes.ts';
import { accountLinkRoutes } from './features/account-links/account-links.routes.ts';
import { authCallRoutes } from './features/auth-calls/auth-calls.routes.ts';
import { clientCertificateRoutes } from './features/auth-calls/client-certificate.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { caseDetailRoutes } from './features/case-detail/case-detail.routes.ts';
import { caseListRoutes } from './features/case-list/case-list.routes.ts';
import { certifiedCopyRoutes } from './features/certified-copies/certified-copies.routes.ts';
import { citizenPanelRoutes, citizenRegisterRoutes } from './features/citizen-panel/citizen-panel.routes.ts';
import { citizenSignInRoutes } from './features/citizen-sign-in/citizen-sign-in.routes.ts';
import { identityProviderFormTargets } from './features/citizen-sign-in/form-targets.service.ts';
import { identityProviderRoutes } from './features/citizen-sign-in/identity-provider.routes.ts';
import { conversationRoutes } from './features/conversation/conversation.routes.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { scheduleDeadlineAlerts } from './features/deadline-alerts/deadline-alerts.job.ts';
import { schedulePendingAlertSweep } from './features/intake/filing-alert-sweep.job.ts';
import { caseRetentionRoutes } from './features/case-retention/case-retention.routes.ts';
import { scheduleRetention } from './features/case-retention/case-retention.job.ts';
import { retentionSettingsRoutes } from './features/case-retention/retention-settings.routes.ts';
import { forgetFirstScreenOnChange } from './features/first-screen/first-screen.routes.ts';
import { createFirstScreenBuilder } from './features/first-screen/first-screen.service.ts';
import { intakeRoutes } from './features/intake/intake.routes.ts';
import { meetingRequestRoutes } from './features/meeting-request/meeting-request.routes.ts';
import { caseRedactionRoutes } from './features/case-redaction/case-redaction.routes.ts';
import { receiptLoginRoutes } from './features/intake/receipt-login.routes.ts';
import { documentRoutes } from './features/documents/documents.routes.ts';
import { galleryRoutes } from './features/gallery/gallery.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { mailRoutes } from './features/mail/mail.routes.ts';
import { navigationRoutes } from './features/navigation/navigation.routes.ts';
import { peopleRoutes } from './features/people/people.routes.ts';
import { myAccountRoutes } from './features/my-account/my-account.routes.ts';
import { orgAuditRoutes } from './features/org-audit/org-audit.routes.ts';
import { secondStepRoutes } from './features/two-factor/second-step.routes.ts';
import { twoFactorAdminRoutes } from './features/two-factor/two-factor-reset.routes.ts';
import { resourceRoutes } from './features/resources/resource.routes.ts';
import { tenantSettingsRoutes } from './features/tenants/tenant-settings.routes.ts';
import { tenantRoutes } from './features/tenants/tenant.routes.ts';
import { webManifestRoutes } from './features/tenants/web-manifest.routes.ts';
import { userFeedRoutes } from './features/user-feed/user-feed.routes.ts';
import { userLanguageRoutes } from './features/user-profile/user-language.routes.ts';
import { userProfileRoutes } from './features/user-profile/user-profile.routes.ts';
import { createAfterReply } from './lib/after-reply.ts';
import { countRequestsInFlight } from './lib/requests-in-flight.ts';
import { createBlobStore } from './lib/blob-store.ts';
import { createLoggerOptions, type LogStream } from './lib/logger.ts';
import { databaseCounterStore } from './lib/database-counter-store.ts';
import { loadSecrets } from './lib/secrets.ts';
import { createSourceLimits } from './lib/source-limits.ts';
import { createTenantKeys } from './lib/tenant-keys.ts';
import { startTenantDirectory } from './lib/tenant-directory.ts';
import { createTokenService } from './lib/tokens.ts';
import { auth } from './plugins/auth.ts';
import { apiDocs } from './plugins/api-docs.ts';
import { orgAudit } from './plugins/org-audit.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { requestLog } from './plugins/request-log.ts';
import { security } from './plugins/security.ts';
import { compression } from './plugins/compression.ts';
import { textGuard } from './plugins/text-guard.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { webApp } from './plugins/web-app.ts';

/** How long closing waits for the work requests left after their answers (decision 073). */
const afterReplyDrainMs = 5000;
/** How long such work waits for a moment without requests before it runs anyway. */
const afterReplyMaxWaitMs = 2000;

/**
 * Builds the whole application (database migrated, demo tenant seeded when empty, every route
 * registered) without listening. Tests call it with their own config (and may capture the logs).
 */
export async function buildApp(config: Config, options: { logStream?: LogStream } = {}): Promise<FastifyInstance> {
  const handle = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  const secrets = loadSecrets(config);
  const tenantKeys = createTenantKeys(handle.db, secrets.masterKey);
  let seedReport: SeedReport;
  try {
    seedReport = await withStartupLock(handle, async () => {
      await migrateToLatest(handle);
      // Right after the migrations, which get no keys: rows written before titles were sealed.
      await sealClearNotificationTitles(handle.db, tenantKeys);
      await ensureReferenceData(handle.db);
      return config.seed.demo
        ? seedDemoIfEmpty(handle.db, { email: config.seed.adminEmail, password: config.seed.adminPassword })
        : { seeded: false };
    });
  } catch (error) {
    await handle.destroy();
    throw error;
  }

  const app = Fastify({
    logger: createLoggerOptions(config, options.logStream),
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: limits.jsonBodyMaxBytes,
    trustProxy: config.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const tokens = createTokenService(secrets.jwtKey, config.tokens);
  app.decorate('config', config);
  app.decorate('db', handle.db);
  app.decorate('dialect', handle.dialect);
  app.decorate('secrets', secrets);
  app.decorate('tokens', tokens);
  app.decorate('tenantKeys', tenantKeys);
  app.decorate('blobStore', createBlobStore({ dialect: handle.dialect, db: handle.db, dataDir: config.dataDir }));
  app.decorate<SeedReport>('seedReport', seedReport);
  const counters = databaseCounterStore(handle.db, secrets.masterKey);
  app.decorate('counters', counters);
  app.decorate('sourceLimits', createSourceLimits(counters, config.sourceLimitsScale));
  const inFlight = countRequestsInFlight(app);
  const afterReply = createAfterReply(app.log, { busy: () => inFlight() > 0, maxWaitMs: afterReplyMaxWaitMs });
  app.decorate('afterReply', afterReply);
  app.addHook('onClose', async () => {
    // What requests left to do after their answers runs before the database closes; anything
    // durable it could not finish (a filing's pending alert) is picked up at the next start.
    if (!(await afterReply.drain(afterReplyDrainMs))) {
      app.log.warn('work after replies did not finish before closing');
    }
    await handle.destroy();
  });
  // On PostgreSQL, which tenants are open and which hostname is whose are kept per process and
  // forgotten at every change any process commits (LISTEN/NOTIFY, decision 071).
  if (handle.dialect === 'postgres' && config.databaseUrl) {
    const directory = await startTenantDirectory(handle.db, config.databaseUrl, (message) => app.log.warn(message));
    app.addHook('onClose', async () => directory.stop());
  }

  await app.register(errorHandler);
  await app.register(requestLog);
  await app.register(textGuard);
  // The pages of a tenant with an identity provider may post the sign-in form to it.
  const formTargets = identityProviderFormTargets(app);
  await app.register(security, { formTargets: (hostname) => formTargets.originsFor(hostname) });
  await app.register(compression);
  await app.register(apiDocs);
  await app.register(auth, { db: handle.db, tokens });
  await app.register(orgAudit);
  // After auth has verified the token: a disabled tenant's tokens stop at once (one primary-key read).
  app.addHook('onRequest', async (request) => {
    if (request.auth) {
      await assertTenantOpen(handle.db, request.auth.idcliente);
    }
  });

  const firstScreen = createFirstScreenBuilder(app);
  forgetFirstScreenOnChange(app, firstScreen);

  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  // Invitation acceptance, "forgot password" and reset links (decision 036).
  await app.register(accountLinkRoutes, { prefix: '/api/auth' });
  // The second step and a person's own enrolment of a factor (decision 038).
  await app.register(secondStepRoutes, { prefix: '/api/auth' });
  await app.register(receiptLoginRoutes, { prefix: '/api/auth' });
  // Citizens sign in with Cl@ve or the tenant's SAML IdP (decision 045).
  await app.register(citizenSignInRoutes, { prefix: '/api/auth' });
  // Who the token is, acceso, changeCliente, thirdparty/clave; the certificate sign-in under /ssl (decision 053).
  await app.register(authCallRoutes, { prefix: '/api/auth' });
  await app.register(clientCertificateRoutes);
  // The citizen's panel: their complaints and "Mis datos" (issue 16 §3, decision 052).
  await app.register(citizenRegisterRoutes, { prefix: '/api/auth' });
  await app.register(citizenPanelRoutes, { prefix: '/api/ciudadano' });
  await app.register(tenantRoutes, { prefix: '/api/publico/cliente' });
  await app.register(webManifestRoutes);
  await app.register(tenantSettingsRoutes, { prefix: '/api/admin/cliente' });
  await app.register(identityProviderRoutes, { prefix: '/api/admin/cliente', onChange: () => formTargets.forget() });
  await app.register(peopleRoutes, { prefix: '/api/admin/usuarios' });
  await app.register(twoFactorAdminRoutes, { prefix: '/api/admin/usuarios' });
  await app.register(myAccountRoutes, { prefix: '/api/admin/mi-cuenta' });
  await app.register(orgAuditRoutes, { prefix: '/api/admin/auditoria' });
  await app.register(resourceRoutes, { prefix: '/api/denuncias' });
  await app.register(intakeRoutes, { prefix: '/api/denuncias' });
  await app.register(meetingRequestRoutes, { prefix: '/api/denuncias' });
  await app.register(conversationRoutes, { prefix: '/api/denuncias' });
  await app.register(caseListRoutes, { prefix: '/api/denuncias' });
  await app.register(caseDetailRoutes, { prefix: '/api/denuncias' });
  await app.register(dashboardRoutes, { prefix: '/api/denuncias' });
  await app.register(auditTrailRoutes, { prefix: '/api/denuncias' });
  await app.register(caseAccessRoutes, { prefix: '/api/denuncias' });
  await app.register(identityDisclosureRoutes, { prefix: '/api/denuncias' });
  await app.register(caseRedactionRoutes, { prefix: '/api/denuncias' });
  await app.register(caseActionRoutes, { prefix: '/api/denuncias' });
  await app.register(caseRegisterRoutes, { prefix: '/api/admin/libro-registro' });
  // Deadline alerts of Ley 2/2023 (issue 17 §1): hourly, one process at a time.
  scheduleDeadlineAlerts(app);
  // Filing alerts a stopped process left pending (decision 073): a minute after their filing.
  schedulePendingAlertSweep(app);
  // Retention and purge (issue 17 §6, decision 050): daily, one process at a time.
  await app.register(caseRetentionRoutes, { prefix: '/api/denuncias' });
  await app.register(retentionSettingsRoutes, { prefix: '/api/admin/cliente' });
  scheduleRetention(app);
  await app.register(navigationRoutes, { prefix: '/api' });
  await app.register(userProfileRoutes, { prefix: '/api/common/user' });
  await app.register(userLanguageRoutes, { prefix: '/api/common/idioma' });
  await app.register(userFeedRoutes, { prefix: '/api/common' });
  await app.register(documentRoutes, { prefix: '/api' });
  await app.register(certifiedCopyRoutes, { prefix: '/api' });
  await app.register(galleryRoutes);
  await app.register(mailRoutes, { prefix: '/api/denuncias' });

  await app.register(webApp, { firstScreen });
  return app;
}
