import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  excludeBodySchema,
  exclusionReasonMax,
  exclusionReasonMin,
  type CaseAccessPerson,
} from '@atalaya/contract/people/case-access.schemas';
import { FormDialog } from '@/components/ui/form-dialog.tsx';

export const excludeDialogWidth = 480;

type ExcludeDialogProps = {
  open: boolean;
  /** Who can be excluded from here: the assigned gestores and the candidates. */
  people: readonly CaseAccessPerson[];
  /** The person chosen beforehand (a row's "Excluir"), if any. */
  initialPerson: number | null;
  isSaving: boolean;
  onExclude: (idusuario: number, motivo: string) => void;
  onClose: () => void;
};

type Errors = { person?: string; reason?: string };

/**
 * "Excluir por conflicto de intereses" (Ley 2/2023 art 8.4–8.5): a person and a reason (5–500
 * characters, audited). It says that excluding also removes the assignment and the access at once.
 * Mounted only while open, so each opening starts empty.
 */
export function ExcludeDialog({ open, people, initialPerson, isSaving, onExclude, onClose }: ExcludeDialogProps) {
  const { t } = useTranslation();
  const warningId = useId();
  const [person, setPerson] = useState<string>(initialPerson === null ? '' : `${initialPerson}`);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const personRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  function submit() {
    const chosen = people.find((candidate) => `${candidate.idusuario}` === person);
    const body = excludeBodySchema.safeParse({ motivo: reason });
    const next: Errors = {
      person: chosen ? undefined : t('caseAccess.exclude.personRequired'),
      reason: body.success
        ? undefined
        : t('caseAccess.exclude.reasonLength', { min: exclusionReasonMin, max: exclusionReasonMax }),
    };
    setErrors(next);
    if (!chosen) {
      personRef.current?.focus();
      return;
    }
    if (!body.success) {
      reasonRef.current?.focus();
      return;
    }
    onExclude(chosen.idusuario, body.data.motivo);
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      width={excludeDialogWidth}
      title={t('caseAccess.exclude.title')}
      describedBy={warningId}
      confirmLabel={t('caseAccess.exclude.confirm')}
      confirmColor="error"
      confirmDisabled={isSaving}
      onSubmit={submit}
    >
      <Alert severity="warning" id={warningId}>
        {t('caseAccess.exclude.warning')}
      </Alert>
      <TextField
        select
        required
        label={t('caseAccess.exclude.person')}
        value={person}
        inputRef={personRef}
        error={errors.person !== undefined}
        helperText={errors.person}
        onChange={(event) => {
          setPerson(event.target.value);
        }}
      >
        {people.map((candidate) => (
          <MenuItem key={candidate.idusuario} value={`${candidate.idusuario}`}>
            {candidate.rol === 'gestor'
              ? t('caseAccess.personOption', { name: candidate.nombre, email: candidate.email })
              : t('caseAccess.personOptionWithRole', {
                  name: candidate.nombre,
                  email: candidate.email,
                  role: t(`peopleAdmin.roles.${candidate.rol}`),
                })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        required
        multiline
        minRows={3}
        label={t('caseAccess.exclude.reason')}
        value={reason}
        inputRef={reasonRef}
        error={errors.reason !== undefined}
        helperText={
          errors.reason ?? t('caseAccess.exclude.reasonHelp', { length: reason.trim().length, max: exclusionReasonMax })
        }
        slotProps={{ htmlInput: { maxLength: exclusionReasonMax } }}
        onChange={(event) => {
          setReason(event.target.value);
        }}
      />
    </FormDialog>
  );
}
