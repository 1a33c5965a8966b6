import type { FastifyInstance } from 'fastify';
import { buildChannel, complaintIdOf, fileComplaint, reporterToken, type Channel } from './complaint-factories.ts';
import { buildAdmin, buildTenant, foreignAdminToken, issueAccessToken } from './factories.ts';

/** A complaint filed through the public route: its id, guid, receipt and filing date. */
export type FiledCase = { iddenuncia: number; guid: string; receipt: string; fec_alta: string };

export type CaseFixture = {
  tenant: { idcliente: number; codigo: string; nombre: string };
  channel: Channel;
  publicToken: string;
  admin: { idusuario: number; email: string; password: string };
  adminToken: string;
  otherAdminToken: string;
  /** Files a complaint on the channel (`values` override the complaint's fields). */
  fileCase: (values?: Record<string, unknown>) => Promise<FiledCase>;
  /** Files a complaint as `fileCase` does and signs its reporter in with the receipt. */
  newCase: (values?: Record<string, unknown>) => Promise<FiledCase & { reporter: string }>;
};

/**
 * What the case-handling tests start from: a tenant with a reporting channel (`buildChannel`), a
 * public token to file on it, an administrator with its token, and an administrator token of
 * another tenant.
 */
export async function caseFixture(app: FastifyInstance): Promise<CaseFixture> {
  const tenant = await buildTenant(app);
  const channel = await buildChannel(app, tenant.idcliente);
  const publicToken = await issueAccessToken(app, tenant.idcliente, 'Publico');
  const admin = await buildAdmin(app, tenant.idcliente);
  const adminToken = await issueAccessToken(app, tenant.idcliente, 'Privado', admin);
  const otherAdminToken = await foreignAdminToken(app);

  async function fileCase(values: Record<string, unknown> = {}): Promise<FiledCase> {
    const filed = await fileComplaint(app, publicToken, { idtipodenuncia: channel.idtipodenuncia, ...values });
    return { ...filed, iddenuncia: await complaintIdOf(app, tenant.idcliente, filed.guid) };
  }

  async function newCase(values: Record<string, unknown> = {}): Promise<FiledCase & { reporter: string }> {
    const filed = await fileCase(values);
    return { ...filed, reporter: await reporterToken(app, filed.receipt, `${tenant.codigo}.example.test`) };
  }

  return { tenant, channel, publicToken, admin, adminToken, otherAdminToken, fileCase, newCase };
}
