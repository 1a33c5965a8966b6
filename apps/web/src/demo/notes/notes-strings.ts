import type { DemoStrings } from '../lib/demo-text.ts';

type NotesTextKey =
  | 'title'
  | 'add'
  | 'editLabels'
  | 'filters'
  | 'filterNotes'
  | 'filterReminders'
  | 'filterArchive'
  | 'list'
  | 'empty'
  | 'count'
  | 'newNote'
  | 'editNote'
  | 'fieldTitle'
  | 'fieldContent'
  | 'checklist'
  | 'checklistItem'
  | 'addItem'
  | 'removeItem'
  | 'labels'
  | 'reminder'
  | 'clearReminder'
  | 'archive'
  | 'unarchive'
  | 'archived'
  | 'delete'
  | 'deleteTitle'
  | 'deleteText'
  | 'untitled'
  | 'labelTitle'
  | 'newLabel'
  | 'renameLabel'
  | 'deleteLabel'
  | 'saveFailed'
  | 'itemsDone';

/** The notes app's texts in the five interface languages (ga is Galician). */
export const notesStrings: DemoStrings<NotesTextKey> = {
  es: {
    title: 'Notas',
    add: 'Nueva nota',
    editLabels: 'Editar etiquetas',
    filters: 'Filtrar notas',
    filterNotes: 'Notas',
    filterReminders: 'Recordatorios',
    filterArchive: 'Archivo',
    list: 'Notas mostradas',
    empty: 'No hay notas aquí.',
    count: '{count} notas',
    newNote: 'Nueva nota',
    editNote: 'Editar nota',
    fieldTitle: 'Título',
    fieldContent: 'Texto',
    checklist: 'Lista de comprobación',
    checklistItem: 'Nuevo elemento',
    addItem: 'Añadir elemento',
    removeItem: 'Quitar «{content}»',
    labels: 'Etiquetas',
    reminder: 'Recordatorio',
    clearReminder: 'Quitar recordatorio',
    archive: 'Archivar',
    unarchive: 'Desarchivar',
    archived: 'Archivada',
    delete: 'Eliminar',
    deleteTitle: '¿Eliminar la nota?',
    deleteText: 'Se borrará «{title}». Es un dato de ejemplo.',
    untitled: '(sin título)',
    labelTitle: 'Nombre de la etiqueta',
    newLabel: 'Nueva etiqueta',
    renameLabel: 'Renombrar «{title}»',
    deleteLabel: 'Eliminar la etiqueta «{title}»',
    saveFailed: 'No se pudo guardar.',
    itemsDone: '{done} de {total} hechos',
  },
  cat: {
    title: 'Notes',
    add: 'Nota nova',
    editLabels: 'Edita les etiquetes',
    filters: 'Filtra les notes',
    filterNotes: 'Notes',
    filterReminders: 'Recordatoris',
    filterArchive: 'Arxiu',
    list: 'Notes mostrades',
    empty: 'No hi ha notes aquí.',
    count: '{count} notes',
    newNote: 'Nota nova',
    editNote: 'Edita la nota',
    fieldTitle: 'Títol',
    fieldContent: 'Text',
    checklist: 'Llista de comprovació',
    checklistItem: 'Element nou',
    addItem: 'Afegeix un element',
    removeItem: 'Treu «{content}»',
    labels: 'Etiquetes',
    reminder: 'Recordatori',
    clearReminder: 'Treu el recordatori',
    archive: 'Arxiva',
    unarchive: 'Desarxiva',
    archived: 'Arxivada',
    delete: 'Elimina',
    deleteTitle: 'Vols eliminar la nota?',
    deleteText: "S'esborrarà «{title}». És una dada d'exemple.",
    untitled: '(sense títol)',
    labelTitle: "Nom de l'etiqueta",
    newLabel: 'Etiqueta nova',
    renameLabel: 'Canvia el nom de «{title}»',
    deleteLabel: "Elimina l'etiqueta «{title}»",
    saveFailed: "No s'ha pogut desar.",
    itemsDone: '{done} de {total} fets',
  },
  eu: {
    title: 'Oharrak',
    add: 'Ohar berria',
    editLabels: 'Editatu etiketak',
    filters: 'Iragazi oharrak',
    filterNotes: 'Oharrak',
    filterReminders: 'Gogorarazpenak',
    filterArchive: 'Artxiboa',
    list: 'Erakutsitako oharrak',
    empty: 'Ez dago oharrik hemen.',
    count: '{count} ohar',
    newNote: 'Ohar berria',
    editNote: 'Editatu oharra',
    fieldTitle: 'Izenburua',
    fieldContent: 'Testua',
    checklist: 'Egiaztapen-zerrenda',
    checklistItem: 'Elementu berria',
    addItem: 'Gehitu elementua',
    removeItem: 'Kendu «{content}»',
    labels: 'Etiketak',
    reminder: 'Gogorarazpena',
    clearReminder: 'Kendu gogorarazpena',
    archive: 'Artxibatu',
    unarchive: 'Desartxibatu',
    archived: 'Artxibatuta',
    delete: 'Ezabatu',
    deleteTitle: 'Oharra ezabatu?',
    deleteText: '«{title}» ezabatuko da. Adibideko datua da.',
    untitled: '(izenbururik gabe)',
    labelTitle: 'Etiketaren izena',
    newLabel: 'Etiketa berria',
    renameLabel: 'Aldatu «{title}» izena',
    deleteLabel: 'Ezabatu «{title}» etiketa',
    saveFailed: 'Ezin izan da gorde.',
    itemsDone: '{total}(e)tik {done} eginda',
  },
  ga: {
    title: 'Notas',
    add: 'Nova nota',
    editLabels: 'Editar etiquetas',
    filters: 'Filtrar notas',
    filterNotes: 'Notas',
    filterReminders: 'Lembretes',
    filterArchive: 'Arquivo',
    list: 'Notas mostradas',
    empty: 'Non hai notas aquí.',
    count: '{count} notas',
    newNote: 'Nova nota',
    editNote: 'Editar nota',
    fieldTitle: 'Título',
    fieldContent: 'Texto',
    checklist: 'Lista de comprobación',
    checklistItem: 'Novo elemento',
    addItem: 'Engadir elemento',
    removeItem: 'Quitar «{content}»',
    labels: 'Etiquetas',
    reminder: 'Lembrete',
    clearReminder: 'Quitar lembrete',
    archive: 'Arquivar',
    unarchive: 'Desarquivar',
    archived: 'Arquivada',
    delete: 'Eliminar',
    deleteTitle: 'Eliminar a nota?',
    deleteText: 'Borrarase «{title}». É un dato de exemplo.',
    untitled: '(sen título)',
    labelTitle: 'Nome da etiqueta',
    newLabel: 'Nova etiqueta',
    renameLabel: 'Renomear «{title}»',
    deleteLabel: 'Eliminar a etiqueta «{title}»',
    saveFailed: 'Non se puido gardar.',
    itemsDone: '{done} de {total} feitos',
  },
  en: {
    title: 'Notes',
    add: 'New note',
    editLabels: 'Edit labels',
    filters: 'Filter notes',
    filterNotes: 'Notes',
    filterReminders: 'Reminders',
    filterArchive: 'Archive',
    list: 'Notes shown',
    empty: 'No notes here.',
    count: '{count} notes',
    newNote: 'New note',
    editNote: 'Edit note',
    fieldTitle: 'Title',
    fieldContent: 'Text',
    checklist: 'Checklist',
    checklistItem: 'New item',
    addItem: 'Add item',
    removeItem: 'Remove “{content}”',
    labels: 'Labels',
    reminder: 'Reminder',
    clearReminder: 'Clear reminder',
    archive: 'Archive',
    unarchive: 'Unarchive',
    archived: 'Archived',
    delete: 'Delete',
    deleteTitle: 'Delete the note?',
    deleteText: '“{title}” will be deleted. It is sample data.',
    untitled: '(untitled)',
    labelTitle: 'Label name',
    newLabel: 'New label',
    renameLabel: 'Rename “{title}”',
    deleteLabel: 'Delete the label “{title}”',
    saveFailed: 'Could not save.',
    itemsDone: '{done} of {total} done',
  },
};
