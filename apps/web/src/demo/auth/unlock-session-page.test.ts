import { describe, expect, it } from 'vitest';
import { returnPath } from './unlock-session-page.tsx';

describe('returnPath', () => {
  it('goes back to the demo page the session was locked on, and nowhere outside the demo', () => {
    expect(returnPath({ from: '/demo/apps/ecommerce/inventory' })).toBe('/demo/apps/ecommerce/inventory');
    expect(returnPath({ from: '/admin/denuncias/dashboard' })).toBe('/demo/dashboards/analytics');
    expect(returnPath({ from: '/demo/unlock-session' })).toBe('/demo/dashboards/analytics');
    expect(returnPath(null)).toBe('/demo/dashboards/analytics');
    expect(returnPath({ from: 42 })).toBe('/demo/dashboards/analytics');
  });
});
