/**
 * Keyboard layer of the shell: `?` toggles the hotkeys cheat sheet, Ctrl/Cmd-K opens the command palette (every
 * place and action the user's role can reach), `/` opens the page search. Both overlays load lazily.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import { getSession } from '../../session/session';
import { useSession } from '../../session/use-session';
import type { PaletteCommand } from '../../ui/command-palette/command-palette';
import { useHotkey } from '../../ui/hotkeys/hotkeys-context';
import { LogoutIcon } from '../../ui/icons/icons';
import { FullscreenIcon, KeyboardIcon, PersonIcon } from '../../ui/icons/nav-icons';
import { useToolbarSearch } from '../../ui/search/page-search';
import { placesFor } from '../menu';
import { useFullscreen } from './use-fullscreen';

const CommandPalette = lazy(() =>
  import('../../ui/command-palette/command-palette').then((m) => ({ default: m.CommandPalette })),
);
const HotkeysOverlay = lazy(() =>
  import('../../ui/hotkeys/hotkeys-overlay').then((m) => ({ default: m.HotkeysOverlay })),
);

function useCommands(openHotkeys: () => void): PaletteCommand[] {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const fullscreen = useFullscreen();
  const authority = session.authUser?.authority;
  const isPublic = !!session.authUser?.isPublic;
  const edges = session.edgesSupportEnabled;
  return useMemo(() => {
    const go = t('command.go-to');
    const act = t('command.actions');
    const places: PaletteCommand[] = placesFor({ authority, edgesSupportEnabled: edges }).map((p) => ({
      id: `place-${p.id}`,
      label: t(p.labelKey),
      group: go,
      keywords: p.path,
      icon: p.icon,
      perform: () => navigate(p.path),
    }));
    const actions: PaletteCommand[] = [
      ...(isPublic
        ? []
        : [
            {
              id: 'profile',
              label: t('home.profile'),
              group: act,
              icon: PersonIcon,
              perform: () => navigate('/profile'),
            },
          ]),
      { id: 'hotkeys', label: t('hotkeys.show'), group: act, icon: KeyboardIcon, perform: openHotkeys },
      ...(fullscreen.supported
        ? [
            {
              id: 'fullscreen',
              label: t('fullscreen.toggle'),
              group: act,
              icon: FullscreenIcon,
              perform: fullscreen.toggle,
            },
          ]
        : []),
      {
        id: 'logout',
        label: t('home.logout'),
        group: act,
        icon: LogoutIcon,
        perform: () => void getSession().logout(),
      },
    ];
    return [...places, ...actions];
  }, [t, navigate, authority, edges, isPublic, openHotkeys, fullscreen.supported, fullscreen.toggle]);
}

/** The command palette with the role's commands, built only while it is open. */
function Palette({ onClose, openHotkeys }: { onClose(): void; openHotkeys(): void }) {
  const { t } = useTranslation();
  const commands = useCommands(openHotkeys);
  return (
    <CommandPalette
      open
      onClose={onClose}
      commands={commands}
      label={t('command.title')}
      placeholder={t('command.placeholder')}
      emptyText={t('command.empty')}
    />
  );
}

/** Registers the shell's shortcuts and renders the palette and cheat sheet when open. */
export function ShellCommands() {
  const { t } = useTranslation();
  const [palette, setPalette] = useState(false);
  const [hotkeys, setHotkeys] = useState(false);
  const search = useToolbarSearch();
  const openHotkeys = useMemo(() => () => setHotkeys(true), []);
  const group = t('hotkeys.general');
  useHotkey('?', t('hotkeys.show'), () => setHotkeys((o) => !o), { group });
  useHotkey('mod+k', t('command.open'), () => setPalette((o) => !o), { group, allowInInputs: true });
  useHotkey('/', t('hotkeys.search'), () => search?.controller.open(), { group, enabled: !!search?.available });
  return (
    <Suspense fallback={null}>
      {palette ? <Palette onClose={() => setPalette(false)} openHotkeys={openHotkeys} /> : null}
      {hotkeys ? (
        <HotkeysOverlay
          open
          onClose={() => setHotkeys(false)}
          title={t('hotkeys.title')}
          closeLabel={t('action.close')}
          defaultGroup={group}
        />
      ) : null}
    </Suspense>
  );
}
