import { useCallback, useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { pickText } from '@atalaya/contract/complaints/i18n-text.schemas';
import type { ComplaintStatus, ComplaintType } from '@atalaya/contract/complaints/complaint-type.schemas';
import { useLanguage } from '@/lib/i18n.ts';
import { caseSearchMaxLength, hasCaseFilters } from '../utils/case-list-search.ts';
import type { CaseListSearch, CaseSearchPatch, DateFieldError } from '../utils/case-list-search.ts';

/** Wait after the last key before the search text goes to the URL (and the server). */
export const caseSearchDebounceMs = 300;

type Option = { value: string; label: string };

type SelectFilterProps = {
  label: string;
  allLabel: string;
  value: number | undefined;
  options: readonly Option[];
  onChange: (value: number | undefined) => void;
};

function SelectFilter({ label, allLabel, value, options, onChange }: SelectFilterProps) {
  const id = useId();
  const current = value === undefined ? '' : String(value);
  // An id the lists do not (yet) hold still shows, so the filter in force is never hidden.
  const shown =
    current === '' || options.some((option) => option.value === current)
      ? options
      : [...options, { value: current, label: `#${current}` }];
  return (
    <TextField
      id={id}
      select
      size="small"
      label={label}
      value={current}
      onChange={(event) => {
        onChange(event.target.value === '' ? undefined : Number(event.target.value));
      }}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {shown.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

type DateFilterProps = {
  label: string;
  value: string;
  error: DateFieldError | undefined;
  onChange: (value: string) => void;
};

function DateFilter({ label, value, error, onChange }: DateFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <TextField
      id={id}
      type="date"
      size="small"
      label={label}
      value={value}
      error={error !== undefined}
      helperText={error ? t(`caseList.dateErrors.${error}`) : undefined}
      onChange={(event) => {
        onChange(event.target.value);
      }}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: 180 }}
    />
  );
}

type SearchFilterProps = { value: string; onCommit: (value: string) => void };

/** The search by reference ("2026-0001", "0001") or guid prefix: typed freely, sent 300 ms after the last key. */
function SearchFilter({ value, onCommit }: SearchFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The URL changed (our own write, back, or "Limpiar filtros"): show what it holds.
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) {
      return undefined;
    }
    const timer = setTimeout(() => {
      onCommit(text);
    }, caseSearchDebounceMs);
    return () => {
      clearTimeout(timer);
    };
  }, [text, value, onCommit]);
  return (
    <TextField
      id={id}
      type="search"
      size="small"
      label={t('caseList.filters.texto')}
      helperText={t('caseList.filters.textoHelp')}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
      }}
      slotProps={{ htmlInput: { maxLength: caseSearchMaxLength, spellCheck: false, autoComplete: 'off' } }}
      sx={{ minWidth: 220 }}
    />
  );
}

export type CaseFiltersProps = {
  search: CaseListSearch;
  statuses: readonly ComplaintStatus[];
  types: readonly ComplaintType[];
  onChange: (patch: CaseSearchPatch, options?: { replace?: boolean }) => void;
  onClear: () => void;
  /** Shown at the end of the toolbar (the export button). */
  actions?: ReactNode;
};

/**
 * Status, type, dates, "Solo vencidas", "Solo pendientes", "Supresión avisada" (the cases the purge
 * warning named) and the search; every change goes to the URL.
 */
export function CaseFilters({ search, statuses, types, onChange, onClear, actions }: CaseFiltersProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const statusOptions = statuses.map((status) => ({
    value: String(status.idestadodenuncia),
    label: pickText(status.nombre, language),
  }));
  const typeOptions = types.map((type) => ({
    value: String(type.idtipodenuncia),
    label: type.activo
      ? pickText(type.nombre, language)
      : `${pickText(type.nombre, language)} ${t('caseList.filters.inactive')}`,
  }));
  const commitText = useCallback(
    (texto: string) => {
      onChange({ texto }, { replace: true });
    },
    [onChange],
  );
  const canClear = hasCaseFilters(search);

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('caseList.filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}
    >
      <SelectFilter
        label={t('caseList.filters.estado')}
        allLabel={t('caseList.filters.all')}
        value={search.idestadodenuncia}
        options={statusOptions}
        onChange={(idestadodenuncia) => {
          onChange({ idestadodenuncia });
        }}
      />
      <SelectFilter
        label={t('caseList.filters.tipo')}
        allLabel={t('caseList.filters.all')}
        value={search.idtipodenuncia}
        options={typeOptions}
        onChange={(idtipodenuncia) => {
          onChange({ idtipodenuncia });
        }}
      />
      <DateFilter
        label={t('caseList.filters.desde')}
        value={search.desde}
        error={search.dateErrors.desde}
        onChange={(desde) => {
          onChange({ desde }, { replace: true });
        }}
      />
      <DateFilter
        label={t('caseList.filters.hasta')}
        value={search.hasta}
        error={search.dateErrors.hasta}
        onChange={(hasta) => {
          onChange({ hasta }, { replace: true });
        }}
      />
      <SearchFilter value={search.texto} onCommit={commitText} />
      <FormControlLabel
        control={
          <Switch
            checked={search.vencidas}
            onChange={(event) => {
              onChange({ vencidas: event.target.checked });
            }}
          />
        }
        label={t('caseList.filters.vencidas')}
        sx={{ minHeight: 40, mr: 0 }}
      />
      <FormControlLabel
        control={
          <Switch
            checked={search.pendientes}
            onChange={(event) => {
              onChange({ pendientes: event.target.checked });
            }}
          />
        }
        label={t('caseList.filters.pendientes')}
        sx={{ minHeight: 40, mr: 0 }}
      />
      <FormControlLabel
        control={
          <Switch
            checked={search.supresion}
            onChange={(event) => {
              onChange({ supresion: event.target.checked });
            }}
          />
        }
        label={t('caseList.filters.supresion')}
        sx={{ minHeight: 40, mr: 0 }}
      />
      {canClear ? (
        <Button variant="text" onClick={onClear} sx={{ minHeight: 40 }}>
          {t('caseList.filters.clear')}
        </Button>
      ) : null}
      {actions ? <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', minHeight: 40 }}>{actions}</Box> : null}
    </Box>
  );
}
