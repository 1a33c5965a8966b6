import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { footerMenuCode } from '@atalaya/contract/landing/first-screen';
import type { MenuOption } from '@atalaya/contract/resources/menu.schemas';
import { LanguageMenu } from '@/components/ui/language-menu.tsx';
import { Loader } from '@/components/ui/loader.tsx';
import { SchemeToggle } from '@/components/ui/scheme-toggle.tsx';
import { paths } from '@/config/paths.ts';
import { CitizenLoginButton } from '@/features/auth/components/citizen-login-button.tsx';
import { ModernLayout } from '@/features/layout/components/modern-layout.tsx';
import { DynamicMenu } from '@/features/menus/components/dynamic-menu.tsx';
import { NavigationLinks } from '@/features/navigation/components/navigation-links.tsx';
import { NavigationMenu } from '@/features/navigation/components/navigation-menu.tsx';
import { useClienteInfo } from '@/features/tenant/api/get-cliente-info.ts';
import { TenantBrand } from '@/features/tenant/components/tenant-brand.tsx';
import { appVersion } from '@/lib/app-version.ts';
import { useAccessClaims } from '@/lib/tokens.ts';
import { useInitialData } from './use-initial-data.ts';

/** Code of the footer menu (trans_menu.codigo). */
export { footerMenuCode };

/** A menu option that is not an http(s) link: in-app paths use the router, others the browser. */
export function useOpenMenuOption(): (option: MenuOption) => void {
  const navigate = useNavigate();
  return (option) => {
    const url = option.url.trim();
    if (url.startsWith('/')) {
      void navigate(url);
    } else {
      globalThis.location.assign(url);
    }
  };
}

/** Pages that are themselves a sign-in form: the header offers no second sign-in there. */
const signInPaths: readonly string[] = [paths.signIn.path, paths.login.path];

/**
 * Whether the header shows "Iniciar sesión": only when the tenant has an identity provider
 * (spec §2, the identity login) and the page is not a sign-in form. Without a provider there is
 * nowhere to sign in to, and anonymous reporting never needs it.
 */
function useShowsIdentitySignIn(): boolean {
  const { pathname } = useLocation();
  const { data } = useClienteInfo();
  return Boolean(data?.parametros_cliente.proveedor_identidad) && !signInPaths.includes(pathname);
}

/** The signed-in citizen's menu: a chunk of its own, only ever loaded for a citizen. */
const CitizenMenu = lazy(async () => ({
  default: (await import('@/features/auth/components/citizen-menu.tsx')).CitizenMenu,
}));

/** The citizen's id when the session is a citizen's (Cl@ve or the tenant's IdP), else null. */
function useCitizenId(): number | null {
  const claims = useAccessClaims();
  return claims?.tipoacceso === 'Ciudadano' && typeof claims.idtercero === 'number' ? claims.idtercero : null;
}

/** Public layout composed with the tenant brand, menus and session actions. */
export function ModernShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const openOption = useOpenMenuOption();
  const { isLoading, navigation } = useInitialData();
  const showsIdentitySignIn = useShowsIdentitySignIn();
  const citizen = useCitizenId();
  const links = navigation?.user ?? [];

  return (
    <ModernLayout
      brand={<TenantBrand to={paths.home.getHref()} />}
      navigation={<NavigationLinks items={links} />}
      compactNavigation={<NavigationMenu items={links} />}
      actions={
        <>
          <LanguageMenu />
          <SchemeToggle />
          {citizen !== null ? (
            <Suspense fallback={null}>
              <CitizenMenu idtercero={citizen} />
            </Suspense>
          ) : showsIdentitySignIn ? (
            <CitizenLoginButton />
          ) : null}
        </>
      }
      footer={
        <div className="at-footer-row">
          <DynamicMenu code={footerMenuCode} label={t('footer.menu')} onSelect={openOption} />
          <div className="at-row" style={{ gap: 16 }}>
            <RouterLink to={paths.signIn.getHref()} className="at-link-inherit">
              {t('footer.admin')}
            </RouterLink>
            <p className="at-text at-small at-muted">
              {t('footer.copyright', { year: new Date().getFullYear(), version: appVersion })}
            </p>
          </div>
        </div>
      }
    >
      {isLoading ? <Loader /> : children}
    </ModernLayout>
  );
}
