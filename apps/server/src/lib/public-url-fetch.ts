import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

/*
 * Reads a small text document from an address an administrator typed (an IdP's metadata URL,
 * decision 056) without letting that address reach into our own network: https only, and the
 * address the socket connects to is checked when it connects (the look-up below), so a name that
 * resolves to a private address — or changes to one after a first check — is refused. No
 * redirects, a size cap and a deadline. `allowPrivate` (IDP_METADATA_ALLOW_PRIVATE) lifts the
 * network rule and admits http, for an IdP inside the organisation's own network and for tests.
 */

export class PublicFetchError extends Error {
  constructor(
    readonly reason: 'address' | 'scheme' | 'private' | 'redirect' | 'status' | 'size' | 'timeout' | 'network',
    message: string,
  ) {
    super(message);
    this.name = 'PublicFetchError';
  }
}

/** Loopback, private, link-local, CGNAT, multicast and reserved ranges, IPv4 and IPv6. */
const notPublic = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // IPv4-mapped addresses (::ffff:a.b.c.d) are checked against the IPv4 rules by BlockList itself.
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is one a server may not be sent to by an outsider's URL. */
export function isNonPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) {
    return true;
  }
  return notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** dns.lookup that fails when any address the name resolves to is not public. */
function publicOnlyLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) {
      callback(error, []);
      return;
    }
    if (addresses.length === 0 || addresses.some((entry) => isNonPublicAddress(entry.address))) {
      callback(Object.assign(new Error('non-public address'), { code: 'ENONPUBLIC' }), []);
      return;
    }
    if (options.all) {
      callback(null, addresses);
      return;
    }
    const [first] = addresses;
    callback(null, first?.address ?? '', first?.family);
  });
}

export type PublicFetchOptions = { maxBytes: number; timeoutMs: number; allowPrivate: boolean; accept?: string };

/** GETs `address` and answers its body as UTF-8 text, or throws a PublicFetchError saying why not. */
export async function fetchPublicText(address: string, options: PublicFetchOptions): Promise<string> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new PublicFetchError('address', 'not a URL');
  }
  const secure = url.protocol === 'https:';
  if (!secure && !(options.allowPrivate && url.protocol === 'http:')) {
    throw new PublicFetchError('scheme', 'only https');
  }
  if (url.username || url.password) {
    throw new PublicFetchError('address', 'credentials in the URL');
  }
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!options.allowPrivate && net.isIP(literal) !== 0 && isNonPublicAddress(literal)) {
    throw new PublicFetchError('private', 'non-public address');
  }
  const client = secure ? https : http;
  return new Promise<string>((resolve, reject) => {
    const request = client.get(
      url,
      {
        headers: { accept: options.accept ?? '*/*', 'user-agent': 'Atalaya' },
        // A connection of its own, closed after the answer: never a pooled keep-alive socket that
        // another request opened (to another tenant's address, or to a server since gone).
        agent: false,
        ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.resume();
          reject(new PublicFetchError('redirect', `redirect ${status}`));
          return;
        }
        if (status !== 200) {
          response.resume();
          reject(new PublicFetchError('status', `status ${status}`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            request.destroy();
            reject(new PublicFetchError('size', 'too large'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => {
          resolve(Buffer.concat(chunks).toString('utf8'));
        });
        response.on('error', () => {
          reject(new PublicFetchError('network', 'response failed'));
        });
      },
    );
    // One deadline for the whole read (connect, headers and body), not per idle socket.
    const deadline = setTimeout(() => {
      request.destroy(new PublicFetchError('timeout', 'timeout'));
    }, options.timeoutMs);
    request.on('close', () => {
      clearTimeout(deadline);
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof PublicFetchError) {
        reject(error);
      } else if (error.code === 'ENONPUBLIC') {
        reject(new PublicFetchError('private', 'non-public address'));
      } else {
        reject(new PublicFetchError('network', error.code ?? 'network'));
      }
    });
  });
}
