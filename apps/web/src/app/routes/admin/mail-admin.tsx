import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { MailTemplatesPanel } from '@/features/mail-admin/components/mail-templates-panel.tsx';
import { OutboxTable } from '@/features/mail-admin/components/outbox-table.tsx';

/** /admin/denuncias/mensajes: "Mensajes de Correo" — templates and the outbox. */
export function MailAdminRoute() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'plantillas' | 'salida'>('plantillas');
  return (
    <>
      <PageHeader title={t('nav.mensajes_correo')} subtitle={t('mailAdmin.subtitle')} />
      <Tabs value={tab} onChange={(_e, value: 'plantillas' | 'salida') => setTab(value)} sx={{ mb: 2 }}>
        <Tab value="plantillas" label={t('mailAdmin.templates')} />
        <Tab value="salida" label={t('mailAdmin.outbox')} />
      </Tabs>
      <Box>{tab === 'plantillas' ? <MailTemplatesPanel /> : <OutboxTable />}</Box>
    </>
  );
}
