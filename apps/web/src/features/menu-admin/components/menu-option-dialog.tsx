import { useCallback } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { menuOptionInputSchema, type MenuOption } from '@atalaya/contract/resources/menu.schemas';
import { translateFieldError } from '@/components/ui/admin-crud.ts';
import { parseWholeNumber, useSchemaForm } from '@/components/ui/admin-crud-form.ts';
import { AdminCrudDialog } from '@/components/ui/admin-crud-dialog.tsx';
import { isExternalUrl, menuFieldMessages } from '../utils/menu-messages.ts';

type OptionFormValues = { titulo: string; url: string; orden: string; visible: boolean };

type MenuOptionDialogProps = {
  idmenu: number;
  /** The option edited, or `null` for a new one. */
  option: MenuOption | null;
  /** `orden` proposed for a new option (after the last one). */
  nextOrden: number;
  isSaving: boolean;
  /** Why the last save failed. */
  errorMessage?: string;
  onSave: (input: object) => void;
  onClose: () => void;
};

/** Create/edit a menu option: title, url (http/https opens in a new tab), order and visibility. */
export function MenuOptionDialog({
  idmenu,
  option,
  nextOrden,
  isSaving,
  errorMessage,
  onSave,
  onClose,
}: MenuOptionDialogProps) {
  const { t } = useTranslation();
  const toInput = useCallback(
    (values: OptionFormValues) => ({
      ...(option ? { idopcion: option.idopcion } : {}),
      idmenu,
      titulo: values.titulo,
      url: values.url,
      orden: parseWholeNumber(values.orden),
      visible: values.visible,
    }),
    [idmenu, option],
  );
  const form = useSchemaForm(
    menuOptionInputSchema,
    {
      titulo: option?.titulo ?? '',
      url: option?.url ?? '',
      orden: String(option?.orden ?? nextOrden),
      visible: option?.visible ?? true,
    },
    toInput,
  );
  const { values } = form;
  const urlError = translateFieldError(form.errorOf('url'), t, menuFieldMessages);
  const urlHelp = isExternalUrl(values.url) ? t('menusAdmin.externalHelp') : t('menusAdmin.urlHelp');

  return (
    <AdminCrudDialog
      open
      isNew={option === null}
      subject={t('menusAdmin.optionSubject')}
      canSave={form.isValid}
      isSaving={isSaving}
      errorMessage={errorMessage}
      onSave={() => {
        onSave(form.input);
      }}
      onClose={onClose}
    >
      <TextField
        label={t('menusAdmin.title')}
        value={values.titulo}
        required
        onChange={(event) => {
          form.update('titulo', { titulo: event.target.value });
        }}
        error={form.errorOf('titulo') !== undefined}
        helperText={translateFieldError(form.errorOf('titulo'), t, menuFieldMessages)}
      />
      <TextField
        label={t('menusAdmin.url')}
        value={values.url}
        required
        onChange={(event) => {
          form.update('url', { url: event.target.value });
        }}
        error={urlError !== undefined}
        helperText={urlError ?? urlHelp}
        slotProps={{ htmlInput: { spellCheck: false, inputMode: 'url' } }}
      />
      <TextField
        label={t('menusAdmin.order')}
        type="number"
        value={values.orden}
        slotProps={{ htmlInput: { min: 0, max: 100_000, step: 1 } }}
        onChange={(event) => {
          form.update('orden', { orden: event.target.value });
        }}
        error={form.errorOf('orden') !== undefined}
        helperText={translateFieldError(form.errorOf('orden'), t)}
      />
      <FormControlLabel
        control={
          <Switch
            checked={values.visible}
            onChange={(event) => {
              form.update('visible', { visible: event.target.checked });
            }}
          />
        }
        label={t('menusAdmin.visibleSwitch')}
      />
    </AdminCrudDialog>
  );
}
