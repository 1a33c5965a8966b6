import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlainMenu } from './plain-menu.tsx';

function renderMenu(onChoose = vi.fn()) {
  render(
    <>
      <PlainMenu label="Idioma" button="ES">
        {['Español', 'Català', 'English'].map((name) => (
          <li key={name} role="none">
            <button
              type="button"
              role="menuitem"
              className="at-menu-item"
              aria-current={name === 'Català' ? 'true' : undefined}
              onClick={() => {
                onChoose(name);
              }}
            >
              {name}
            </button>
          </li>
        ))}
      </PlainMenu>
      <button type="button">Fuera</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Idioma' });
}

describe('PlainMenu (the public shell’s menu button, decision 044)', () => {
  it('opens on click with the current item focused and says so on the button', async () => {
    const button = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).not.toHaveAttribute('aria-expanded');
    await userEvent.click(button);
    const menu = screen.getByRole('menu', { name: 'Idioma' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getByRole('menuitem', { name: 'Català' })).toHaveFocus();
  });

  it('moves with the arrows (wrapping), Home and End; Escape closes and gives the focus back', async () => {
    const button = renderMenu();
    await userEvent.click(button);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Español' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Español' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('opens from the keyboard (Enter, ArrowDown) and chooses with Enter, closing the menu', async () => {
    const onChoose = vi.fn();
    const button = renderMenu(onChoose);
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Català' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onChoose).toHaveBeenCalledWith('Español');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('closes on a click outside and on Tab, without choosing', async () => {
    const onChoose = vi.fn();
    const button = renderMenu(onChoose);
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Fuera' }));
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(button);
    await userEvent.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onChoose).not.toHaveBeenCalled();
  });
});
