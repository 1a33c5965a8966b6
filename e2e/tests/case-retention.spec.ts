import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, fileThroughApi, openCase, openTab, signIn } from './support.ts';

type Periods = { sinInvestigacion: string; trasCierre: string; registro: string };

async function setPeriods(page: Page, periods: Periods): Promise<void> {
  await page.getByRole('spinbutton', { name: /Meses sin investigación/ }).fill(periods.sinInvestigacion);
  await page.getByRole('spinbutton', { name: /Meses tras el cierre/ }).fill(periods.trasCierre);
  await page.getByRole('spinbutton', { name: /Años en el libro-registro/ }).fill(periods.registro);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Plazos de conservación guardados.')).toBeVisible();
}

async function expectPeriods(page: Page, periods: Periods): Promise<void> {
  await expect(page.getByRole('spinbutton', { name: /Meses sin investigación/ })).toHaveValue(periods.sinInvestigacion);
  await expect(page.getByRole('spinbutton', { name: /Meses tras el cierre/ })).toHaveValue(periods.trasCierre);
  await expect(page.getByRole('spinbutton', { name: /Años en el libro-registro/ })).toHaveValue(periods.registro);
}

/**
 * Issue 17 §6 (Ley 2/2023 art 32.3, 32.4, 26.2; decision 050): the Responsable sets the retention
 * periods, puts a case on legal hold and lifts it, then purges it as "información veraz no
 * acreditada" with its reference typed; the case keeps only its stub and the receipt code no
 * longer opens the follow-up.
 */
test('the Responsable sets the retention periods, holds a case and purges it', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const marker = `Hechos ${Date.now()} que se suprimirán`;
  const filed = await fileThroughApi(request, marker);

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);

  // The settings, from the menu's entry; persisted after a reload.
  await page.getByRole('link', { name: 'Conservación de datos' }).click();
  await expect(page).toHaveURL(/\/admin\/conservacion$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Conservación de datos' })).toBeVisible();
  await expect(page.getByTestId('retention-law')).toContainText('(art. 32.4)');
  await expect(page.getByRole('spinbutton', { name: /Meses sin investigación/ })).toBeVisible();
  await page.getByRole('spinbutton', { name: /Meses sin investigación/ }).fill('4');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Un número entero entre 1 y 3.')).toBeVisible();
  await expectNoAxeViolations(page);
  const changed = { sinInvestigacion: '2', trasCierre: '24', registro: '8' };
  await setPeriods(page, changed);
  await page.reload();
  await expectPeriods(page, changed);
  // The law's defaults again, so that the other tests' cases keep theirs.
  const defaults = { sinInvestigacion: '3', trasCierre: '3', registro: '10' };
  await setPeriods(page, defaults);
  await page.reload();
  await expectPeriods(page, defaults);

  // The case's "Conservación" tab: when its data go and why.
  await openCase(page, filed.guid);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(/^Comunicación \d{4}-\d{4,}$/);
  const referencia = /(\d{4}-\d{4,})/.exec((await title.textContent()) ?? '')?.[1] ?? '';
  expect(referencia).not.toBe('');
  await expect(page.getByTestId('answers-list')).toContainText(marker);
  await openTab(page, 'Conservación');
  const panel = page.getByTestId('case-retention');
  await expect(panel.getByTestId('retention-due')).toContainText('Los datos personales se suprimirán el');
  await expect(panel.getByTestId('retention-cause')).toContainText('no se ha iniciado la investigación');
  await expect(panel.getByTestId('retention-register')).toContainText('La entrada del libro-registro se eliminará el');
  await expectNoAxeViolations(page);

  // A legal hold with its reason, shown; then lifted.
  const reason = `Diligencias previas ${Date.now()}/2026`;
  await panel.getByRole('button', { name: 'Bloqueo legal' }).click();
  const holdDialog = page.getByRole('dialog', { name: 'Bloqueo legal' });
  await holdDialog.getByRole('textbox', { name: 'Motivo' }).fill(reason);
  await expectNoAxeViolations(page);
  await holdDialog.getByRole('button', { name: 'Bloquear' }).click();
  await expect(holdDialog).toBeHidden();
  await expect(panel.getByTestId('retention-held')).toContainText('Bloqueo legal desde el');
  await expect(panel.getByTestId('retention-reason')).toHaveText(`Motivo del bloqueo: ${reason}`);
  await expect(panel.getByRole('button', { name: /Suprimir ahora/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Levantar bloqueo' }).click();
  const releaseDialog = page.getByRole('dialog', { name: 'Levantar bloqueo' });
  await releaseDialog.getByRole('button', { name: 'Levantar' }).click();
  await expect(releaseDialog).toBeHidden();
  await expect(panel.getByTestId('retention-due')).toBeVisible();
  await expect(panel.getByTestId('retention-reason')).toHaveCount(0);
  // The lift's notice is closed first: axe would otherwise measure it half-faded behind the next
  // dialog's backdrop (a transition, not the notice's colours).
  const liftNotice = page.getByRole('alert').filter({ hasText: 'OK' });
  await liftNotice.getByRole('button', { name: 'Cerrar' }).click();
  await expect(liftNotice).toHaveCount(0);

  // The purge: irreversible, confirmed by typing the reference.
  await panel.getByRole('button', { name: 'Suprimir ahora: información veraz no acreditada' }).click();
  const purgeDialog = page.getByRole('dialog', { name: 'Suprimir los datos personales' });
  await expect(purgeDialog).toContainText('Esta acción es irreversible');
  const confirm = purgeDialog.getByRole('button', { name: 'Suprimir definitivamente' });
  await expect(confirm).toBeDisabled();
  await purgeDialog
    .getByRole('textbox', { name: `Escriba la referencia ${referencia} para confirmar` })
    .fill(referencia);
  await expect(confirm).toBeEnabled();
  await expectNoAxeViolations(page);
  await confirm.click();
  await expect(purgeDialog).toBeHidden();
  await expect(panel.getByTestId('retention-purged')).toContainText('Los datos personales se suprimieron el');
  await expect(panel.getByTestId('retention-cause')).toHaveText('Motivo: información veraz no acreditada (art. 32.3).');
  await expect(panel.getByRole('button')).toHaveCount(0);
  const notice = page.getByTestId('case-purged-notice');
  await expect(notice).toContainText('Datos personales suprimidos el');

  // The page, read again: the notice above, no answers.
  await page.reload();
  await expect(page.getByTestId('case-purged-notice')).toContainText('información veraz no acreditada');
  await openTab(page, 'Resumen');
  await expect(page.getByTestId('answers-list')).toBeVisible();
  await expect(page.getByTestId('answers-list')).not.toContainText(marker);
  await expect(page.getByTestId('answers-list')).not.toContainText('Servicio de contratación');
  await expectNoAxeViolations(page);
  await context.close();

  // The reporter's receipt code no longer opens the follow-up.
  const reporterContext = await browser.newContext();
  const reporter = await reporterContext.newPage();
  await reporter.goto('/denuncias/seguimiento');
  await reporter.getByLabel('Código secreto').fill(filed.receipt);
  await reporter.getByRole('button', { name: 'Consultar' }).click();
  await expect(reporter.getByRole('alert').filter({ hasText: 'El código no es válido' })).toBeVisible();
  await expect(reporter).toHaveURL(/\/denuncias\/seguimiento$/);
  await reporterContext.close();
});
