import { UnderConstructionRoute } from './under-construction.tsx';

/** admin/denuncias/formularios (Formularios): being built. */
export function FormulariosRoute() {
  return <UnderConstructionRoute />;
}
