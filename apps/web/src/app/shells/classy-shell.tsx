import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { storageKeys } from '@atalaya/contract/http/headers';
import { FullscreenToggle } from '@/components/ui/fullscreen-toggle.tsx';
import { LanguageMenu } from '@/components/ui/language-menu.tsx';
import { Loader } from '@/components/ui/loader.tsx';
import { ThemePicker } from '@/components/ui/theme-picker.tsx';
import { paths } from '@/config/paths.ts';
import { UserMenu } from '@/features/auth/components/user-menu.tsx';
import { NotificationBell } from '@/features/feed/components/notification-bell.tsx';
import { ClassyLayout } from '@/features/layout/components/classy-layout.tsx';
import { flattenLinks } from '@/features/navigation/components/navigation-links.tsx';
import { toHref } from '@/features/navigation/components/navigation-links.tsx';
import { SideNavigation } from '@/features/navigation/components/side-navigation.tsx';
import { TenantBrand } from '@/features/tenant/components/tenant-brand.tsx';
import { useManifestLink } from '@/hooks/use-manifest-link.ts';
import { appVersion } from '@/lib/app-version.ts';
import { readStorage } from '@/lib/storage.ts';
import { useAccessClaims } from '@/lib/tokens.ts';
import { useInitialData } from './use-initial-data.ts';

/** Administrator layout composed with the side navigation, tenant brand, notification bell and user menu. */
export function ClassyShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const claims = useAccessClaims();
  const { isLoading, navigation } = useInitialData();
  useManifestLink('admin');
  const email = claims?.email || readStorage(storageKeys.email) || '';
  const links = flattenLinks(navigation?.user ?? []).map((item) => ({
    id: item.id,
    label: item.translation ? t(item.translation, { defaultValue: item.title }) : item.title,
    href: toHref(item.link ?? '/'),
  }));

  return (
    <ClassyLayout
      brand={<TenantBrand to={paths.admin.gestion.getHref()} subtitle={t('admin.subtitle')} />}
      navigation={(onNavigate) => (
        <>
          <Toolbar>
            <Typography component="p" sx={{ fontWeight: 700, letterSpacing: 0.5 }}>
              {t('app.name')}
            </Typography>
          </Toolbar>
          <SideNavigation items={navigation?.default ?? []} onNavigate={onNavigate} />
        </>
      )}
      actions={
        <>
          <NotificationBell />
          <LanguageMenu />
          <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
            <ThemePicker />
            <FullscreenToggle />
          </Box>
          <UserMenu email={email} links={links} />
        </>
      }
      footer={
        <Typography variant="body2" color="text.secondary">
          {t('admin.footer', { year: new Date().getFullYear(), version: appVersion })}
        </Typography>
      }
    >
      {isLoading ? <Loader /> : children}
    </ClassyLayout>
  );
}
