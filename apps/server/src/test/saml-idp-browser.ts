import { defaultUsers, type IdpUser, type SamlIdp } from './saml-idp.ts';

/*
 * A browser's part in front of the test IdP (test/saml-idp.ts): follows its redirects keeping its
 * cookies, fills its password form and reads the auto-POST form it answers with, as Chromium
 * would, for the server-side sign-in and logout suites.
 */

/** The cookies a browser would keep across the IdP's pages (name → value; no paths, one host). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) {
        this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
      }
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&amp;/g, '&');
}

/** The hidden inputs of the first form of a page, and its action. */
function formOf(html: string, pageUrl: string): { action: string; fields: Record<string, string> } {
  const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) {
    throw new Error(`no form on ${pageUrl}: ${html.slice(0, 300)}`);
  }
  const fields: Record<string, string> = {};
  for (const input of (form[2] ?? '').matchAll(/<input[^>]*>/gi)) {
    const name = /name="([^"]*)"/i.exec(input[0])?.[1];
    const value = /value="([^"]*)"/i.exec(input[0])?.[1];
    if (name) {
      fields[decodeEntities(name)] = decodeEntities(value ?? '');
    }
  }
  return { action: new URL(decodeEntities(form[1] ?? ''), pageUrl).toString(), fields };
}

/** Follows redirects by hand so every hop's cookies are kept. */
async function browse(
  jar: CookieJar,
  url: string,
  init: { method: 'GET' | 'POST'; form?: Record<string, string> },
): Promise<{ url: string; html: string }> {
  let current = url;
  let method = init.method;
  let body: string | undefined = init.form ? new URLSearchParams(init.form).toString() : undefined;
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(current, {
      method,
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(body !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    jar.take(response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      current = new URL(location, current).toString();
      method = 'GET';
      body = undefined;
      continue;
    }
    return { url: current, html: await response.text() };
  }
  throw new Error(`too many redirects from ${url}`);
}

export type IdpAnswer = {
  action: string;
  samlResponse: string;
  relayState: string | undefined;
  /** The browser's cookies at the IdP after this answer: its session there, for a later logout. */
  cookies: CookieJar;
};

async function signInAndRead(jar: CookieJar, first: { url: string; html: string }, user: IdpUser): Promise<IdpAnswer> {
  let page = first;
  if (/name="password"/i.test(page.html)) {
    const login = formOf(page.html, page.url);
    page = await browse(jar, login.action, {
      method: 'POST',
      form: { ...login.fields, username: user.username, password: user.password },
    });
  }
  if (!/name="SAMLResponse"/.test(page.html)) {
    // SimpleSAMLphp's error pages answer 200: say what it said.
    throw new Error(`the IdP did not answer with a SAMLResponse: ${page.html.replace(/\s+/g, ' ').slice(0, 600)}`);
  }
  const answer = formOf(page.html, page.url);
  const samlResponse = answer.fields.SAMLResponse;
  if (!samlResponse) {
    throw new Error('empty SAMLResponse');
  }
  return { action: answer.action, samlResponse, relayState: answer.fields.RelayState, cookies: jar };
}

/**
 * A sign-in without a browser: posts the SAMLRequest to the IdP's SSO page (as the web app's
 * hidden form does), fills in the username/password form keeping cookies, and reads the
 * auto-POST form that would carry the SAMLResponse to the ACS.
 */
export async function driveLogin(
  request: { action: string; samlRequest: string; relayState: string },
  user: IdpUser = defaultUsers[0] as IdpUser,
): Promise<IdpAnswer> {
  const jar = new CookieJar();
  const first = await browse(jar, request.action, {
    method: 'POST',
    form: { country: 'ES', SAMLRequest: request.samlRequest, RelayState: request.relayState },
  });
  return signInAndRead(jar, first, user);
}

/** An IdP-initiated (unsolicited) sign-in: the answer carries no InResponseTo. */
export async function driveUnsolicitedLogin(
  idp: SamlIdp,
  spEntityId: string,
  relayState: string,
  user: IdpUser = defaultUsers[0] as IdpUser,
): Promise<IdpAnswer> {
  const jar = new CookieJar();
  const url = `${idp.ssoUrl}?${new URLSearchParams({ spentityid: spEntityId, RelayState: relayState }).toString()}`;
  const first = await browse(jar, url, { method: 'GET' });
  return signInAndRead(jar, first, user);
}

/**
 * The browser's part of a single logout (decision 058): posts our LogoutRequest form (its field
 * as we named it) to the IdP with the cookies of its session there, and reads the auto-POST form
 * carrying the LogoutResponse to our endpoint.
 */
export async function driveLogout(
  cookies: CookieJar,
  request: { action: string; campo: string; valor: string; relayState: string },
): Promise<IdpAnswer> {
  const page = await browse(cookies, request.action, {
    method: 'POST',
    form: { [request.campo]: request.valor, RelayState: request.relayState },
  });
  if (!/name="SAMLResponse"/.test(page.html)) {
    throw new Error(`the IdP did not answer with a LogoutResponse: ${page.html.replace(/\s+/g, ' ').slice(0, 600)}`);
  }
  const answer = formOf(page.html, page.url);
  return {
    action: answer.action,
    samlResponse: answer.fields.SAMLResponse ?? '',
    relayState: answer.fields.RelayState,
    cookies,
  };
}

/** True when the IdP still knows the browser: a new AuthnRequest is answered without the password form. */
export async function idpStillSignedIn(
  cookies: CookieJar,
  request: { action: string; samlRequest: string; relayState: string },
): Promise<boolean> {
  const page = await browse(cookies, request.action, {
    method: 'POST',
    form: { country: 'ES', SAMLRequest: request.samlRequest, RelayState: request.relayState },
  });
  return !/name="password"/i.test(page.html) && /name="SAMLResponse"/.test(page.html);
}
