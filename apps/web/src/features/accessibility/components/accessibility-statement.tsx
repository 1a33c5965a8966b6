import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AccessibilityStatement as StatementFacts } from '@atalaya/contract/tenants/public-pages.schemas';
import { SanitizedHtml } from '@/components/ui/sanitized-html.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';
import { formatDate } from '@/lib/format.ts';
import { useLanguage } from '@/lib/i18n.ts';

/** Real Decreto 1112/2018 on the BOE. */
export const royalDecreeUrl = 'https://www.boe.es/eli/es/rd/2018/09/07/1112/con';

type AccessibilityStatementProps = {
  tenantName: string;
  /** The address the statement applies to (this channel). */
  siteUrl: string;
  facts: StatementFacts;
  /** The tenant's own account of content that is not accessible (its `accesibilidad` block). */
  notesHtml?: string | null;
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={1.5}>{children}</Stack>
    </Box>
  );
}

function SubSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="h3" variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The accessibility statement of a tenant's channel, following the model of RD 1112/2018 and
 * Decisión de Ejecución (UE) 2018/1523: conformance status, content that is not accessible,
 * preparation (date, method, last review), observations and contact, and the enforcement
 * procedure. The tenant states the facts (Ajustes) and may describe its own content that is not
 * accessible (content block `accesibilidad`); the rest is the product's text in every language.
 */
export function AccessibilityStatement({ tenantName, siteUrl, facts, notesHtml }: AccessibilityStatementProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const contactItems = ['breach', 'difficulty', 'suggestion'] as const;
  return (
    <Stack spacing={4} data-testid="accessibility-statement">
      <Box>
        <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
          {t('accessibility.title')}
        </Typography>
        <Stack spacing={1.5}>
          <Typography>{t('accessibility.intro', { tenant: tenantName })}</Typography>
          <Typography>{t('accessibility.scope', { site: siteUrl })}</Typography>
        </Stack>
      </Box>

      <Section id="accesibilidad-cumplimiento" title={t('accessibility.conformance.title')}>
        <Typography data-testid="accessibility-conformance">
          {t(`accessibility.conformance.${facts.estado}`)}
        </Typography>
      </Section>

      <Section id="accesibilidad-contenido" title={t('accessibility.nonAccessible.title')}>
        <Typography>{t('accessibility.nonAccessible.intro')}</Typography>
        <SubSection title={t('accessibility.nonAccessible.lackTitle')}>
          {notesHtml ? (
            <SanitizedHtml html={notesHtml} data-testid="accessibility-notes" />
          ) : (
            <Typography>
              {facts.estado === 'total'
                ? t('accessibility.nonAccessible.lackNone')
                : t('accessibility.nonAccessible.lack')}
            </Typography>
          )}
        </SubSection>
        <SubSection title={t('accessibility.nonAccessible.burdenTitle')}>
          <Typography>{t('accessibility.nonAccessible.burden')}</Typography>
        </SubSection>
        <SubSection title={t('accessibility.nonAccessible.outOfScopeTitle')}>
          <Typography>{t('accessibility.nonAccessible.outOfScope')}</Typography>
        </SubSection>
      </Section>

      <Section id="accesibilidad-preparacion" title={t('accessibility.preparation.title')}>
        <Typography data-testid="accessibility-prepared">
          {facts.fecha_preparacion
            ? t('accessibility.preparation.date', { date: formatDate(facts.fecha_preparacion, language) })
            : t('accessibility.preparation.noDate')}
        </Typography>
        <Typography>{t(`accessibility.preparation.method.${facts.metodo}`)}</Typography>
        {facts.fecha_revision ? (
          <Typography>
            {t('accessibility.preparation.review', { date: formatDate(facts.fecha_revision, language) })}
          </Typography>
        ) : null}
      </Section>

      <Section id="accesibilidad-contacto" title={t('accessibility.contact.title')}>
        <Typography>{t('accessibility.contact.text')}</Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {contactItems.map((key) => (
            <Typography component="li" key={key}>
              {t(`accessibility.contact.items.${key}`)}
            </Typography>
          ))}
        </Box>
        <Typography>{t('accessibility.contact.requests')}</Typography>
        {facts.contacto_email ? (
          <Typography data-testid="accessibility-contact">
            {t('accessibility.contact.email')}{' '}
            <Link href={`mailto:${facts.contacto_email}`} sx={{ fontWeight: 600 }}>
              {facts.contacto_email}
            </Link>
          </Typography>
        ) : (
          <Typography data-testid="accessibility-contact">{t('accessibility.contact.noEmail')}</Typography>
        )}
        <Typography color="text.secondary">{t('accessibility.contact.notThisChannel')}</Typography>
      </Section>

      <Section id="accesibilidad-aplicacion" title={t('accessibility.enforcement.title')}>
        <Typography>{t('accessibility.enforcement.text', { tenant: tenantName })}</Typography>
        <Typography>
          <Link href={royalDecreeUrl} target="_blank" rel="noopener noreferrer">
            {t('accessibility.enforcement.law')}
            <VisuallyHidden>{` ${t('common.newTab')}`}</VisuallyHidden>
          </Link>
        </Typography>
      </Section>
    </Stack>
  );
}
