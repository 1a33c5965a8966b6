import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { languageCodes, languageIds } from '@atalaya/contract/limits';
import { menuSchema, type Menu } from '@atalaya/contract/resources/menu.schemas';
import { reasonTranslator, useResourceCrud } from '@/components/admin-crud/admin-crud.ts';
import { AdminCrudTable, type AdminCrudColumn } from '@/components/admin-crud/admin-crud-table.tsx';
import { languageNames } from '@/lib/i18n.ts';
import { menusQueryKey, useAdminMenus } from '../api/menus.ts';
import { menuRefusals } from '../utils/menu-messages.ts';
import { MenuDialog } from './menu-dialog.tsx';
import { MenuOptionsPanel } from './menu-options-panel.tsx';

type DialogState = { menu: Menu | null } | null;

/** The language name of an `ididioma` (1 es … 5 en). */
function languageNameOf(ididioma: number): string {
  const code = languageCodes.find((candidate) => languageIds[candidate] === ididioma);
  return code ? languageNames[code] : String(ididioma);
}

/** Menús Dinámicos: the menus (title, code, language) and the options of the chosen one. */
export function MenuAdminScreen() {
  const { t } = useTranslation();
  const menus = useAdminMenus();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const translateReason = useMemo(() => reasonTranslator(t, menuRefusals), [t]);
  const { save, remove, saveError } = useResourceCrud({
    resource: 'trans_menu',
    schema: menuSchema,
    queryKey: menusQueryKey,
    translateReason,
  });
  const closeDialog = useCallback(() => {
    setDialog(null);
  }, []);
  const selected = menus.data?.find((menu) => menu.idmenu === selectedId) ?? menus.data?.[0] ?? null;

  const columns: AdminCrudColumn<Menu>[] = [
    { id: 'titulo', header: t('menusAdmin.title'), render: (row) => row.titulo },
    {
      id: 'codigo',
      header: t('menusAdmin.code'),
      render: (row) => (
        <Box component="code" sx={{ fontSize: '0.85em' }}>
          {row.codigo}
        </Box>
      ),
    },
    { id: 'idioma', header: t('menusAdmin.language'), render: (row) => languageNameOf(row.ididioma) },
  ];

  return (
    <Stack spacing={4}>
      <Box component="section">
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {t('menusAdmin.menus')}
        </Typography>
        <AdminCrudTable
          label={t('menusAdmin.menus')}
          columns={columns}
          rows={menus.data}
          getRowId={(row) => row.idmenu}
          getRowName={(row) => row.titulo}
          isLoading={menus.isPending}
          isError={menus.isError}
          onRetry={() => {
            void menus.refetch();
          }}
          addLabel={t('menusAdmin.newMenu')}
          onAdd={() => {
            save.reset();
            setDialog({ menu: null });
          }}
          onEdit={(row) => {
            save.reset();
            setDialog({ menu: row });
          }}
          onDelete={(row) => {
            remove.mutate(row.idmenu);
          }}
          selectedId={selected?.idmenu ?? null}
          onSelect={(row) => {
            setSelectedId(row.idmenu);
          }}
          selectText={t('menusAdmin.options')}
          selectLabel={(row) => t('menusAdmin.showOptions', { menu: row.titulo })}
          emptyText={t('menusAdmin.noMenus')}
        />
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {selected ? (
          <MenuOptionsPanel key={selected.idmenu} menu={selected} />
        ) : (
          <Typography color="text.secondary">{t('menusAdmin.selectMenu')}</Typography>
        )}
      </Paper>
      {dialog ? (
        <MenuDialog
          menu={dialog.menu}
          isSaving={save.isPending}
          errorMessage={saveError}
          onClose={closeDialog}
          onSave={(input) => {
            save.mutate(
              { entity: input, isNew: dialog.menu === null },
              {
                onSuccess: (saved) => {
                  setDialog(null);
                  setSelectedId(saved.idmenu);
                },
              },
            );
          }}
        />
      ) : null}
    </Stack>
  );
}
