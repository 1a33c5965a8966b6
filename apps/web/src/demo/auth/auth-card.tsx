import type { BaseSyntheticEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDemoText } from '../lib/demo-text.ts';

type AuthCardProps = {
  title: string;
  intro?: ReactNode;
  submitLabel: string;
  onSubmit: (event: BaseSyntheticEvent) => void;
  isSubmitting: boolean;
  serverError: string | null;
  done?: string | null;
  children: ReactNode;
  footer?: ReactNode;
};

/** The frame of the demo's auth screens: title, form, the engine's delay shown as progress, links. */
export function AuthCard(props: AuthCardProps) {
  const { t } = useDemoText();
  return (
    <Box component="main" sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, sm: 8 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="overline" component="p" color="text.secondary">
          Atalaya · {t('demo.title')}
        </Typography>
        <Typography variant="h5" component="h1" gutterBottom>
          {props.title}
        </Typography>
        {props.intro}
        <Box component="form" noValidate onSubmit={props.onSubmit} aria-busy={props.isSubmitting}>
          <Stack spacing={2} sx={{ mt: 2 }}>
            {props.children}
            {props.serverError ? <Alert severity="error">{props.serverError}</Alert> : null}
            {props.done ? (
              <Alert severity="success" role="status">
                {props.done}
              </Alert>
            ) : null}
            {props.isSubmitting ? <LinearProgress aria-label={t('auth.working')} /> : null}
            <Button type="submit" variant="contained" size="large" disabled={props.isSubmitting}>
              {props.submitLabel}
            </Button>
          </Stack>
        </Box>
        {props.footer ? <Box sx={{ mt: 3 }}>{props.footer}</Box> : null}
      </Paper>
    </Box>
  );
}
