import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { languageCodes, type LanguageCode } from '@atalaya/contract/limits';
import { languageNames } from '@/lib/i18n.ts';

type LanguageTabsProps = {
  /** The fields of one language (name, description…). */
  children: (language: LanguageCode) => ReactNode;
  /** Languages whose fields have an error: their tab is marked. */
  invalid?: ReadonlySet<LanguageCode>;
  /** Languages with some text: their tab shows a dot. */
  filled?: ReadonlySet<LanguageCode>;
};

/** Tabs es/cat/eu/ga/en for texts kept per language; Spanish (required) first. */
export function LanguageTabs({ children, invalid, filled }: LanguageTabsProps) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<LanguageCode>('es');
  const baseId = useId();
  return (
    <Box>
      <Tabs
        value={language}
        onChange={(_event, value: LanguageCode) => {
          setLanguage(value);
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('adminCrud.languages')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {languageCodes.map((code) => {
          // Visual marks only: the fields themselves say what is required or wrong.
          const marks = [code === 'es' ? ' *' : '', filled?.has(code) && code !== 'es' ? ' •' : ''].join('');
          return (
            <Tab
              key={code}
              value={code}
              id={`${baseId}-tab-${code}`}
              aria-controls={`${baseId}-panel-${code}`}
              label={
                <span>
                  {languageNames[code]}
                  {marks ? <span aria-hidden="true">{marks}</span> : null}
                </span>
              }
              sx={invalid?.has(code) ? { color: 'error.main' } : undefined}
            />
          );
        })}
      </Tabs>
      <Box role="tabpanel" id={`${baseId}-panel-${language}`} aria-labelledby={`${baseId}-tab-${language}`}>
        {children(language)}
      </Box>
    </Box>
  );
}
