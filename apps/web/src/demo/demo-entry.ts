import { redirect } from 'react-router';
import { paths } from '@/config/paths.ts';
import { whenAppConfigLoaded } from '@/lib/app-config.ts';
import { loadBackOfficeStrings } from '@/lib/i18n.ts';

/**
 * The lazy `/demo/*` route (spec 001, issue 18). With DEMO_AREAS=false the settings file says
 * `demoAreas: false` and there is no demo: the not-found page, and the demo's code never loads.
 */
export async function lazyDemoRoute() {
  const config = await whenAppConfigLoaded();
  if (config.demoAreas === false) {
    return { loader: () => redirect(paths.notFound.getHref()) };
  }
  // The contacts' notes use the product's rich-text editor, whose labels are back-office strings.
  const [{ DemoRoute }] = await Promise.all([import('./demo-route.tsx'), loadBackOfficeStrings()]);
  return { Component: DemoRoute };
}
