import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { dashboardMaxDays } from '@atalaya/contract/complaints/dashboard.schemas';
import { checkPeriod, matchQuickPeriod, quickPeriod, quickPeriods } from '../utils/period.ts';
import type { Period, PeriodProblem, QuickPeriod } from '../utils/period.ts';

type PeriodPickerProps = { value: Period; onChange: (period: Period) => void };

/**
 * The Resumen's period: quick choices (last 30 days, last 12 months, current year) that apply at
 * once, and two date inputs applied with "Aplicar" after checking the range.
 */
export function PeriodPicker({ value, onChange }: PeriodPickerProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Period>(value);
  const [problem, setProblem] = useState<PeriodProblem | null>(null);
  const [applied, setApplied] = useState<Period>(value);
  const problemId = useId();
  // A new period from outside (a quick choice) replaces what is typed in the inputs.
  if (applied.desde !== value.desde || applied.hasta !== value.hasta) {
    setApplied(value);
    setDraft(value);
    setProblem(null);
  }
  const selected = matchQuickPeriod(value);

  function choose(choice: QuickPeriod) {
    onChange(quickPeriod(choice));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkPeriod(draft);
    setProblem(found);
    if (found === null) {
      onChange(draft);
    }
  }

  const problemText = problem ? t(`dashboard.period.errors.${problem}`, { days: dashboardMaxDays }) : null;
  const describedBy = problemText ? problemId : undefined;

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 3 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={selected}
        aria-label={t('dashboard.period.quick')}
        onChange={(_event, choice: QuickPeriod | null) => {
          if (choice) {
            choose(choice);
          }
        }}
        sx={{ flexWrap: 'wrap', alignSelf: 'center' }}
      >
        {quickPeriods.map((choice) => (
          <ToggleButton key={choice} value={choice} sx={{ minHeight: 40 }}>
            {t(`dashboard.period.${choice}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={t('dashboard.period.custom')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
      >
        <TextField
          type="date"
          size="small"
          label={t('dashboard.period.desde')}
          value={draft.desde}
          onChange={(event) => {
            setDraft({ ...draft, desde: event.target.value });
          }}
          error={problem !== null}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { max: draft.hasta || undefined, 'aria-describedby': describedBy },
          }}
        />
        <TextField
          type="date"
          size="small"
          label={t('dashboard.period.hasta')}
          value={draft.hasta}
          onChange={(event) => {
            setDraft({ ...draft, hasta: event.target.value });
          }}
          error={problem !== null}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: draft.desde || undefined, 'aria-describedby': describedBy },
          }}
        />
        <Button type="submit" variant="outlined" sx={{ minHeight: 40 }}>
          {t('dashboard.period.apply')}
        </Button>
        {problemText ? (
          <Box
            component="p"
            id={problemId}
            role="alert"
            sx={{ flexBasis: '100%', m: 0, color: 'error.main', typography: 'body2' }}
          >
            {problemText}
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
