import { useEffect } from 'react';

const publicManifest = '/manifest.webmanifest';
const adminManifest = '/manifest.webmanifest?app=admin';

/**
 * Points index.html's `<link rel="manifest">` at the back office's manifest while an administrator
 * layout is shown (installing from there starts at Gestión), and back at the channel's afterwards.
 */
export function useManifestLink(app: 'admin' | 'public'): void {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) {
      return undefined;
    }
    link.setAttribute('href', app === 'admin' ? adminManifest : publicManifest);
    return () => {
      link.setAttribute('href', publicManifest);
    };
  }, [app]);
}
