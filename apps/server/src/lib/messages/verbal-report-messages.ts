import type { CatalogueEntry } from './translations.ts';

/** Verbal communications and the reporter's agreement with the transcript (features/intake; issue 17 §2). */
export const verbalReportCatalogue: readonly CatalogueEntry[] = [
  [
    'Escriba la transcripción de la comunicación',
    {
      cat: 'Escriviu la transcripció de la comunicació',
      eu: 'Idatzi komunikazioaren transkripzioa',
      ga: 'Escriba a transcrición da comunicación',
      en: 'Write the transcript of the communication',
    },
  ],
  [
    'La transcripción no puede superar 50000 caracteres',
    {
      cat: 'La transcripció no pot superar 50000 caràcters',
      eu: 'Transkripzioak ezin ditu 50000 karaktere gainditu',
      ga: 'A transcrición non pode superar 50000 caracteres',
      en: 'The transcript cannot exceed 50000 characters',
    },
  ],
  [
    'La fecha no puede ser posterior a hoy',
    {
      cat: 'La data no pot ser posterior a avui',
      eu: 'Data ezin da gaur baino geroagokoa izan',
      ga: 'A data non pode ser posterior a hoxe',
      en: 'The date cannot be later than today',
    },
  ],
  [
    'La fecha no puede ser anterior a un año',
    {
      cat: 'La data no pot ser anterior a fa un any',
      eu: 'Data ezin da duela urtebete baino lehenagokoa izan',
      ga: 'A data non pode ser anterior a hai un ano',
      en: 'The date cannot be more than a year ago',
    },
  ],
  [
    'Comunicación verbal registrada',
    {
      cat: 'Comunicació verbal registrada',
      eu: 'Ahozko komunikazioa erregistratuta',
      ga: 'Comunicación verbal rexistrada',
      en: 'Verbal communication registered',
    },
  ],
  [
    'Conformidad con la transcripción registrada',
    {
      cat: 'Conformitat amb la transcripció registrada',
      eu: 'Transkripzioarekiko adostasuna erregistratuta',
      ga: 'Conformidade coa transcrición rexistrada',
      en: 'Agreement with the transcript recorded',
    },
  ],
  [
    'Esta comunicación no tiene transcripción',
    {
      cat: 'Aquesta comunicació no té transcripció',
      eu: 'Komunikazio honek ez du transkripziorik',
      ga: 'Esta comunicación non ten transcrición',
      en: 'This communication has no transcript',
    },
  ],
];
