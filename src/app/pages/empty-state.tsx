/** Centered card with a large icon, a title and a line of text (coming soon, no access). */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { IconComponent } from '../../ui/icons/nav-icons';
import { v } from '../../ui/theme/tokens';

const Wrap = styled.section`
  display: grid;
  place-items: center;
  padding: 48px 16px;
`;

const Card = styled.div`
  width: min(520px, 100%);
  padding: 40px 32px 32px;
  border-radius: 8px;
  background: ${v('color-surface')};
  box-shadow: ${v('shadow-1')};
  text-align: center;
  h2 {
    margin: 20px 0 8px;
    font-size: 22px;
    font-weight: 500;
    color: ${v('color-text')};
  }
  p {
    margin: 0 auto 20px;
    max-width: 40ch;
    color: ${v('color-text-secondary')};
  }
`;

const Badge = styled.div`
  display: inline-grid;
  place-items: center;
  width: 88px;
  height: 88px;
  border-radius: 50%;
  color: ${v('color-primary')};
  background: color-mix(in srgb, ${v('color-primary')} 12%, transparent);
`;

/** The empty-state card. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  children,
  testId,
}: {
  icon: IconComponent;
  title: string;
  text: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <Wrap data-testid={testId}>
      <Card>
        <Badge>
          <Icon size={48} />
        </Badge>
        <h2>{title}</h2>
        <p>{text}</p>
        {children}
      </Card>
    </Wrap>
  );
}
