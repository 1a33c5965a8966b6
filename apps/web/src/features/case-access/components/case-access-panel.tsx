import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useTranslation } from 'react-i18next';
import type { CaseAccess, CaseAccessPerson } from '@atalaya/contract/people/case-access.schemas';
import { Loader } from '@/components/ui/loader.tsx';
import { RetryAlert } from '@/components/ui/retry-alert.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { notify } from '@/lib/notices.ts';
import { useCaseAccess, useChangeCaseAccess, type CaseAccessChange } from '../api/case-access.ts';
import { ExcludeDialog } from './exclude-dialog.tsx';

type Excluding = { initialPerson: number | null } | null;

const sectionTitleSx = { fontSize: '1.05rem', fontWeight: 700 } as const;
const rowSx = {
  flexDirection: { xs: 'column', sm: 'row' },
  alignItems: { xs: 'stretch', sm: 'center' },
  gap: 1,
  px: 0,
} as const;

function AccessScreen({ iddenuncia, access }: { iddenuncia: number; access: CaseAccess }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const change = useChangeCaseAccess(iddenuncia);
  const headingId = useId();
  const assignedId = useId();
  const excludedId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const [candidate, setCandidate] = useState('');
  const [excluding, setExcluding] = useState<Excluding>(null);
  const [changes, setChanges] = useState(0);

  // After a change the button used may be gone (its person moved lists) and a dialog has given
  // focus back to it: then the panel's heading takes the focus, never the page's start.
  useEffect(() => {
    if (changes === 0) {
      return undefined;
    }
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !panelRef.current?.contains(active)) {
        headingRef.current?.focus();
      }
    }, 0);
    return () => {
      clearTimeout(timer);
    };
  }, [changes]);

  /** Runs a change; on success says so, on a refusal shows the server's words (e.g. a 409). */
  function run(next: CaseAccessChange, success: string, after?: () => void) {
    change.mutate(next, {
      onSuccess: () => {
        notify({ title: t('adminCrud.okTitle'), message: success, severity: 'success' });
        after?.();
        setChanges((count) => count + 1);
      },
      onError: (error) => {
        notify({ title: t('caseAccess.errorTitle'), message: error.message, severity: 'error' });
      },
    });
  }

  return (
    <Paper
      ref={panelRef}
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="case-access"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        variant="h2"
        component="h2"
        sx={{ fontSize: '1.2rem', mb: 1 }}
      >
        {t('caseAccess.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('caseAccess.help')}
      </Typography>

      <Typography id={assignedId} variant="h3" component="h3" sx={sectionTitleSx}>
        {t('caseAccess.assigned')}
      </Typography>
      {access.asignados.length === 0 ? (
        <Typography color="text.secondary" sx={{ my: 1 }} data-testid="assigned-empty">
          {t('caseAccess.assignedEmpty')}
        </Typography>
      ) : (
        <List aria-labelledby={assignedId} data-testid="assigned-list">
          {access.asignados.map((person) => (
            <ListItem key={person.idusuario} divider sx={rowSx}>
              <ListItemText
                primary={person.nombre}
                secondary={t('caseAccess.assignedSince', {
                  email: person.email,
                  date: formatDateTime(person.fec_alta, language),
                })}
              />
              <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                <Button
                  size="small"
                  disabled={change.isPending}
                  aria-label={t('caseAccess.unassignPerson', { name: person.nombre })}
                  onClick={() => {
                    run(
                      { kind: 'unassign', idusuario: person.idusuario },
                      t('caseAccess.unassigned', { name: person.nombre }),
                    );
                  }}
                >
                  {t('caseAccess.unassign')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  disabled={change.isPending}
                  aria-label={t('caseAccess.excludePerson', { name: person.nombre })}
                  onClick={() => {
                    setExcluding({ initialPerson: person.idusuario });
                  }}
                >
                  {t('caseAccess.excludeShort')}
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}

      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mt: 2, mb: 3, alignItems: { xs: 'stretch', sm: 'center' } }}
        onSubmit={(event) => {
          event.preventDefault();
          const person = access.candidatos.find((entry) => `${entry.idusuario}` === candidate);
          if (!person) {
            return;
          }
          run(
            { kind: 'assign', idusuario: person.idusuario },
            t('caseAccess.assignedOk', { name: person.nombre }),
            () => {
              setCandidate('');
            },
          );
        }}
      >
        {access.candidatos.length === 0 ? (
          <Typography color="text.secondary" data-testid="candidates-empty">
            {t('caseAccess.candidatesEmpty')}
          </Typography>
        ) : (
          <>
            <TextField
              select
              size="small"
              label={t('caseAccess.candidate')}
              value={candidate}
              sx={{ minWidth: { sm: 280 } }}
              onChange={(event) => {
                setCandidate(event.target.value);
              }}
            >
              {access.candidatos.map((person) => (
                <MenuItem key={person.idusuario} value={`${person.idusuario}`}>
                  {t('caseAccess.personOption', { name: person.nombre, email: person.email })}
                </MenuItem>
              ))}
            </TextField>
            <Button
              type="submit"
              variant="contained"
              startIcon={<PersonAddIcon />}
              disabled={candidate === '' || change.isPending}
            >
              {t('caseAccess.assign')}
            </Button>
          </>
        )}
      </Stack>

      <Typography id={excludedId} variant="h3" component="h3" sx={sectionTitleSx}>
        {t('caseAccess.excluded')}
      </Typography>
      {access.excluidos.length === 0 ? (
        <Typography color="text.secondary" sx={{ my: 1 }} data-testid="excluded-empty">
          {t('caseAccess.excludedEmpty')}
        </Typography>
      ) : (
        <List aria-labelledby={excludedId} data-testid="excluded-list">
          {access.excluidos.map((person) => (
            <ListItem key={person.idusuario} divider sx={rowSx}>
              <ListItemText
                primary={person.nombre}
                secondary={
                  <>
                    <Box component="span" sx={{ display: 'block' }}>
                      {t('caseAccess.excludedSince', {
                        email: person.email,
                        date: formatDateTime(person.fec_alta, language),
                      })}
                    </Box>
                    <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                      {t('caseAccess.reasonIs', { reason: person.motivo })}
                    </Box>
                  </>
                }
              />
              <Button
                size="small"
                disabled={change.isPending}
                sx={{ flexShrink: 0 }}
                aria-label={t('caseAccess.liftPerson', { name: person.nombre })}
                onClick={() => {
                  run({ kind: 'lift', idusuario: person.idusuario }, t('caseAccess.lifted', { name: person.nombre }));
                }}
              >
                {t('caseAccess.lift')}
              </Button>
            </ListItem>
          ))}
        </List>
      )}
      <Button
        variant="outlined"
        color="error"
        startIcon={<BlockIcon />}
        sx={{ mt: 2 }}
        disabled={access.excluibles.length === 0 || change.isPending}
        onClick={() => {
          setExcluding({ initialPerson: null });
        }}
      >
        {t('caseAccess.excludeConflict')}
      </Button>
      {access.excluibles.length === 0 ? null : (
        <ExcludeDialogHost
          excluding={excluding}
          people={access.excluibles}
          isSaving={change.isPending}
          onClose={() => {
            setExcluding(null);
          }}
          onExclude={(idusuario, motivo) => {
            const name = access.excluibles.find((person) => person.idusuario === idusuario)?.nombre ?? '';
            run({ kind: 'exclude', idusuario, motivo }, t('caseAccess.excludedOk', { name }), () => {
              setExcluding(null);
            });
          }}
        />
      )}
    </Paper>
  );
}

type ExcludeDialogHostProps = {
  excluding: Excluding;
  people: readonly CaseAccessPerson[];
  isSaving: boolean;
  onClose: () => void;
  onExclude: (idusuario: number, motivo: string) => void;
};

/** The dialog, remounted for each opening (a fresh form), closed while `excluding` is null. */
function ExcludeDialogHost({ excluding, ...props }: ExcludeDialogHostProps) {
  const [opening, setOpening] = useState(0);
  const [last, setLast] = useState<Excluding>(null);
  if (excluding !== last) {
    setLast(excluding);
    if (excluding !== null) {
      setOpening((count) => count + 1);
    }
  }
  return (
    <ExcludeDialog
      key={opening}
      open={excluding !== null}
      initialPerson={excluding?.initialPerson ?? null}
      {...props}
    />
  );
}

/**
 * "Acceso" of a case (issue 15 §4), for a Responsable: the gestores assigned (unassign), assign
 * one more, the people excluded for a conflict of interests (with their reason; lift it) and
 * exclude somebody. Every change is the server's, audited there; its refusals come as it words them.
 */
export function CaseAccessPanel({ iddenuncia }: { iddenuncia: number }) {
  const { t } = useTranslation();
  const access = useCaseAccess(iddenuncia);
  if (access.isPending) {
    return <Loader />;
  }
  if (access.isError) {
    return (
      <RetryAlert
        message={t('caseAccess.loadError')}
        onRetry={() => {
          void access.refetch();
        }}
      />
    );
  }
  return <AccessScreen iddenuncia={iddenuncia} access={access.data} />;
}
