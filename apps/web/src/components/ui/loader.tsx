import { useTranslation } from 'react-i18next';

type LoaderProps = { fullScreen?: boolean };

/** Spinner with the text "Por favor, espera." (spec §2, with its period). Usable before translations load. */
export function Loader({ fullScreen = false }: LoaderProps) {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  const text = ready ? t('loader.text') : 'Por favor, espera.';
  return (
    <div role="status" aria-live="polite" className={fullScreen ? 'at-loader at-loader-full' : 'at-loader'}>
      <span className="at-spinner" aria-hidden="true" />
      <p className="at-text">{text}</p>
    </div>
  );
}
