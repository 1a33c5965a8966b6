import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FormField } from '@atalaya/contract/complaints/form.schemas';
import type { Redaction, RedactionBody } from '@atalaya/contract/complaints/redaction.schemas';
import { server } from '@/testing/msw-server.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { RedactAnswerButton, RedactButton } from './redact-button.tsx';

const path = '/api/denuncias/den_denuncias/9/tachados';
const facts: FormField = {
  id: 'hechos',
  tipo: 'texto_largo',
  obligatorio: true,
  etiqueta: { es: '¿Qué ha ocurrido?' },
  ayuda: {},
  opciones: [],
};
const text = 'Mi jefe, Juan Pérez, tiene diabetes y\r\nse adjudicó un contrato sin concurso.';

type Refusal = { status: number; message: string };

/** A server that records each POST body and answers the next refusal queued, else a redaction. */
function serve() {
  const posts: RedactionBody[] = [];
  const refusals: Refusal[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      const body = (await request.json()) as RedactionBody;
      posts.push(body);
      const refusal = refusals.shift();
      if (refusal) {
        return HttpResponse.json(
          { success: false, code: 'CONFLICT', message: refusal.message },
          { status: refusal.status },
        );
      }
      const data: Redaction = {
        idtachado: posts.length,
        origen: body.origen,
        campo: body.campo ?? null,
        idmensaje: body.idmensaje ?? null,
        iddocumento: null,
        motivo: body.motivo,
        longitud: body.pasaje.length,
        usuario: 'ana@example.org',
        fec_alta: '2026-11-24T08:15:00.000Z',
      };
      return HttpResponse.json({ success: true, message: 'Pasaje tachado', data }, { status: 201 });
    }),
    http.get(path, () => HttpResponse.json({ success: true, data: [] })),
  );
  return { posts, refusals };
}

/** Selects `passage` in the dialog's textarea as a person would (the textarea's own offsets). */
function select(textarea: HTMLTextAreaElement, passage: string) {
  const start = textarea.value.indexOf(passage);
  textarea.focus();
  textarea.setSelectionRange(start, start + passage.length);
  fireEvent.select(textarea);
}

async function openDialog(name: string | RegExp) {
  await userEvent.click(screen.getByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name: 'Tachar un pasaje' });
  const textarea = within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: /^Texto de/ });
  return { dialog, textarea };
}

describe('RedactButton', () => {
  it('posts the selection as offsets into the stored text, with the passage and the reason, then reads the text again', async () => {
    const { posts } = serve();
    const onChanged = vi.fn(() => Promise.resolve());
    renderWithProviders(<RedactAnswerButton iddenuncia={9} field={facts} value={text} onChanged={onChanged} />);
    const { dialog, textarea } = await openDialog('Tachar un pasaje de «¿Qué ha ocurrido?»');
    // Shown as a textarea shows it: its own line breaks, read-only.
    expect(textarea).toHaveValue('Mi jefe, Juan Pérez, tiene diabetes y\nse adjudicó un contrato sin concurso.');
    expect(textarea).toHaveAttribute('aria-readonly', 'true');
    // Typing changes nothing (the textarea is not `readonly`, so a keyboard can move its caret).
    fireEvent.change(textarea, { target: { value: 'otro texto' } });
    expect(textarea).toHaveValue('Mi jefe, Juan Pérez, tiene diabetes y\nse adjudicó un contrato sin concurso.');
    const confirm = within(dialog).getByRole('button', { name: 'Tachar' });
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByText('Aún no ha seleccionado ningún pasaje.')).toBeInTheDocument();

    // What will be struck shows as soon as something is selected, without the spaces at its edges.
    select(textarea, ' un contrato ');
    expect(within(dialog).getByTestId('redaction-preview')).toHaveTextContent('un contrato');
    expect(within(dialog).getByText('Se tachará (11 caracteres):')).toBeInTheDocument();
    expect(confirm).toBeEnabled();

    // The reason is required: nothing is sent without it.
    await userEvent.click(confirm);
    expect(await within(dialog).findByText('Indique el motivo')).toBeInTheDocument();
    expect(posts).toEqual([]);

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Motivo/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Identidad de un tercero' }));
    select(textarea, 'Juan Pérez');
    await userEvent.click(confirm);

    expect(await screen.findByText('Pasaje tachado')).toBeInTheDocument();
    expect(posts).toEqual([
      { origen: 'respuesta', campo: 'hechos', inicio: 9, fin: 19, pasaje: 'Juan Pérez', motivo: 'tercero' },
    ]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('maps a passage after a CRLF onto the stored text', async () => {
    const { posts } = serve();
    renderWithProviders(
      <RedactButton
        iddenuncia={9}
        target={{ origen: 'transcripcion' }}
        text={text}
        onChanged={() => Promise.resolve()}
      />,
    );
    const { dialog, textarea } = await openDialog('Tachar un pasaje de «Transcripción»');
    select(textarea, 'un contrato');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Motivo/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Datos personales innecesarios para el caso' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tachar' }));
    await waitFor(() => {
      expect(posts).toHaveLength(1);
    });
    const inicio = text.indexOf('un contrato');
    expect(posts[0]).toEqual({
      origen: 'transcripcion',
      inicio,
      fin: inicio + 11,
      pasaje: 'un contrato',
      motivo: 'innecesario',
    });
  });

  it('on 409 shows the server’s message, reads the text again and asks for a new selection on it', async () => {
    const { posts, refusals } = serve();
    const changed = 'Mi jefe, [████], tiene diabetes.';
    function Holder() {
      const [current, setCurrent] = useState('Mi jefe, Juan Pérez, tiene diabetes.');
      return (
        <RedactButton
          iddenuncia={9}
          target={{ origen: 'mensaje', idmensaje: 4, fec_mensaje: '2026-11-21T10:00:00.000Z' }}
          text={current}
          onChanged={() => {
            setCurrent(changed);
            return Promise.resolve();
          }}
        />
      );
    }
    renderWithProviders(<Holder />);
    const { dialog, textarea } = await openDialog(/^Tachar un pasaje de «Mensaje del 21 de noviembre de 2026/);
    select(textarea, 'diabetes');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Motivo/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Datos de categorías especiales' }));
    refusals.push({
      status: 409,
      message: 'El texto ha cambiado desde que lo abrió: vuelva a cargarlo y seleccione de nuevo el pasaje',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tachar' }));

    expect(await within(dialog).findByTestId('redaction-refusal')).toHaveTextContent(
      'El texto ha cambiado desde que lo abrió: vuelva a cargarlo y seleccione de nuevo el pasaje',
    );
    expect(posts).toEqual([
      { origen: 'mensaje', idmensaje: 4, inicio: 27, fin: 35, pasaje: 'diabetes', motivo: 'categoria_especial' },
    ]);
    // The dialog stays open on the text as it is now, with no selection.
    await waitFor(() => {
      expect(textarea).toHaveValue(changed);
    });
    expect(within(dialog).getByRole('button', { name: 'Tachar' })).toBeDisabled();
    expect(within(dialog).getByText('Aún no ha seleccionado ningún pasaje.')).toBeInTheDocument();
  });

  it('offers nothing for an answer that is not text', () => {
    renderWithProviders(
      <RedactAnswerButton
        iddenuncia={9}
        field={{ ...facts, tipo: 'fecha' }}
        value="2026-11-20"
        onChanged={() => Promise.resolve()}
      />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
