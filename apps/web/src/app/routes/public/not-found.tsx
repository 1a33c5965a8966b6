import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';

/** /404: every unknown path redirects here. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <div className="at-center-page">
      <h1 className="at-404">404</h1>
      <p className="at-h2">{t('notFound.title')}</p>
      <p className="at-text at-muted">{t('notFound.text')}</p>
      <RouterLink to={paths.home.getHref()} className="at-btn at-btn-contained">
        {t('common.backHome')}
      </RouterLink>
    </div>
  );
}
