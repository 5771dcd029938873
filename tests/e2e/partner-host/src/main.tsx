/**
 * A partner's React 19 + TypeScript app that installed iot-console from npm and bundles it (esbuild or Vite): the
 * device list is a JSX element with a number attribute, token properties and a typed `oniot-entity-select` listener.
 * It sets no asset base and serves no locale file: the bundler build's inlined en_US must be enough for its text.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import 'iot-console/elements/iot-device-list';
import type {} from 'iot-console/react';

export interface PartnerConfig {
  api: string;
  token: string;
  refreshToken: string;
}

declare global {
  interface Window {
    partner: PartnerConfig;
  }
}

function App({ api, token, refreshToken }: PartnerConfig) {
  const [selected, setSelected] = useState('nothing');
  return (
    <main>
      <h1>Partner portal</h1>
      <p data-testid="selected">Selected: {selected}</p>
      <iot-device-list
        api-url={api}
        page-size={25}
        readonly
        accessToken={token}
        refreshToken={refreshToken}
        oniot-entity-select={(event) =>
          setSelected(`${event.detail.entityType} ${event.detail.name ?? event.detail.id}`)
        }
        style={{ display: 'block', height: 560 }}
      />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App {...window.partner} />
  </StrictMode>,
);
