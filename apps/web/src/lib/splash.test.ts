import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeSplashWhenStable, splashAfterStableMs, splashElementId } from './splash.ts';

function page(): { splash: HTMLElement; root: HTMLElement } {
  const splash = document.createElement('div');
  splash.id = splashElementId;
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(splash, root);
  return { splash, root };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the splash (spec §9)', () => {
  it('stays while the app shows nothing or a loader, and goes 300 ms after the app is stable', async () => {
    const { root } = page();
    const gone = removeSplashWhenStable();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(document.getElementById(splashElementId)).not.toBeNull();

    root.innerHTML = '<div role="progressbar"></div>';
    await vi.advanceTimersByTimeAsync(1_000);
    expect(document.getElementById(splashElementId)).not.toBeNull();

    root.innerHTML = '<main><h1>Canal</h1></main>';
    // Seen stable at the next check (every 50 ms), then 300 ms.
    await vi.advanceTimersByTimeAsync(splashAfterStableMs + 50);
    expect(document.getElementById(splashElementId)?.classList.contains('as-leaving')).toBe(true);
    await vi.advanceTimersByTimeAsync(250);
    expect(document.getElementById(splashElementId)).toBeNull();
    await expect(gone).resolves.toBeUndefined();
  });

  it('waits for the requests out, and gives up waiting after 10 s', async () => {
    const { root } = page();
    root.innerHTML = '<main></main>';
    let busy = true;
    void removeSplashWhenStable({ isBusy: () => busy });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(document.getElementById(splashElementId)?.classList.contains('as-leaving')).toBe(false);
    busy = false;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(document.getElementById(splashElementId)).toBeNull();

    const again = page();
    again.root.innerHTML = '<div role="progressbar"></div>';
    void removeSplashWhenStable();
    await vi.advanceTimersByTimeAsync(10_600);
    expect(document.getElementById(splashElementId)).toBeNull();
  });

  it('does nothing without a splash', async () => {
    await expect(removeSplashWhenStable()).resolves.toBeUndefined();
  });
});
