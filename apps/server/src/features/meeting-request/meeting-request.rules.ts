import type { LanguageCode } from '@atalaya/contract/limits';

/*
 * The notification that carries a proposed meeting to the reporter (issue 17 §2), in their
 * language: the date and the place the handler wrote, nothing else of the case.
 */

const titles: Record<LanguageCode, string> = {
  es: 'Propuesta de reunión',
  cat: 'Proposta de reunió',
  eu: 'Bilera-proposamena',
  ga: 'Proposta de reunión',
  en: 'Meeting proposal',
};

const lines: Record<LanguageCode, { when: string; where: string; answer: string }> = {
  es: { when: 'Fecha y hora', where: 'Lugar o enlace', answer: 'Si no le va bien, indíquelo en la conversación.' },
  cat: { when: 'Data i hora', where: 'Lloc o enllaç', answer: 'Si no us va bé, indiqueu-ho a la conversa.' },
  eu: {
    when: 'Data eta ordua',
    where: 'Lekua edo esteka',
    answer: 'Ez bazaizu ondo etortzen, adierazi elkarrizketan.',
  },
  ga: { when: 'Data e hora', where: 'Lugar ou ligazón', answer: 'Se non lle vai ben, indíqueo na conversa.' },
  en: { when: 'Date and time', where: 'Place or link', answer: 'If it does not suit you, say so in the conversation.' },
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** `2026-12-03T10:30` as `03/12/2026 10:30`. */
export function meetingWhen(fecha: string): string {
  const [day, time] = fecha.split('T');
  const [year, month, date] = (day ?? '').split('-');
  return `${date}/${month}/${year} ${time ?? ''}`.trim();
}

/** The proposal notification's title and HTML content in `lang`. */
export function meetingProposalNotice(
  lang: LanguageCode,
  proposal: { fecha: string; lugar: string },
): { descripcion: string; contenido: string } {
  const text = lines[lang];
  return {
    descripcion: titles[lang],
    contenido:
      `<p>${text.when}: ${escapeHtml(meetingWhen(proposal.fecha))}</p>` +
      `<p>${text.where}: ${escapeHtml(proposal.lugar)}</p><p>${text.answer}</p>`,
  };
}
