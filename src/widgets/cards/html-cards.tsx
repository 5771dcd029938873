/**
 * HTML and Markdown cards: cards.html_card (static `cardHtml` + `cardCss`), cards.html_value_card (`${label:dec}`
 * filled from the data, values escaped; a click is the `elementClick` action) and cards.markdown_card
 * (`markdownTextPattern`, or `markdownTextFunction(data)` in the sandbox, styled by `markdownCss`). Everything is
 * sanitised with DOMPurify and the CSS is scoped to the card.
 */
import { useId } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { allKeys, boolSetting, strSetting } from '../common/format';
import { renderMarkdown } from '../common/markdown';
import { fillPattern, rowVariables } from '../common/pattern';
import { sanitizeHtml, scopeCss } from '../common/sanitize';
import { useWidgetFormat } from '../common/use-format';
import { callSafely, useUserFunction } from '../common/widget-ui';
import type { WidgetProps } from '../widget-contract';

const Scoped = createGlobalStyle<{ $css: string }>`${(p) => p.$css}`;

const Box = styled.div`
  height: 100%;
  width: 100%;
  overflow: auto;
  & img {
    max-width: 100%;
  }
`;

function useScope(prefix: string) {
  return `${prefix}-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
}

function HtmlBox({
  html,
  css,
  scope,
  onClick,
  testId,
  extraClass = '',
}: {
  html: string;
  css: string;
  scope: string;
  onClick?: () => void;
  testId: string;
  extraClass?: string;
}) {
  return (
    <>
      {css ? <Scoped $css={scopeCss(css, `.${scope}`)} /> : null}
      <Box
        className={`${scope} ${extraClass}`.trim()}
        data-testid={testId}
        onClick={onClick}
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
      />
    </>
  );
}

export function HtmlCardWidget({ settings }: WidgetProps) {
  const scope = useScope('iot-html-card');
  return (
    <HtmlBox html={strSetting(settings.cardHtml)} css={strSetting(settings.cardCss)} scope={scope} testId="html-card" />
  );
}

export function HtmlValueCardWidget({ settings, data, services }: WidgetProps) {
  const scope = useScope('iot-html-value-card');
  const { lng } = useWidgetFormat();
  const vars = rowVariables(data[0]);
  allKeys(data).forEach(
    (k) => (vars[k.key.label] = { value: k.values[k.values.length - 1], decimals: k.key.decimals }),
  );
  const html = fillPattern(strSetting(settings.cardHtml), vars, { escape: true, lng });
  return (
    <HtmlBox
      html={html}
      css={strSetting(settings.cardCss)}
      scope={scope}
      testId="html-value-card"
      onClick={() => services.action('elementClick', data[0]?.entity ?? null)}
    />
  );
}

const MarkdownStyles = createGlobalStyle`
  .iot-markdown h1, .iot-markdown h2, .iot-markdown h3 { margin: 0.4em 0; font-weight: 500; }
  .iot-markdown p { margin: 0.5em 0; }
  .iot-markdown code { font-family: monospace; background: color-mix(in srgb, currentColor 8%, transparent); padding: 0 3px; border-radius: 3px; }
  .iot-markdown pre { padding: 8px; overflow: auto; background: color-mix(in srgb, currentColor 6%, transparent); }
  .iot-markdown table { border-collapse: collapse; }
  .iot-markdown th, .iot-markdown td { border: 1px solid var(--iot-color-divider, #ddd); padding: 2px 6px; }
  .iot-markdown a { color: var(--iot-color-primary, #305680); }
`;

export function MarkdownCardWidget({ settings, data }: WidgetProps) {
  const scope = useScope('iot-markdown-card');
  const { lng } = useWidgetFormat();
  const useFn = boolSetting(settings.useMarkdownTextFunction);
  const fn = useUserFunction(strSetting(settings.markdownTextFunction), ['data'], useFn);
  const rows = data.map((d) => Object.fromEntries(Object.entries(rowVariables(d)).map(([k, v]) => [k, v.value])));
  const md = useFn
    ? String(callSafely(fn, '', rows))
    : fillPattern(strSetting(settings.markdownTextPattern), rowVariables(data[0]), { lng });
  return (
    <>
      <MarkdownStyles />
      <HtmlBox
        html={renderMarkdown(md)}
        css={strSetting(settings.markdownCss)}
        scope={scope}
        extraClass="iot-markdown"
        testId="markdown-card"
      />
    </>
  );
}
