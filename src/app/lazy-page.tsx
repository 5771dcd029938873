/** A lazily loaded page: a thin progress bar while its chunk loads (ui/lazy: no Suspense, so no held reveal). */
import { useTranslation } from 'react-i18next';
import { LazyRender, type LazyComponent } from '../ui/lazy/lazy-component';
import { ProgressBar } from '../ui/progress-bar/progress-bar';

/** Render a lazy page with a loading bar until it has arrived. */
export function LazyPage({ page }: { page: LazyComponent<object> }) {
  const { t } = useTranslation();
  return <LazyRender lazy={page} props={{}} fallback={<ProgressBar label={t('common.loading')} />} />;
}
