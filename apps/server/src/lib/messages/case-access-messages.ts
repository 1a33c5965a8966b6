import type { CatalogueEntry } from './translations.ts';

/** Who sees which case (features/case-access, contract people/case-access.schemas.ts; decision 039). */
export const caseAccessMessages: readonly CatalogueEntry[] = [
  [
    'Solo se puede asignar un caso a un gestor activo de la entidad',
    {
      cat: "Només es pot assignar un cas a un gestor actiu de l'entitat",
      eu: 'Kasu bat erakundeko kudeatzaile aktibo bati soilik eslei dakioke',
      ga: 'Só se pode asignar un caso a un xestor activo da entidade',
      en: 'A case can only be assigned to an active case handler (gestor) of the organisation',
    },
  ],
  [
    'Esta persona está excluida del caso por conflicto de intereses y no se le puede asignar',
    {
      cat: "Aquesta persona està exclosa del cas per conflicte d'interessos i no se li pot assignar",
      eu: 'Pertsona hau kasutik baztertuta dago interes-gatazka dela eta, eta ezin zaio esleitu',
      ga: 'Esta persoa está excluída do caso por conflito de intereses e non se lle pode asignar',
      en: 'This person is excluded from the case for a conflict of interest and cannot be assigned to it',
    },
  ],
  [
    'Un Responsable ve todos los casos y no se le puede excluir de uno: cambie antes su rol',
    {
      cat: "Un Responsable veu tots els casos i no se'l pot excloure d'un: canvieu-ne abans el rol",
      eu: 'Arduradun batek kasu guztiak ikusten ditu eta ezin da bat batetik baztertu: aldatu lehenik bere rola',
      ga: 'Un Responsable ve todos os casos e non se lle pode excluír dun: cambie antes o seu rol',
      en: 'A Responsable sees every case and cannot be excluded from one: change their role first',
    },
  ],
  [
    'La persona indicada no pertenece a la entidad',
    {
      cat: "La persona indicada no pertany a l'entitat",
      eu: 'Adierazitako pertsona ez da erakundekoa',
      ga: 'A persoa indicada non pertence á entidade',
      en: 'The person given does not belong to the organisation',
    },
  ],
  [
    'Indique el motivo (al menos 5 caracteres)',
    {
      cat: 'Indiqueu el motiu (almenys 5 caràcters)',
      eu: 'Adierazi arrazoia (gutxienez 5 karaktere)',
      ga: 'Indique o motivo (polo menos 5 caracteres)',
      en: 'Give the reason (at least 5 characters)',
    },
  ],
];
