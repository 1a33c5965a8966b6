import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { formFieldSchema } from '@atalaya/contract/complaints/form.schemas';
import type { FormField } from '@atalaya/contract/complaints/form.schemas';
import { defaultUploadLimits } from '@/lib/upload-limits.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { initialAnswers } from './answer-drafts.ts';
import { DynamicForm } from './dynamic-form.tsx';

/** One field of every type the contract knows, required, with Spanish and English texts. */
const fields: FormField[] = [
  {
    id: 'resumen',
    tipo: 'texto_corto',
    obligatorio: true,
    max: 10,
    etiqueta: { es: 'Resumen', en: 'Summary' },
    ayuda: { es: 'En pocas palabras', en: 'In a few words' },
  },
  { id: 'hechos', tipo: 'texto_largo', obligatorio: true, etiqueta: { es: 'Hechos', en: 'Facts' } },
  { id: 'correo', tipo: 'email', obligatorio: true, etiqueta: { es: 'Correo', en: 'E-mail' } },
  { id: 'telefono', tipo: 'telefono', obligatorio: true, etiqueta: { es: 'Teléfono', en: 'Phone' } },
  { id: 'fecha', tipo: 'fecha', obligatorio: true, etiqueta: { es: 'Fecha', en: 'Date' } },
  {
    id: 'via',
    tipo: 'opcion_unica',
    obligatorio: true,
    etiqueta: { es: 'Cómo lo supo', en: 'How you knew' },
    opciones: [
      { valor: 'vi', etiqueta: { es: 'Lo vi', en: 'I saw it' } },
      { valor: 'oi', etiqueta: { es: 'Me lo contaron', en: 'I was told' } },
    ],
  },
  {
    id: 'areas',
    tipo: 'opcion_multiple',
    obligatorio: true,
    etiqueta: { es: 'Áreas', en: 'Areas' },
    opciones: [
      { valor: 'personal', etiqueta: { es: 'Personal', en: 'Staff' } },
      { valor: 'obras', etiqueta: { es: 'Obras', en: 'Works' } },
    ],
  },
  { id: 'sigue', tipo: 'casilla', obligatorio: true, etiqueta: { es: 'Sigue ocurriendo', en: 'Still happening' } },
  { id: 'pruebas', tipo: 'adjunto', obligatorio: true, etiqueta: { es: 'Pruebas', en: 'Evidence' } },
].map((field) => formFieldSchema.parse(field));

function renderForm(
  options: { serverErrors?: Record<string, string>; onValid?: (answers: Record<string, unknown>) => void } = {},
) {
  const onValid = options.onValid ?? vi.fn();
  const upload = vi.fn();
  renderWithProviders(
    <>
      <DynamicForm
        id="details"
        fields={fields}
        defaultValues={initialAnswers(fields)}
        serverErrors={options.serverErrors}
        onValid={onValid}
        attachments={{
          limits: defaultUploadLimits,
          filesById: {},
          totalFileCount: 0,
          upload,
          onUploaded: vi.fn(),
          onRemoved: vi.fn(),
        }}
      />
      <button type="submit" form="details">
        Siguiente
      </button>
    </>,
  );
  return { onValid, upload };
}

describe('DynamicForm', () => {
  it('renders a control for every field type, labelled in the current language', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: /Resumen/ })).toHaveAttribute('type', 'text');
    expect(screen.getByRole('textbox', { name: /Hechos/ }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('textbox', { name: /Correo/ })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: /Teléfono/ })).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText(/Fecha/)).toHaveAttribute('type', 'date');
    const via = screen.getByRole('group', { name: /Cómo lo supo/ });
    expect(
      within(via)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['vi', 'oi']);
    const areas = screen.getByRole('group', { name: /Áreas/ });
    expect(within(areas).getByRole('checkbox', { name: 'Personal' })).toBeInTheDocument();
    expect(within(areas).getByRole('checkbox', { name: 'Obras' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Sigue ocurriendo/ })).not.toBeChecked();
    const evidence = screen.getByRole('region', { name: /Pruebas/ });
    expect(within(evidence).getByRole('button', { name: 'Adjuntar archivo' })).toBeInTheDocument();
    expect(screen.getByText('En pocas palabras')).toBeInTheDocument();
    expect(screen.getByTestId('counter-resumen')).toHaveTextContent('0 / 10 caracteres');
  });

  it('shows the contract schema message of each field and sends nothing while invalid', async () => {
    const { onValid } = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Correo/ }), 'no-es-correo');
    await userEvent.type(screen.getByRole('textbox', { name: /Teléfono/ }), 'abc');
    await userEvent.type(screen.getByRole('textbox', { name: /Resumen/ }), 'demasiado largo');
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(await screen.findByText('Revise los campos marcados antes de continuar.')).toBeInTheDocument();
    expect(screen.getByText('Máximo 10 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Introduzca un correo electrónico válido')).toBeInTheDocument();
    expect(screen.getByText('Introduzca un teléfono válido')).toBeInTheDocument();
    expect(screen.getAllByText('Este campo es obligatorio')).toHaveLength(1);
    expect(screen.getByText('Introduzca una fecha válida')).toBeInTheDocument();
    expect(screen.getByText('Elija una de las opciones')).toBeInTheDocument();
    expect(screen.getByText('Elija al menos una opción')).toBeInTheDocument();
    expect(screen.getByText('Debe marcar esta casilla')).toBeInTheDocument();
    expect(screen.getByText('Adjunte al menos un archivo')).toBeInTheDocument();
    expect(screen.getByTestId('counter-resumen')).toHaveTextContent('15 / 10 caracteres');
    expect(screen.getByRole('textbox', { name: /Resumen/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('translates labels and messages to English', async () => {
    await act(async () => {
      await i18next.changeLanguage('en');
    });
    renderForm();
    expect(screen.getByRole('textbox', { name: /Summary/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /How you knew/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Choose at least one option')).toBeInTheDocument();
  });

  it('shows the server messages on the matching fields', async () => {
    renderForm({ serverErrors: { hechos: 'Este campo es obligatorio', via: 'Elija una de las opciones' } });
    const facts = screen.getByRole('textbox', { name: /Hechos/ });
    await waitFor(() => {
      expect(facts).toHaveAttribute('aria-invalid', 'true');
    });
    expect(facts).toHaveAccessibleDescription(/Este campo es obligatorio/);
    expect(
      within(screen.getByRole('group', { name: /Cómo lo supo/ })).getByText('Elija una de las opciones'),
    ).toBeInTheDocument();
  });

  it('answers with the trimmed values once every field is valid (optional ones left out)', async () => {
    const optional = fields.map((field) => ({ ...field, obligatorio: field.id === 'resumen' }));
    const onValid = vi.fn();
    renderWithProviders(
      <>
        <DynamicForm
          id="details"
          fields={optional}
          defaultValues={initialAnswers(optional)}
          onValid={onValid}
          attachments={{
            limits: defaultUploadLimits,
            filesById: {},
            totalFileCount: 0,
            upload: vi.fn(),
            onUploaded: vi.fn(),
            onRemoved: vi.fn(),
          }}
        />
        <button type="submit" form="details">
          Siguiente
        </button>
      </>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Resumen/ }), '  Contrato ');
    await userEvent.click(screen.getByRole('radio', { name: 'Me lo contaron' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Obras' }));
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => {
      expect(onValid).toHaveBeenCalledWith({ resumen: 'Contrato', via: 'oi', areas: ['obras'], sigue: false });
    });
  });
});
