import type { CatalogueEntry } from './translations.ts';

/** Second factors (features/two-factor, domain/session; contract two-factor.schemas.ts). */
export const twoFactorMessages: readonly CatalogueEntry[] = [
  [
    'Introduzca el código de 6 cifras de su aplicación de autenticación',
    {
      cat: "Introduïu el codi de 6 xifres de la vostra aplicació d'autenticació",
      eu: 'Idatzi zure autentifikazio-aplikazioaren 6 digituko kodea',
      ga: 'Introduza o código de 6 cifras da súa aplicación de autenticación',
      en: 'Enter the 6-digit code from your authenticator app',
    },
  ],
  [
    'El código son 6 cifras, o un código de recuperación como ABCDE-FGHJK',
    {
      cat: 'El codi són 6 xifres, o un codi de recuperació com ABCDE-FGHJK',
      eu: 'Kodea 6 digitu dira, edo ABCDE-FGHJK bezalako berreskuratze-kode bat',
      ga: 'O código son 6 cifras, ou un código de recuperación como ABCDE-FGHJK',
      en: 'The code is 6 digits, or a recovery code such as ABCDE-FGHJK',
    },
  ],
  [
    'El código no es correcto o ya se ha usado. Espere al siguiente y vuelva a intentarlo.',
    {
      cat: "El codi no és correcte o ja s'ha fet servir. Espereu el següent i torneu-ho a provar.",
      eu: 'Kodea ez da zuzena edo dagoeneko erabili da. Itxaron hurrengoari eta saiatu berriro.',
      ga: 'O código non é correcto ou xa se usou. Agarde polo seguinte e ténteo de novo.',
      en: 'The code is not correct or has already been used. Wait for the next one and try again.',
    },
  ],
  [
    'Demasiados códigos incorrectos. El segundo factor de esta cuenta está bloqueado 15 minutos.',
    {
      cat: 'Massa codis incorrectes. El segon factor d’aquest compte està bloquejat 15 minuts.',
      eu: 'Kode oker gehiegi. Kontu honen bigarren faktorea 15 minutuz blokeatuta dago.',
      ga: 'Demasiados códigos incorrectos. O segundo factor desta conta está bloqueado 15 minutos.',
      en: 'Too many wrong codes. The second factor of this account is locked for 15 minutes.',
    },
  ],
  [
    'La verificación ha caducado. Vuelva a iniciar sesión.',
    {
      cat: 'La verificació ha caducat. Torneu a iniciar la sessió.',
      eu: 'Egiaztapena iraungi egin da. Hasi saioa berriro.',
      ga: 'A verificación caducou. Inicie sesión de novo.',
      en: 'The verification has expired. Sign in again.',
    },
  ],
  [
    'El alta del segundo factor ha caducado. Vuelva a empezar.',
    {
      cat: "L'alta del segon factor ha caducat. Torneu a començar.",
      eu: 'Bigarren faktorearen alta iraungi egin da. Hasi berriro.',
      ga: 'A alta do segundo factor caducou. Volva comezar.',
      en: 'The second factor set-up has expired. Start again.',
    },
  ],
  [
    'Esta cuenta ya tiene un segundo factor. Inicie sesión con su código.',
    {
      cat: 'Aquest compte ja té un segon factor. Inicieu la sessió amb el vostre codi.',
      eu: 'Kontu honek badu bigarren faktore bat. Hasi saioa zure kodearekin.',
      ga: 'Esta conta xa ten un segundo factor. Inicie sesión co seu código.',
      en: 'This account already has a second factor. Sign in with your code.',
    },
  ],
  [
    'Introduzca el código de su aplicación de autenticación',
    {
      cat: "Introduïu el codi de la vostra aplicació d'autenticació",
      eu: 'Idatzi zure autentifikazio-aplikazioaren kodea',
      ga: 'Introduza o código da súa aplicación de autenticación',
      en: 'Enter the code from your authenticator app',
    },
  ],
  [
    'Este canal exige un segundo factor. Actívelo para continuar.',
    {
      cat: 'Aquest canal exigeix un segon factor. Activeu-lo per continuar.',
      eu: 'Kanal honek bigarren faktore bat eskatzen du. Aktibatu jarraitzeko.',
      ga: 'Esta canle esixe un segundo factor. Actíveo para continuar.',
      en: 'This channel requires a second factor. Turn it on to continue.',
    },
  ],
  [
    'Segundo factor activado',
    {
      cat: 'Segon factor activat',
      eu: 'Bigarren faktorea aktibatuta',
      ga: 'Segundo factor activado',
      en: 'Second factor turned on',
    },
  ],
  [
    'Segundo factor restablecido',
    {
      cat: 'Segon factor restablert',
      eu: 'Bigarren faktorea berrezarrita',
      ga: 'Segundo factor restablecido',
      en: 'Second factor reset',
    },
  ],
  [
    'Esta persona no tiene segundo factor',
    {
      cat: 'Aquesta persona no té segon factor',
      eu: 'Pertsona honek ez du bigarren faktorerik',
      ga: 'Esta persoa non ten segundo factor',
      en: 'This person has no second factor',
    },
  ],
];
