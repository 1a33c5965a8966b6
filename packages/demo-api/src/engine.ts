/**
 * The engine: one in-memory store per "browser" (per `createDemoApi` call), made of areas. An area
 * seeds its own state from its own random stream (derived from the seed and the area's name, so
 * adding an area never changes another's data) and contributes routes that read the current state
 * through its context, so `reset()` only replaces the states.
 */
import { createRandom, hashText, randomUuid, type Random } from './random.ts';
import { matchRoute, type DemoRequest, type DemoResponse, type DemoRoute } from './router.ts';

export type SeedContext = {
  random: Random;
  /** The moment the store was (re)seeded: every seed date is relative to it. */
  now: Date;
  /** The state of an area seeded earlier in the list. */
  stateOf<T>(areaName: string): T;
};

export type AreaContext<S> = {
  state(): S;
  now(): Date;
  /** A fresh id for a record created at run time. */
  newId(): string;
  /** The current state of another area (e.g. the common search reads contacts and tasks). */
  stateOf<T>(areaName: string): T;
};

export type DemoArea<S> = {
  name: string;
  seed(context: SeedContext): S;
  routes(context: AreaContext<S>): DemoRoute[];
};

/** An area with its state type erased, so areas of different states share one list. */
export type RegisteredArea = {
  name: string;
  seed(context: SeedContext): unknown;
  routes(context: AreaContext<unknown>): DemoRoute[];
};

export function defineArea<S>(area: DemoArea<S>): RegisteredArea {
  return {
    name: area.name,
    seed: (context) => area.seed(context),
    routes: (context) => area.routes({ ...context, state: () => context.state() as S }),
  };
}

export type DemoApiOptions = {
  areas: readonly RegisteredArea[];
  /** The base seed; the same seed gives the same data. */
  seed?: number;
  /** The clock (tests fix it). */
  now?: () => Date;
  /** Multiplies the §9 delays: 1 as specified (default), 0 for none. */
  delayScale?: number;
};

export type DemoApi = {
  readonly routes: readonly DemoRoute[];
  /** Answers a request, or `undefined` when no route matches (the request passes through). */
  handle(method: string, path: string, request: Omit<DemoRequest, 'params'>): Promise<DemoResponse | undefined>;
  /** Runs one route (the MSW adapter has already matched it). */
  run(route: DemoRoute, request: DemoRequest): Promise<DemoResponse>;
  /** Seeds every area again: the data of a fresh load. */
  reset(): void;
  stateOf<T>(areaName: string): T;
};

export const DEFAULT_SEED = 20_260_001;

export function createDemoApi(options: DemoApiOptions): DemoApi {
  const clock = options.now ?? (() => new Date());
  const baseSeed = options.seed ?? DEFAULT_SEED;
  const delayScale = options.delayScale ?? 1;
  const states = new Map<string, unknown>();

  function stateOf<T>(areaName: string): T {
    if (!states.has(areaName)) {
      throw new Error(`Unknown demo area: ${areaName}`);
    }
    return states.get(areaName) as T;
  }

  function reset(): void {
    states.clear();
    const now = clock();
    for (const area of options.areas) {
      const random = createRandom((baseSeed ^ hashText(area.name)) >>> 0);
      states.set(area.name, area.seed({ random, now, stateOf }));
    }
  }

  reset();
  const routes = options.areas.flatMap((area) =>
    area.routes({ state: () => stateOf(area.name), now: clock, newId: randomUuid, stateOf }),
  );

  async function run(route: DemoRoute, request: DemoRequest): Promise<DemoResponse> {
    const ms = (route.delayMs ?? 0) * delayScale;
    if (ms > 0) {
      await new Promise((resolve) => setTimeout(resolve, ms));
    }
    try {
      return await route.handler(request);
    } catch {
      return { status: 500, body: { error: 'Internal error' } };
    }
  }

  async function handle(
    method: string,
    path: string,
    request: Omit<DemoRequest, 'params'>,
  ): Promise<DemoResponse | undefined> {
    const match = matchRoute(routes, method, path);
    if (!match) {
      return undefined;
    }
    return run(match.route, { ...request, params: match.params });
  }

  return { routes, handle, run, reset, stateOf };
}
