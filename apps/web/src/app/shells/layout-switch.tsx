import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import { Loader } from '@/components/ui/loader.tsx';
import { EmptyLayout } from '@/features/layout/components/empty-layout.tsx';
import { ModernShell } from './modern-shell.tsx';
import { useLayoutName } from './route-handle.ts';

/** The administrator shell is a lazy chunk: its code never ships in the public entry. */
const ClassyShell = lazy(async () => {
  const module = await import('./classy-shell.tsx');
  return { default: module.ClassyShell };
});

/** Wraps the page in the layout chosen by `?layout=`, the route's `handle.layout`, or modern. */
export function LayoutSwitch({ children }: { children: ReactNode }) {
  const layout = useLayoutName();
  switch (layout) {
    case 'empty':
      return <EmptyLayout>{children}</EmptyLayout>;
    case 'classy':
      return (
        <Suspense fallback={<Loader fullScreen />}>
          <ClassyShell>{children}</ClassyShell>
        </Suspense>
      );
    default:
      return <ModernShell>{children}</ModernShell>;
  }
}
