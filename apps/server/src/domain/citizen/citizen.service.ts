import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CitizenContact, VerifiedIdentity } from '@atalaya/contract/auth/citizen.schemas';
import { decryptText, encryptText } from '../../lib/crypto.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';
import { nowIso } from '../../lib/time.ts';
import { findCitizen, saveCitizenContact, type CitizenRow } from './citizen.repository.ts';

/*
 * A citizen's sealed data (decisions 045, 052): the verified name the handlers see on a case the
 * citizen filed while identified, and the contact data of "Mis datos". Both are sealed with the
 * tenant's key and bound to the citizen's identifier hash; unsealed only here.
 */

const sealedNameSchema = z.object({ nombre: z.string(), apellidos: z.string() });
const sealedContactSchema = z.object({ email: z.string().nullable(), telefono: z.string().nullable() });

function fullName(key: Buffer, row: CitizenRow): string {
  const name = sealedNameSchema.parse(
    JSON.parse(decryptText(key, row.nombre, sealedColumn.citizenName(row.identificador_hash))),
  );
  return [name.nombre, name.apellidos]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
}

/**
 * The verified identity of a citizen of the tenant: who verified it (`clave` or the tenant's own
 * `saml` IdP) and the full name; null when the tenant has no such citizen (any more: a purge
 * forgets them).
 */
export async function verifiedIdentityOf(
  app: FastifyInstance,
  idcliente: number,
  idtercero: number | null,
): Promise<VerifiedIdentity | null> {
  if (idtercero === null) {
    return null;
  }
  const row = await findCitizen(app.db, idcliente, idtercero);
  if (!row) {
    return null;
  }
  const key = await app.tenantKeys.keyFor(idcliente);
  return { proveedor: row.proveedor ?? row.perfil_actual ?? 'saml', nombre: fullName(key, row) };
}

/** A citizen's contact data of "Mis datos" (both null when none given); undefined when the tenant has no such citizen. */
export async function citizenContactOf(
  app: FastifyInstance,
  idcliente: number,
  idtercero: number,
): Promise<(CitizenContact & { nombre: string }) | undefined> {
  const row = await findCitizen(app.db, idcliente, idtercero);
  if (!row) {
    return undefined;
  }
  const key = await app.tenantKeys.keyFor(idcliente);
  const contact =
    row.contacto === null
      ? { email: null, telefono: null }
      : sealedContactSchema.parse(
          JSON.parse(decryptText(key, row.contacto, sealedColumn.citizenContact(row.identificador_hash))),
        );
  return { ...contact, nombre: fullName(key, row) };
}

/** Seals and stores a citizen's contact data (nothing given: cleared); false when the tenant has no such citizen. */
export async function storeCitizenContact(
  app: FastifyInstance,
  idcliente: number,
  idtercero: number,
  contact: CitizenContact,
): Promise<boolean> {
  const row = await findCitizen(app.db, idcliente, idtercero);
  if (!row) {
    return false;
  }
  const key = await app.tenantKeys.keyFor(idcliente);
  const empty = contact.email === null && contact.telefono === null;
  return saveCitizenContact(
    app.db,
    { idcliente, idtercero },
    {
      contacto: empty
        ? null
        : encryptText(key, JSON.stringify(contact), sealedColumn.citizenContact(row.identificador_hash)),
      fec_contacto: nowIso(),
    },
  );
}
