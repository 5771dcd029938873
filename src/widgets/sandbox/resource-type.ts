/**
 * The type of a widget resource URL, as ThingsBoard 3.3.1's resource loader reads it: the extension before an
 * optional query or hash (css, less, html, htm or js). Only stylesheets (css) and scripts (js) load; any other
 * extension fails with 'Unsupported file type: {type}', and a URL without one with 'Unable to detect file type
 * from url: {url}' — the widget then does not start and shows the messages. Pure.
 */

export type ResourceType = 'css' | 'js';

/** Why a resource cannot load: ThingsBoard's message and its translation key with parameters. */
export interface ResourceTypeError {
  message: string;
  key: 'widget-editor.resource-unsupported-type' | 'widget-editor.resource-unknown-type';
  params: Record<string, string>;
}

const TYPE = /[./](css|less|html|htm|js)?(([?#]).*)?$/;

/** The resource's type, or why it has none that loads. */
export function resourceType(url: string): ResourceType | ResourceTypeError {
  const type = TYPE.exec(url)?.[1];
  if (!type)
    return {
      message: `Unable to detect file type from url: ${url}`,
      key: 'widget-editor.resource-unknown-type',
      params: { url },
    };
  if (type !== 'css' && type !== 'js')
    return {
      message: `Unsupported file type: ${type}`,
      key: 'widget-editor.resource-unsupported-type',
      params: { type },
    };
  return type;
}

/** The errors of a resource list, in order (empty when every resource loads). */
export function resourceErrors(urls: readonly string[]): ResourceTypeError[] {
  return urls.map(resourceType).filter((r): r is ResourceTypeError => typeof r !== 'string');
}
