import { useEffect, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notices.ts';

export const fullscreenUnsupportedMessage = 'Fullscreen mode is not supported by this browser.';

/** Enters or leaves full screen; tells the user when the browser cannot (spec §2). */
export function FullscreenToggle() {
  const { t } = useTranslation();
  const [isFullscreen, setIsFullscreen] = useState(() => document.fullscreenElement !== null);

  useEffect(() => {
    function onChange() {
      setIsFullscreen(document.fullscreenElement !== null);
    }
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
    };
  }, []);

  async function toggle() {
    if (!document.fullscreenEnabled || typeof document.documentElement.requestFullscreen !== 'function') {
      notify({ title: 'ERROR', message: fullscreenUnsupportedMessage, severity: 'error' });
      return;
    }
    try {
      if (document.fullscreenElement) {
        await document.exitFullscreen();
      } else {
        await document.documentElement.requestFullscreen();
      }
    } catch {
      notify({ title: 'ERROR', message: fullscreenUnsupportedMessage, severity: 'error' });
    }
  }

  const label = t('fullscreen.toggle');
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-pressed={isFullscreen}
        onClick={() => {
          void toggle();
        }}
      >
        {isFullscreen ? <FullscreenExitIcon aria-hidden="true" /> : <FullscreenIcon aria-hidden="true" />}
      </IconButton>
    </Tooltip>
  );
}
