import { useCallback, useEffect, useRef, useState } from 'react';

/** Where every tab of the back office stamps its last activity, so one active tab keeps all alive. */
export const idleStampKey = 'atalaya.ultimaActividad';
/** The warning shows this long before the lock (half the limit when the limit is shorter). */
export const idleWarningMs = 60_000;
const activityEvents = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;
/** Activity is written to storage at most once per this many ms (pointer moves come in bursts). */
const stampEveryMs = 1000;

function readStamp(): number {
  try {
    return Number(globalThis.localStorage.getItem(idleStampKey)) || 0;
  } catch {
    return 0;
  }
}

function writeStamp(at: number): void {
  try {
    globalThis.localStorage.setItem(idleStampKey, String(at));
  } catch {
    // Storage unavailable (private mode): this tab still counts its own activity.
  }
}

export type IdleLockState = {
  /** Seconds until the lock while the warning shows, else null. */
  secondsLeft: number | null;
  /** Counts as activity (the warning's "keep working" button). */
  stayActive: () => void;
};

/**
 * Calls `lock` after `minutes` without pointer, keyboard or touch activity in any tab of the app
 * (the tabs share the newest activity through localStorage), and reports the last 60 s for a
 * visible warning. Opening the page counts as activity. `minutes` undefined: not armed yet.
 */
export function useIdleLock(minutes: number | undefined, lock: () => void): IdleLockState {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const last = useRef(0);
  const lastWrite = useRef(0);
  const locked = useRef(false);

  const mark = useCallback(() => {
    const now = Date.now();
    last.current = now;
    if (now - lastWrite.current >= stampEveryMs) {
      lastWrite.current = now;
      writeStamp(now);
    }
  }, []);

  useEffect(() => {
    if (minutes === undefined) {
      return undefined;
    }
    const limit = minutes * 60_000;
    const warning = Math.min(idleWarningMs, limit / 2);
    locked.current = false;
    lastWrite.current = 0;
    mark();

    function tick() {
      if (locked.current) {
        return;
      }
      const idle = Date.now() - Math.max(last.current, readStamp());
      if (idle >= limit) {
        locked.current = true;
        setSecondsLeft(null);
        lock();
      } else if (idle >= limit - warning) {
        setSecondsLeft(Math.ceil((limit - idle) / 1000));
      } else {
        setSecondsLeft(null);
      }
    }

    function onActivity() {
      mark();
    }
    for (const type of activityEvents) {
      globalThis.addEventListener(type, onActivity, { passive: true, capture: true });
    }
    const timer = globalThis.setInterval(tick, 1000);
    return () => {
      globalThis.clearInterval(timer);
      for (const type of activityEvents) {
        globalThis.removeEventListener(type, onActivity, { capture: true });
      }
    };
  }, [minutes, lock, mark]);

  const stayActive = useCallback(() => {
    mark();
    setSecondsLeft(null);
  }, [mark]);

  return { secondsLeft, stayActive };
}
