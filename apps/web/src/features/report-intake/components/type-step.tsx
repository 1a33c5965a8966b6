import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ComplaintType } from '@atalaya/contract/complaints/complaint-type.schemas';
import { pickText } from '@atalaya/contract/complaints/i18n-text.schemas';
import { Loader } from '@/components/ui/loader.tsx';
import { useLanguage } from '@/lib/i18n.ts';
import { useComplaintTypes } from '../api/get-complaint-types.ts';

type TypeStepProps = {
  selectedId: number | null;
  error?: string;
  onSelect: (type: ComplaintType) => void;
};

/** Step 1: the complaint type, as radio cards with name and description. */
export function TypeStep({ selectedId, error, onSelect }: TypeStepProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data: types, isPending, isError } = useComplaintTypes();

  if (isPending) {
    return <Loader />;
  }
  if (isError) {
    return <Alert severity="error">{t('intake.type.loadError')}</Alert>;
  }
  if (types.length === 0) {
    return <Alert severity="info">{t('intake.type.none')}</Alert>;
  }

  return (
    <FormControl component="fieldset" required error={error !== undefined} sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 1.5 }}>
        {t('intake.type.legend')}
      </FormLabel>
      <RadioGroup
        name="idtipodenuncia"
        value={selectedId === null ? '' : String(selectedId)}
        onChange={(event) => {
          const type = types.find((candidate) => String(candidate.idtipodenuncia) === event.target.value);
          if (type) {
            onSelect(type);
          }
        }}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1.5 }}
      >
        {types.map((type) => {
          const isSelected = type.idtipodenuncia === selectedId;
          const description = pickText(type.descripcion, language);
          return (
            <FormControlLabel
              key={type.idtipodenuncia}
              value={String(type.idtipodenuncia)}
              control={<Radio sx={{ alignSelf: 'flex-start', mt: -0.5 }} />}
              data-testid="complaint-type-option"
              label={
                <Box sx={{ py: 0.5 }}>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                    {pickText(type.nombre, language)}
                  </Typography>
                  {description ? (
                    <Typography
                      component="span"
                      variant="body2"
                      color="text.secondary"
                      sx={{ display: 'block', mt: 0.5 }}
                    >
                      {description}
                    </Typography>
                  ) : null}
                </Box>
              }
              sx={{
                m: 0,
                p: 1.5,
                alignItems: 'flex-start',
                border: 2,
                borderColor: isSelected ? 'primary.main' : 'divider',
                borderRadius: 2,
                bgcolor: isSelected ? 'action.selected' : 'background.paper',
                '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            />
          );
        })}
      </RadioGroup>
      {error ? <FormHelperText sx={{ mx: 0, mt: 1, fontWeight: 600 }}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
