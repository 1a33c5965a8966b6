import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoText, type DemoText } from '../lib/demo-text.ts';
import type { Country, PhoneEntry } from './contacts-api.ts';
import { PhoneField } from './phone-field.tsx';

const countries: Country[] = [
  { id: '1', iso: 'ie', name: 'Ireland', code: '+353', flag: '🇮🇪', flagImagePos: '' },
  { id: '2', iso: 'es', name: 'Spain', code: '+34', flag: '🇪🇸', flagImagePos: '' },
];
const t: DemoText = (key, values) => demoText('es', key, values);

function renderField(value: PhoneEntry, onChange = vi.fn(), onRemove = vi.fn()) {
  render(
    <PhoneField
      index={0}
      value={value}
      countries={countries}
      errors={{}}
      t={t}
      onChange={onChange}
      onRemove={onRemove}
    />,
  );
  return { onChange, onRemove };
}

describe('PhoneField', () => {
  it('shows the country with its flag and dial code, and the dial code before the number', () => {
    renderField({ country: 'es', phoneNumber: '612', label: 'Mobile' });
    expect(screen.getByRole('combobox', { name: 'País del teléfono 1' })).toHaveValue('🇪🇸 Spain (+34)');
    expect(screen.getByRole('textbox', { name: 'Teléfono 1' })).toHaveValue('612');
    expect(screen.getByText('+34')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tipo del teléfono 1' })).toHaveTextContent('Móvil');
  });

  it('picks another country by its name and keeps the number and the label', async () => {
    const user = userEvent.setup();
    const { onChange } = renderField({ country: 'es', phoneNumber: '612', label: 'Work' });
    await user.click(screen.getByRole('combobox', { name: 'País del teléfono 1' }));
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['🇮🇪Ireland (+353)', '🇪🇸Spain (+34)']);
    await user.click(within(list).getByRole('option', { name: /Ireland/ }));
    expect(onChange).toHaveBeenLastCalledWith({ country: 'ie', phoneNumber: '612', label: 'Work' });
  });

  it('offers Mobile, Work and Home, and removes the phone', async () => {
    const user = userEvent.setup();
    const { onChange, onRemove } = renderField({ country: 'es', phoneNumber: '', label: 'Mobile' });
    await user.click(screen.getByRole('combobox', { name: 'Tipo del teléfono 1' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Móvil', 'Trabajo', 'Casa']);
    await user.click(options[2] as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith({ country: 'es', phoneNumber: '', label: 'Home' });
    await user.click(screen.getByRole('button', { name: 'Quitar el teléfono 1' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
