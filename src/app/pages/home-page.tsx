/**
 * Home: the user's home dashboard when one is set (GET /api/dashboard/home: the user's, the
 * customer's or the tenant's, as ThingsBoard 3.3.1 resolves it), otherwise the places of the user's role as link
 * cards grouped under management headings, laid out like ThingsBoard's home page so its users find their way at
 * once. The toolbar search filters the cards.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { getHomeDashboard, type HomeDashboard } from '../../api/home-dashboard';
import { displayName } from '../../session/auth-user';
import { useSession } from '../../session/use-session';
import { lazyComponent, LazyRender } from '../../ui/lazy/lazy-component';
import { ProgressBar } from '../../ui/progress-bar/progress-bar';
import { usePageSearch } from '../../ui/search/page-search';
import { v } from '../../ui/theme/tokens';
import { homeSectionsFor } from '../menu';
import { askHomeDashboardAhead, forgetHomeDashboardAhead, peekHomeDashboardAhead } from './home-dashboard-ahead';

const HomeDashboardFeature = lazyComponent(() =>
  import('../../features/dashboards/home-dashboard-feature').then((m) => m.HomeDashboardFeature),
);

const Wrap = styled.div`
  /* The page column is a flex column: without a width, auto margins shrink it to one column of cards. */
  width: 100%;
  padding: 24px;
  max-width: 1680px;
  margin: 0 auto;
  > p {
    margin: 0 0 20px;
    font-size: 16px;
    color: ${v('color-text-secondary')};
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  align-items: start;
  gap: 16px;
`;

const Card = styled.section`
  border-radius: 6px;
  background: ${v('color-surface')};
  box-shadow: ${v('shadow-1')};
  overflow: hidden;
  h2 {
    margin: 0;
    padding: 16px 20px 8px;
    font-size: 16px;
    font-weight: 500;
    color: ${v('color-text')};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 8px 12px 16px;
    list-style: none;
  }
`;

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: flex-start;
  gap: 10px;
  width: 128px;
  min-height: 112px;
  padding: 20px 8px 8px;
  border-radius: 6px;
  color: ${v('color-primary')};
  text-decoration: none;
  text-align: center;
  font-size: 13px;
  font-weight: 500;
  text-transform: uppercase;
  letter-spacing: 0.03em;
  line-height: 1.3;
  transition: background-color 120ms ease;
  &:hover {
    background: color-mix(in srgb, ${v('color-primary')} 9%, transparent);
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${v('color-focus')};
  }
`;

/**
 * Someone is signing in and lands here: ask for their home dashboard now, and load the dashboard's code when there
 * is one, so the first home page waits for neither. Resolves once both have come (or failed).
 */
export function askHomeAhead(userId: string): Promise<void> {
  let feature: Promise<void> = Promise.resolve();
  return askHomeDashboardAhead(userId, () => (feature = HomeDashboardFeature.load())).then(() => feature);
}

/** The home page of the signed-in user: the home dashboard, or the link cards. */
export function HomePage() {
  const userId = useSession().authUser?.userId ?? null;
  // Right after sign-in the answer may already be here, or on its way (askHomeAhead): used once, by this visit.
  const [ahead] = useState(() => peekHomeDashboardAhead(userId));
  useEffect(forgetHomeDashboardAhead, []);
  // The answer has come: shown as it is, in the first render, with no query to set up (nothing to ask on this visit).
  if (ahead && 'value' in ahead) return <HomeContent dashboard={ahead.value} />;
  return <AskedHomePage userId={userId} pending={ahead?.answer ?? null} />;
}

/** The home page that asks for the home dashboard on this visit, or takes the answer still on its way. */
function AskedHomePage({ userId, pending }: { userId: string | null; pending: Promise<HomeDashboard | null> | null }) {
  const { t } = useTranslation();
  const answer = useRef(pending);
  const home = useQuery({
    queryKey: ['home-dashboard', userId],
    queryFn: ({ signal }) => {
      const asked = answer.current;
      answer.current = null;
      return asked ?? getHomeDashboard({ signal, ignoreErrors: true });
    },
    // Home settings change elsewhere (tenant, customer, user forms): look again on every visit.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  if (home.isPending) return <ProgressBar label={t('common.loading')} />;
  return <HomeContent dashboard={home.data ?? null} />;
}

function HomeContent({ dashboard }: { dashboard: HomeDashboard | null }) {
  const { t } = useTranslation();
  if (!dashboard) return <HomeLinks />;
  const loading = <ProgressBar label={t('common.loading')} />;
  return <LazyRender lazy={HomeDashboardFeature} props={{ dashboard }} fallback={loading} />;
}

/** ThingsBoard's home links: the places of the role as cards. */
export function HomeLinks() {
  const { t } = useTranslation();
  const session = useSession();
  const auth = session.authUser;
  const user = session.userDetails;
  const [filter, setFilter] = useState('');
  usePageSearch(setFilter);
  const needle = filter.trim().toLocaleLowerCase();
  const sections = homeSectionsFor({ authority: auth?.authority, edgesSupportEnabled: session.edgesSupportEnabled })
    .map((s) => ({
      ...s,
      places: s.places.filter(
        (p) =>
          !needle ||
          t(p.labelKey).toLocaleLowerCase().includes(needle) ||
          t(s.titleKey).toLocaleLowerCase().includes(needle),
      ),
    }))
    .filter((s) => s.places.length > 0);
  const name = displayName({
    firstName: user?.firstName ?? auth?.firstName,
    lastName: user?.lastName ?? auth?.lastName,
    email: user?.email ?? auth?.sub,
  });
  return (
    <Wrap data-testid="home-page">
      <p>{t('home.welcome', { name })}</p>
      {sections.length === 0 ? <p data-testid="home-no-match">{t('common.no-matching', { text: filter })}</p> : null}
      <Grid>
        {sections.map((s) => (
          <Card key={s.titleKey} aria-label={t(s.titleKey)} data-section={s.titleKey}>
            <h2>{t(s.titleKey)}</h2>
            <ul>
              {s.places.map((p) => (
                <li key={p.id}>
                  <Tile to={p.path} data-path={p.path}>
                    <p.icon size={40} />
                    <span>{t(p.labelKey)}</span>
                  </Tile>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </Grid>
    </Wrap>
  );
}
