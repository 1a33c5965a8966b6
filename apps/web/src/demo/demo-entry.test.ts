import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loadAppConfig } from '@/lib/app-config.ts';
import { server } from '@/testing/msw-server.ts';
import { lazyDemoRoute } from './demo-entry.ts';

function answerSettings(settings: Record<string, unknown>): void {
  server.use(
    http.get('*/assets/config/config.json', () => HttpResponse.json(settings)),
    http.get('*/i18n/admin/:file', () => HttpResponse.json({})),
  );
}

describe('the lazy /demo/* route', () => {
  it('has no demo when the settings say demoAreas: false (DEMO_AREAS=false): it sends to the not-found page', async () => {
    answerSettings({ version: 1, demoAreas: false });
    await loadAppConfig();
    const route = await lazyDemoRoute();
    expect('Component' in route).toBe(false);
    const answer = (route as { loader: () => Response }).loader();
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/404');
  });

  it('loads the demo by default (no flag in the settings)', async () => {
    answerSettings({ version: 1 });
    await loadAppConfig();
    const route = await lazyDemoRoute();
    expect('Component' in route && typeof route.Component).toBe('function');
  });
});
