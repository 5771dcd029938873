/**
 * External sign-in providers: one 'login with {name}' link each, above an 'or' divider.
 * The list comes from POST /api/noauth/oauth2Clients?platform=WEB; a failure means no providers.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { getOAuth2Clients } from '../../api/auth';
import { v } from '../../ui/theme/tokens';
import { Divider } from './login-layout';

const ProviderLink = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  margin-bottom: 8px;
  border: 1px solid ${v('color-divider')};
  border-radius: 4px;
  color: ${v('color-text')};
  text-decoration: none;
  font-weight: 500;
  &:hover,
  &:focus-visible {
    background: ${v('color-surface-2')};
  }
`;

export function OAuthProviders({ apiBase = '' }: { apiBase?: string }) {
  const { t } = useTranslation();
  // Asked again each time the sign-in page mounts: after a sign-out the administrator may have changed providers.
  const { data: clients = [] } = useQuery({
    queryKey: ['auth', 'oauth2Clients'],
    queryFn: () => getOAuth2Clients(),
    staleTime: Infinity,
    refetchOnMount: 'always',
  });
  if (clients.length === 0) return null;
  return (
    <div data-testid="oauth-providers">
      {clients.map((c) => (
        <ProviderLink key={c.url} href={/^https?:/i.test(c.url) ? c.url : apiBase + c.url}>
          {t('login.login-with', { name: c.name })}
        </ProviderLink>
      ))}
      <Divider>{t('login.or')}</Divider>
    </div>
  );
}
