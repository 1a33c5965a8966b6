import { z } from 'zod';
import { formFieldSchema, type FormField } from '@atalaya/contract/complaints/form.schemas';

/**
 * The general form every tenant starts with: questions about the facts only, in the five
 * languages. No contact data (the wizard's identity step asks for it) and no files (its documents
 * step is the one place where evidence is attached).
 */
export const generalFormFields: FormField[] = z.array(formFieldSchema).parse([
  {
    id: 'que_ocurrio',
    tipo: 'texto_largo',
    obligatorio: true,
    max: 20_000,
    etiqueta: {
      es: '¿Qué ha ocurrido?',
      cat: 'Què ha passat?',
      eu: 'Zer gertatu da?',
      ga: 'Que ocorreu?',
      en: 'What happened?',
    },
    ayuda: {
      es: 'Describa los hechos con el mayor detalle posible. Si quiere permanecer en el anonimato, no incluya datos que le identifiquen.',
      cat: "Descriviu els fets amb el màxim detall possible. Si voleu mantenir l'anonimat, no hi incloeu dades que us identifiquin.",
      eu: 'Deskribatu gertaerak ahalik eta zehatzen. Anonimotasuna gorde nahi baduzu, ez sartu zu identifikatzeko moduko daturik.',
      ga: 'Describa os feitos co maior detalle posible. Se quere permanecer no anonimato, non inclúa datos que o identifiquen.',
      en: 'Describe the facts in as much detail as you can. If you want to stay anonymous, do not include anything that identifies you.',
    },
  },
  {
    id: 'cuando',
    tipo: 'fecha',
    etiqueta: {
      es: '¿Cuándo ocurrió?',
      cat: 'Quan va passar?',
      eu: 'Noiz gertatu zen?',
      ga: 'Cando ocorreu?',
      en: 'When did it happen?',
    },
    ayuda: {
      es: 'Una fecha aproximada es suficiente.',
      cat: "N'hi ha prou amb una data aproximada.",
      eu: 'Gutxi gorabeherako data bat nahikoa da.',
      ga: 'Abonda cunha data aproximada.',
      en: 'An approximate date is enough.',
    },
  },
  {
    id: 'donde',
    tipo: 'texto_corto',
    max: 300,
    etiqueta: {
      es: '¿Dónde ocurrió?',
      cat: 'On va passar?',
      eu: 'Non gertatu zen?',
      ga: 'Onde ocorreu?',
      en: 'Where did it happen?',
    },
    ayuda: {
      es: 'Servicio, dependencia o lugar.',
      cat: 'Servei, dependència o lloc.',
      eu: 'Zerbitzua, bulegoa edo lekua.',
      ga: 'Servizo, dependencia ou lugar.',
      en: 'Department, building or place.',
    },
  },
  {
    id: 'personas',
    tipo: 'texto_largo',
    max: 5000,
    etiqueta: {
      es: 'Personas implicadas',
      cat: 'Persones implicades',
      eu: 'Inplikatutako pertsonak',
      ga: 'Persoas implicadas',
      en: 'People involved',
    },
    ayuda: {
      es: 'Nombre o cargo de quienes participaron, si los conoce.',
      cat: 'Nom o càrrec de les persones que hi van participar, si els coneixeu.',
      eu: 'Parte hartu zutenen izena edo kargua, ezagutzen badituzu.',
      ga: 'Nome ou cargo de quen participou, se os coñece.',
      en: 'Names or positions of those involved, if you know them.',
    },
  },
  {
    id: 'como_conocio',
    tipo: 'opcion_unica',
    etiqueta: {
      es: '¿Cómo lo conoció?',
      cat: 'Com ho vau saber?',
      eu: 'Nola jakin zenuen?',
      ga: 'Como o coñeceu?',
      en: 'How did you learn about it?',
    },
    opciones: [
      {
        valor: 'presencie',
        etiqueta: {
          es: 'Lo presencié directamente',
          cat: 'Ho vaig presenciar directament',
          eu: 'Zuzenean ikusi nuen',
          ga: 'Presencieino directamente',
          en: 'I witnessed it myself',
        },
      },
      {
        valor: 'me_contaron',
        etiqueta: {
          es: 'Me lo contó otra persona',
          cat: "M'ho va explicar una altra persona",
          eu: 'Beste pertsona batek kontatu zidan',
          ga: 'Contoumo outra persoa',
          en: 'Someone told me',
        },
      },
      {
        valor: 'documentos',
        etiqueta: {
          es: 'Por documentos a los que tuve acceso',
          cat: 'Per documents als quals vaig tenir accés',
          eu: 'Eskura izan nituen dokumentuen bidez',
          ga: 'Por documentos aos que tiven acceso',
          en: 'Through documents I had access to',
        },
      },
      {
        valor: 'otro',
        etiqueta: {
          es: 'De otra forma',
          cat: "D'una altra manera",
          eu: 'Beste modu batera',
          ga: 'Doutro xeito',
          en: 'Some other way',
        },
      },
    ],
  },
  {
    id: 'areas',
    tipo: 'opcion_multiple',
    etiqueta: {
      es: 'Áreas afectadas',
      cat: 'Àrees afectades',
      eu: 'Eragindako arloak',
      ga: 'Áreas afectadas',
      en: 'Areas affected',
    },
    opciones: [
      {
        valor: 'contratacion',
        etiqueta: {
          es: 'Contratación pública',
          cat: 'Contractació pública',
          eu: 'Kontratazio publikoa',
          ga: 'Contratación pública',
          en: 'Public procurement',
        },
      },
      {
        valor: 'subvenciones',
        etiqueta: {
          es: 'Subvenciones',
          cat: 'Subvencions',
          eu: 'Dirulaguntzak',
          ga: 'Subvencións',
          en: 'Grants and subsidies',
        },
      },
      {
        valor: 'personal',
        etiqueta: { es: 'Personal', cat: 'Personal', eu: 'Langileria', ga: 'Persoal', en: 'Human resources' },
      },
      {
        valor: 'urbanismo',
        etiqueta: { es: 'Urbanismo', cat: 'Urbanisme', eu: 'Hirigintza', ga: 'Urbanismo', en: 'Town planning' },
      },
      {
        valor: 'hacienda',
        etiqueta: {
          es: 'Hacienda y tributos',
          cat: 'Hisenda i tributs',
          eu: 'Ogasuna eta zergak',
          ga: 'Facenda e tributos',
          en: 'Finance and taxes',
        },
      },
      {
        valor: 'medio_ambiente',
        etiqueta: {
          es: 'Medio ambiente',
          cat: 'Medi ambient',
          eu: 'Ingurumena',
          ga: 'Medio ambiente',
          en: 'Environment',
        },
      },
      { valor: 'otra', etiqueta: { es: 'Otra', cat: 'Una altra', eu: 'Beste bat', ga: 'Outra', en: 'Other' } },
    ],
  },
  {
    id: 'continua',
    tipo: 'casilla',
    etiqueta: {
      es: 'Los hechos siguen ocurriendo',
      cat: 'Els fets continuen passant',
      eu: 'Oraindik gertatzen ari da',
      ga: 'Os feitos seguen a ocorrer',
      en: 'It is still happening',
    },
  },
]);
