import { parseArgs } from 'node:util';
import { listTenants, type TenantOverview } from '../domain/tenant/tenant-operations.service.ts';
import type { CliCommand } from './cli-context.ts';

export const tenantListUsage = 'npm run atalaya -- tenant list [--json]';

const headers = ['CÓDIGO', 'NOMBRE', 'ACTIVO', 'USUARIOS', 'EXPEDIENTES', 'DOMINIOS'] as const;

function cellsOf(tenant: TenantOverview): string[] {
  return [
    tenant.codigo,
    tenant.nombre,
    tenant.activo ? 'sí' : 'no',
    String(tenant.usuarios),
    String(tenant.expedientes),
    tenant.hosts.join(', '),
  ];
}

/** The rows as aligned columns (the last column is not padded). */
export function formatTenantTable(tenants: readonly TenantOverview[]): string[] {
  const rows = [[...headers], ...tenants.map(cellsOf)];
  const widths = headers.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  return rows.map((row) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
}

/** `tenant list`: code, name, active, number of people and cases, hostnames. Never case content. */
export function tenantListCommand(args: string[]): CliCommand {
  const { values, positionals } = parseArgs({
    args,
    options: { json: { type: 'boolean', default: false } },
    strict: true,
    allowPositionals: true,
  });
  if (positionals.length > 0) {
    throw new TypeError(`Argumento inesperado: ${positionals.join(' ')}`);
  }
  return async (context, out) => {
    const tenants = await listTenants(context.deps.db);
    if (values.json) {
      out.line(JSON.stringify(tenants));
      return 0;
    }
    formatTenantTable(tenants).forEach(out.line);
    return 0;
  };
}
