import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formFieldSchema } from '@atalaya/contract/complaints/form.schemas';
import { optionalI18nTextSchema, pickText } from '@atalaya/contract/complaints/i18n-text.schemas';
import { languageCodes, languageIds, type LanguageCode } from '@atalaya/contract/limits';
import { mailEvents } from '@atalaya/contract/mail/mail.schemas';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DIALECTS } from '../../test/dialects.ts';
import { buildTenant, demoTenantAndAdmin } from '../../test/factories.ts';
import { ensureMailTemplates } from '../../lib/mail-outbox.ts';
import type { Database } from '../schema.ts';

/** One text a person reads, as Spanish has it and as each other language shows it (its fallback included). */
type SeenText = { where: string; es: string; shown: Partial<Record<LanguageCode, string>> };

const otherLanguages = languageCodes.filter((code) => code !== 'es');

/**
 * Texts that are rightly the same as the Spanish one in a language: proper names, and words the
 * language writes exactly like Spanish. Everything else that equals Spanish is an untranslated text.
 */
const sameAsSpanish: Partial<Record<LanguageCode, readonly string[]>> = {
  // "Personal" is also Catalan for a body's staff (departament de personal).
  cat: ['Personal'],
  // Galician writes these exactly as Spanish does (the Galician text of Ley 2/2023 says "Sistema
  // interno de información" too).
  ga: [
    'Recibida',
    'En trámite',
    'Inadmitida',
    'Protección de datos',
    'Áreas afectadas',
    'Contratación pública',
    'Urbanismo',
    'Medio ambiente',
    'Sistema interno de información',
  ],
};

