import { useEffect, useRef } from 'react';
import { Loader } from '@/components/ui/loader.tsx';
import { useSignOut } from '@/features/auth/hooks/use-sign-out.ts';

/** /auth/sign-out: ends the session and goes home (which fetches a new public token). */
export function SignOutRoute() {
  const signOut = useSignOut();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) {
      return;
    }
    started.current = true;
    void signOut();
  }, [signOut]);
  return <Loader />;
}
