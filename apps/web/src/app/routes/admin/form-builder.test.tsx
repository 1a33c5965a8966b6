import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formInputSchema, type Form } from '@atalaya/contract/complaints/form.schemas';
import { getNotices } from '@/lib/notices.ts';
import { publicDataHandlers } from '@/testing/handlers.ts';
import { confirmDeletion, fill } from '@/testing/admin-crud.ts';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { FormBuilderRoute } from './form-builder.tsx';

const base = '/api/denuncias/den_formularios';

function seedForms(): Form[] {
  return [
    {
      idformulario: 4,
      nombre: 'General',
      version: 2,
      activo: true,
      campos: [
        {
          id: 'primera',
          tipo: 'texto_corto',
          etiqueta: { es: 'Primera' },
          ayuda: {},
          obligatorio: false,
          opciones: [],
        },
        { id: 'segunda', tipo: 'fecha', etiqueta: { es: 'Segunda' }, ayuda: {}, obligatorio: true, opciones: [] },
        { id: 'tercera', tipo: 'email', etiqueta: { es: 'Tercera' }, ayuda: {}, obligatorio: false, opciones: [] },
      ],
    },
    {
      idformulario: 5,
      nombre: 'Antiguo',
      version: 1,
      activo: false,
      campos: [
        { id: 'pruebas', tipo: 'adjunto', etiqueta: { es: 'Pruebas' }, ayuda: {}, obligatorio: true, opciones: [] },
      ],
    },
  ];
}

type Calls = { posts: unknown[]; puts: unknown[]; deletes: string[] };
type Options = { deleteAnswer?: () => Response; bumpVersion?: boolean };

/** An in-memory den_formularios behind the generic resource routes. */
function useFormsApi(options: Options = {}): Calls {
  let forms = seedForms();
  const calls: Calls = { posts: [], puts: [], deletes: [] };
  server.use(
    ...publicDataHandlers(),
    http.post(`${base}/GetList`, () => HttpResponse.json({ success: true, total: forms.length, data: forms })),
    http.post(`${base}/`, async ({ request }) => {
      const body = (await request.json()) as { den_formularios: Omit<Form, 'idformulario' | 'version'> };
      calls.posts.push(body);
      const created: Form = { ...body.den_formularios, idformulario: 9, version: 1 };
      forms = [...forms, created];
      return HttpResponse.json({ success: true, data: created });
    }),
    http.put(`${base}/`, async ({ request }) => {
      const body = (await request.json()) as { den_formularios: Omit<Form, 'version'> };
      calls.puts.push(body);
      const current = forms.find((form) => form.idformulario === body.den_formularios.idformulario);
      const saved: Form = {
        ...body.den_formularios,
        version: (current?.version ?? 1) + (options.bumpVersion ? 1 : 0),
      };
      forms = forms.map((form) => (form.idformulario === saved.idformulario ? saved : form));
      return HttpResponse.json({ success: true, data: saved });
    }),
    http.delete(`${base}/:id`, ({ params }) => {
      calls.deletes.push(String(params.id));
      if (options.deleteAnswer) {
        return options.deleteAnswer();
      }
      forms = forms.filter((form) => String(form.idformulario) !== params.id);
      return HttpResponse.json({ success: true });
    }),
  );
  return calls;
}

function renderScreen() {
  return renderRoutes([{ path: '/', Component: FormBuilderRoute }]);
}

type User = ReturnType<typeof userEvent.setup>;

