import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuOption } from '@atalaya/contract/resources/menu.schemas';
import { LanguageMenu } from '@/components/ui/language-menu.tsx';
import { Loader } from '@/components/ui/loader.tsx';
import { SchemeToggle } from '@/components/ui/scheme-toggle.tsx';
import { paths } from '@/config/paths.ts';
import { CitizenLoginButton } from '@/features/auth/components/citizen-login-button.tsx';
import { ModernLayout } from '@/features/layout/components/modern-layout.tsx';
import { DynamicMenu } from '@/features/menus/components/dynamic-menu.tsx';
import { NavigationLinks } from '@/features/navigation/components/navigation-links.tsx';
import { TenantBrand } from '@/features/tenant/components/tenant-brand.tsx';
import { useInitialData } from './use-initial-data.ts';

/** Code of the footer menu (trans_menu.codigo). */
export const footerMenuCode = 'pie';

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

/** Public layout composed with the tenant brand, menus and session actions. */
export function ModernShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const openOption = useOpenMenuOption();
  const { isLoading, navigation } = useInitialData();

  return (
    <ModernLayout
      brand={<TenantBrand to={paths.home.getHref()} />}
      navigation={<NavigationLinks items={navigation?.user ?? []} />}
      actions={
        <>
          <LanguageMenu />
          <SchemeToggle />
          <CitizenLoginButton />
        </>
      }
      footer={
        <Box
          sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, justifyContent: 'space-between' }}
        >
          <DynamicMenu code={footerMenuCode} label={t('footer.menu')} onSelect={openOption} />
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Link component={RouterLink} to={paths.signIn.getHref()} color="inherit" underline="always">
              {t('footer.admin')}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {t('footer.copyright', { year: new Date().getFullYear() })}
            </Typography>
          </Box>
        </Box>
      }
    >
      {isLoading ? <Loader /> : children}
    </ModernLayout>
  );
}
