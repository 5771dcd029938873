/** Suspense boundary for lazily loaded pages: a thin progress bar while the chunk loads. */
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../ui/progress-bar/progress-bar';

/** Render a lazy page with a loading bar as fallback. */
export function LazyPage({ page: Page }: { page: LazyExoticComponent<ComponentType> }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<ProgressBar label={t('common.loading')} />}>
      <Page />
    </Suspense>
  );
}
