import { Outlet } from 'react-router';
import { Brand } from '@/components/brand.tsx';

/** Sign-in, sign-up and the account e-mail pages: one card on the felt. */
export function CenteredLayout() {
  return (
    <div className="bg-felt flex min-h-dvh flex-col items-center justify-center gap-6 p-4">
      <Brand className="text-felt-50" />
      <main className="w-full max-w-md rounded-xl bg-white p-8 shadow-xl">
        <Outlet />
      </main>
    </div>
  );
}
