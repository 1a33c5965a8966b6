import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { menuOptionInputSchema, type MenuOption } from '@atalaya/contract/resources/menu.schemas';
import { parseWholeNumber, useSchemaForm } from '@/components/admin-crud/admin-crud-form.ts';
import { SchemaFormDialog, type EntityDialogProps } from '@/components/admin-crud/admin-crud-dialog.tsx';
import { OrderField, SchemaTextField, SwitchField } from '@/components/admin-crud/schema-form-fields.tsx';
import { isExternalUrl, menuFieldMessages } from '../utils/menu-messages.ts';

type OptionFormValues = { titulo: string; url: string; orden: string; visible: boolean };

type MenuOptionDialogProps = {
  idmenu: number;
  /** The option edited, or `null` for a new one. */
  option: MenuOption | null;
  /** `orden` proposed for a new option (after the last one). */
  nextOrden: number;
} & EntityDialogProps;

/** Create/edit a menu option: title, url (http/https opens in a new tab), order and visibility. */
export function MenuOptionDialog({ idmenu, option, nextOrden, ...dialog }: MenuOptionDialogProps) {
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
  const urlHelp = isExternalUrl(values.url) ? t('menusAdmin.externalHelp') : t('menusAdmin.urlHelp');

  return (
    <SchemaFormDialog form={form} isNew={option === null} subject={t('menusAdmin.optionSubject')} {...dialog}>
      <SchemaTextField form={form} field="titulo" label={t('menusAdmin.title')} required messages={menuFieldMessages} />
      <SchemaTextField
        form={form}
        field="url"
        label={t('menusAdmin.url')}
        required
        messages={menuFieldMessages}
        help={urlHelp}
        slotProps={{ htmlInput: { spellCheck: false, inputMode: 'url' } }}
      />
      <OrderField form={form} label={t('menusAdmin.order')} />
      <SwitchField
        label={t('menusAdmin.visibleSwitch')}
        checked={values.visible}
        onChange={(checked) => {
          form.update('visible', { visible: checked });
        }}
      />
    </SchemaFormDialog>
  );
}
