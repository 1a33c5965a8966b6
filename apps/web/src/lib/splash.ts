/** The splash's element (index.html; the server fills it with the page's first screen). */
export const splashElementId = 'atalaya-splash';

/** Spec §9: the splash goes this long after the app is stable. */
export const splashAfterStableMs = 300;
/** Its fade (spec's exiting animation). */
const fadeMs = 195;
const pollMs = 50;
/** However the app fares, the splash is gone by then. */
const maxWaitMs = 10_000;

type SplashOptions = { doc?: Document; isBusy?: () => boolean; afterMs?: number };

/**
 * The app is stable when its root holds a screen that shows no loader and no request is out
 * (`isBusy`). The splash is then removed `afterMs` later (spec §9), fading out; it never blocks a
 * click meanwhile (`pointer-events: none`). Resolves once it is gone (at most about 10 s).
 */
export function removeSplashWhenStable({
  doc = document,
  isBusy = () => false,
  afterMs = splashAfterStableMs,
}: SplashOptions = {}): Promise<void> {
  const splash = doc.getElementById(splashElementId);
  const root = doc.getElementById('root');
  if (!splash) {
    return Promise.resolve();
  }
  const started = Date.now();
  function stable(): boolean {
    return (
      root !== null && root.childElementCount > 0 && root.querySelector('[role="progressbar"]') === null && !isBusy()
    );
  }
  return new Promise((resolve) => {
    function leave(): void {
      splash?.classList.add('as-leaving');
      setTimeout(() => {
        splash?.remove();
        resolve();
      }, fadeMs);
    }
    function check(): void {
      if (stable() || Date.now() - started >= maxWaitMs) {
        setTimeout(leave, afterMs);
        return;
      }
      setTimeout(check, pollMs);
    }
    check();
  });
}
