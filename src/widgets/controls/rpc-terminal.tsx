/**
 * Terminal-style RPC widgets: the RPC debug terminal (`method [JSON params]` → two-way RPC to the target device,
 * the reply printed; `requestTimeout`, `requestPersistent`) and the RPC remote shell (getTermInfo, then
 * sendCommand / getCommandStatus polling until the command is done, with the device's output).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { boolSetting, numSetting } from '../common/format';
import type { WidgetProps, WidgetServices } from '../widget-contract';

const Term = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  background: #101418;
  color: #d6e2ea;
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: 12px;
  border-radius: 4px;
  overflow: hidden;
  & .out {
    flex: 1;
    overflow: auto;
    padding: 8px;
    white-space: pre-wrap;
    word-break: break-all;
  }
  & .err {
    color: #ff8a80;
  }
  & .in {
    display: flex;
    align-items: center;
    gap: 6px;
    padding: 6px 8px;
    border-top: 1px solid #2b333b;
  }
  & input {
    flex: 1;
    font: inherit;
    color: inherit;
    background: transparent;
    border: 0;
    outline: none;
  }
`;

interface Line {
  text: string;
  error?: boolean;
}

/** `method {"a":1}` → method and params (JSON when it parses, else the text). */
export function parseCommand(line: string): { method: string; params: unknown } {
  const trimmed = line.trim();
  const sp = trimmed.search(/\s/);
  if (sp < 0) return { method: trimmed, params: {} };
  const rest = trimmed.slice(sp + 1).trim();
  try {
    return { method: trimmed.slice(0, sp), params: JSON.parse(rest) };
  } catch {
    return { method: trimmed.slice(0, sp), params: rest };
  }
}

function useTerminal() {
  const [lines, setLines] = useState<Line[]>([]);
  const out = useRef<HTMLDivElement>(null);
  useEffect(() => {
    out.current?.scrollTo({ top: out.current.scrollHeight });
  }, [lines]);
  return { lines, out, print: (text: string, error = false) => setLines((l) => [...l.slice(-500), { text, error }]) };
}

function TerminalView({
  prompt,
  lines,
  out,
  onLine,
  disabled,
  testId,
}: {
  prompt: string;
  lines: Line[];
  out: React.RefObject<HTMLDivElement | null>;
  onLine(line: string): void;
  disabled: boolean;
  testId: string;
}) {
  const [value, setValue] = useState('');
  return (
    <Term data-testid={testId}>
      <div className="out" ref={out} role="log" aria-live="polite">
        {lines.map((l, i) => (
          <div key={i} className={l.error ? 'err' : undefined}>
            {l.text}
          </div>
        ))}
      </div>
      <form
        className="in"
        onSubmit={(e) => {
          e.preventDefault();
          if (!value.trim()) return;
          onLine(value);
          setValue('');
        }}
      >
        <span>{prompt}</span>
        <input
          value={value}
          onChange={(e) => setValue(e.target.value)}
          disabled={disabled}
          spellCheck={false}
          aria-label={prompt}
          data-testid="terminal-input"
        />
      </form>
    </Term>
  );
}

function rpcOpts(settings: Record<string, unknown>) {
  return { timeout: numSetting(settings.requestTimeout, 500), persistent: boolSetting(settings.requestPersistent) };
}

export function RpcDebugTerminalWidget({ settings, services }: WidgetProps) {
  const { t } = useTranslation();
  const { lines, out, print } = useTerminal();
  useEffect(() => {
    print(
      services.targetDevice
        ? t('widget.terminal-welcome', { device: services.targetDevice.name })
        : t('widget.no-target-device'),
      !services.targetDevice,
    );
  }, [services.targetDevice?.id]);
  const run = async (line: string) => {
    print(`> ${line}`);
    const { method, params } = parseCommand(line);
    try {
      const reply = await services.rpc({ method, params, oneway: false, ...rpcOpts(settings) });
      print(typeof reply === 'string' ? reply : JSON.stringify(reply, null, 2));
    } catch (e) {
      print(String((e as Error).message ?? e), true);
    }
  };
  return (
    <TerminalView
      prompt="$"
      lines={lines}
      out={out}
      onLine={(l) => void run(l)}
      disabled={!services.targetDevice}
      testId="rpc-terminal"
    />
  );
}

async function pollCommand(
  services: WidgetServices,
  settings: Record<string, unknown>,
  print: (t: string, e?: boolean) => void,
) {
  for (let i = 0; i < 120; i++) {
    const status = (await services.rpc({ method: 'getCommandStatus', oneway: false, ...rpcOpts(settings) })) as {
      data?: { stdout?: string; stderr?: string }[];
      done?: boolean;
    } | null;
    for (const chunk of status?.data ?? []) {
      if (chunk.stdout) print(chunk.stdout);
      if (chunk.stderr) print(chunk.stderr, true);
    }
    if (!status || status.done !== false) return;
    await new Promise((r) => setTimeout(r, 300));
  }
}

export function RpcRemoteShellWidget({ settings, services }: WidgetProps) {
  const { t } = useTranslation();
  const { lines, out, print } = useTerminal();
  const [cwd, setCwd] = useState('~');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!services.targetDevice) return void print(t('widget.no-target-device'), true);
    void services.rpc({ method: 'getTermInfo', oneway: false, ...rpcOpts(settings) }).then(
      (info) => {
        const i = info as { platform?: string; cwd?: string } | null;
        if (i?.cwd) setCwd(i.cwd);
        print(t('widget.shell-connected', { platform: i?.platform ?? '?' }));
      },
      (e: Error) => print(e.message, true),
    );
  }, [services.targetDevice?.id]);
  const run = async (command: string) => {
    print(`${cwd}$ ${command}`);
    setBusy(true);
    try {
      const r = (await services.rpc({
        method: 'sendCommand',
        params: { command, cwd },
        oneway: false,
        ...rpcOpts(settings),
      })) as { ok?: boolean; error?: string } | null;
      if (r && r.ok === false) print(r.error ?? 'error', true);
      else await pollCommand(services, settings, print);
    } catch (e) {
      print(String((e as Error).message ?? e), true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <TerminalView
      prompt={`${cwd}$`}
      lines={lines}
      out={out}
      onLine={(l) => void run(l)}
      disabled={busy || !services.targetDevice}
      testId="rpc-shell"
    />
  );
}
