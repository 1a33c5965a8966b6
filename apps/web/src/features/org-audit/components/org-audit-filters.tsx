import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { auditActions, type AuditAction } from '@atalaya/contract/complaints/case-detail.schemas';
import type { OrgAuditFiltersInput } from '@atalaya/contract/people/org-audit.schemas';

type Scope = NonNullable<OrgAuditFiltersInput['alcance']>;

type OrgAuditFiltersProps = {
  value: OrgAuditFiltersInput;
  onChange: (next: OrgAuditFiltersInput) => void;
};

const scopes: readonly Scope[] = ['todo', 'organizacion', 'caso'];

/** Action (several), person, dates, and all / organisation only / one case. Every change applies at once. */
export function OrgAuditFilters({ value, onChange }: OrgAuditFiltersProps) {
  const { t } = useTranslation();
  const scope = value.alcance ?? 'todo';

  function patch(next: Partial<OrgAuditFiltersInput>) {
    onChange({ ...value, ...next });
  }

  return (
    <Grid container spacing={2} role="search" aria-label={t('orgAudit.filters')}>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField
          select
          fullWidth
          size="small"
          label={t('orgAudit.action')}
          value={value.accion ?? []}
          onChange={(event) => {
            const picked = event.target.value as unknown as AuditAction[] | string;
            const list = typeof picked === 'string' ? (picked.split(',') as AuditAction[]) : picked;
            patch({ accion: list.length > 0 ? list : undefined });
          }}
          slotProps={{
            select: {
              multiple: true,
              displayEmpty: true,
              renderValue: (selected) => {
                const list = selected as AuditAction[];
                return list.length === 0
                  ? t('orgAudit.anyAction')
                  : list.map((a) => t(`orgAudit.actions.${a}`)).join(', ');
              },
            },
            inputLabel: { shrink: true },
          }}
        >
          {auditActions.map((action) => (
            <MenuItem key={action} value={action}>
              {t(`orgAudit.actions.${action}`)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField
          fullWidth
          size="small"
          label={t('orgAudit.person')}
          value={value.usuario ?? ''}
          onChange={(event) => {
            patch({ usuario: event.target.value || undefined });
          }}
          slotProps={{ htmlInput: { maxLength: 254 } }}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <TextField
          fullWidth
          size="small"
          type="date"
          label={t('orgAudit.from')}
          value={value.desde ?? ''}
          onChange={(event) => {
            patch({ desde: event.target.value || undefined });
          }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <TextField
          fullWidth
          size="small"
          type="date"
          label={t('orgAudit.to')}
          value={value.hasta ?? ''}
          onChange={(event) => {
            patch({ hasta: event.target.value || undefined });
          }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField
          select
          fullWidth
          size="small"
          label={t('orgAudit.scope')}
          value={scope}
          onChange={(event) => {
            const next = event.target.value as Scope;
            patch({ alcance: next, iddenuncia: next === 'caso' ? value.iddenuncia : undefined });
          }}
        >
          {scopes.map((s) => (
            <MenuItem key={s} value={s}>
              {t(
                s === 'todo'
                  ? 'orgAudit.scopeAll'
                  : s === 'organizacion'
                    ? 'orgAudit.scopeOrganisation'
                    : 'orgAudit.scopeCase',
              )}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      {scope === 'caso' ? (
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            fullWidth
            size="small"
            type="number"
            label={t('orgAudit.caseId')}
            value={value.iddenuncia ?? ''}
            onChange={(event) => {
              const n = Number(event.target.value);
              patch({ iddenuncia: Number.isInteger(n) && n > 0 ? n : undefined });
            }}
            slotProps={{ htmlInput: { min: 1 } }}
          />
        </Grid>
      ) : null}
      <Grid size={{ xs: 12, md: scope === 'caso' ? 4 : 8 }} sx={{ display: 'flex', alignItems: 'center' }}>
        <Button
          onClick={() => {
            onChange({ alcance: 'todo' });
          }}
        >
          {t('orgAudit.clear')}
        </Button>
      </Grid>
    </Grid>
  );
}
