import { useCallback } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { languageCodes, languageIds } from '@atalaya/contract/limits';
import { emptyMenu, menuInputSchema, type Menu } from '@atalaya/contract/resources/menu.schemas';
import { useSchemaForm } from '@/components/admin-crud/admin-crud-form.ts';
import { SchemaFormDialog, type EntityDialogProps } from '@/components/admin-crud/admin-crud-dialog.tsx';
import { SchemaTextField } from '@/components/admin-crud/schema-form-fields.tsx';
import { languageNames } from '@/lib/i18n.ts';
import { menuFieldMessages } from '../utils/menu-messages.ts';

type MenuFormValues = { titulo: string; codigo: string; ididioma: number };

type MenuDialogProps = {
  /** The menu edited, or `null` for a new one. */
  menu: Menu | null;
} & EntityDialogProps;

/** Create/edit a menu: title, code (e.g. `pie` for the footer) and language. */
export function MenuDialog({ menu, ...dialog }: MenuDialogProps) {
  const { t } = useTranslation();
  const toInput = useCallback(
    (values: MenuFormValues) => ({ ...(menu ? { idmenu: menu.idmenu } : {}), ...values }),
    [menu],
  );
  const source = menu ?? emptyMenu;
  const form = useSchemaForm(
    menuInputSchema,
    { titulo: source.titulo, codigo: source.codigo, ididioma: source.ididioma },
    toInput,
  );
  const { values } = form;
  return (
    <SchemaFormDialog form={form} isNew={menu === null} subject={t('menusAdmin.menuSubject')} {...dialog}>
      <SchemaTextField form={form} field="titulo" label={t('menusAdmin.title')} required messages={menuFieldMessages} />
      <SchemaTextField
        form={form}
        field="codigo"
        label={t('menusAdmin.code')}
        required
        messages={menuFieldMessages}
        help={t('menusAdmin.codeHelp')}
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
      <TextField
        select
        label={t('menusAdmin.language')}
        value={String(values.ididioma)}
        onChange={(event) => {
          form.update('ididioma', { ididioma: Number(event.target.value) });
        }}
      >
        {languageCodes.map((code) => (
          <MenuItem key={code} value={String(languageIds[code])}>
            {languageNames[code]}
          </MenuItem>
        ))}
      </TextField>
    </SchemaFormDialog>
  );
}
