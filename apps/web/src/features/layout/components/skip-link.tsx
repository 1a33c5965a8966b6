import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

export const mainContentId = 'main-content';

/** "Saltar al contenido": the first focusable element, visible on focus. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${mainContentId}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        p: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        '&:focus': { top: 8 },
      }}
    >
      {t('layout.skipToContent')}
    </Link>
  );
}
