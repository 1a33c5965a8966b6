import Button from '@mui/material/Button';
import LoginIcon from '@mui/icons-material/Login';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
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
    <Button
      variant="contained"
      startIcon={<LoginIcon aria-hidden="true" />}
      onClick={() => {
        void navigate(isAdministrator() ? paths.admin.root.getHref() : paths.ciudadano.getHref());
      }}
    >
      {t('auth.signIn')}
    </Button>
  );
}
