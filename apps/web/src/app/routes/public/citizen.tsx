import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loader } from '@/components/ui/loader.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { exchangeIdentityCode, notifyIdentityRefused } from '@/features/auth/api/identity-login.ts';
import { canEnterProtectedArea, clearTokens, useAccessClaims } from '@/lib/tokens.ts';

/**
 * /ciudadano/loader (spec §2): where the identity provider returns, on success with a one-time
 * `codigo` and on error without one. The code becomes the citizen's tokens, then /ciudadano; any
 * failure shows spec §8's "Petición Cl@ve no válida para esta aplicación." (3 s) and goes home.
 */
export function CitizenLoaderRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);
  const codigo = params.get('codigo');

  useEffect(() => {
    // Once: the code is single-use (StrictMode mounts effects twice in development).
    if (started.current) {
      return;
    }
    started.current = true;
    function refuse() {
      notifyIdentityRefused(t('ciudadano.claveInvalid'));
      void navigate(paths.home.getHref(), { replace: true });
    }
    if (!codigo) {
      refuse();
      return;
    }
    exchangeIdentityCode(codigo).then(() => navigate(paths.ciudadano.getHref(), { replace: true }), refuse);
  }, [codigo, navigate, t]);

  return <Loader />;
}

/**
 * /ciudadano (spec §2, §6): the citizen's panel, behind the route guard (refresh token unexpired
 * and `idtercero`, or an administrator; else /). Citizen logout removes both tokens and reloads
 * (spec §4). "Mis comunicaciones" and the identified filing come with the next part of issue 16.
 */
export function CitizenPanelRoute() {
  const { t } = useTranslation();
  const claims = useAccessClaims();
  if (!canEnterProtectedArea()) {
    return <Navigate to={paths.home.getHref()} replace />;
  }
  const isCitizen = claims?.idtercero !== undefined && claims.idtercero !== null;
  return (
    <>
      <PageHeader title={t('ciudadano.title')} />
      {isCitizen ? <p className="at-text">{t('ciudadano.signedIn')}</p> : null}
      <p className="at-text">{t('ciudadano.comingSoon')}</p>
      {isCitizen ? (
        <button
          type="button"
          className="at-btn at-btn-outlined"
          onClick={() => {
            clearTokens();
            window.location.reload();
          }}
        >
          {t('ciudadano.signOut')}
        </button>
      ) : null}
    </>
  );
}
