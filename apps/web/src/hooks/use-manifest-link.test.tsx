import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useManifestLink } from './use-manifest-link.ts';

describe('useManifestLink', () => {
  afterEach(() => {
    document.head.querySelector('link[rel="manifest"]')?.remove();
  });

  it("points the manifest at the back office's while an administrator layout is shown, and back after", () => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.webmanifest';
    document.head.append(link);

    const { unmount } = renderHook(() => useManifestLink('admin'));
    expect(link.getAttribute('href')).toBe('/manifest.webmanifest?app=admin');
    unmount();
    expect(link.getAttribute('href')).toBe('/manifest.webmanifest');

    renderHook(() => useManifestLink('public'));
    expect(link.getAttribute('href')).toBe('/manifest.webmanifest');
  });

  it('does nothing on a page without a manifest link', () => {
    renderHook(() => useManifestLink('admin'));
    expect(document.head.querySelector('link[rel="manifest"]')).toBeNull();
  });
});
