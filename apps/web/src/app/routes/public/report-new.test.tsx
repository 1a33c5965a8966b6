import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ComplaintType } from '@atalaya/contract/complaints/complaint-type.schemas';
import type { Form } from '@atalaya/contract/complaints/form.schemas';
import { publicDataHandlers, testCliente } from '@/testing/handlers.ts';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { makeTokenPair } from '@/testing/tokens.ts';
import { appRoutes } from '../../router.tsx';

const receipt = '7K3M-Q9XD-2HWT-BN4R';

const types: ComplaintType[] = [
  {
    idtipodenuncia: 1,
    nombre: { es: 'Fraude o corrupción', en: 'Fraud or corruption' },
    descripcion: { es: 'Uso indebido de fondos públicos.' },
    orden: 10,
    activo: true,
    idformulario: 4,
  },
  { idtipodenuncia: 2, nombre: { es: 'Acoso laboral' }, descripcion: {}, orden: 20, activo: true, idformulario: 4 },
];

const form: Form = {
  idformulario: 4,
  nombre: 'General',
  version: 1,
  activo: true,
  campos: [
    {
      id: 'hechos',
      tipo: 'texto_largo',
      obligatorio: true,
      etiqueta: { es: '¿Qué ha ocurrido?' },
      ayuda: {},
      opciones: [],
    },
    {
      id: 'donde',
      tipo: 'texto_corto',
      obligatorio: false,
      max: 300,
      etiqueta: { es: '¿Dónde ocurrió?' },
      ayuda: {},
      opciones: [],
    },
  ],
};

type Filing = { body?: unknown };

function useReportApi(
  answer: () => Response = () =>
    HttpResponse.json({ success: true, guid: 'g-1', receipt, fec_alta: '2026-11-22T10:30:00.000Z' }),
) {
  const filing: Filing = {};
  server.use(
    http.post('/api/auth/publico', () => HttpResponse.json(makeTokenPair())),
    ...publicDataHandlers(),
    http.post('/api/denuncias/den_tipos_denuncia/GetList', () =>
      HttpResponse.json({ success: true, total: types.length, data: types }),
    ),
    http.get('/api/denuncias/den_formularios/4', () => HttpResponse.json({ success: true, data: form })),
    http.post('/api/denuncias/den_denuncias/', async ({ request }) => {
      filing.body = await request.json();
      return answer();
    }),
  );
  return filing;
}

async function next() {
  await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
}

async function stepHeading(text: string) {
  return screen.findByRole('heading', { level: 2, name: text }, { timeout: 4000 });
}

async function fillUntilReview(facts: string) {
  await stepHeading('Paso 1 de 5: Tipo de comunicación');
  await userEvent.click(await screen.findByRole('radio', { name: /Fraude o corrupción/ }));
  await next();
  await stepHeading('Paso 2 de 5: Descripción de los hechos');
  await userEvent.type(await screen.findByRole('textbox', { name: /¿Qué ha ocurrido\?/ }), facts);
  await next();
  await stepHeading('Paso 3 de 5: Identidad');
  await next();
  await stepHeading('Paso 4 de 5: Documentos');
  await next();
  await stepHeading('Paso 5 de 5: Revisión y envío');
}

