import type { CatalogueEntry } from './translations.ts';

/** The citizen's sign-in with Cl@ve or the tenant's SAML IdP, and its setting (features/citizen-sign-in; decision 045). */
export const citizenSignInMessages: readonly CatalogueEntry[] = [
  [
    'Petición Cl@ve no válida para esta aplicación.',
    {
      cat: 'Petició Cl@ve no vàlida per a aquesta aplicació.',
      eu: 'Cl@ve eskaera ez da baliozkoa aplikazio honetarako.',
      ga: 'Petición Cl@ve non válida para esta aplicación.',
      en: 'Cl@ve request not valid for this application.',
    },
  ],
  [
    'Este canal no tiene configurado un proveedor de identidad',
    {
      cat: "Aquest canal no té configurat cap proveïdor d'identitat",
      eu: 'Kanal honek ez du identitate-hornitzailerik konfiguratuta',
      ga: 'Esta canle non ten configurado un provedor de identidade',
      en: 'This channel has no identity provider configured',
    },
  ],
  [
    'Las direcciones de retorno deben estar en este canal',
    {
      cat: 'Les adreces de retorn han de ser en aquest canal',
      eu: 'Itzulera-helbideek kanal honetan egon behar dute',
      ga: 'Os enderezos de retorno deben estar nesta canle',
      en: 'The return addresses must be on this channel',
    },
  ],
  [
    'Código de acceso no válido o caducado',
    {
      cat: "Codi d'accés no vàlid o caducat",
      eu: 'Sarbide-kodea ez da baliozkoa edo iraungita dago',
      ga: 'Código de acceso non válido ou caducado',
      en: 'Invalid or expired access code',
    },
  ],
  [
    'Configure la identidad desde una dirección de este canal',
    {
      cat: "Configureu la identitat des d'una adreça d'aquest canal",
      eu: 'Konfiguratu identitatea kanal honetako helbide batetik',
      ga: 'Configure a identidade desde un enderezo desta canle',
      en: 'Set up the identity provider from an address of this channel',
    },
  ],
  [
    'Pegue la metadata del proveedor de identidad',
    {
      cat: "Enganxeu la metadata del proveïdor d'identitat",
      eu: 'Itsatsi identitate-hornitzailearen metadatuak',
      ga: 'Pegue a metadata do provedor de identidade',
      en: "Paste the identity provider's metadata",
    },
  ],
  [
    'La metadata no tiene entityID',
    {
      cat: 'La metadata no té entityID',
      eu: 'Metadatuek ez dute entityID-rik',
      ga: 'A metadata non ten entityID',
      en: 'The metadata has no entityID',
    },
  ],
  [
    'La metadata no describe un proveedor de identidad (IDPSSODescriptor)',
    {
      cat: "La metadata no descriu cap proveïdor d'identitat (IDPSSODescriptor)",
      eu: 'Metadatuek ez dute identitate-hornitzailerik deskribatzen (IDPSSODescriptor)',
      ga: 'A metadata non describe un provedor de identidade (IDPSSODescriptor)',
      en: 'The metadata describes no identity provider (IDPSSODescriptor)',
    },
  ],
  [
    'La metadata no tiene SingleSignOnService con HTTP-POST',
    {
      cat: 'La metadata no té SingleSignOnService amb HTTP-POST',
      eu: 'Metadatuek ez dute HTTP-POST duen SingleSignOnService-rik',
      ga: 'A metadata non ten SingleSignOnService con HTTP-POST',
      en: 'The metadata has no SingleSignOnService with HTTP-POST',
    },
  ],
  [
    'La metadata no tiene certificado de firma',
    {
      cat: 'La metadata no té certificat de signatura',
      eu: 'Metadatuek ez dute sinadura-ziurtagiririk',
      ga: 'A metadata non ten certificado de sinatura',
      en: 'The metadata has no signing certificate',
    },
  ],
  [
    'La metadata no es válida',
    {
      cat: 'La metadata no és vàlida',
      eu: 'Metadatuak ez dira baliozkoak',
      ga: 'A metadata non é válida',
      en: 'The metadata is not valid',
    },
  ],
  [
    'Pegue la metadata del proveedor de identidad o indique su dirección, no ambas',
    {
      cat: "Enganxeu les metadades del proveïdor d'identitat o indiqueu-ne l'adreça, no totes dues",
      eu: 'Itsatsi identitate-hornitzailearen metadatuak edo adierazi haien helbidea, ez biak',
      ga: 'Pegue os metadatos do provedor de identidade ou indique o seu enderezo, non ambos',
      en: "Paste the identity provider's metadata or give its address, not both",
    },
  ],
  [
    'Indique una dirección https:// completa',
    {
      cat: 'Indiqueu una adreça https:// completa',
      eu: 'Adierazi https:// helbide oso bat',
      ga: 'Indique un enderezo https:// completo',
      en: 'Give a full https:// address',
    },
  ],
  [
    'Esa dirección no es pública: la metadata debe estar en una dirección https:// accesible desde Internet',
    {
      cat: "Aquesta adreça no és pública: les metadades han de ser en una adreça https:// accessible des d'Internet",
      eu: 'Helbide hori ez da publikoa: metadatuek Internetetik eskuragarri dagoen https:// helbide batean egon behar dute',
      ga: 'Ese enderezo non é público: os metadatos deben estar nun enderezo https:// accesible desde Internet',
      en: 'That address is not public: the metadata must be at an https:// address reachable from the Internet',
    },
  ],
  [
    'Esa dirección redirige a otra: indique la dirección final de la metadata',
    {
      cat: "Aquesta adreça redirigeix a una altra: indiqueu l'adreça final de les metadades",
      eu: 'Helbide horrek beste batera birbideratzen du: adierazi metadatuen azken helbidea',
      ga: 'Ese enderezo redirixe a outro: indique o enderezo final dos metadatos',
      en: 'That address redirects elsewhere: give the final address of the metadata',
    },
  ],
  [
    'La metadata de esa dirección es demasiado grande',
    {
      cat: "Les metadades d'aquesta adreça són massa grans",
      eu: 'Helbide horretako metadatuak handiegiak dira',
      ga: 'Os metadatos dese enderezo son demasiado grandes',
      en: 'The metadata at that address is too large',
    },
  ],
  [
    'El nombre del atributo es demasiado largo',
    {
      cat: "El nom de l'atribut és massa llarg",
      eu: 'Atributuaren izena luzeegia da',
      ga: 'O nome do atributo é demasiado longo',
      en: 'The attribute name is too long',
    },
  ],
  [
    'El nombre de un atributo no lleva espacios',
    {
      cat: "El nom d'un atribut no porta espais",
      eu: 'Atributu baten izenak ez du zuriunerik',
      ga: 'O nome dun atributo non leva espazos',
      en: 'An attribute name has no spaces',
    },
  ],
  [
    'No se ha podido leer la metadata de esa dirección',
    {
      cat: "No s'han pogut llegir les metadades d'aquesta adreça",
      eu: 'Ezin izan dira helbide horretako metadatuak irakurri',
      ga: 'Non se puideron ler os metadatos dese enderezo',
      en: 'The metadata could not be read from that address',
    },
  ],
];