function normalized(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function i18nOf(json: string): Partial<Record<LanguageCode, string>> {
  const parsed = optionalI18nTextSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : {};
}

/** A stored per-language text as each language shows it (pickText: the language, else Spanish). */
function seenI18n(where: string, text: Partial<Record<LanguageCode, string>> | undefined): SeenText[] {
  if (!text?.es) {
    return [];
  }
  return [
    {
      where,
      es: text.es,
      shown: Object.fromEntries(otherLanguages.map((code) => [code, pickText(text, code)])),
    },
  ];
}

/**
 * Rows kept one per language (content blocks, menus, mail templates): a language without its own
 * row shows the Spanish one, as the web app and the mailer do.
 */
function seenPerLanguage<R>(
  where: string,
  rows: ReadonlyMap<number, R>,
  texts: (row: R) => Record<string, string>,
): SeenText[] {
  const spanish = rows.get(languageIds.es);
  if (!spanish) {
    return [];
  }
  return Object.entries(texts(spanish)).map(([part, es]) => ({
    where: `${where}.${part}`,
    es,
    shown: Object.fromEntries(
      otherLanguages.map((code) => {
        const row = rows.get(languageIds[code]);
        return [code, row ? (texts(row)[part] ?? es) : es];
      }),
    ),
  }));
}

/** Every seeded text of a tenant a person reads: content, menus, types, forms, statuses, mails, acknowledgement. */
async function seenTexts(db: Kysely<Database>, idcliente: number): Promise<SeenText[]> {
  const seen: SeenText[] = [];

  const contents = await db.selectFrom('den_denuncia_content').selectAll().where('idcliente', '=', idcliente).execute();
  for (const codigo of new Set(contents.map((c) => c.codigo))) {
    const byLanguage = new Map(contents.filter((c) => c.codigo === codigo).map((c) => [c.ididioma, c]));
    seen.push(
      ...seenPerLanguage(`content ${codigo}`, byLanguage, (c) => ({ titulo: c.titulo, contenido: c.contenido })),
    );
  }

  const menus = await db.selectFrom('trans_menu').selectAll().where('idcliente', '=', idcliente).execute();
  const options = await db
    .selectFrom('trans_menu_opcion')
    .selectAll()
    .where('idcliente', '=', idcliente)
    .orderBy('orden')
    .execute();
  for (const codigo of new Set(menus.map((m) => m.codigo))) {
    const byLanguage = new Map(
      menus
        .filter((m) => m.codigo === codigo)
        .map((m) => [m.ididioma, { titulo: m.titulo, opciones: options.filter((o) => o.idmenu === m.idmenu) }]),
    );
    seen.push(
      ...seenPerLanguage(`menu ${codigo}`, byLanguage, (m) => ({
        titulo: m.titulo,
        ...Object.fromEntries(m.opciones.map((o, i) => [`opcion ${i + 1}`, o.titulo])),
      })),
    );
  }

  const types = await db.selectFrom('den_tipos_denuncia').selectAll().where('idcliente', '=', idcliente).execute();
  for (const type of types) {
    seen.push(...seenI18n(`type ${type.idtipodenuncia}.nombre`, i18nOf(type.nombre)));
    if (type.descripcion) {
      seen.push(...seenI18n(`type ${type.idtipodenuncia}.descripcion`, i18nOf(type.descripcion)));
    }
  }

  const statuses = await db.selectFrom('den_estados_denuncia').selectAll().where('idcliente', '=', idcliente).execute();
  for (const status of statuses) {
    seen.push(...seenI18n(`status ${status.idestadodenuncia}`, i18nOf(status.nombre)));
  }

  const forms = await db.selectFrom('den_formularios').selectAll().where('idcliente', '=', idcliente).execute();
  for (const form of forms) {
    for (const field of formFieldSchema.array().parse(JSON.parse(form.campos))) {
      const at = `form ${form.idformulario} ${field.id}`;
      seen.push(...seenI18n(`${at}.etiqueta`, field.etiqueta), ...seenI18n(`${at}.ayuda`, field.ayuda));
      for (const option of 'opciones' in field ? (field.opciones ?? []) : []) {
        seen.push(...seenI18n(`${at}.opcion ${option.valor}`, option.etiqueta));
      }
    }
  }

  const templates = await db.selectFrom('mail_plantillas').selectAll().where('idcliente', '=', idcliente).execute();
  for (const evento of mailEvents) {
    const byLanguage = new Map(templates.filter((t) => t.evento === evento).map((t) => [t.ididioma, t]));
    seen.push(...seenPerLanguage(`mail ${evento}`, byLanguage, (t) => ({ asunto: t.asunto, cuerpo: t.cuerpo })));
  }

  const tenant = await db
    .selectFrom('clientes')
    .select('parametros_cliente')
    .where('idcliente', '=', idcliente)
    .executeTakeFirstOrThrow();
  const parameters = JSON.parse(tenant.parametros_cliente) as { acuse_texto?: Partial<Record<LanguageCode, string>> };
  const acuse = parameters.acuse_texto;
  if (acuse?.es) {
    // A language without its own text gets Atalaya's default acknowledgement in that language.
    seen.push({
      where: 'acuse_texto',
      es: acuse.es,
      shown: Object.fromEntries(otherLanguages.map((code) => [code, acuse[code] ?? `(default ${code})`])),
    });
  }
  return seen;
}

/** The texts a language shows exactly as Spanish, outside the allow-list. */
function untranslated(seen: readonly SeenText[], code: LanguageCode): string[] {
  const allowed = new Set((sameAsSpanish[code] ?? []).map(normalized));
  return seen
    .filter((text) => {
      const es = normalized(text.es);
      return normalized(text.shown[code] ?? text.es) === es && !allowed.has(es);
    })
    .map((text) => `${text.where}: ${text.es.slice(0, 60)}`);
}

for (const dialect of DIALECTS) {
  describe(`seeded texts in every language [${dialect}]`, () => {
    let t: TestApp;
    let demo: number;
    let fresh: number;

    beforeAll(async () => {
      t = await buildTestApp(dialect);
      demo = (await demoTenantAndAdmin(t.app)).idcliente;
      await ensureMailTemplates(t.app.db, demo);
      fresh = (await buildTenant(t.app)).idcliente;
      await ensureMailTemplates(t.app.db, fresh);
    });
    afterAll(async () => t.close());

    it('the demo tenant: no content, menu, type, form, status or mail text of cat, eu, ga or en is left in Spanish', async () => {
      const seen = await seenTexts(t.app.db, demo);
      // Every area is covered, so a text dropped from the seed cannot pass unnoticed.
      for (const area of ['content', 'menu', 'type', 'status', 'form', 'mail', 'acuse_texto']) {
        expect(seen.some((text) => text.where.startsWith(area))).toBe(true);
      }
      const counts = Object.fromEntries(otherLanguages.map((code) => [code, untranslated(seen, code)]));
      expect(counts).toEqual({ cat: [], eu: [], ga: [], en: [] });
      // The allow-list holds only texts the seed has: a stale entry could hide a future one.
      const spanish = new Set(seen.map((text) => normalized(text.es)));
      expect(Object.values(sameAsSpanish).flatMap((texts) => texts.filter((text) => !spanish.has(text)))).toEqual([]);
    });

    it('a new tenant: its default statuses and mail templates are written in every language', async () => {
      const seen = await seenTexts(t.app.db, fresh);
      expect(seen.filter((text) => text.where.startsWith('status'))).toHaveLength(2);
      expect(seen.filter((text) => text.where.startsWith('mail'))).toHaveLength(mailEvents.length * 2);
      const counts = Object.fromEntries(otherLanguages.map((code) => [code, untranslated(seen, code)]));
      expect(counts).toEqual({ cat: [], eu: [], ga: [], en: [] });
    });

    it('every language has its own row of each content block, menu and mail template', async () => {
      for (const table of ['den_denuncia_content', 'trans_menu', 'mail_plantillas'] as const) {
        const rows = await t.app.db.selectFrom(table).select('ididioma').where('idcliente', '=', demo).execute();
        expect(new Set(rows.map((r) => r.ididioma))).toEqual(new Set(Object.values(languageIds)));
      }
    });
  });
}
