import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render.tsx';
import { ChecklistField } from './checklist-field.tsx';
import type { ChecklistLine } from './checklist-field.tsx';

const texts = { legend: 'Lista', newLine: 'Nuevo elemento', add: 'Añadir', remove: (text: string) => `Quitar ${text}` };
let latest: ChecklistLine[] = [];

function Harness({ initial }: { initial: ChecklistLine[] }) {
  const [lines, setLines] = useState(initial);
  return (
    <ChecklistField
      lines={lines}
      onChange={(next) => {
        latest = next;
        setLines(next);
      }}
      texts={texts}
    />
  );
}

describe('ChecklistField (a note’s checklist, a task’s subtasks)', () => {
  it('adds with Enter and with the button, ignoring blanks, ticks and removes, keeping saved ids', async () => {
    renderWithProviders(<Harness initial={[{ id: 'a1', text: 'Llamar', completed: false }]} />);
    const field = screen.getByRole('textbox', { name: 'Nuevo elemento' });
    await userEvent.type(field, '  Enviar acta {Enter}');
    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Añadir' }));
    expect(latest).toEqual([
      { id: 'a1', text: 'Llamar', completed: false },
      { text: 'Enviar acta', completed: false },
    ]);
    expect(field).toHaveValue('   ');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Llamar' }));
    expect(latest[0]).toEqual({ id: 'a1', text: 'Llamar', completed: true });
    await userEvent.click(screen.getByRole('button', { name: 'Quitar Enviar acta' }));
    expect(latest).toEqual([{ id: 'a1', text: 'Llamar', completed: true }]);
    expect(screen.getByRole('group', { name: 'Lista' })).toBeInTheDocument();
  });
});
