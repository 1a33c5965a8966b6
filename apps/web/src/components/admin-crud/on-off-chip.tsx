import Chip from '@mui/material/Chip';

/** A yes/no state as a small chip: green when on (active, visible), outlined when off. */
export function OnOffChip({ on, onLabel, offLabel }: { on: boolean; onLabel: string; offLabel: string }) {
  return on ? (
    <Chip size="small" color="success" label={onLabel} />
  ) : (
    <Chip size="small" variant="outlined" label={offLabel} />
  );
}
