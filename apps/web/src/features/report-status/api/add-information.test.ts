import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw-server.ts';
import { addInformation } from './add-information.ts';

const refused = {
  success: false,
  code: 'VALIDATION_FAILED',
  message: 'Los datos enviados no son válidos',
  errors: [{ path: 'body.informacion', message: 'Máximo 5000 caracteres' }],
};

describe('addInformation', () => {
  it('sends the trimmed text and the ids of the files uploaded for it', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/denuncias/den_denuncias/ampliar', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, idmensaje: 5, documentos: [8] });
      }),
    );
    await expect(addInformation({ informacion: '  Otro dato ', documentos: [8] })).resolves.toEqual({
      success: true,
      idmensaje: 5,
      documentos: [8],
    });
    expect(bodies).toEqual([{ informacion: 'Otro dato', documentos: [8] }]);
  });

  it('sends only the files when there is no text', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/denuncias/den_denuncias/ampliar', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, idmensaje: null, documentos: [8] });
      }),
    );
    await expect(addInformation({ informacion: '   ', documentos: [8] })).resolves.toMatchObject({ idmensaje: null });
    expect(bodies).toEqual([{ documentos: [8] }]);
  });

  it('passes a refusal on to the caller', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post('/api/denuncias/den_denuncias/ampliar', () => HttpResponse.json(refused, { status: 400 })));
    await expect(addInformation({ informacion: 'x', documentos: [8] })).rejects.toMatchObject({ status: 400 });
  });
});
