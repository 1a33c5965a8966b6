import type { DemoStrings } from '../lib/demo-text.ts';

type TasksTextKey =
  | 'title'
  | 'list'
  | 'addTask'
  | 'addSection'
  | 'newTask'
  | 'newSection'
  | 'count'
  | 'empty'
  | 'untitled'
  | 'moveHandle'
  | 'roleDescription'
  | 'instructions'
  | 'dragStart'
  | 'dragOver'
  | 'dragEnd'
  | 'dragCancel'
  | 'completeTask'
  | 'due'
  | 'priority'
  | 'priority0'
  | 'priority1'
  | 'priority2'
  | 'detail'
  | 'back'
  | 'fieldTitle'
  | 'fieldNotes'
  | 'fieldCompleted'
  | 'fieldDue'
  | 'fieldTags'
  | 'subtasks'
  | 'subtaskTitle'
  | 'addSubtask'
  | 'removeSubtask'
  | 'delete'
  | 'deleteTitle'
  | 'deleteText'
  | 'saved'
  | 'saveFailed'
  | 'section'
  | 'subtaskCount'
  | 'search'
  | 'searchHint';

/** The tasks app's texts in the five interface languages (ga is Galician). */
export const tasksStrings: DemoStrings<TasksTextKey> = {
  es: {
    title: 'Tareas',
    list: 'Lista de tareas',
    addTask: 'Añadir tarea',
    addSection: 'Añadir sección',
    newTask: 'Nueva tarea',
    newSection: 'Nueva sección',
    count: '{left} pendientes de {total}',
    empty: 'No hay tareas.',
    untitled: '(sin título)',
    moveHandle: 'Mover «{title}»',
    roleDescription: 'elemento ordenable',
    instructions:
      'Para mover un elemento, enfoca su asa y pulsa Espacio. Usa las flechas arriba y abajo para moverlo, Espacio para soltarlo o Escape para cancelar.',
    dragStart: 'Has cogido «{title}», en la posición {position} de {total}.',
    dragOver: '«{title}» está ahora en la posición {position} de {total}.',
    dragEnd: 'Has soltado «{title}» en la posición {position} de {total}.',
    dragCancel: 'Movimiento cancelado: «{title}» vuelve a su sitio.',
    completeTask: 'Completada: {title}',
    due: 'Vence el {date}',
    priority: 'Prioridad',
    priority0: 'Baja',
    priority1: 'Normal',
    priority2: 'Alta',
    detail: 'Detalle de la tarea',
    back: 'Volver a la lista',
    fieldTitle: 'Título',
    fieldNotes: 'Notas',
    fieldCompleted: 'Completada',
    fieldDue: 'Fecha límite',
    fieldTags: 'Etiquetas',
    subtasks: 'Subtareas',
    subtaskTitle: 'Nueva subtarea',
    addSubtask: 'Añadir subtarea',
    removeSubtask: 'Quitar la subtarea «{title}»',
    delete: 'Eliminar',
    deleteTitle: '¿Eliminar «{title}»?',
    deleteText: 'Se quitará de la lista. Es un dato de ejemplo.',
    saved: 'Cambios guardados',
    saveFailed: 'No se pudo guardar.',
    section: 'Sección',
    subtaskCount: '{done} de {total} subtareas',
    search: 'Buscar tareas',
    searchHint: 'Mientras buscas, la lista no se reordena.',
  },
  cat: {
    title: 'Tasques',
    list: 'Llista de tasques',
    addTask: 'Afegeix una tasca',
    addSection: 'Afegeix una secció',
    newTask: 'Tasca nova',
    newSection: 'Secció nova',
    count: '{left} pendents de {total}',
    empty: 'No hi ha tasques.',
    untitled: '(sense títol)',
    moveHandle: 'Mou «{title}»',
    roleDescription: 'element ordenable',
    instructions:
      "Per moure un element, enfoca'n la nansa i prem Espai. Fes servir les fletxes amunt i avall per moure'l, Espai per deixar-lo o Escapada per cancel·lar.",
    dragStart: 'Has agafat «{title}», a la posició {position} de {total}.',
    dragOver: '«{title}» és ara a la posició {position} de {total}.',
    dragEnd: 'Has deixat «{title}» a la posició {position} de {total}.',
    dragCancel: 'Moviment cancel·lat: «{title}» torna al seu lloc.',
    completeTask: 'Feta: {title}',
    due: 'Venç el {date}',
    priority: 'Prioritat',
    priority0: 'Baixa',
    priority1: 'Normal',
    priority2: 'Alta',
    detail: 'Detall de la tasca',
    back: 'Torna a la llista',
    fieldTitle: 'Títol',
    fieldNotes: 'Notes',
    fieldCompleted: 'Feta',
    fieldDue: 'Data límit',
    fieldTags: 'Etiquetes',
    subtasks: 'Subtasques',
    subtaskTitle: 'Subtasca nova',
    addSubtask: 'Afegeix una subtasca',
    removeSubtask: 'Treu la subtasca «{title}»',
    delete: 'Elimina',
    deleteTitle: 'Vols eliminar «{title}»?',
    deleteText: "Es traurà de la llista. És una dada d'exemple.",
    saved: 'Canvis desats',
    saveFailed: "No s'ha pogut desar.",
    section: 'Secció',
    subtaskCount: '{done} de {total} subtasques',
    search: 'Cerca tasques',
    searchHint: 'Mentre cerques, la llista no es pot reordenar.',
  },
  eu: {
    title: 'Zereginak',
    list: 'Zereginen zerrenda',
    addTask: 'Gehitu zeregina',
    addSection: 'Gehitu atala',
    newTask: 'Zeregin berria',
    newSection: 'Atal berria',
    count: '{left} egiteko, guztira {total}',
    empty: 'Ez dago zereginik.',
    untitled: '(izenbururik gabe)',
    moveHandle: 'Mugitu «{title}»',
    roleDescription: 'elementu ordenagarria',
    instructions:
      'Elementu bat mugitzeko, jarri fokua bere heldulekuan eta sakatu Zuriunea. Erabili gora eta behera geziak mugitzeko, Zuriunea askatzeko edo Ihes uzteko.',
    dragStart: '«{title}» hartu duzu, {total}(e)tik {position}. posizioan.',
    dragOver: '«{title}» orain {total}(e)tik {position}. posizioan dago.',
    dragEnd: '«{title}» {total}(e)tik {position}. posizioan utzi duzu.',
    dragCancel: 'Mugimendua bertan behera: «{title}» bere lekura itzuli da.',
    completeTask: 'Eginda: {title}',
    due: 'Epemuga: {date}',
    priority: 'Lehentasuna',
    priority0: 'Baxua',
    priority1: 'Normala',
    priority2: 'Altua',
    detail: 'Zereginaren xehetasunak',
    back: 'Itzuli zerrendara',
    fieldTitle: 'Izenburua',
    fieldNotes: 'Oharrak',
    fieldCompleted: 'Eginda',
    fieldDue: 'Epemuga',
    fieldTags: 'Etiketak',
    subtasks: 'Azpizereginak',
    subtaskTitle: 'Azpizeregin berria',
    addSubtask: 'Gehitu azpizeregina',
    removeSubtask: 'Kendu «{title}» azpizeregina',
    delete: 'Ezabatu',
    deleteTitle: '«{title}» ezabatu?',
    deleteText: 'Zerrendatik kenduko da. Adibideko datua da.',
    saved: 'Aldaketak gordeta',
    saveFailed: 'Ezin izan da gorde.',
    section: 'Atala',
    subtaskCount: '{total}(e)tik {done} azpizeregin',
    search: 'Bilatu zereginak',
    searchHint: 'Bilatzen ari zaren bitartean, zerrenda ezin da berrantolatu.',
  },
  ga: {
    title: 'Tarefas',
    list: 'Lista de tarefas',
    addTask: 'Engadir tarefa',
    addSection: 'Engadir sección',
    newTask: 'Nova tarefa',
    newSection: 'Nova sección',
    count: '{left} pendentes de {total}',
    empty: 'Non hai tarefas.',
    untitled: '(sen título)',
    moveHandle: 'Mover «{title}»',
    roleDescription: 'elemento ordenable',
    instructions:
      'Para mover un elemento, enfoca a súa asa e preme Espazo. Usa as frechas arriba e abaixo para movelo, Espazo para soltalo ou Escape para cancelar.',
    dragStart: 'Colliches «{title}», na posición {position} de {total}.',
    dragOver: '«{title}» está agora na posición {position} de {total}.',
    dragEnd: 'Soltaches «{title}» na posición {position} de {total}.',
    dragCancel: 'Movemento cancelado: «{title}» volve ao seu sitio.',
    completeTask: 'Feita: {title}',
    due: 'Vence o {date}',
    priority: 'Prioridade',
    priority0: 'Baixa',
    priority1: 'Normal',
    priority2: 'Alta',
    detail: 'Detalle da tarefa',
    back: 'Volver á lista',
    fieldTitle: 'Título',
    fieldNotes: 'Notas',
    fieldCompleted: 'Feita',
    fieldDue: 'Data límite',
    fieldTags: 'Etiquetas',
    subtasks: 'Subtarefas',
    subtaskTitle: 'Nova subtarefa',
    addSubtask: 'Engadir subtarefa',
    removeSubtask: 'Quitar a subtarefa «{title}»',
    delete: 'Eliminar',
    deleteTitle: 'Eliminar «{title}»?',
    deleteText: 'Quitarase da lista. É un dato de exemplo.',
    saved: 'Cambios gardados',
    saveFailed: 'Non se puido gardar.',
    section: 'Sección',
    subtaskCount: '{done} de {total} subtarefas',
    search: 'Buscar tarefas',
    searchHint: 'Mentres buscas, a lista non se pode reordenar.',
  },
  en: {
    title: 'Tasks',
    list: 'Task list',
    addTask: 'Add task',
    addSection: 'Add section',
    newTask: 'New task',
    newSection: 'New section',
    count: '{left} to do of {total}',
    empty: 'No tasks.',
    untitled: '(untitled)',
    moveHandle: 'Move “{title}”',
    roleDescription: 'sortable item',
    instructions:
      'To move an item, focus its handle and press Space. Use the up and down arrows to move it, Space to drop it or Escape to cancel.',
    dragStart: 'Picked up “{title}”, at position {position} of {total}.',
    dragOver: '“{title}” is now at position {position} of {total}.',
    dragEnd: 'Dropped “{title}” at position {position} of {total}.',
    dragCancel: 'Move cancelled: “{title}” goes back to its place.',
    completeTask: 'Done: {title}',
    due: 'Due {date}',
    priority: 'Priority',
    priority0: 'Low',
    priority1: 'Normal',
    priority2: 'High',
    detail: 'Task details',
    back: 'Back to the list',
    fieldTitle: 'Title',
    fieldNotes: 'Notes',
    fieldCompleted: 'Done',
    fieldDue: 'Due date',
    fieldTags: 'Tags',
    subtasks: 'Subtasks',
    subtaskTitle: 'New subtask',
    addSubtask: 'Add subtask',
    removeSubtask: 'Remove the subtask “{title}”',
    delete: 'Delete',
    deleteTitle: 'Delete “{title}”?',
    deleteText: 'It leaves the list. It is sample data.',
    saved: 'Changes saved',
    saveFailed: 'Could not save.',
    section: 'Section',
    subtaskCount: '{done} of {total} subtasks',
    search: 'Search tasks',
    searchHint: 'While searching, the list cannot be reordered.',
  },
};
