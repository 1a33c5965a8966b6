import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { IconCatalogue } from '@atalaya/demo-api/areas/icons-catalogues';
import { IconDrawing } from './icon-drawing.tsx';

type IconGridProps = {
  label: string;
  names: readonly string[];
  catalogue: IconCatalogue;
  size: number;
  selected: string | null;
  onSelect: (name: string) => void;
};

/** The icons as toggle buttons in a responsive grid, each with its drawing and its name. */
export function IconGrid({ label, names, catalogue, size, selected, onSelect }: IconGridProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: `repeat(auto-fill, minmax(${Math.max(96, size + 48)}px, 1fr))`,
      }}
    >
      {names.map((name) => {
        const isSelected = name === selected;
        return (
          <Box component="li" key={name} sx={{ minWidth: 0 }}>
            <ButtonBase
              aria-pressed={isSelected}
              onClick={() => onSelect(name)}
              sx={{
                width: '100%',
                height: '100%',
                display: 'flex',
                flexDirection: 'column',
                gap: 1,
                p: 1.5,
                borderRadius: 1,
                border: 1,
                borderColor: isSelected ? 'primary.main' : 'divider',
                bgcolor: isSelected ? 'action.selected' : undefined,
                '&:hover': { bgcolor: 'action.hover' },
                '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <IconDrawing catalogue={catalogue} name={name} size={size} />
              <Typography component="span" variant="caption" sx={{ wordBreak: 'break-word', lineHeight: 1.3 }}>
                {name}
              </Typography>
            </ButtonBase>
          </Box>
        );
      })}
    </Box>
  );
}
