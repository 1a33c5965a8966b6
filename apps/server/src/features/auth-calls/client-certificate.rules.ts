import crypto from 'node:crypto';
import net from 'node:net';

/*
 * The client-certificate sign-in's pure rules (decision 053): which peer may vouch for a
 * certificate (TRUST_PROXY), how the proxy's header is read (PEM, URL-encoded PEM as nginx's
 * `$ssl_client_escaped_cert`, PEM with its line breaks folded, or bare base64 DER), and the NIF of
 * a Spanish person certificate (FNMT, DNIe: `serialNumber` `IDCES-12345678Z` or `12345678Z`).
 */

const nieLetters = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A valid NIF/NIE (control letter checked), upper-cased; undefined otherwise. */
export function validNif(value: string): string | undefined {
  const nif = value.trim().toUpperCase();
  const match = /^([XYZ]|\d)(\d{7})([A-Z])$/.exec(nif);
  if (!match) {
    return undefined;
  }
  const [, first = '', middle = '', letter = ''] = match;
  const digits = Number(`${'XYZ'.indexOf(first) >= 0 ? 'XYZ'.indexOf(first) : first}${middle}`);
  return nieLetters[digits % 23] === letter ? nif : undefined;
}

/**
 * Whether the direct peer is one of TRUST_PROXY's addresses (the same list Fastify's `trustProxy`
 * gets: comma-separated addresses or CIDR ranges, or `loopback`). Anything else never vouches.
 */
export function isTrustedPeer(trustProxy: string | undefined, address: string | undefined): boolean {
  if (!trustProxy || !address) {
    return false;
  }
  const peer = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  const family = net.isIPv6(peer) ? 'ipv6' : 'ipv4';
  const list = new net.BlockList();
  for (const entry of trustProxy.split(',').map((part) => part.trim())) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [ip = '', bits] = entry.split('/');
    const kind = net.isIPv6(ip) ? 'ipv6' : net.isIPv4(ip) ? 'ipv4' : undefined;
    if (!kind) {
      continue;
    }
    if (bits === undefined) {
      list.addAddress(ip, kind);
    } else if (/^\d{1,3}$/.test(bits)) {
      list.addSubnet(ip, Number(bits), kind);
    }
  }
  return net.isIP(peer) !== 0 && list.check(peer, family);
}

/** The certificate in the proxy's header, parsed; undefined when it is not one. */
export function certificateOfHeader(value: string): crypto.X509Certificate | undefined {
  let text = value.trim();
  if (text.includes('%')) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return undefined;
    }
  }
  const body = text.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  if (body === '' || !/^[A-Za-z0-9+/]+=*$/.test(body)) {
    return undefined;
  }
  try {
    return new crypto.X509Certificate(Buffer.from(body, 'base64'));
  } catch {
    return undefined;
  }
}

/** The subject's attributes (`serialNumber`, `GN`, `SN`, `CN`…), the first of each. */
function subjectOf(certificate: crypto.X509Certificate): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of certificate.subject.split('\n')) {
    const at = line.indexOf('=');
    if (at > 0 && !fields.has(line.slice(0, at))) {
      fields.set(line.slice(0, at), line.slice(at + 1).replace(/^"(.*)"$/, '$1'));
    }
  }
  return fields;
}

export type CertificateHolder = { nif: string; givenName: string; familyName: string };

/**
 * The holder of a person certificate valid at `now`: the NIF of `serialNumber` (`IDCES-`
 * prefix or bare; else a NIF at the end of the CN, as older FNMT certificates carry it) and the
 * names (`GN`, `SN`; else the CN's part before ` - `). Undefined: expired, not yet valid or no NIF.
 */
export function holderOf(certificate: crypto.X509Certificate, now: Date): CertificateHolder | undefined {
  if (new Date(certificate.validFrom) > now || new Date(certificate.validTo) < now) {
    return undefined;
  }
  const subject = subjectOf(certificate);
  const serial = subject.get('serialNumber')?.replace(/^IDCES-/i, '');
  const fromCn = /(?:NIF[: ]*|- )([0-9XYZ]\d{7}[A-Z])\s*$/i.exec(subject.get('CN') ?? '')?.[1];
  const nif = (serial ? validNif(serial) : undefined) ?? (fromCn ? validNif(fromCn) : undefined);
  if (!nif) {
    return undefined;
  }
  const cnName = (subject.get('CN') ?? '').split(' - ')[0]?.trim() ?? '';
  const givenName = subject.get('GN') ?? '';
  const familyName = subject.get('SN') ?? (givenName === '' ? cnName : '');
  return { nif, givenName: givenName.slice(0, 200), familyName: familyName.slice(0, 200) };
}

/** The identifier a certificate's NIF stands for: the eIDAS PersonIdentifier Cl@ve answers for the same Spaniard. */
export function identifierOfNif(nif: string): string {
  return `ES/ES/${nif}`;
}
