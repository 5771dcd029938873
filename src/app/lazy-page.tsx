/**
 * A lazily loaded page: a thin progress bar while its chunk loads (ui/lazy: no Suspense, so no held reveal).
 * A page may start its first data request before its code: `first` is a small component of its own chunk that
 * sends that request on its first render and then renders the page, so the page's chunks are asked for only once the
 * request is out (it does not queue behind them for a connection) and load while the server answers.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { LazyRender, type LazyComponent } from '../ui/lazy/lazy-component';
import { ProgressBar } from '../ui/progress-bar/progress-bar';

/** Render a lazy page with a loading bar until it has arrived. */
export function LazyPage({
  page,
  first,
}: {
  page: LazyComponent<object>;
  first?: LazyComponent<{ children: ReactNode }>;
}) {
  const { t } = useTranslation();
  const fallback = <ProgressBar label={t('common.loading')} />;
  const content = <LazyRender lazy={page} props={{}} fallback={fallback} />;
  return first ? <LazyRender lazy={first} props={{ children: content }} fallback={fallback} /> : content;
}
