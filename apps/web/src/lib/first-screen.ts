import { firstScreenElementId, firstScreenRequestKey, firstScreenSchema } from '@atalaya/contract/landing/first-screen';
import type { FirstScreen } from '@atalaya/contract/landing/first-screen';
import { isTokenExpired } from './jwt.ts';
import { needsPublicToken, setTokens } from './tokens.ts';

/**
 * The first screen the server wrote into the HTML (decision 033): a public visitor's token pair
 * and the answers of the first screen's requests made with it. Read once; each answer is used
 * once, by the request it answers, and only while that very token is the session and the
 * interface language is the one the answers were made in. Anything else goes to the network.
 */
let carried: FirstScreen | null | undefined;

function readCarried(doc: Document): FirstScreen | null {
  const element = doc.getElementById(firstScreenElementId);
  if (!element?.textContent) {
    return null;
  }
  try {
    const parsed = firstScreenSchema.safeParse(JSON.parse(element.textContent));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function firstScreen(doc: Document = document): FirstScreen | null {
  if (carried === undefined) {
    carried = readCarried(doc);
  }
  return carried;
}

/**
 * Spec §4 at start: when a public token is needed and the HTML carries one still valid, it is
 * stored as if `POST /api/auth/publico` had answered it, so the first screen shows without a call.
 * Returns whether it was adopted.
 */
export function adoptFirstScreenSession(doc: Document = document): boolean {
  const screen = firstScreen(doc);
  if (!screen || !needsPublicToken() || isTokenExpired(screen.session.accesstoken.token)) {
    return false;
  }
  setTokens(screen.session.accesstoken.token, screen.session.refreshtoken.token);
  return true;
}

/**
 * The answer the HTML carries for this request, removed so that it is used once; `undefined`
 * when there is none for it, or the request goes with another token or in another language.
 */
export function takeFirstScreenAnswer(
  method: string,
  path: string,
  body: unknown,
  token: string | null,
  languageTag: string,
): unknown {
  const screen = firstScreen();
  if (!screen || token === null || token !== screen.session.accesstoken.token || languageTag !== screen.language) {
    return undefined;
  }
  const key = firstScreenRequestKey(method, path, body);
  if (!(key in screen.answers)) {
    return undefined;
  }
  const answer = screen.answers[key];
  delete screen.answers[key];
  return answer;
}

/** Forgets what was read (tests). */
export function resetFirstScreen(): void {
  carried = undefined;
}