/** Writes into an empty field. */
async function write(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function addField(user: User, type: string) {
  await user.click(screen.getByRole('button', { name: 'Añadir pregunta' }));
  await user.click(await screen.findByRole('menuitem', { name: type }));
}

function spanishLabel(): HTMLElement {
  return screen.getByLabelText(/^Texto de la pregunta \(Español\)/);
}

function preview(): HTMLElement {
  return screen.getByTestId('form-preview');
}

describe('Formularios (form builder)', () => {
  it('lists each form with its name, version, number of questions and whether it is active', async () => {
    useFormsApi();
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Formularios' })).toBeInTheDocument();
    const general = (await screen.findByRole('cell', { name: 'General' })).closest('tr');
    if (!general) {
      throw new Error('no row');
    }
    expect(
      within(general)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['General', '2', '3', 'Activo']));
    const antiguo = screen.getByRole('cell', { name: 'Antiguo' }).closest('tr');
    expect(antiguo && within(antiguo).getByText('Inactivo')).toBeInTheDocument();
  });

  it('creates a form with a short text, a single choice and a checkbox, POSTed as the contract says', async () => {
    const calls = useFormsApi();
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Nuevo formulario' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Nuevo formulario' })).toBeInTheDocument();
    await write(user, screen.getByLabelText(/^Nombre/), 'Denuncia breve');

    await addField(user, 'Texto corto');
    // The new question's text takes the focus once the menu has gone.
    await waitFor(() => {
      expect(spanishLabel()).toHaveFocus();
    });
    await user.paste('¿Qué ocurrió?');
    expect(screen.getByLabelText(/^Identificador/)).toHaveValue('que_ocurrio');
    await user.click(screen.getByLabelText('Obligatoria'));
    await write(user, screen.getByLabelText('Longitud máxima'), '500');

    await addField(user, 'Opción única');
    await write(user, spanishLabel(), '¿Hubo testigos?');
    await write(user, screen.getByLabelText(/^Opción 1 \(Español\)/), 'Sí');
    await user.click(screen.getByRole('button', { name: 'Añadir opción' }));
    await write(user, screen.getByLabelText(/^Opción 2 \(Español\)/), 'No');

    await addField(user, 'Casilla');
    await write(user, spanishLabel(), 'Confirmo que es cierto');

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      expect(calls.posts).toHaveLength(1);
    });
    const body = calls.posts[0] as { den_formularios: unknown };
    expect(body).toEqual({
      den_formularios: {
        nombre: 'Denuncia breve',
        campos: [
          {
            id: 'que_ocurrio',
            tipo: 'texto_corto',
            etiqueta: { es: '¿Qué ocurrió?' },
            ayuda: {},
            obligatorio: true,
            max: 500,
            opciones: [],
          },
          {
            id: 'hubo_testigos',
            tipo: 'opcion_unica',
            etiqueta: { es: '¿Hubo testigos?' },
            ayuda: {},
            obligatorio: false,
            opciones: [
              { valor: 'si', etiqueta: { es: 'Sí' } },
              { valor: 'no', etiqueta: { es: 'No' } },
            ],
          },
          {
            id: 'confirmo_que_es_cierto',
            tipo: 'casilla',
            etiqueta: { es: 'Confirmo que es cierto' },
            ayuda: {},
            obligatorio: false,
            opciones: [],
          },
        ],
        activo: true,
      },
    });
    expect(formInputSchema.safeParse(body.den_formularios).success).toBe(true);
    expect(await screen.findByText('Se ha creado correctamente')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Denuncia breve' })).toBeInTheDocument();
  });

  it("the preview is the reporter's form with the questions being edited, in the language chosen for it", async () => {
    const calls = useFormsApi();
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Editar General' }));
    const shown = within(await screen.findByTestId('form-preview'));
    expect(shown.getByRole('textbox', { name: 'Primera' })).toBeInTheDocument();
    expect(shown.getByRole('textbox', { name: 'Tercera' })).toHaveAttribute('type', 'email');
    expect(shown.getByLabelText(/^Segunda/)).toBeRequired();
    // Choosing a question with its edit button takes the focus to its editor.
    await user.click(screen.getByRole('button', { name: 'Editar Segunda' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Pregunta 2' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Editar Primera' }));

    await fill(user, spanishLabel(), 'Qué pasó');
    expect(shown.getByRole('textbox', { name: 'Qué pasó' })).toBeInTheDocument();
    // A saved question keeps its identifier (answers are keyed by it).
    expect(screen.getByLabelText(/^Identificador/)).toHaveValue('primera');
    await user.click(screen.getAllByRole('tab', { name: /English/ })[0] as HTMLElement);
    await write(user, screen.getByLabelText('Texto de la pregunta (English)'), 'What happened');
    expect(shown.getByRole('textbox', { name: 'Qué pasó' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Idioma de la vista previa' }));
    await user.click(await screen.findByRole('option', { name: 'English' }));
    expect(await within(preview()).findByRole('textbox', { name: 'What happened' })).toBeInTheDocument();
    // Only the preview changed language.
    expect(screen.getByRole('button', { name: 'Añadir pregunta' })).toBeInTheDocument();
    expect(calls.puts).toEqual([]);
  });

  it('attachments in the preview are inert: the chosen file is listed, nothing is uploaded; Comprobar validates', async () => {
    useFormsApi();
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Editar Antiguo' }));
    await user.click(
      within(await screen.findByTestId('form-preview')).getByRole('button', { name: 'Adjuntar archivo' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.upload(
      within(dialog).getByTestId('upload-file-input'),
      new File(['acta'], 'acta.txt', { type: 'text/plain' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    // No upload handler exists: a request would fail the test (unhandled requests are errors).
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(within(preview()).getByTestId('attached-files')).toHaveTextContent('acta.txt');
    await user.click(screen.getByRole('button', { name: 'Comprobar respuestas' }));
    expect(await screen.findByText('Las respuestas de la vista previa son válidas.')).toBeInTheDocument();
  });

  it('moving a question up with the keyboard changes the order saved; the version note says what happens', async () => {
    const calls = useFormsApi({ bumpVersion: true });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Editar General' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Editar formulario: General' })).toBeInTheDocument();
    expect(screen.getByText('Versión 2')).toBeInTheDocument();
    const note = screen.getByTestId('version-note');
    expect(note).toHaveTextContent('Las comunicaciones ya presentadas conservan las preguntas que respondieron.');
    expect(note).not.toHaveTextContent('Ha cambiado las preguntas');

    screen.getByRole('button', { name: 'Subir Tercera' }).focus();
    await user.keyboard('{Enter}');
    const items = within(screen.getByRole('list', { name: 'Preguntas del formulario' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Primera'),
      expect.stringContaining('Tercera'),
      expect.stringContaining('Segunda'),
    ]);
    // The focus stays on the moved question.
    expect(screen.getByRole('button', { name: 'Subir Tercera' })).toHaveFocus();
    expect(screen.getByTestId('version-note')).toHaveTextContent(
      'Ha cambiado las preguntas: si ya se han presentado comunicaciones con la versión 2, al guardar se creará la versión 3.',
    );

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      expect(calls.puts).toHaveLength(1);
    });
    const body = calls.puts[0] as { den_formularios: { idformulario: number; campos: Array<{ id: string }> } };
    expect(body.den_formularios.idformulario).toBe(4);
    expect(body.den_formularios.campos.map((field) => field.id)).toEqual(['primera', 'tercera', 'segunda']);
    expect(formInputSchema.safeParse(body.den_formularios).success).toBe(true);
    await waitFor(() => {
      expect(getNotices().map((notice) => notice.message)).toEqual([
        'Se ha actualizado correctamente',
        'Se ha creado la versión 3 del formulario. Las comunicaciones ya presentadas conservan las preguntas que respondieron.',
      ]);
    });
  });

  it('a question without Spanish text or with a repeated identifier blocks saving with a message', async () => {
    const calls = useFormsApi();
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Nuevo formulario' }));
    await write(user, await screen.findByLabelText(/^Nombre/), 'Con errores');
    await addField(user, 'Texto largo');
    await write(user, spanishLabel(), 'Relato');
    await addField(user, 'Fecha');

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('No se puede guardar: revise estos campos');
    expect(summary).toHaveTextContent('Pregunta 2: El texto en español es obligatorio');
    expect(spanishLabel()).toHaveAccessibleDescription('El texto en español es obligatorio');

    await fill(user, spanishLabel(), 'Fecha');
    await fill(user, screen.getByLabelText(/^Identificador/), 'relato');
    expect(screen.getByRole('alert')).toHaveTextContent('Pregunta 2: Hay campos con el mismo identificador');
    expect(screen.getByLabelText(/^Identificador/)).toHaveAccessibleDescription(
      'Hay campos con el mismo identificador',
    );
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(calls.posts).toEqual([]);

    await fill(user, screen.getByLabelText(/^Identificador/), 'fecha');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      expect(calls.posts).toHaveLength(1);
    });
  });

  it('delete asks the generic confirmation; a form in use is refused with an error snackbar', async () => {
    const calls = useFormsApi({
      deleteAnswer: () =>
        HttpResponse.json(
          {
            success: false,
            code: 'CONFLICT',
            message: 'El formulario está en uso: desactívelo en lugar de eliminarlo',
          },
          { status: 409 },
        ),
    });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Eliminar General' }));
    await confirmDeletion(user);
    await waitFor(() => {
      expect(calls.deletes).toEqual(['4']);
    });
    await waitFor(() => {
      expect(getNotices()).toEqual([
        expect.objectContaining({
          severity: 'error',
          title: 'Algo ha ido mal y no se ha eliminado el elemento',
          message: 'El formulario está en uso: desactívelo en lugar de eliminarlo',
        }),
      ]);
    });
    expect(await screen.findByRole('cell', { name: 'General' })).toBeInTheDocument();
  });
});
