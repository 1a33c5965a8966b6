import { ChecklistField } from '../lib/checklist-field.tsx';
import { useAreaText } from '../lib/demo-text.ts';
import type { SubTaskDraft } from './tasks-api.ts';
import { tasksStrings } from './tasks-strings.ts';

type SubtasksFieldProps = { value: SubTaskDraft[]; onChange: (value: SubTaskDraft[]) => void };

/** The task's checklist: tick, remove, add (saved with the task). */
export function SubtasksField({ value, onChange }: SubtasksFieldProps) {
  const { t } = useAreaText(tasksStrings);
  return (
    <ChecklistField
      lines={value.map((sub) => ({ id: sub.id, text: sub.title, completed: sub.completed }))}
      onChange={(lines) => {
        onChange(lines.map((line) => ({ id: line.id, title: line.text, completed: line.completed })));
      }}
      texts={{
        legend: t('subtasks'),
        newLine: t('subtaskTitle'),
        add: t('addSubtask'),
        remove: (title) => t('removeSubtask', { title }),
      }}
    />
  );
}
