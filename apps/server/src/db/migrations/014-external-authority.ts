/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against Kysely<any> by design (kysely docs) */
import type { Kysely } from 'kysely';

/** Values as they were when this migration was written (a migration never follows later code). */
const lawTextUrl = 'https://www.boe.es/eli/es/l/2023/02/20/2/con';
const aai = {
  nombre: 'Autoridad Independiente de Protección del Informante',
  url: 'https://www.proteccioninformante.gob.es/',
};

function parseObject(json: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The first demo seed pointed "Canal externo" at the text of Ley 2/2023 on the BOE, which is no
 * external channel. Tenants whose external channel is still that URL, with no authority named,
 * now point to the Autoridad Independiente de Protección del Informante (whose name the link
 * shows). Any other value, a named authority included, is the tenant's choice and is left as is.
 */
export function externalAuthority() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      const rows: { idcliente: number; parametros_cliente: string }[] = await db
        .selectFrom('clientes')
        .select(['idcliente', 'parametros_cliente'])
        .execute();
      for (const row of rows) {
        const parametros = parseObject(row.parametros_cliente);
        if (parametros?.canal_externo_url !== lawTextUrl || parametros.canal_externo_nombre) {
          continue;
        }
        await db
          .updateTable('clientes')
          .set({
            parametros_cliente: JSON.stringify({
              ...parametros,
              canal_externo_url: aai.url,
              canal_externo_nombre: aai.nombre,
            }),
          })
          .where('idcliente', '=', row.idcliente)
          .execute();
      }
    },
  };
}
