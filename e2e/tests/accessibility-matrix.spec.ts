import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { e2eAdmin, fileThroughApi, openTab } from './support.ts';

/**
 * Issue 20 §3: axe on every kind of screen a person meets, in light and dark, on a desktop and on
 * a phone, in Spanish and English, with the dialogs and menus open. Each (theme × size × language)
 * is one test; it scans everything, prints how many violations it found, then asserts none.
 */

const themes = ['light', 'dark'] as const;
const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
const languages = ['es', 'en'] as const;
type Language = (typeof languages)[number];

/** Screens load slowly on a busy machine: waits here are generous (they assert no timing). */
const expect = baseExpect.configure({ timeout: 30_000 });

type Dictionary = Record<string, unknown>;
const dictionaries = new Map<Language, Dictionary>();

/** The interface text of a key, read from the app's own translation files. */
function tr(language: Language, key: string): string {
  let dictionary = dictionaries.get(language);
  if (!dictionary) {
    const folder = path.resolve(import.meta.dirname, '../../apps/web/public/i18n');
    dictionary = {
      ...(JSON.parse(readFileSync(path.join(folder, `${language}.json`), 'utf8')) as Dictionary),
      ...(JSON.parse(readFileSync(path.join(folder, 'admin', `${language}.json`), 'utf8')) as Dictionary),
    };
    dictionaries.set(language, dictionary);
  }
  const value = key.split('.').reduce<unknown>((node, part) => (node as Dictionary | undefined)?.[part], dictionary);
  if (typeof value !== 'string') {
    throw new Error(`No ${language} text for ${key}`);
  }
  return value;
}

type Finding = { scene: string; rule: string; impact: string; targets: string };

type NodeResult = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]['nodes'][number];

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const namedRules = new Set(['region', 'aria-dialog-name']);

/**
 * Lets transitions finish (axe reads colours), then records every WCAG 2.1 A/AA violation and those
 * of two best-practice rules the issue names (content outside landmarks, a dialog without a name),
 * in one axe run: a rule enabled by name runs beside the tags' rules.
 */
async function scan(page: Page, scene: string, findings: Finding[]): Promise<void> {
  await page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  });
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: wcagTags },
      rules: Object.fromEntries([...namedRules].map((rule) => [rule, { enabled: true }])),
    })
    .analyze();
  // The two rules named above ran (a rule enabled by name is reported as passed, failed or inapplicable).
  const ran = new Set(
    [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((rule) => rule.id),
  );
  expect(
    [...namedRules].filter((rule) => !ran.has(rule)),
    scene,
  ).toEqual([]);
  for (const violation of results.violations) {
    const nodes = violation.id === 'region' ? await outsideMenus(page, violation.nodes) : violation.nodes;
    if (nodes.length > 0) {
      findings.push({
        scene,
        rule: violation.id,
        impact: violation.impact ?? 'unknown',
        targets: nodes.map((node) => node.target.join(' ')).join(', '),
      });
    }
  }
}

/**
 * The region nodes not inside an open menu. A menu is a transient popup: it hides the page
 * (aria-hidden) and is no landmark, so the region rule would report every menu; the WCAG rules
 * still check it.
 */
async function outsideMenus(page: Page, nodes: NodeResult[]): Promise<NodeResult[]> {
  const selectors = nodes.map((node) => (node.target.length === 1 ? String(node.target[0]) : null));
  const inMenu = await page.evaluate(
    (list) =>
      list.map((selector) => selector !== null && document.querySelector(selector)?.closest('.MuiMenu-root') != null),
    selectors,
  );
  return nodes.filter((_, index) => !inMenu[index]);
}

