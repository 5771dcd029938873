/** The control gallery: every control of src/ui, live, in the theme of its element (light or dark). */
import styled from 'styled-components';
import { v } from '../../src/ui/theme/tokens';
import { BasicSection } from './sections-basic';
import { DialogSection } from './sections-dialogs';
import { EditorSection } from './sections-editors';
import { LookupSection } from './sections-lookup';
import { TimeSection } from './sections-time';

const Page = styled.div`
  min-height: 100%;
  padding: 20px 20px 40px;
  background: ${v('color-bg')};
  color: ${v('color-text')};
  & > h1 {
    margin: 0 0 4px;
    font-size: 22px;
    font-weight: 500;
  }
  & > p {
    margin: 0 0 20px;
    color: ${v('color-text-secondary')};
  }
`;

export function Gallery({ theme }: { theme?: string }) {
  return (
    <Page data-testid="gallery">
      <h1>Controls gallery · {theme === 'dark' ? 'dark' : 'light'} theme</h1>
      <p>Every shared control of src/ui, live and keyboard-operable, inside this element’s shadow root.</p>
      <BasicSection />
      <LookupSection />
      <TimeSection />
      <EditorSection />
      <DialogSection />
    </Page>
  );
}
