import { useState } from 'react';
import Button from '@mui/material/Button';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { DemoConfirmDialog } from '../lib/confirm-dialog.tsx';
import { demoPaths } from '../lib/demo-paths.ts';
import { useAreaText, useDemoText } from '../lib/demo-text.ts';
import { BoardFormDialog } from './board-form-dialog.tsx';
import { deleteBoard, scrumboardKeys, updateBoard, type BoardEdit, type FullBoard } from './scrumboard-api.ts';
import { scrumboardStrings } from './scrumboard-strings.ts';

/** The board's settings: rename it, change its description and icon, or delete it (with a question first). */
export function BoardSettingsButton({ board }: { board: FullBoard }) {
  const { t } = useAreaText(scrumboardStrings);
  const shared = useDemoText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const save = useMutation({
    mutationFn: (values: BoardEdit) => updateBoard(board.id, values),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: scrumboardKeys.all });
      setOpen(false);
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteBoard(board.id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: scrumboardKeys.board(board.id) });
      await queryClient.invalidateQueries({ queryKey: scrumboardKeys.boards });
      void navigate(demoPaths.scrumboard);
    },
  });
  return (
    <>
      <Button variant="outlined" startIcon={<SettingsOutlinedIcon />} onClick={() => setOpen(true)}>
        {t('settings')}
      </Button>
      <BoardFormDialog
        open={open}
        heading={t('settings')}
        submitLabel={shared.t('common.save')}
        initial={{ title: board.title, description: board.description, icon: board.icon }}
        pending={save.isPending}
        failed={save.isError}
        onSubmit={(values) => save.mutate(values)}
        onClose={() => setOpen(false)}
        extra={
          <Button color="error" onClick={() => setConfirming(true)}>
            {t('deleteBoard')}
          </Button>
        }
      />
      <DemoConfirmDialog
        open={confirming}
        title={t('deleteBoard')}
        text={t('confirmDeleteBoard', { title: board.title })}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          setOpen(false);
          remove.mutate();
        }}
      />
    </>
  );
}
