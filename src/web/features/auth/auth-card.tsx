import type { ReactNode } from 'react';
import { LogoMark } from '../../components/logo';
import { card } from '../../components/ui';

/** The centred card both auth screens share. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle: string; children: ReactNode; footer: ReactNode }) {
  return (
    <section className="flex flex-1 items-center justify-center bg-linear-to-b from-newBlue-50 to-transparent px-4 py-12 dark:from-newBlue-950/40">
      <div className={`${card} w-full max-w-md p-6 xs:p-8`}>
        <LogoMark className="h-10 w-10" />
        <h1 className="mt-4 font-franklin text-2xl font-semibold text-gray-900 dark:text-white">{title}</h1>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{subtitle}</p>
        <div className="mt-6">{children}</div>
        <div className="mt-6 border-t border-gray-100 pt-4 text-sm text-gray-600 dark:border-gray-800 dark:text-gray-300">{footer}</div>
      </div>
    </section>
  );
}
