/**
 * What only the demo tenant has, written for Atalaya (no third-party sample data): its name, logo,
 * hostnames, accessibility statement, the acknowledgement naming its town, and its administrator.
 * Everything else it gets is every new tenant's default (default-content.ts, default-channel.ts).
 */
export const demoTenant = {
  codigo: 'demo',
  nombre: 'Ayuntamiento de Atalaya (demo)',
  hostnames: ['localhost', '127.0.0.1'],
  parametros: {
    accesibilidad: {
      estado: 'parcial',
      metodo: 'autoevaluacion',
      fecha_preparacion: '2026-11-25',
      fecha_revision: '2026-11-25',
      contacto_email: 'accesibilidad@atalaya.demo',
    },
    /** `{fecha}` becomes the filing date. */
    acuse_texto: {
      es: '<p>Hemos recibido su comunicación el {fecha}.</p><p>Ha quedado registrada en el Sistema interno de información del Ayuntamiento de Atalaya. La persona responsable del sistema la examinará y le informará de las actuaciones en un plazo máximo de tres meses.</p><p>Puede consultar su estado, leer las notificaciones y conversar con la persona responsable introduciendo el código que se le mostró al enviarla.</p>',
      en: '<p>We received your report on {fecha}.</p><p>It has been registered in the internal reporting system of the <span lang="es">Ayuntamiento de Atalaya</span>. The person in charge of the system will examine it and tell you what has been done within three months at most.</p><p>You can check its status, read notifications and talk with the person in charge by entering the code you were shown when you sent it.</p>',
      cat: "<p>Hem rebut la vostra comunicació el {fecha}.</p><p>Ha quedat registrada en el Sistema intern d'informació de l'Ajuntament d'Atalaya. La persona responsable del sistema l'examinarà i us informarà de les actuacions en un termini màxim de tres mesos.</p><p>Podeu consultar-ne l'estat, llegir les notificacions i conversar amb la persona responsable introduint el codi que se us va mostrar en enviar-la.</p>",
      eu: '<p>Zure komunikazioa {fecha} jaso dugu.</p><p>Atalayako Udalaren Barne-informazioko Sisteman erregistratu da. Sistemaren arduradunak aztertuko du, eta egindako jarduketen berri emango dizu gehienez hiru hilabeteko epean.</p><p>Haren egoera kontsultatu, jakinarazpenak irakurri eta arduradunarekin hitz egin dezakezu, bidali zenuenean erakutsi zitzaizun kodea sartuta.</p>',
      ga: '<p>Recibimos a súa comunicación o {fecha}.</p><p>Quedou rexistrada no Sistema interno de información do Concello de Atalaya. A persoa responsable do sistema examinaraa e informarao das actuacións nun prazo máximo de tres meses.</p><p>Pode consultar o seu estado, ler as notificacións e conversar coa persoa responsable introducindo o código que se lle mostrou ao enviala.</p>',
    },
  },
  adminEmail: 'admin@atalaya.demo',
  adminName: 'Responsable del Sistema',
  logoSvg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img"><title>Atalaya</title><rect width="64" height="64" rx="12" fill="#1e3a5f"/><path d="M22 54h20l-4-30h-12z" fill="#f4f1ea"/><path d="M20 24h24l-3-8H23z" fill="#e0a526"/><rect x="29" y="30" width="6" height="8" rx="1" fill="#1e3a5f"/><path d="M32 8v8" stroke="#f4f1ea" stroke-width="3" stroke-linecap="round"/></svg>`,
} as const;

/** Language entries of spec §3: id, language code, translate key, flag. */
export const idiomasSeed = [
  { ididioma: 1, codigo: 'es', translate: 'es', flag: 'es', nombre: 'Español' },
  { ididioma: 2, codigo: 'cat', translate: 'cat', flag: 'es-ct', nombre: 'Català' },
  { ididioma: 3, codigo: 'eu', translate: 'eu', flag: 'es-pv', nombre: 'Euskara' },
  { ididioma: 4, codigo: 'ga', translate: 'ga', flag: 'es-ga', nombre: 'Galego' },
  { ididioma: 5, codigo: 'en', translate: 'en', flag: 'gb', nombre: 'English' },
] as const;
