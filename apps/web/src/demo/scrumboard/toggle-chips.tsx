import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';

type Option = { id: string; text: string; avatar?: string };
type ToggleChipsProps = {
  legend: string;
  options: Option[];
  selected: string[];
  empty?: string;
  onChange: (selected: string[]) => void;
};

/** A group of on/off chips (labels or people of a card): each a toggle button with `aria-pressed`. */
export function ToggleChips({ legend, options, selected, empty, onChange }: ToggleChipsProps) {
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {legend}
      </Typography>
      {options.length === 0 && empty ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : null}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {options.map((option) => {
          const on = selected.includes(option.id);
          return (
            <Chip
              key={option.id}
              label={option.text}
              clickable
              aria-pressed={on}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              icon={on && !option.avatar ? <CheckIcon /> : undefined}
              avatar={option.avatar ? <Avatar alt="" src={option.avatar} /> : undefined}
              onClick={() => onChange(on ? selected.filter((id) => id !== option.id) : [...selected, option.id])}
            />
          );
        })}
      </Stack>
    </Stack>
  );
}
