/**
 * One OAuth2 parameter set: the domains (scheme HTTP/HTTPS/MIXED + host) and mobile apps (package + secret) it
 * serves, and its providers.
 */
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import { Button, IconButton } from '../../../ui/button/button';
import { AddIcon, DeleteIcon } from '../../../ui/icons/control-icons';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { v } from '../../../ui/theme/tokens';
import { ErrorNote, SubTitle } from '../settings-layout';
import { OAuth2ClientForm } from './oauth2-client-form';
import { customRegistration, DOMAIN_PATTERN, DOMAIN_SCHEMES, type DomainInfo, type OAuth2Params } from './oauth2-model';

const Card = styled.section`
  border: 1px solid ${v('color-divider')};
  border-radius: 8px;
  padding: 8px 16px 8px;
  margin-bottom: 16px;
  background: ${v('color-surface-2')};
  & > header {
    display: flex;
    align-items: center;
  }
  & > header h3 {
    flex: 1;
    margin: 0;
    font-size: 16px;
    font-weight: 500;
  }
`;

const Line = styled.div<{ $cols: string }>`
  display: grid;
  grid-template-columns: ${(p) => p.$cols};
  gap: 8px;
  align-items: start;
  & > button {
    margin-top: 6px;
  }
`;

interface LineProps<T> {
  value: T;
  showErrors: boolean;
  onChange(patch: Partial<T>): void;
  onRemove(): void;
}

type MobileInfo = OAuth2Params['mobileInfos'][number];

/** One domain served: its scheme and host name, with a remove button. */
function DomainLine({ value: d, showErrors, onChange, onRemove }: LineProps<DomainInfo>) {
  const { t } = useTranslation();
  return (
    <Line $cols="140px 1fr 40px" data-testid="oauth2-domain">
      <Select
        label={t('admin.oauth2.scheme')}
        value={d.scheme}
        options={DOMAIN_SCHEMES.map((s) => ({ value: s, label: t(`admin.oauth2.scheme-${s.toLowerCase()}`) }))}
        onChange={(scheme) => onChange({ scheme })}
        testId="oauth2-scheme"
      />
      <TextField
        label={t('admin.oauth2.domain-name')}
        value={d.name}
        required
        error={showErrors && !DOMAIN_PATTERN.test(d.name.trim()) ? t('admin.oauth2.domain-invalid') : undefined}
        onChange={(e) => onChange({ name: e.target.value })}
        data-testid="oauth2-domain-name"
      />
      <IconButton aria-label={t('admin.oauth2.remove-domain')} onClick={onRemove}>
        <DeleteIcon size={20} />
      </IconButton>
    </Line>
  );
}

/** One mobile app served: its package name and app secret, with a remove button. */
function MobileLine({ value: m, showErrors, onChange, onRemove }: LineProps<MobileInfo>) {
  const { t } = useTranslation();
  return (
    <Line $cols="1fr 1fr 40px" data-testid="oauth2-mobile">
      <TextField
        label={t('admin.oauth2.mobile-package')}
        value={m.pkgName}
        required
        error={showErrors && !m.pkgName.trim() ? t('admin.field-required') : undefined}
        onChange={(e) => onChange({ pkgName: e.target.value })}
      />
      <TextField
        label={t('admin.oauth2.mobile-secret')}
        value={m.appSecret}
        required
        error={showErrors && !m.appSecret.trim() ? t('admin.field-required') : undefined}
        onChange={(e) => onChange({ appSecret: e.target.value })}
      />
      <IconButton aria-label={t('admin.oauth2.remove-mobile')} onClick={onRemove}>
        <DeleteIcon size={20} />
      </IconButton>
    </Line>
  );
}

export interface OAuth2ParamsCardProps {
  index: number;
  value: OAuth2Params;
  onChange(value: OAuth2Params): void;
  onRemove(): void;
  templates: Record<string, unknown>[];
  showErrors: boolean;
}

export function OAuth2ParamsCard({
  index,
  value: p,
  onChange,
  onRemove,
  templates,
  showErrors,
}: OAuth2ParamsCardProps) {
  const { t } = useTranslation();
  const setDomain = (i: number, patch: Partial<DomainInfo>) =>
    onChange({ ...p, domainInfos: p.domainInfos.map((d, k) => (k === i ? { ...d, ...patch } : d)) });
  const setMobile = (i: number, patch: Partial<MobileInfo>) =>
    onChange({ ...p, mobileInfos: p.mobileInfos.map((d, k) => (k === i ? { ...d, ...patch } : d)) });
  return (
    <Card data-testid="oauth2-params">
      <header>
        <h3>{t('admin.oauth2.params-title', { index: index + 1 })}</h3>
        <IconButton aria-label={t('admin.oauth2.remove-params')} onClick={onRemove}>
          <DeleteIcon size={20} />
        </IconButton>
      </header>
      <SubTitle>{t('admin.oauth2.domains')}</SubTitle>
      {p.domainInfos.map((d, i) => (
        <DomainLine
          key={i}
          value={d}
          showErrors={showErrors}
          onChange={(patch) => setDomain(i, patch)}
          onRemove={() => onChange({ ...p, domainInfos: p.domainInfos.filter((_, k) => k !== i) })}
        />
      ))}
      <Button
        $variant="text"
        onClick={() => onChange({ ...p, domainInfos: [...p.domainInfos, { scheme: 'HTTPS', name: '' }] })}
        data-testid="oauth2-add-domain"
      >
        <AddIcon size={18} />
        {t('admin.oauth2.add-domain')}
      </Button>
      <SubTitle>{t('admin.oauth2.mobile-apps')}</SubTitle>
      {p.mobileInfos.map((m, i) => (
        <MobileLine
          key={i}
          value={m}
          showErrors={showErrors}
          onChange={(patch) => setMobile(i, patch)}
          onRemove={() => onChange({ ...p, mobileInfos: p.mobileInfos.filter((_, k) => k !== i) })}
        />
      ))}
      <Button
        $variant="text"
        onClick={() => onChange({ ...p, mobileInfos: [...p.mobileInfos, { pkgName: '', appSecret: '' }] })}
      >
        <AddIcon size={18} />
        {t('admin.oauth2.add-mobile')}
      </Button>
      {showErrors && p.domainInfos.length === 0 && p.mobileInfos.length === 0 ? (
        <ErrorNote role="alert">{t('admin.oauth2.domain-or-mobile-required')}</ErrorNote>
      ) : null}
      <SubTitle>{t('admin.oauth2.providers')}</SubTitle>
      {p.clientRegistrations.map((r, i) => (
        <OAuth2ClientForm
          key={i}
          value={r}
          templates={templates}
          showErrors={showErrors}
          onChange={(next) =>
            onChange({ ...p, clientRegistrations: p.clientRegistrations.map((x, k) => (k === i ? next : x)) })
          }
          onRemove={() => onChange({ ...p, clientRegistrations: p.clientRegistrations.filter((_, k) => k !== i) })}
        />
      ))}
      <Button
        $variant="outlined"
        onClick={() => onChange({ ...p, clientRegistrations: [...p.clientRegistrations, customRegistration()] })}
        data-testid="oauth2-add-provider"
      >
        <AddIcon size={18} />
        {t('admin.oauth2.add-provider')}
      </Button>
    </Card>
  );
}
