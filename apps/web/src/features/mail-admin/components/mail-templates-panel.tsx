import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageCodes, languageIds, type LanguageCode } from '@atalaya/contract/limits';
import { mailEventAudience, mailEvents, type MailEvent } from '@atalaya/contract/mail/mail.schemas';
import { Loader } from '@/components/ui/loader.tsx';
import { languageNames } from '@/lib/i18n.ts';
import { useMailTemplates } from '../api/mail-templates.ts';
import { TemplateEditor } from './template-editor.tsx';

/** Templates by event (left) and language (tabs); the editor of the chosen one. */
export function MailTemplatesPanel() {
  const { t } = useTranslation();
  const templates = useMailTemplates();
  const [evento, setEvento] = useState<MailEvent>('nueva_denuncia');
  const [language, setLanguage] = useState<LanguageCode>('es');

  if (templates.isPending) {
    return <Loader />;
  }
  if (templates.isError) {
    return <Alert severity="error">{t('mailAdmin.loadFailed')}</Alert>;
  }
  const current = templates.data.find((x) => x.evento === evento && x.ididioma === languageIds[language]);

  return (
    <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', md: 'row' } }}>
      <Paper variant="outlined" sx={{ minWidth: 260 }}>
        <List component="nav" aria-label={t('mailAdmin.events')}>
          {mailEvents.map((name) => (
            <ListItemButton key={name} selected={name === evento} onClick={() => setEvento(name)}>
              <ListItemText
                primary={t(`mailAdmin.event.${name}`)}
                secondary={t(`mailAdmin.audience.${mailEventAudience[name]}`)}
              />
            </ListItemButton>
          ))}
        </List>
      </Paper>
      <Paper variant="outlined" sx={{ flex: 1, p: 2, minWidth: 0 }}>
        <Tabs
          value={language}
          onChange={(_e, value: LanguageCode) => setLanguage(value)}
          variant="scrollable"
          aria-label={t('mailAdmin.languages')}
          sx={{ mb: 2 }}
        >
          {languageCodes.map((code) => (
            <Tab key={code} value={code} label={languageNames[code]} />
          ))}
        </Tabs>
        {current ? <TemplateEditor key={current.idplantilla} template={current} /> : null}
      </Paper>
    </Box>
  );
}
