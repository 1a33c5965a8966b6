import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@atalaya/contract/complaints/chat.schemas';
import { getNotices } from '@/lib/notices.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ChatPanel } from './chat-panel.tsx';
import type { ChatPanelProps } from './chat-panel.tsx';

const guid = '8e9a34a1-edf3-4be6-a833-6d38a05bf70e';
const fromReporter: ChatMessage = {
  idmensaje: 1,
  guid,
  mensaje: 'Hola, adjunto el contrato.',
  idusuario: 1,
  fec_mensaje: '2026-11-20T10:00:00.000Z',
};
const fromHandler: ChatMessage = {
  idmensaje: 2,
  guid,
  mensaje: 'Gracias, lo revisamos.',
  idusuario: 0,
  fec_mensaje: '2026-11-20T11:00:00.000Z',
};

function panel(props: Partial<ChatPanelProps> = {}) {
  const onSend = props.onSend ?? vi.fn(async () => undefined);
  const element = (
    <ChatPanel messages={[fromReporter, fromHandler]} viewerRole="informante" onSend={onSend} {...props} />
  );
  return { element, onSend };
}

function bubble(text: string): HTMLElement {
  const item = screen.getByText(text).closest('li');
  if (!item) {
    throw new Error(`No message item for ${text}`);
  }
  return item;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ChatPanel', () => {
  it('sends with Enter and clears the input; Shift+Enter adds a line', async () => {
    const { element, onSend } = panel();
    renderWithProviders(element);
    const input = screen.getByRole('textbox', { name: 'Mensaje' });
    await userEvent.type(input, 'Primera línea{Shift>}{Enter}{/Shift}segunda');
    expect(input).toHaveValue('Primera línea\nsegunda');
    expect(onSend).not.toHaveBeenCalled();

    await userEvent.type(input, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('Primera línea\nsegunda');
    expect(input).toHaveValue('');
  });

  it('refuses an empty message with "No ha escrito en mensaje que desea enviar" (Error)', async () => {
    const { element, onSend } = panel();
    renderWithProviders(element);
    const input = screen.getByRole('textbox', { name: 'Mensaje' });
    await userEvent.type(input, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(input).toHaveAccessibleDescription('No ha escrito en mensaje que desea enviar');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(getNotices()).toEqual([
      expect.objectContaining({
        title: 'Error',
        message: 'No ha escrito en mensaje que desea enviar',
        severity: 'error',
      }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSend).not.toHaveBeenCalled();
  });

  it("aligns bubbles by the viewer's role and names each author", () => {
    const { element } = panel();
    const { rerender } = renderWithProviders(element);
    expect(bubble(fromReporter.mensaje)).toHaveAttribute('data-author', 'own');
    expect(getComputedStyle(bubble(fromReporter.mensaje)).justifyContent).toBe('flex-end');
    expect(bubble(fromHandler.mensaje)).toHaveAttribute('data-author', 'other');
    expect(getComputedStyle(bubble(fromHandler.mensaje)).justifyContent).toBe('flex-start');
    expect(within(bubble(fromReporter.mensaje)).getByText(/Usted/)).toBeInTheDocument();
    expect(within(bubble(fromHandler.mensaje)).getByText(/Gestor/)).toBeInTheDocument();

    rerender(panel({ viewerRole: 'administrador' }).element);
    expect(bubble(fromHandler.mensaje)).toHaveAttribute('data-author', 'own');
    expect(getComputedStyle(bubble(fromHandler.mensaje)).justifyContent).toBe('flex-end');
    expect(within(bubble(fromReporter.mensaje)).getByText(/Informante/)).toBeInTheDocument();
  });

  it('when resolved, disables sending and shows denuncias.denuncia_resuelta', () => {
    const { element } = panel({ isDisabled: true });
    renderWithProviders(element);
    expect(screen.getByTestId('chat-disabled')).toHaveTextContent(
      'La denuncia está resuelta y no admite nuevos mensajes.',
    );
    expect(screen.getByRole('textbox', { name: 'Mensaje' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  });

  it('highlights messages that arrive after the first load for 2 s', () => {
    vi.useFakeTimers();
    const { element, onSend } = panel({ messages: [fromReporter] });
    const { rerender } = renderWithProviders(element);
    expect(bubble(fromReporter.mensaje)).toHaveAttribute('data-highlighted', 'false');

    rerender(<ChatPanel messages={[fromReporter, fromHandler]} viewerRole="informante" onSend={onSend} />);
    expect(bubble(fromHandler.mensaje)).toHaveAttribute('data-highlighted', 'true');
    expect(bubble(fromReporter.mensaje)).toHaveAttribute('data-highlighted', 'false');

    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(bubble(fromHandler.mensaje)).toHaveAttribute('data-highlighted', 'true');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(bubble(fromHandler.mensaje)).toHaveAttribute('data-highlighted', 'false');
  });

  it('does not highlight what the first load brings', () => {
    const { element, onSend } = panel({ messages: [], isLoading: true });
    const { rerender } = renderWithProviders(element);
    rerender(
      <ChatPanel messages={[fromReporter, fromHandler]} viewerRole="informante" onSend={onSend} isLoading={false} />,
    );
    expect(bubble(fromReporter.mensaje)).toHaveAttribute('data-highlighted', 'false');
    expect(bubble(fromHandler.mensaje)).toHaveAttribute('data-highlighted', 'false');
  });
});
