import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SignInIcon } from '@/components/ui/plain-icons.tsx';
import { paths } from '@/config/paths.ts';
import { canEnterProtectedArea, isAdministrator } from '@/lib/tokens.ts';

/**
 * "Iniciar sesión" of the public header (spec §6): an administrator goes to /admin; a citizen
 * whose session is still valid goes to /ciudadano; anyone else starts the identity login (Cl@ve
 * or the tenant's SAML IdP), whose code loads only on that click. The shell shows the button only
 * when the tenant has an identity provider (`parametros_cliente.proveedor_identidad`).
 */
export function CitizenLoginButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);

  async function signIn() {
    if (isAdministrator()) {
      await navigate(paths.admin.root.getHref());
      return;
    }
    if (canEnterProtectedArea()) {
      await navigate(paths.ciudadano.getHref());
      return;
    }
    setStarting(true);
    const { startIdentityLogin } = await import('../api/identity-login.ts');
    // On success the page leaves for the identity provider; a refusal is shown and the button is back.
    if (!(await startIdentityLogin())) {
      setStarting(false);
    }
  }

  return (
    <button
      type="button"
      className="at-btn at-btn-contained"
      disabled={starting}
      aria-busy={starting}
      onClick={() => {
        void signIn();
      }}
    >
      <SignInIcon className="at-icon at-icon-sm" />
      {t('auth.signIn')}
    </button>
  );
}
