import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fraudType, oneQuestionForm } from '@/testing/report-fixtures.ts';
import { uploadLimitsOf } from '@/lib/upload-limits.ts';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { makeTokenPair, signInAsCitizen } from '@/testing/tokens.ts';
import { ReportWizard } from './report-wizard.tsx';

const type = fraudType;
const form = oneQuestionForm;

/** The API the wizard calls; `filed` gets the filing's body, `verifiedReads` counts `GET /api/auth/register`. */
function useWizardApi() {
  const calls: { filed: unknown[]; verifiedReads: number } = { filed: [], verifiedReads: 0 };
  server.use(
    http.post('/api/auth/publico', () => HttpResponse.json(makeTokenPair())),
    http.post('/api/denuncias/den_tipos_denuncia/GetList', () =>
      HttpResponse.json({ success: true, total: 1, data: [type] }),
    ),
    http.get('/api/denuncias/den_formularios/4', () => HttpResponse.json({ success: true, data: form })),
    http.get('/api/auth/register', () => {
      calls.verifiedReads += 1;
      return HttpResponse.json({
        success: true,
        data: { nombre: 'María García López', email: 'maria@example.test', telefono: '600111222' },
      });
    }),
    http.post('/api/denuncias/den_denuncias/', async ({ request }) => {
      calls.filed.push(await request.json());
      return HttpResponse.json({
        success: true,
        guid: 'g-1',
        receipt: '7K3M-Q9XD-2HWT-BN4R',
        fec_alta: '2026-11-22T10:30:00.000Z',
      });
    }),
  );
  return calls;
}

function renderWizard() {
  const onFiled = vi.fn();
  renderRoutes(
    [
      {
        path: '/denuncias/nueva',
        element: (
          <ReportWizard
            tenantName="Ayuntamiento"
            uploadLimits={uploadLimitsOf(undefined, undefined)}
            onFiled={onFiled}
          />
        ),
      },
    ],
    ['/denuncias/nueva'],
  );
  return onFiled;
}

async function next() {
  await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
}

async function stepHeading(text: string) {
  return screen.findByRole('heading', { level: 2, name: text });
}

/** Type, facts, identity (as it comes), documents, then review: accepts the notice and sends. */
async function fileThroughTheWizard(facts: string) {
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

async function send() {
  await userEvent.click(screen.getByRole('checkbox', { name: /He leído y acepto/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Enviar comunicación' }));
}

describe('ReportWizard: who the filing says it comes from', () => {
  it('a citizen signed in with Cl@ve files identified (anonima false) with their verified name, nothing typed', async () => {
    signInAsCitizen();
    const calls = useWizardApi();
    const onFiled = renderWizard();
    await stepHeading('Paso 1 de 5: Tipo de comunicación');
    await userEvent.click(await screen.findByRole('radio', { name: /Fraude o corrupción/ }));
    await next();
    await stepHeading('Paso 2 de 5: Descripción de los hechos');
    await userEvent.type(
      await screen.findByRole('textbox', { name: /¿Qué ha ocurrido\?/ }),
      'Obras pagadas dos veces.',
    );
    await next();
    await stepHeading('Paso 3 de 5: Identidad');
    expect(screen.getByTestId('identity-verified')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Prefiero no identificarme' })).not.toBeInTheDocument();
    await next();
    await stepHeading('Paso 4 de 5: Documentos');
    await next();
    await stepHeading('Paso 5 de 5: Revisión y envío');
    expect(screen.getByText('Comunicación con su identidad verificada.')).toBeInTheDocument();
    await send();

    await waitFor(() => {
      expect(onFiled).toHaveBeenCalledTimes(1);
    });
    expect(calls.verifiedReads).toBe(1);
    expect(calls.filed).toEqual([
      {
        den_denuncias: {
          idtipodenuncia: 1,
          answers: { hechos: 'Obras pagadas dos veces.' },
          anonima: false,
          // The verified name only: the citizen's "Mis datos" e-mail and phone are not sent.
          contact: { nombre: 'María García López', email: '', telefono: '' },
          documentos: [],
          ididioma: 1,
          aceptaPrivacidad: true,
        },
      },
    ]);
  });

  it('anybody else still files anonymously by default, without reading a verified identity', async () => {
    const calls = useWizardApi();
    const onFiled = renderWizard();
    await fileThroughTheWizard('Se adjudicó un contrato sin concurso.');
    expect(screen.getByText('Comunicación anónima: no ha facilitado datos personales.')).toBeInTheDocument();
    await send();

    await waitFor(() => {
      expect(onFiled).toHaveBeenCalledTimes(1);
    });
    expect(calls.verifiedReads).toBe(0);
    expect(calls.filed).toEqual([
      {
        den_denuncias: {
          idtipodenuncia: 1,
          answers: { hechos: 'Se adjudicó un contrato sin concurso.' },
          anonima: true,
          documentos: [],
          ididioma: 1,
          aceptaPrivacidad: true,
        },
      },
    ]);
  });
});
