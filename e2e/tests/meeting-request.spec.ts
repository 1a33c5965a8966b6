import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, fileThroughApi, openCase, signIn } from './support.ts';

/*
 * Issue 17 §2 (art 7.2 Ley 2/2023): a reporter asks from the follow-up for a meeting by video
 * call; the handler sees the request with its 7-day deadline and proposes a date; the reporter
 * sees the proposal in the follow-up and as a notification.
 */

/** The day after tomorrow at 10:30, as a datetime-local input takes it. */
function proposedAt(): string {
  return `${new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)}T10:30`;
}

test('a reporter asks for a meeting; the handler proposes a date; the reporter sees it', async ({
  page,
  browser,
  request,
}) => {
  const filed = await fileThroughApi(request, 'Hechos de la reunión solicitada.');

  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('locale', 'es'));
  const follow = await context.newPage();
  await follow.goto('/denuncias/seguimiento');
  await follow.getByLabel('Código secreto').fill(filed.receipt);
  await follow.getByRole('button', { name: 'Consultar' }).click();
  await expect(follow).toHaveURL(/\/denuncias\/seguimiento\/comunicacion$/);
  const panel = follow.getByTestId('meeting-panel');
  await expect(panel.getByRole('heading', { name: 'Reunión con la persona gestora' })).toBeVisible();
  await panel.getByRole('radio', { name: 'Videollamada' }).check();
  await panel.getByRole('textbox', { name: 'Disponibilidad (opcional)' }).fill('Martes y jueves por la tarde');
  await panel.getByRole('button', { name: 'Solicitar reunión' }).click();
  await expect(panel.getByTestId('meeting-requested')).toContainText('Ha solicitado una reunión por videollamada');
  await expect(panel.getByTestId('meeting-availability')).toContainText('Martes y jueves por la tarde');
  await expectNoAxeViolations(follow);

  await signIn(page);
  await openCase(page, filed.guid);
  const meeting = page.getByTestId('case-meeting');
  await expect(meeting.getByRole('heading', { name: 'Reunión solicitada' })).toBeVisible();
  await expect(meeting.getByTestId('case-meeting-deadline')).toContainText('Proponer fecha antes del');
  await expect(meeting).toContainText('Martes y jueves por la tarde');
  await expectNoAxeViolations(page);
  const fecha = proposedAt();
  await meeting.getByLabel('Fecha y hora').fill(fecha);
  await meeting.getByLabel('Lugar o enlace de la videollamada').fill('https://video.example.es/sala-7');
  await meeting.getByRole('button', { name: 'Proponer fecha' }).click();
  const [day, time] = fecha.split('T') as [string, string];
  const [y, m, d] = day.split('-');
  await expect(meeting.getByTestId('case-meeting-proposal')).toContainText(`${d}/${m}/${y} ${time}`);
  await expect(meeting.getByTestId('case-meeting-proposal')).toContainText('https://video.example.es/sala-7');

  await follow.reload();
  const proposal = follow.getByTestId('meeting-panel').getByTestId('meeting-proposal');
  await expect(proposal).toContainText(`Fecha propuesta: ${d}/${m}/${y} ${time}`);
  await expect(proposal).toContainText('https://video.example.es/sala-7');
  await expect(follow.getByTestId('complaint-timeline')).toContainText('Propuesta de reunión');
  await expectNoAxeViolations(follow);
  await context.close();
});
