import { ChecklistField } from '../lib/checklist-field.tsx';
import { useAreaText } from '../lib/demo-text.ts';
import type { NoteTaskDraft } from './notes-api.ts';
import { notesStrings } from './notes-strings.ts';

type NoteChecklistProps = { value: NoteTaskDraft[]; onChange: (value: NoteTaskDraft[]) => void };

/** The note's checklist in the dialog: tick, remove, add (saved with the note). */
export function NoteChecklist({ value, onChange }: NoteChecklistProps) {
  const { t } = useAreaText(notesStrings);
  return (
    <ChecklistField
      lines={value.map((task) => ({ id: task.id, text: task.content, completed: task.completed }))}
      onChange={(lines) => {
        onChange(lines.map((line) => ({ id: line.id, content: line.text, completed: line.completed })));
      }}
      texts={{
        legend: t('checklist'),
        newLine: t('checklistItem'),
        add: t('addItem'),
        remove: (content) => t('removeItem', { content }),
      }}
    />
  );
}
