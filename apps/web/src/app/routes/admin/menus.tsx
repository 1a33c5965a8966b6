import { UnderConstructionRoute } from './under-construction.tsx';

/** Placeholder, replaced by the screen's own route module. */
export function MenusRoute() {
  return <UnderConstructionRoute />;
}
