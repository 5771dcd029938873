/** Styles of the profile page (native select and checkbox styled with tokens). */
import styled from 'styled-components';
import { v } from '../../ui/theme/tokens';

export const Wrap = styled.div`
  padding: 24px;
  display: flex;
  justify-content: center;
`;

export const Card = styled.section`
  width: min(720px, 100%);
  border-radius: 6px;
  background: ${v('color-surface')};
  box-shadow: ${v('shadow-1')};
  header {
    display: flex;
    align-items: center;
    gap: 16px;
    padding: 20px 24px;
    border-bottom: 1px solid ${v('color-divider')};
  }
  header svg {
    color: ${v('color-primary')};
    flex: none;
  }
  header h2 {
    margin: 0;
    font-size: 20px;
    font-weight: 500;
    overflow-wrap: anywhere;
  }
  header p {
    margin: 2px 0 0;
    font-size: 13px;
    color: ${v('color-text-secondary')};
  }
  form {
    padding: 20px 24px 8px;
  }
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 0 16px;
`;

export const NativeField = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 16px;
  font-size: 12px;
  color: ${v('color-text-secondary')};
  select {
    height: 48px;
    padding: 0 12px;
    border: 1px solid ${v('color-divider')};
    border-radius: 4px;
    background: ${v('color-surface')};
    color: ${v('color-text')};
    font: inherit;
    font-size: 15px;
  }
  select:focus-visible {
    outline: none;
    border-color: ${v('color-primary')};
    box-shadow: 0 0 0 1px ${v('color-primary')};
  }
`;

export const CheckRow = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  margin: 0 0 16px;
  color: ${v('color-text')};
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    accent-color: ${v('color-primary')};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  padding: 8px 24px 20px;
`;

export const FormError = styled.p`
  margin: 0 0 12px;
  color: ${v('color-warn')};
`;