async function noProgress(page: Page): Promise<void> {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

async function openContext(browser: Browser, theme: string, size: keyof typeof sizes, language: Language) {
  const context = await browser.newContext({ viewport: sizes[size] });
  await context.addInitScript(
    ([locale, scheme]) => {
      window.localStorage.setItem('locale', locale);
      window.localStorage.setItem('scheme', scheme);
    },
    [language, theme] as const,
  );
  return context;
}

test.beforeAll(async ({ request }) => {
  await fileThroughApi(request, 'Pagos duplicados a un proveedor (prueba de accesibilidad)');
});

for (const theme of themes) {
  for (const size of Object.keys(sizes) as Array<keyof typeof sizes>) {
    for (const language of languages) {
      test(`axe: ${theme} × ${size} × ${language}`, async ({ browser }) => {
        test.setTimeout(600_000);
        const findings: Finding[] = [];
        function t(key: string): string {
          return tr(language, key);
        }
        const context = await openContext(browser, theme, size, language);
        const page = await context.newPage();
        const isPhone = size === 'phone';

        // The public side: home, channel, the wizard's first error, follow-up and sign-in errors.
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await scan(page, 'home', findings);

        await page.goto('/denuncias');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await scan(page, 'channel', findings);

        await page.goto('/denuncias/nueva');
        await page.getByRole('button', { name: t('intake.nav.next') }).click();
        await expect(page.getByText(t('intake.type.required')).first()).toBeVisible();
        await scan(page, 'wizard error', findings);

        await page.goto('/denuncias/seguimiento');
        await page.getByRole('button', { name: t('followUp.submit'), exact: true }).click();
        await expect(page.getByText(t('followUp.errors.required')).first()).toBeVisible();
        await scan(page, 'follow-up error', findings);

        await page.goto('/auth/sign-in');
        await page.getByRole('button', { name: t('auth.signIn') }).click();
        await expect(page.getByLabel(t('auth.email'))).toHaveAttribute('aria-invalid', 'true');
        await scan(page, 'sign-in error', findings);
        await page.getByLabel(t('auth.email')).fill(e2eAdmin.email);
        await page.getByLabel(t('auth.password')).fill(e2eAdmin.password);
        await page.getByRole('button', { name: t('auth.signIn') }).click();
        await expect(page).toHaveURL(/\/admin\//);

        // The back office: Resumen, the user menu, the phone's navigation drawer.
        await page.goto('/admin/denuncias/dashboard');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await noProgress(page);
        await scan(page, 'dashboard', findings);

        await page.getByRole('button', { name: t('userMenu.label') }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await scan(page, 'user menu', findings);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toHaveCount(0);

        if (isPhone) {
          await page.getByRole('button', { name: t('layout.openNavigation') }).click();
          await expect(page.getByRole('navigation', { name: t('navigation.label') })).toBeVisible();
          await scan(page, 'navigation drawer', findings);
          await page.keyboard.press('Escape');
          await expect(page.getByRole('navigation', { name: t('navigation.label') })).toBeHidden();
        }

        // Gestión, one case, its Auditoría, the notification dialog and its upload dialog.
        await page.goto('/admin/denuncias/gestion');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await noProgress(page);
        // The data dir is fresh: the one case there is the one filed above.
        const row = page.getByRole('grid').getByRole('row').nth(1);
        await expect(row).toBeVisible();
        await scan(page, 'case list', findings);
        await row.click();
        await expect(page).toHaveURL(/\/admin\/denuncias\/gestion\/\d+/);
        await noProgress(page);
        // The status select is disabled while its choices load (axe would measure a disabled label).
        await expect(page.getByRole('combobox', { name: t('caseDetail.changeStatus') })).not.toHaveAttribute(
          'aria-disabled',
          'true',
        );
        await scan(page, 'case', findings);

        await openTab(page, t('caseDetail.tabs.audit'));
        await expect(page.getByRole('table').first()).toBeVisible();
        await noProgress(page);
        await scan(page, 'audit trail', findings);

        await openTab(page, t('caseDetail.tabs.notifications'));
        await page.getByRole('button', { name: t('caseDetail.notifications.new') }).click();
        const notification = page.getByRole('dialog');
        await expect(notification).toBeVisible();
        await scan(page, 'notification dialog', findings);
        await notification.getByRole('button', { name: t('caseDetail.notificationDialog.attach') }).click();
        await expect(page.getByRole('dialog', { name: t('upload.title') })).toBeVisible();
        await scan(page, 'notification upload dialog', findings);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: t('upload.title') })).toHaveCount(0);
        await page.keyboard.press('Escape');

        // Configuration: Contenidos with the gallery's upload dialog, and Ajustes (the other
        // configuration screens have their own axe pass in admin-config.spec.ts).
        await page.goto('/admin/denuncias/contenidos');
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await noProgress(page);
        await page
          .getByRole('button', { name: t('gallery.upload') })
          .first()
          .click();
        await expect(page.getByRole('dialog', { name: t('gallery.uploadTitle') })).toBeVisible();
        await scan(page, 'gallery upload dialog', findings);
        await page.keyboard.press('Escape');

        await page.goto('/admin/ajustes');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await noProgress(page);
        await scan(page, 'tenant settings', findings);

        await context.close();
        const label = `${theme} × ${size} × ${language}`;
        // The count per (theme × size × language) that issue 20 asks to report, in the run's output.
        const lines = findings.map(
          (finding) => `[axe]   ${finding.scene}: ${finding.rule} (${finding.impact}) ${finding.targets}`,
        );
        process.stdout.write([`[axe] ${label}: ${findings.length} violations`, ...lines, ''].join('\n'));
        test.info().annotations.push({ type: 'axe violations', description: `${label}: ${findings.length}` });
        expect(findings.map((finding) => `${finding.scene}: ${finding.rule} ${finding.targets}`)).toEqual([]);
      });
    }
  }
}
