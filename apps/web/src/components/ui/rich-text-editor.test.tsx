import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { stubEditorLayout } from '@/testing/editor-layout.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { isSafeLink } from './rich-text-controls.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

type HarnessProps = {
  initial?: string;
  maxLength?: number;
  onChange?: (html: string) => void;
  onRequestImage?: () => Promise<string | null>;
  disabled?: boolean;
};

function Harness({ initial = '', maxLength = 15000, onChange, onRequestImage, disabled }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      value={value}
      label="Contenido"
      maxLength={maxLength}
      helperText="Obligatorio"
      disabled={disabled}
      onRequestImage={onRequestImage}
      onChange={(html) => {
        setValue(html);
        onChange?.(html);
      }}
    />
  );
}

beforeAll(stubEditorLayout);

function editable(): HTMLElement {
  return screen.getByRole('textbox', { name: 'Contenido' });
}

describe('RichTextEditor', () => {
  it('is a labelled multi-line textbox with a labelled toolbar and shows the text length against the limit', () => {
    renderWithProviders(<Harness initial="<p>Hola</p>" />);
    const box = editable();
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('contenteditable', 'true');
    expect(box).toHaveTextContent('Hola');
    expect(screen.getByRole('toolbar', { name: 'Formato de «Contenido»' })).toBeInTheDocument();
    // "<p>Hola</p>" is 11 characters of HTML but 4 of text: the counter counts what was typed.
    expect(screen.getByTestId('rich-text-counter')).toHaveTextContent('4 / 15000');
    expect(box).toHaveAccessibleDescription(expect.stringContaining('4 / 15000'));
    expect(screen.queryByRole('button', { name: 'Insertar imagen' })).not.toBeInTheDocument();
  });

  it('emits HTML as the user types and formats, and counts the text, not the markup', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    expect(screen.getByTestId('rich-text-counter')).toHaveTextContent('0 / 15000');
    const bold = screen.getByRole('button', { name: 'Negrita' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(editable());
    await userEvent.paste('Hola');
    await waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith('<p>Hola</p>');
    });
    expect(screen.getByTestId('rich-text-counter')).toHaveTextContent('4 / 15000');

    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(bold);
    await waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith('<p><strong>Hola</strong></p>');
    });
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    // Bold adds markup, not text.
    expect(screen.getByTestId('rich-text-counter')).toHaveTextContent('4 / 15000');

    await userEvent.click(screen.getByRole('button', { name: 'Lista con viñetas' }));
    await waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith('<ul><li><p><strong>Hola</strong></p></li></ul>');
    });

    await userEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    await waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith('<p><strong>Hola</strong></p>');
    });
  });

  it('counts 15,001 typed characters as 15001 (not the 15008 of their HTML) and marks them over the limit', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await userEvent.click(editable());
    await userEvent.paste('a'.repeat(15_001));
    await waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith(`<p>${'a'.repeat(15_001)}</p>`);
    });
    const counter = screen.getByTestId('rich-text-counter');
    expect(counter).toHaveTextContent('15001 / 15000');
    expect(counter.className).toContain('Mui-error');

    await userEvent.keyboard('{Backspace}');
    await waitFor(() => {
      expect(counter).toHaveTextContent('15000 / 15000');
    });
    expect(counter.className).not.toContain('Mui-error');
  });

  it('counts an entity as the one character typed', () => {
    renderWithProviders(<Harness initial="<p>I+D &amp; más</p>" />);
    // "I+D & más": 9 characters; its HTML is 20.
    expect(screen.getByTestId('rich-text-counter')).toHaveTextContent('9 / 15000');
  });

  it('emits an empty string once the text is deleted', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness initial="<p>A</p>" onChange={onChange} />);
    await userEvent.click(editable());
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith('');
    });
    expect(screen.getByTestId('rich-text-counter')).toHaveTextContent('0 / 15000');
  });

  it('lets Tab leave the editor instead of indenting a list item (no keyboard trap)', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <>
        <Harness initial="<ul><li><p>Uno</p></li><li><p>Dos</p></li></ul>" onChange={onChange} />
        <button type="button">Después</button>
      </>,
    );
    await userEvent.click(editable());
    // The caret in the second item, where Tab would otherwise nest it under the first.
    const second = screen.getByText('Dos').firstChild as Text;
    act(() => {
      document.getSelection()?.collapse(second, 1);
      document.dispatchEvent(new Event('selectionchange'));
    });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Después' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('turns the counter red and marks the field invalid above the limit', () => {
    renderWithProviders(<Harness initial="<p>0123456789A</p>" maxLength={10} />);
    const counter = screen.getByTestId('rich-text-counter');
    expect(counter).toHaveTextContent('11 / 10');
    expect(counter.className).toContain('Mui-error');
    expect(editable()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Máximo 10 caracteres')).toBeInTheDocument();
  });

  it('inserts the image the caller picks through "Insertar imagen"', async () => {
    const onChange = vi.fn();
    const onRequestImage = vi.fn(() => Promise.resolve('/denuncias/recursos/foto.png'));
    renderWithProviders(<Harness initial="<p>Texto</p>" onChange={onChange} onRequestImage={onRequestImage} />);
    await userEvent.click(screen.getByRole('button', { name: 'Insertar imagen' }));
    expect(onRequestImage).toHaveBeenCalledTimes(1);
    await waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<img src="/denuncias/recursos/foto.png"'));
    });
  });

  it('inserts nothing when the image request is cancelled', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <Harness initial="<p>Texto</p>" onChange={onChange} onRequestImage={() => Promise.resolve(null)} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Insertar imagen' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('adds a link through the link dialog, refusing unsafe addresses', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await userEvent.click(editable());
    await userEvent.click(screen.getByRole('button', { name: 'Enlace' }));
    const url = screen.getByRole('textbox', { name: 'Dirección (URL)' });
    await userEvent.clear(url);
    await userEvent.type(url, 'javascript:alert(1)');
    expect(screen.getByRole('button', { name: 'Aceptar' })).toBeDisabled();
    await userEvent.clear(url);
    await userEvent.type(url, 'https://example.org/ley');
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('href="https://example.org/ley"'));
    });
    expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('>https://example.org/ley</a>'));
  });

  it('replaces its content when the value changes from outside, without emitting', () => {
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(
      <RichTextEditor value="<p>Uno</p>" label="Contenido" maxLength={100} onChange={onChange} />,
    );
    rerender(<RichTextEditor value="<p>Dos</p>" label="Contenido" maxLength={100} onChange={onChange} />);
    expect(editable()).toHaveTextContent('Dos');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the form renders once more with a value from a keystroke ago', async () => {
    const sent: string[] = [];
    const onChange = vi.fn((html: string) => sent.push(html));
    const { rerender } = renderWithProviders(
      <RichTextEditor value="" label="Contenido" maxLength={100} onChange={onChange} />,
    );
    await userEvent.click(editable());
    await userEvent.keyboard('ab');
    expect(sent).toEqual(['<p>a</p>', '<p>ab</p>']);
    // A lagging form passes the first keystroke's value back: an echo, not a change from outside.
    rerender(<RichTextEditor value="<p>a</p>" label="Contenido" maxLength={100} onChange={onChange} />);
    expect(editable()).toHaveTextContent('ab');
    // Once it has caught up, a value it never received from the editor (a reset) still replaces it.
    rerender(<RichTextEditor value="<p>ab</p>" label="Contenido" maxLength={100} onChange={onChange} />);
    rerender(<RichTextEditor value="<p>a</p>" label="Contenido" maxLength={100} onChange={onChange} />);
    expect(editable()).toHaveTextContent(/^a$/);
  });

  it('is read-only and its buttons disabled when disabled', () => {
    renderWithProviders(<Harness initial="<p>Hola</p>" disabled />);
    expect(editable()).toHaveAttribute('contenteditable', 'false');
    expect(editable()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Negrita' })).toBeDisabled();
  });

  it('accepts only web, mail, phone and site-relative links', () => {
    expect(isSafeLink('https://a.example')).toBe(true);
    expect(isSafeLink('mailto:x@example.org')).toBe(true);
    expect(isSafeLink('/denuncias')).toBe(true);
    expect(isSafeLink('//evil.example')).toBe(false);
    expect(isSafeLink('javascript:alert(1)')).toBe(false);
    expect(isSafeLink('data:text/html,x')).toBe(false);
  });
});
