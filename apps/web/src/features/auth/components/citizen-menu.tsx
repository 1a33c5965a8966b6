import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PersonIcon, SwapIcon } from '@/components/ui/plain-icons.tsx';
import { PlainMenu } from '@/components/ui/plain-menu.tsx';
import { paths } from '@/config/paths.ts';
import { notify } from '@/lib/notices.ts';
import { signOutCitizen, switchTenant, useKnownTenants } from '../api/citizen-session.ts';

/**
 * "Cambiar" (spec §2): the other tenants where this citizen is known. Choosing one gives the
 * citizen that tenant's session; the whole page then shows that tenant (its name, logo, content
 * and the citizen's communications there) and opens its panel.
 */
function SwitchTenantMenu({ idtercero }: { idtercero: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tenants = useKnownTenants(idtercero);
  const [switching, setSwitching] = useState(false);
  const others = (tenants.data ?? []).filter((tenant) => !tenant.actual);
  if (others.length === 0) {
    return null;
  }

  async function choose(idcliente: number) {
    setSwitching(true);
    try {
      await switchTenant(idcliente);
      await queryClient.resetQueries();
      await navigate(paths.ciudadano.getHref());
    } catch {
      notify({ message: t('ciudadano.menu.switchError'), severity: 'error' });
    } finally {
      setSwitching(false);
    }
  }

  return (
    <PlainMenu
      label={t('ciudadano.menu.switchLabel')}
      button={
        <>
          <SwapIcon className="at-icon at-icon-sm" />
          <span aria-hidden="true">{t('ciudadano.menu.switch')}</span>
        </>
      }
    >
      {others.map((tenant) => (
        <li key={tenant.idcliente} role="none">
          <button
            type="button"
            role="menuitem"
            className="at-menu-item"
            disabled={switching}
            onClick={() => {
              void choose(tenant.idcliente);
            }}
          >
            {tenant.nombre}
          </button>
        </li>
      ))}
    </PlainMenu>
  );
}

/**
 * The signed-in citizen's header menu (spec §2 modern layout): "Panel principal" (/ciudadano) and
 * "Cerrar sesión" (spec §4), and "Cambiar" when the same person is known to other tenants.
 */
export function CitizenMenu({ idtercero }: { idtercero: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <SwitchTenantMenu idtercero={idtercero} />
      <PlainMenu
        label={t('ciudadano.menu.label')}
        button={
          <>
            <PersonIcon className="at-icon at-icon-sm" />
            <span aria-hidden="true">{t('ciudadano.menu.button')}</span>
          </>
        }
      >
        <li role="none">
          <button
            type="button"
            role="menuitem"
            className="at-menu-item"
            onClick={() => {
              void navigate(paths.ciudadano.getHref());
            }}
          >
            {t('ciudadano.menu.panel')}
          </button>
        </li>
        <li role="none">
          <button
            type="button"
            role="menuitem"
            className="at-menu-item"
            onClick={() => {
              void signOutCitizen();
            }}
          >
            {t('ciudadano.signOut')}
          </button>
        </li>
      </PlainMenu>
    </>
  );
}