describe('/denuncias/nueva', () => {
  it('files an anonymous report and shows the receipt code once, only in memory', async () => {
    const filing = useReportApi();
    const { router } = renderRoutes(appRoutes, ['/denuncias/nueva']);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Presentar una comunicación' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    await stepHeading('Paso 1 de 5: Tipo de comunicación');
    await next();
    expect(await screen.findByText('Elija el tipo de comunicación')).toBeInTheDocument();

    await fillUntilReview('Se adjudicó un contrato sin concurso.');
    expect(screen.getByTestId('review-type')).toHaveTextContent('Fraude o corrupción');
    expect(screen.getByTestId('answers-list')).toHaveTextContent('Se adjudicó un contrato sin concurso.');
    expect(screen.getByText('Comunicación anónima: no ha facilitado datos personales.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Enviar comunicación' }));
    expect(await screen.findByText('Debe aceptar la información sobre protección de datos')).toBeInTheDocument();
    expect(filing.body).toBeUndefined();
    await userEvent.click(screen.getByRole('checkbox', { name: /He leído y acepto/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar comunicación' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Comunicación enviada' })).toBeInTheDocument();
    expect(screen.getByTestId('receipt-code')).toHaveTextContent('7K3MQ9XD2HWTBN4R');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Guarde este código: es la única forma de consultar su comunicación. No podemos recuperarlo.',
    );
    expect(filing.body).toEqual({
      den_denuncias: {
        idtipodenuncia: 1,
        answers: { hechos: 'Se adjudicó un contrato sin concurso.' },
        anonima: true,
        documentos: [],
        ididioma: 1,
        aceptaPrivacidad: true,
      },
    });
    const location = router.state.location;
    expect(`${location.pathname}${location.search}${location.hash}${JSON.stringify(location.state)}`).not.toContain(
      '7K3M',
    );
    expect(JSON.stringify({ ...globalThis.localStorage })).not.toContain('7K3M');
  });

  it('sends the optional notice address (issue 17 §4) and shows it in the review', async () => {
    const filing = useReportApi();
    renderRoutes(appRoutes, ['/denuncias/nueva']);
    await stepHeading('Paso 1 de 5: Tipo de comunicación');
    await userEvent.click(await screen.findByRole('radio', { name: /Fraude o corrupción/ }));
    await next();
    await stepHeading('Paso 2 de 5: Descripción de los hechos');
    await userEvent.type(await screen.findByRole('textbox', { name: /¿Qué ha ocurrido\?/ }), 'Hechos.');
    await next();
    await stepHeading('Paso 3 de 5: Identidad');
    await userEvent.type(screen.getByRole('textbox', { name: 'Correo para avisos' }), 'avisos@example.org');
    await next();
    await stepHeading('Paso 4 de 5: Documentos');
    await next();
    await stepHeading('Paso 5 de 5: Revisión y envío');
    expect(screen.getByTestId('review-notices')).toHaveTextContent(
      'Le avisaremos de las novedades en avisos@example.org.',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /He leído y acepto/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar comunicación' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Comunicación enviada' })).toBeInTheDocument();
    expect(filing.body).toMatchObject({ den_denuncias: { anonima: true, correo_avisos: 'avisos@example.org' } });
  });

  it('asks for a meeting with the filing (issue 17 §2): shown in the review and sent with the mode and availability', async () => {
    const filing = useReportApi();
    renderRoutes(appRoutes, ['/denuncias/nueva']);
    await stepHeading('Paso 1 de 5: Tipo de comunicación');
    await userEvent.click(await screen.findByRole('radio', { name: /Fraude o corrupción/ }));
    await next();
    await stepHeading('Paso 2 de 5: Descripción de los hechos');
    await userEvent.type(await screen.findByRole('textbox', { name: /¿Qué ha ocurrido\?/ }), 'Hechos.');
    await next();
    await stepHeading('Paso 3 de 5: Identidad');
    await userEvent.click(screen.getByRole('checkbox', { name: /pedir también una reunión/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Disponibilidad (opcional)' }), 'Lunes por la mañana');
    await next();
    await stepHeading('Paso 4 de 5: Documentos');
    await next();
    await stepHeading('Paso 5 de 5: Revisión y envío');
    expect(screen.getByTestId('review-meeting')).toHaveTextContent(
      'Ha pedido una reunión presencial: le propondremos una fecha en un plazo de 7 días.',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /He leído y acepto/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar comunicación' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Comunicación enviada' })).toBeInTheDocument();
    expect(filing.body).toMatchObject({
      den_denuncias: { reunion: { modalidad: 'presencial', disponibilidad: 'Lunes por la mañana' } },
    });
  });

  it('tells the reporter in the Documentos step, before sending, that a .doc keeps its metadata when the tenant admits it', async () => {
    useReportApi();
    server.use(
      http.get('/api/publico/cliente/info', () =>
        HttpResponse.json({
          success: true,
          cliente: testCliente,
          parametros_aplicacion: {
            version: '1.0.0',
            idiomas_disponibles: ['es'],
            max_file_bytes: 2097152,
            tipos_con_metadatos: [{ tipo_mime: 'application/msword', extensiones: ['doc'] }],
          },
          parametros_cliente: { admitir_con_metadatos: true },
          idiomas: [],
          festivos: [],
        }),
      ),
    );
    renderRoutes(appRoutes, ['/denuncias/nueva']);
    await stepHeading('Paso 1 de 5: Tipo de comunicación');
    await userEvent.click(await screen.findByRole('radio', { name: /Fraude o corrupción/ }));
    await next();
    await userEvent.type(await screen.findByRole('textbox', { name: /¿Qué ha ocurrido\?/ }), 'Hechos.');
    await next();
    await stepHeading('Paso 3 de 5: Identidad');
    await next();
    await stepHeading('Paso 4 de 5: Documentos');
    await userEvent.click(screen.getByRole('button', { name: 'Adjuntar archivo' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.upload(
      within(dialog).getByTestId('upload-file-input'),
      new File(['x'], 'acta.doc', { type: 'application/msword' }),
    );
    expect(within(dialog).getByTestId('upload-file-notice')).toHaveTextContent(
      'Este archivo se guardará con sus metadatos',
    );
    expect(within(dialog).getByRole('button', { name: 'Aceptar' })).toBeEnabled();
  });

  it('keeps what was written while moving back and forth', async () => {
    useReportApi();
    renderRoutes(appRoutes, ['/denuncias/nueva']);
    await stepHeading('Paso 1 de 5: Tipo de comunicación');
    await userEvent.click(await screen.findByRole('radio', { name: /Fraude o corrupción/ }));
    await next();
    await userEvent.type(await screen.findByRole('textbox', { name: /¿Dónde ocurrió\?/ }), 'Registro');
    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    await stepHeading('Paso 1 de 5: Tipo de comunicación');
    expect(screen.getByRole('radio', { name: /Fraude o corrupción/ })).toBeChecked();
    await next();
    expect(await screen.findByRole('textbox', { name: /¿Dónde ocurrió\?/ })).toHaveValue('Registro');
  });

  it("shows the server's field errors on the matching question", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useReportApi(() =>
      HttpResponse.json(
        {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'Los datos enviados no son válidos',
          errors: [{ path: 'body.den_denuncias.answers.donde', message: 'Máximo 300 caracteres' }],
        },
        { status: 400 },
      ),
    );
    renderRoutes(appRoutes, ['/denuncias/nueva']);
    await fillUntilReview('Hechos.');
    await userEvent.click(screen.getByRole('checkbox', { name: /He leído y acepto/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar comunicación' }));

    await stepHeading('Paso 2 de 5: Descripción de los hechos');
    const where = screen.getByRole('textbox', { name: /¿Dónde ocurrió\?/ });
    await waitFor(() => {
      expect(where).toHaveAttribute('aria-invalid', 'true');
    });
    expect(where).toHaveAccessibleDescription(/Máximo 300 caracteres/);
    expect(where).toHaveFocus();
  });

  it('asks before leaving with unsaved input', async () => {
    useReportApi();
    const { router } = renderRoutes(appRoutes, ['/denuncias/nueva']);
    await stepHeading('Paso 1 de 5: Tipo de comunicación');
    await userEvent.click(await screen.findByRole('radio', { name: /Fraude o corrupción/ }));
    await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Comunicaciones Anónimas' }));

    const dialog = await screen.findByRole('dialog', { name: '¿Salir sin enviar?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(router.state.location.pathname).toBe('/denuncias/nueva');
    expect(screen.getByRole('radio', { name: /Fraude o corrupción/ })).toBeChecked();
  });
});
