import type { FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';

/** Shown by an error boundary around a region; offers to try again. */
export function ErrorFallback({ resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation(undefined, { useSuspense: false });
  return (
    <div role="alert" className="at-alert-error">
      <span>{t('errors.region', { defaultValue: 'No se ha podido mostrar esta sección.' })}</span>
      <button type="button" className="at-btn" onClick={resetErrorBoundary}>
        {t('common.retry', { defaultValue: 'Reintentar' })}
      </button>
    </div>
  );
}
