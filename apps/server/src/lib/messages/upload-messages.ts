import type { CatalogueEntry } from './translations.ts';

/** Uploads (lib/file-inspection.ts, lib/metadata-strip.ts, features/documents, features/gallery). */
export const uploadMessages: readonly CatalogueEntry[] = [
  [
    'Tipo de archivo no permitido',
    {
      cat: 'Tipus de fitxer no permès',
      eu: 'Fitxategi mota hau ez dago baimenduta',
      ga: 'Tipo de ficheiro non permitido',
      en: 'File type not allowed',
    },
  ],
  [
    'El archivo está vacío',
    { cat: 'El fitxer és buit', eu: 'Fitxategia hutsik dago', ga: 'O ficheiro está baleiro', en: 'The file is empty' },
  ],
  [
    'El archivo está dañado o no se puede leer',
    {
      cat: 'El fitxer està malmès o no es pot llegir',
      eu: 'Fitxategia hondatuta dago edo ezin da irakurri',
      ga: 'O ficheiro está danado ou non se pode ler',
      en: 'The file is damaged or cannot be read',
    },
  ],
  [
    'El PDF está cifrado o protegido con contraseña. Súbalo sin protección.',
    {
      cat: 'El PDF està xifrat o protegit amb contrasenya. Pugeu-lo sense protecció.',
      eu: 'PDFa zifratuta edo pasahitzez babestuta dago. Igo ezazu babesik gabe.',
      ga: 'O PDF está cifrado ou protexido con contrasinal. Súbao sen protección.',
      en: 'The PDF is encrypted or password-protected. Upload it without protection.',
    },
  ],
  [
    'Este tipo de archivo no se admite: conservaría sus metadatos (autor, fechas…), que podrían identificarle, y no se pueden eliminar. Conviértalo a PDF y adjunte el PDF.',
    {
      cat: "Aquest tipus de fitxer no s'admet: en conservaria les metadades (autor, dates…), que us podrien identificar, i no es poden eliminar. Convertiu-lo a PDF i adjunteu el PDF.",
      eu: 'Fitxategi mota hau ez da onartzen: bere metadatuak (egilea, datak…) gordeko lituzke, zu identifikatzeko balio dezaketenak, eta ezin dira ezabatu. Bihurtu PDF formatura eta erantsi PDFa.',
      ga: 'Este tipo de ficheiro non se admite: conservaría os seus metadatos (autor, datas…), que poderían identificalo, e non se poden eliminar. Convérteo a PDF e achegue o PDF.',
      en: 'This type of file is not accepted: it would keep its metadata (author, dates…), which could identify you and cannot be removed. Convert it to PDF and attach the PDF.',
    },
  ],
  [
    'Envíe el archivo como multipart/form-data',
    {
      cat: 'Envieu el fitxer com a multipart/form-data',
      eu: 'Bidali fitxategia multipart/form-data gisa',
      ga: 'Envíe o ficheiro como multipart/form-data',
      en: 'Send the file as multipart/form-data',
    },
  ],
  [
    'Envíe un único archivo en el campo «file» y ningún otro dato',
    {
      cat: 'Envieu un únic fitxer al camp «file» i cap altra dada',
      eu: 'Bidali fitxategi bakar bat «file» eremuan, eta beste daturik ez',
      ga: 'Envíe un único ficheiro no campo «file» e ningún outro dato',
      en: 'Send a single file in the «file» field and nothing else',
    },
  ],
  [
    'Adjunte un archivo en el campo «file»',
    {
      cat: 'Adjunteu un fitxer al camp «file»',
      eu: 'Erantsi fitxategi bat «file» eremuan',
      ga: 'Achegue un ficheiro no campo «file»',
      en: 'Attach a file in the «file» field',
    },
  ],
  [
    'El archivo no ha llegado completo. Vuelva a intentarlo.',
    {
      cat: 'El fitxer no ha arribat complet. Torneu-ho a provar.',
      eu: 'Fitxategia ez da osorik iritsi. Saiatu berriro.',
      ga: 'O ficheiro non chegou completo. Volva intentalo.',
      en: 'The file did not arrive complete. Please try again.',
    },
  ],
  [
    'La imagen no puede superar los 2MB.',
    {
      cat: 'La imatge no pot superar els 2 MB.',
      eu: 'Irudiak ezin ditu 2 MB gainditu.',
      ga: 'A imaxe non pode superar os 2 MB.',
      en: 'The image cannot be larger than 2 MB.',
    },
  ],
  [
    'El archivo no es una imagen JPEG, PNG, WebP o GIF',
    {
      cat: 'El fitxer no és una imatge JPEG, PNG, WebP o GIF',
      eu: 'Fitxategia ez da JPEG, PNG, WebP edo GIF irudi bat',
      ga: 'O ficheiro non é unha imaxe JPEG, PNG, WebP ou GIF',
      en: 'The file is not a JPEG, PNG, WebP or GIF image',
    },
  ],
  [
    'Adjunte una imagen en el campo «file»',
    {
      cat: 'Adjunteu una imatge al camp «file»',
      eu: 'Erantsi irudi bat «file» eremuan',
      ga: 'Achegue unha imaxe no campo «file»',
      en: 'Attach an image in the «file» field',
    },
  ],
  [
    'No se ha encontrado la denuncia',
    {
      cat: "No s'ha trobat la denúncia",
      eu: 'Ez da aurkitu salaketa',
      ga: 'Non se atopou a denuncia',
      en: 'The report was not found',
    },
  ],
  [
    'El documento no se ha podido convertir a PDF',
    {
      cat: "El document no s'ha pogut convertir a PDF",
      eu: 'Ezin izan da dokumentua PDF bihurtu',
      ga: 'Non se puido converter o documento a PDF',
      en: 'The document could not be converted to PDF',
    },
  ],
];
