/**
 * Normalises what a client sends as "the page's hostname" (spec §7, `POST /api/auth/publico`
 * body `url`) or a Host header: accepts a bare hostname, `host:port`, `[ipv6]:port` or a full
 * URL, and answers the lowercase hostname without port or trailing dot. Null when nothing usable.
 * @example normalizeHostname('Canal.Example.es:8443') // 'canal.example.es'
 */
export function normalizeHostname(input: string): string | null {
  const text = input.trim();
  if (text === '') {
    return null;
  }
  let host: string;
  if (text.includes('://')) {
    try {
      host = new URL(text).hostname;
    } catch {
      return null;
    }
  } else if (text.startsWith('[')) {
    const end = text.indexOf(']');
    if (end < 0) {
      return null;
    }
    host = text.slice(0, end + 1);
  } else {
    const withoutPath = text.split(/[/?#]/, 1)[0] ?? '';
    host = withoutPath.split(':', 1)[0] ?? '';
  }
  host = host.toLowerCase().replace(/\.$/, '');
  if (host === '' || host.length > 253 || !/^[a-z0-9.\-[\]:]+$/.test(host)) {
    return null;
  }
  return host;
}
