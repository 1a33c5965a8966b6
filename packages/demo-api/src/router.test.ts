import { describe, expect, it } from 'vitest';
import { matchPath, matchRoute, ok, type DemoRoute } from './router.ts';

const routes: DemoRoute[] = [
  { method: 'GET', path: '/api/apps/contacts/all', handler: () => ok('all') },
  { method: 'GET', path: '/api/ui/icons/:set', handler: () => ok('icons') },
  { method: 'POST', path: '/api/apps/contacts/contact', handler: () => ok('post') },
];

describe('path patterns', () => {
  it('matches exact segments and reads :parameters', () => {
    expect(matchPath('/api/ui/icons/:set', '/api/ui/icons/feather')).toEqual({ set: 'feather' });
    expect(matchPath('/api/apps/contacts/all', '/api/apps/contacts/all')).toEqual({});
    expect(matchPath('/api/ui/icons/:set', '/api/ui/icons/a%20b')).toEqual({ set: 'a b' });
  });

  it('does not match a prefix, a longer path or another segment', () => {
    expect(matchPath('/api/apps/contacts/all', '/api/apps/contacts')).toBeUndefined();
    expect(matchPath('/api/apps/contacts/all', '/api/apps/contacts/all/x')).toBeUndefined();
    expect(matchPath('/api/ui/icons/:set', '/api/ui/iconz/feather')).toBeUndefined();
  });
});

describe('route table', () => {
  it('picks the route by method and path', () => {
    expect(matchRoute(routes, 'post', '/api/apps/contacts/contact')?.route.path).toBe('/api/apps/contacts/contact');
    expect(matchRoute(routes, 'GET', '/api/ui/icons/feather')?.params).toEqual({ set: 'feather' });
  });

  it('returns nothing for another method or an unknown path, so the request passes through', () => {
    expect(matchRoute(routes, 'DELETE', '/api/apps/contacts/all')).toBeUndefined();
    expect(matchRoute(routes, 'GET', '/api/denuncias')).toBeUndefined();
  });
});
