import { Suspense, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { DemoApp } from './demo-app.tsx';
import { useDemoText } from './lib/demo-text.ts';
import { startDemo } from './lib/demo-worker.ts';

type StartState = 'starting' | 'ready' | 'failed';

function DemoProgress() {
  const { t } = useDemoText();
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}>
      <CircularProgress aria-hidden="true" />
      <Typography>{t('demo.starting')}</Typography>
    </Box>
  );
}

/**
 * The `/demo/*` entry (lazy): starts the demo's worker (scope /demo/), waits until it answers,
 * then renders the demo. Nothing here loads on the product's pages.
 */
export function DemoRoute() {
  const { t } = useDemoText();
  const [state, setState] = useState<StartState>('starting');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    startDemo().then(
      () => live && setState('ready'),
      (error: unknown) => {
        console.error('[demo] the worker did not start', error);
        if (live) {
          setState('failed');
        }
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  useEffect(() => {
    document.title = `${t('demo.title')} · Atalaya`;
  }, [t]);
  if (state === 'failed') {
    return (
      <Box component="main" sx={{ p: 3 }}>
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              onClick={() => {
                setState('starting');
                setAttempt((value) => value + 1);
              }}
            >
              {t('demo.retry')}
            </Button>
          }
        >
          {t('demo.startFailed')}
        </Alert>
      </Box>
    );
  }
  if (state === 'starting') {
    return <DemoProgress />;
  }
  return (
    <Suspense fallback={<DemoProgress />}>
      <DemoApp />
    </Suspense>
  );
}
