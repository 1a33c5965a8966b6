import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Route, Routes, useLocation } from 'react-router';
import { useAreaText, useDemoText } from '../lib/demo-text.ts';
import { FaqsScreen } from './faqs-screen.tsx';
import { GuideCategoryScreen } from './guide-category-screen.tsx';
import { GuideScreen } from './guide-screen.tsx';
import { GuidesScreen } from './guides-screen.tsx';
import { helpCenterPaths } from './help-center-api.ts';
import { HelpCenterHome } from './help-center-home.tsx';
import { NotFoundNote } from './help-center-parts.tsx';
import { helpCenterStrings, type HelpCenterTextKey } from './help-center-strings.ts';
import { SupportScreen } from './support-screen.tsx';

const sections: readonly { to: string; label: HelpCenterTextKey; exact?: boolean }[] = [
  { to: helpCenterPaths.home, label: 'sections.home', exact: true },
  { to: helpCenterPaths.faqs(), label: 'sections.faqs' },
  { to: helpCenterPaths.guides, label: 'sections.guides' },
  { to: helpCenterPaths.support, label: 'sections.support' },
];

/** The help center's own sections: a row of links that wraps on a phone. */
function HelpCenterSections() {
  const { t } = useAreaText(helpCenterStrings);
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('sections.label')}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {sections.map((section) => {
          const current = section.exact
            ? pathname === section.to || pathname === `${section.to}/`
            : pathname === section.to || pathname.startsWith(`${section.to}/`);
          return (
            <Button
              key={section.to}
              component={RouterLink}
              to={section.to}
              variant={current ? 'contained' : 'outlined'}
              aria-current={current ? 'page' : undefined}
              size="small"
            >
              {t(section.label)}
            </Button>
          );
        })}
      </Stack>
    </nav>
  );
}

/**
 * The help center (spec 001 §3, §7): home with search, FAQs by category, guides by category, one
 * guide and a support form, each at its own address below /demo/apps/help-center.
 */
export function HelpCenterPage() {
  const { t } = useDemoText();
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('nav.helpCenter')}
      </Typography>
      <HelpCenterSections />
      <Routes>
        <Route index element={<HelpCenterHome />} />
        <Route path="faqs" element={<FaqsScreen />} />
        <Route path="faqs/:categorySlug" element={<FaqsScreen />} />
        <Route path="guides" element={<GuidesScreen />} />
        <Route path="guides/:categorySlug" element={<GuideCategoryScreen />} />
        <Route path="guides/:categorySlug/:guideSlug" element={<GuideScreen />} />
        <Route path="support" element={<SupportScreen />} />
        <Route path="*" element={<NotFoundNote />} />
      </Routes>
    </Stack>
  );
}
