import type { CatalogueEntry } from './translations.ts';

/** A person's own account (features/account-links, contract account.schemas.ts). */
export const accountMessages: readonly CatalogueEntry[] = [
  [
    'La contraseña debe tener al menos 12 caracteres',
    {
      cat: 'La contrasenya ha de tenir almenys 12 caràcters',
      eu: 'Pasahitzak 12 karaktere izan behar ditu gutxienez',
      ga: 'O contrasinal debe ter polo menos 12 caracteres',
      en: 'The password must be at least 12 characters long',
    },
  ],
  [
    'La contraseña no puede tener más de 256 caracteres',
    {
      cat: 'La contrasenya no pot tenir més de 256 caràcters',
      eu: 'Pasahitzak ezin ditu 256 karaktere baino gehiago izan',
      ga: 'O contrasinal non pode ter máis de 256 caracteres',
      en: 'The password cannot be longer than 256 characters',
    },
  ],
  [
    'Esa contraseña es demasiado común. Elija otra más difícil de adivinar.',
    {
      cat: "Aquesta contrasenya és massa comuna. Trieu-ne una altra de més difícil d'endevinar.",
      eu: 'Pasahitz hori arruntegia da. Aukeratu asmatzen zailagoa den beste bat.',
      ga: 'Ese contrasinal é demasiado común. Escolla outro máis difícil de adiviñar.',
      en: 'That password is too common. Choose one that is harder to guess.',
    },
  ],
  [
    'La contraseña no puede contener su correo electrónico',
    {
      cat: 'La contrasenya no pot contenir la vostra adreça electrònica',
      eu: 'Pasahitzak ezin du zure helbide elektronikoa izan',
      ga: 'O contrasinal non pode conter o seu correo electrónico',
      en: 'The password cannot contain your e-mail address',
    },
  ],
  [
    'Introduzca su nombre',
    {
      cat: 'Introduïu el vostre nom',
      eu: 'Idatzi zure izena',
      ga: 'Introduza o seu nome',
      en: 'Enter your name',
    },
  ],
  [
    'Este enlace no es válido o ha caducado. Pida uno nuevo.',
    {
      cat: 'Aquest enllaç no és vàlid o ha caducat. Demaneu-ne un de nou.',
      eu: 'Esteka hau ez da baliozkoa edo iraungi egin da. Eskatu beste bat.',
      ga: 'Esta ligazón non é válida ou caducou. Pida unha nova.',
      en: 'This link is not valid or has expired. Ask for a new one.',
    },
  ],
  [
    'Ya hay una cuenta con este correo electrónico en este canal. Inicie sesión.',
    {
      cat: 'Ja hi ha un compte amb aquesta adreça electrònica en aquest canal. Inicieu la sessió.',
      eu: 'Badago kontu bat helbide elektroniko honekin kanal honetan. Hasi saioa.',
      ga: 'Xa hai unha conta con este correo electrónico neste canal. Inicie sesión.',
      en: 'There is already an account with this e-mail address in this channel. Please sign in.',
    },
  ],
  [
    'Si el correo electrónico corresponde a una cuenta de este canal, recibirá un enlace para elegir una contraseña nueva. El enlace caduca en una hora.',
    {
      cat: "Si l'adreça electrònica correspon a un compte d'aquest canal, rebreu un enllaç per triar una contrasenya nova. L'enllaç caduca d'aquí a una hora.",
      eu: 'Helbide elektronikoa kanal honetako kontu batena bada, pasahitz berri bat aukeratzeko esteka bat jasoko duzu. Estekak ordubete barru iraungiko du.',
      ga: 'Se o correo electrónico corresponde a unha conta desta canle, recibirá unha ligazón para escoller un contrasinal novo. A ligazón caduca nunha hora.',
      en: 'If the e-mail address belongs to an account of this channel, you will receive a link to choose a new password. The link expires in one hour.',
    },
  ],
  [
    'Contraseña cambiada. Ya puede iniciar sesión con la nueva.',
    {
      cat: 'Contrasenya canviada. Ja podeu iniciar la sessió amb la nova.',
      eu: 'Pasahitza aldatu da. Orain saioa has dezakezu berriarekin.',
      ga: 'Contrasinal cambiado. Xa pode iniciar sesión co novo.',
      en: 'Password changed. You can now sign in with the new one.',
    },
  ],
];
