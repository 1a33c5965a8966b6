import { useId } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';

export type CaseTab = { key: string; label: string; content: ReactNode };

/**
 * The sections of a case as tabs (scrollable on a phone); the open one is kept in `?tab=`, so a
 * reload or a shared link opens the same section. Only the open section is mounted.
 */
export function CaseTabs({ tabs, label }: { tabs: readonly CaseTab[]; label: string }) {
  const baseId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const current = tabs.find((tab) => tab.key === requested) ?? tabs[0];
  if (!current) {
    return null;
  }
  return (
    <Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={current.key}
          onChange={(_event, key: string) => {
            setSearchParams(
              (params) => {
                const next = new URLSearchParams(params);
                next.set('tab', key);
                return next;
              },
              { replace: true },
            );
          }}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={label}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.key}
              value={tab.key}
              label={tab.label}
              id={`${baseId}-tab-${tab.key}`}
              aria-controls={`${baseId}-panel-${tab.key}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box
        role="tabpanel"
        id={`${baseId}-panel-${current.key}`}
        aria-labelledby={`${baseId}-tab-${current.key}`}
        data-testid={`case-tab-${current.key}`}
      >
        {current.content}
      </Box>
    </Box>
  );
}
