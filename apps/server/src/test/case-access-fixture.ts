import type { FastifyInstance } from 'fastify';
import type { UserRole } from '../db/schema.ts';
import { caseFixture, type CaseFixture, type FiledCase } from './case-fixture.ts';
import { validAnswers } from './complaint-factories.ts';
import { uploadFile } from './document-factories.ts';
import { bearer, buildAdmin, foreignAdminToken, issueAccessToken } from './factories.ts';

/**
 * What every piece of case content written by `caseAccessWorld` starts with: no answer of a caller
 * who may not see the case may contain it (role × route matrix, scoping tests).
 */
export const contentMarker = 'SECRETO-';

/** A back-office person of the world's tenant with their token. */
export type Person = { idusuario: number; email: string; token: string };

export type CaseAccessWorld = CaseFixture & {
  responsable: Person;
  /** A gestor assigned to `assigned`. */
  gestorAssigned: Person;
  /** A gestor assigned to nothing. */
  gestorOther: Person;
  /** A gestor once assigned to `assigned`, then excluded from it. */
  gestorExcluded: Person;
  auditor: Person;
  /** A gestor assigned to `assigned`, then deactivated (their token answers 534). */
  deactivated: Person;
  foreignToken: string;
  /** The case everybody's access is set on, with content of every kind and its reporter's token. */
  assigned: FiledCase & { reporter: string };
  /** A case assigned to nobody. */
  unassigned: FiledCase;
  ids: { idmensaje: number; idnotificacion: number; idnota: number; iddocumento: number; iddenunciadoc: number };
};

async function person(app: FastifyInstance, idcliente: number, rol: UserRole): Promise<Person> {
  const admin = await buildAdmin(app, idcliente);
  await app.db.updateTable('usuarios').set({ rol }).where('idusuario', '=', admin.idusuario).execute();
  return { ...admin, token: await issueAccessToken(app, idcliente, 'Privado', admin) };
}

async function expectOk(what: string, res: { statusCode: number; body: string }): Promise<void> {
  if (res.statusCode !== 200) {
    throw new Error(`${what} failed with ${res.statusCode}: ${res.body}`);
  }
}

/**
 * A tenant with one person of each kind, a case with content of every kind (answers, a chat
 * message, a notification, an internal note, a document, each holding `contentMarker`) and its
 * access set through the API, and a second case assigned to nobody.
 */
export async function caseAccessWorld(app: FastifyInstance): Promise<CaseAccessWorld> {
  const base = await caseFixture(app);
  const { idcliente } = base.tenant;
  const responsable = { ...base.admin, token: base.adminToken };
  const assigned = await base.newCase({ answers: validAnswers({ hechos: `${contentMarker}denuncia hechos` }) });
  const unassigned = await base.fileCase({ answers: validAnswers({ hechos: `${contentMarker}otra hechos` }) });
  const [gestorAssigned, gestorOther, gestorExcluded, auditor, deactivated] = [
    await person(app, idcliente, 'gestor'),
    await person(app, idcliente, 'gestor'),
    await person(app, idcliente, 'gestor'),
    await person(app, idcliente, 'auditor'),
    await person(app, idcliente, 'gestor'),
  ];
  const access = `/api/denuncias/den_denuncias/${assigned.iddenuncia}`;
  for (const who of [gestorAssigned, gestorExcluded, deactivated]) {
    await expectOk(
      'assign',
      await app.inject({
        method: 'PUT',
        url: `${access}/asignaciones/${who.idusuario}`,
        headers: bearer(responsable.token),
      }),
    );
  }
  await expectOk(
    'exclude',
    await app.inject({
      method: 'PUT',
      url: `${access}/exclusiones/${gestorExcluded.idusuario}`,
      headers: bearer(responsable.token),
      payload: { motivo: 'Parentesco con la persona denunciada' },
    }),
  );
  await app.db.updateTable('usuarios').set({ activo: 0 }).where('idusuario', '=', deactivated.idusuario).execute();

  await expectOk(
    'chat',
    await app.inject({
      method: 'POST',
      url: '/api/denuncias/den_chat_mensajes/',
      headers: bearer(assigned.reporter),
      payload: { den_chat_mensajes: { guid: assigned.guid, mensaje: `${contentMarker}chat del informante` } },
    }),
  );
  await expectOk(
    'notification',
    await app.inject({
      method: 'POST',
      url: '/api/denuncias/den_denuncia_notificaciones/',
      headers: bearer(responsable.token),
      payload: {
        den_denuncia_notificaciones: {
          iddenuncia: assigned.iddenuncia,
          descripcion: `${contentMarker}titulo`,
          contenido: `<p>${contentMarker}notificacion</p>`,
          ididioma: 1,
          iddocumento: null,
        },
      },
    }),
  );
  await expectOk(
    'note',
    await app.inject({
      method: 'POST',
      url: '/api/denuncias/den_notas_internas/',
      headers: bearer(responsable.token),
      payload: { den_notas_internas: { iddenuncia: assigned.iddenuncia, nota: `${contentMarker}nota interna` } },
    }),
  );
  await expectOk(
    'upload',
    await uploadFile(app, assigned.reporter, {
      fileName: `${contentMarker}documento.txt`,
      bytes: Buffer.from(`${contentMarker}contenido del documento`),
    }),
  );

  async function one<T>(q: Promise<T | undefined>): Promise<T> {
    const row = await q;
    if (row === undefined) {
      throw new Error('fixture row missing');
    }
    return row;
  }
  const scoped = { idcliente, iddenuncia: assigned.iddenuncia };
  const { idmensaje } = await one(
    app.db.selectFrom('den_chat_mensajes').select('idmensaje').where('guid', '=', assigned.guid).executeTakeFirst(),
  );
  const { idnotificacion } = await one(
    app.db
      .selectFrom('den_denuncia_notificaciones')
      .select('idnotificacion')
      .where('idcliente', '=', idcliente)
      .where('iddenuncia', '=', scoped.iddenuncia)
      .executeTakeFirst(),
  );
  const { idnota } = await one(
    app.db
      .selectFrom('den_notas_internas')
      .select('idnota')
      .where('idcliente', '=', idcliente)
      .where('iddenuncia', '=', scoped.iddenuncia)
      .executeTakeFirst(),
  );
  const { iddocumento, iddenunciadoc } = await one(
    app.db
      .selectFrom('den_denuncia_docs')
      .select(['iddocumento', 'iddenunciadoc'])
      .where('idcliente', '=', idcliente)
      .where('iddenuncia', '=', scoped.iddenuncia)
      .executeTakeFirst(),
  );
  return {
    ...base,
    responsable,
    gestorAssigned,
    gestorOther,
    gestorExcluded,
    auditor,
    deactivated,
    foreignToken: await foreignAdminToken(app),
    assigned,
    unassigned,
    ids: { idmensaje, idnotificacion, idnota, iddocumento, iddenunciadoc },
  };
}
