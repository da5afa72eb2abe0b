import type { StaticPageType } from '@eventsuite/api-contract';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';

const StaticPageModal = lazy(() => import('../features/static-pages/StaticPageModal'));

/**
 * The footer's static pages, shared by the app's shell and the sign-in page: which one is open, and its
 * modal, whose code loads on the first opening. Render `modal` inside the shell, so it renders into the
 * shell's modal target like every dialog.
 */
export function useStaticPageModal(): { openPage: (type: StaticPageType) => void; modal: ReactNode } {
  const [openType, setOpenType] = useState<StaticPageType | null>(null);
  const close = useCallback(() => setOpenType(null), []);
  const modal = openType ? (
    <Suspense>
      <StaticPageModal type={openType} onClose={close} />
    </Suspense>
  ) : null;
  return { openPage: setOpenType, modal };
}
