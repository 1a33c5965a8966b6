import { useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { menuOptionSchema, type Menu, type MenuOption } from '@atalaya/contract/resources/menu.schemas';
import { reasonTranslator, useResourceCrud } from '@/components/admin-crud/admin-crud.ts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { menuOptionsQueryKey, useAdminMenuOptions } from '../api/menus.ts';
import { ordenStep, useMenuOptionOrder } from '../api/reorder-menu-options.ts';
import { menuRefusals } from '../utils/menu-messages.ts';
import { MenuOptionDialog } from './menu-option-dialog.tsx';
import { SortableOptionsTable } from './sortable-options-table.tsx';

type DialogState = { option: MenuOption | null } | null;

/** The options of one menu: reorder, create, edit and delete them. */
export function MenuOptionsPanel({ menu }: { menu: Menu }) {
  const { t } = useTranslation();
  const options = useAdminMenuOptions(menu.idmenu);
  const { ordered, move } = useMenuOptionOrder(menu.idmenu, options.data);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [pendingDelete, setPendingDelete] = useState<MenuOption | null>(null);
  const translateReason = useMemo(() => reasonTranslator(t, menuRefusals), [t]);
  const { save, remove, saveError } = useResourceCrud({
    resource: 'trans_menu_opcion',
    schema: menuOptionSchema,
    queryKey: menuOptionsQueryKey(menu.idmenu),
    translateReason,
  });
  const closeDialog = useCallback(() => {
    setDialog(null);
  }, []);
  const closeConfirm = useCallback(() => {
    setPendingDelete(null);
  }, []);
  const nextOrden = ordered.reduce((highest, option) => Math.max(highest, option.orden), 0) + ordenStep;
  const headingId = `menu-options-${menu.idmenu}`;

  return (
    <Stack spacing={2} component="section" aria-labelledby={headingId}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Typography variant="h2" id={headingId} sx={{ fontSize: '1.25rem' }}>
          {t('menusAdmin.optionsOf', { menu: menu.titulo })}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => {
            save.reset();
            setDialog({ option: null });
          }}
        >
          {t('menusAdmin.newOption')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('menusAdmin.reorderHelp')}
      </Typography>
      {options.isError ? <Alert severity="error">{t('adminCrud.loadError')}</Alert> : null}
      {options.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
          <CircularProgress size={24} aria-label={t('loader.text')} />
        </Box>
      ) : (
        <SortableOptionsTable
          label={t('menusAdmin.optionsOf', { menu: menu.titulo })}
          options={ordered}
          onMove={move}
          onEdit={(option) => {
            save.reset();
            setDialog({ option });
          }}
          onDelete={setPendingDelete}
        />
      )}
      {dialog ? (
        <MenuOptionDialog
          idmenu={menu.idmenu}
          option={dialog.option}
          nextOrden={nextOrden}
          isSaving={save.isPending}
          errorMessage={saveError}
          onClose={closeDialog}
          onSave={(input) => {
            save.mutate(
              { entity: input, isNew: dialog.option === null },
              {
                onSuccess: () => {
                  setDialog(null);
                },
              },
            );
          }}
        />
      ) : null}
      <ConfirmDialog
        open={pendingDelete !== null}
        message={t('messages.confirmDelete')}
        onClose={closeConfirm}
        onConfirm={() => {
          if (pendingDelete) {
            remove.mutate(pendingDelete.idopcion);
          }
          setPendingDelete(null);
        }}
      />
    </Stack>
  );
}
