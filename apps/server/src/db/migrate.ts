import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './database.ts';
import { foundation } from './migrations/001-foundation.ts';
import { complaints } from './migrations/002-complaints.ts';
import { caseHandling } from './migrations/003-case-handling.ts';
import { gallery } from './migrations/004-gallery.ts';
import { mail } from './migrations/005-mail.ts';
import { caseIndexes } from './migrations/006-case-indexes.ts';
import { caseSummary } from './migrations/007-case-summary.ts';
import { resumenTables } from './migrations/008-resumen-tables.ts';
import { rateCounters } from './migrations/009-rate-counters.ts';
import { documentsKeptMetadata } from './migrations/011-documents-kept-metadata.ts';
import { caseReference } from './migrations/012-case-reference.ts';
import { userLanguage } from './migrations/013-user-language.ts';
import { externalAuthority } from './migrations/014-external-authority.ts';
import { rolesInvitations } from './migrations/015-roles-invitations.ts';
import { passwordResets } from './migrations/016-password-resets.ts';
import { factorsAndCaseAccess } from './migrations/017-factors-and-case-access.ts';
import { deadlineAlerts } from './migrations/018-deadline-alerts.ts';
import { identityDisclosures } from './migrations/019-identity-disclosures.ts';
import { identityProviders } from './migrations/020-identity-providers.ts';
import { reporterNoticeAddress } from './migrations/021-reporter-notice-address.ts';
import { caseRegister } from './migrations/022-case-register.ts';
import { caseRetention } from './migrations/023-case-retention.ts';
import { citizenPanel } from './migrations/024-citizen-panel.ts';
import { applications } from './migrations/025-applications.ts';
import { signedProofs } from './migrations/026-signed-proofs.ts';
import { idpMetadataUrl } from './migrations/027-idp-metadata-url.ts';
import { citizenLinkVerifier } from './migrations/028-citizen-link-verifier.ts';
import { idpSingleLogout } from './migrations/029-idp-single-logout.ts';
import { verbalReports } from './migrations/030-verbal-reports.ts';
import { meetingRequests } from './migrations/031-meeting-requests.ts';
import { redactions } from './migrations/032-redactions.ts';
import { statusWithoutInvestigation } from './migrations/033-status-without-investigation.ts';
import { documentRedactions } from './migrations/034-document-redactions.ts';
import { tenantChangeNotices } from './migrations/035-tenant-change-notices.ts';
import { filingAlertPending } from './migrations/036-filing-alert-pending.ts';

/** Migrations in order; the same set for SQLite and PostgreSQL. */
function migrationsFor(handle: DatabaseHandle): Record<string, Migration> {
  return {
    '001-foundation': foundation(handle.dialect),
    '002-complaints': complaints(handle.dialect),
    '003-case-handling': caseHandling(handle.dialect),
    '004-gallery': gallery(handle.dialect),
    '005-mail': mail(handle.dialect),
    '006-case-indexes': caseIndexes(handle.dialect),
    '007-case-summary': caseSummary(handle.dialect),
    '008-resumen-tables': resumenTables(handle.dialect),
    '009-rate-counters': rateCounters(),
    '011-documents-kept-metadata': documentsKeptMetadata(handle.dialect),
    '012-case-reference': caseReference(),
    '013-user-language': userLanguage(),
    '014-external-authority': externalAuthority(),
    '015-roles-invitations': rolesInvitations(handle.dialect),
    '016-password-resets': passwordResets(handle.dialect),
    '017-factors-and-case-access': factorsAndCaseAccess(handle.dialect),
    '018-deadline-alerts': deadlineAlerts(),
    '019-identity-disclosures': identityDisclosures(handle.dialect),
    '020-identity-providers': identityProviders(handle.dialect),
    '021-reporter-notice-address': reporterNoticeAddress(),
    '022-case-register': caseRegister(handle.dialect),
    '023-case-retention': caseRetention(),
    '024-citizen-panel': citizenPanel(),
    '025-applications': applications(),
    '026-signed-proofs': signedProofs(),
    '027-idp-metadata-url': idpMetadataUrl(),
    '028-citizen-link-verifier': citizenLinkVerifier(),
    '029-idp-single-logout': idpSingleLogout(),
    '030-verbal-reports': verbalReports(),
    '031-meeting-requests': meetingRequests(),
    '032-redactions': redactions(handle.dialect),
    '033-status-without-investigation': statusWithoutInvestigation(),
    '034-document-redactions': documentRedactions(),
    '035-tenant-change-notices': tenantChangeNotices(handle.dialect),
    '036-filing-alert-pending': filingAlertPending(),
  };
}

/** Brings the schema up to date. Throws if a migration fails (the server must not start). */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(handle) };
  const migrator = new Migrator({ db: handle.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    throw error instanceof Error ? error : new Error(String(error));
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
