import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SignInIcon } from '@/components/ui/plain-icons.tsx';
import { paths } from '@/config/paths.ts';
import { isAdministrator } from '@/lib/tokens.ts';

/**
 * "Iniciar sesión" of the public header (spec §6): an administrator goes to /admin; everyone else
 * goes to the citizen panel, where the identity login starts. The shell shows it only when the
 * tenant has an identity provider (`parametros_cliente.proveedor_identidad`).
 */
export function CitizenLoginButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="at-btn at-btn-contained"
      onClick={() => {
        void navigate(isAdministrator() ? paths.admin.root.getHref() : paths.ciudadano.getHref());
      }}
    >
      <SignInIcon className="at-icon at-icon-sm" />
      {t('auth.signIn')}
    </button>
  );
}
