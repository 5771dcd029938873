/** Category icons of rule nodes and editor toolbar icons (our own 24×24 drawings, Material-like). */
import { makeIcon } from '../../../ui/icons/icons';
import { RedoIcon, UndoIcon, UploadIcon as ExternalIcon } from '../../../ui/icons/control-icons';
import { FileDownloadIcon as ExportIcon, FileUploadIcon as ImportIcon, LinkIcon } from '../../../ui/icons/entity-icons';
import { RuleChainIcon as LinkChainIcon } from '../../../ui/icons/nav-icons';
import { CloseIcon as RevertIcon } from '../../../ui/icons/status-icons';
import { CATEGORY_COLORS, type Category } from '../model/catalog';

// Shared glyphs live in src/ui/icons; the rule chain editor names them after what they do here.
export { ExportIcon, ExternalIcon, ImportIcon, LinkChainIcon, LinkIcon, RedoIcon, RevertIcon, UndoIcon };

export const FilterIcon = makeIcon(
  'filter_alt',
  'M4.3 5.6C6.3 8.2 10 13 10 13v6c0 .6.4 1 1 1h2c.6 0 1-.4 1-1v-6s3.7-4.8 5.7-7.4A1 1 0 0 0 18.9 4H5.1a1 1 0 0 0-.8 1.6z',
);
export const EnrichIcon = makeIcon(
  'library_add',
  'M4 6H2v14c0 1.1.9 2 2 2h14v-2H4V6zm16-4H8a2 2 0 0 0-2 2v12c0 1.1.9 2 2 2h12a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2zm-1 9h-4v4h-2v-4H9V9h4V5h2v4h4v2z',
);
export const TransformIcon = makeIcon(
  'transform',
  'M22 18v-2H8V4h2L7 1 4 4h2v2H2v2h4v8c0 1.1.9 2 2 2h8v2h-2l3 3 3-3h-2v-2h4zM10 8h6v6h2V8a2 2 0 0 0-2-2h-6v2z',
);
export const ActionIcon = makeIcon('flash_on', 'M7 2v11h3v9l7-12h-4l4-8z');
export const InputIcon = makeIcon(
  'input',
  'M21 3H3a2 2 0 0 0-2 2v4h2V5h18v14H3v-4H1v4c0 1.1.9 2 2 2h18a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zM11 16l4-4-4-4v3H1v2h10v3z',
);
export const UnknownIcon = makeIcon(
  'help_outline',
  'M11 18h2v-2h-2v2zm1-16a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16zm0-14a4 4 0 0 0-4 4h2a2 2 0 1 1 4 0c0 2-3 1.8-3 5h2c0-2.3 3-2.5 3-5a4 4 0 0 0-4-4z',
);
export const BugIcon = makeIcon(
  'bug_report',
  'M20 8h-2.8a6 6 0 0 0-1.8-2l1.6-1.6L15.6 3l-2.2 2.2a6 6 0 0 0-2.8 0L8.4 3 7 4.4 8.6 6a6 6 0 0 0-1.8 2H4v2h2.1a6.4 6.4 0 0 0 0 2H4v2h2.1a6 6 0 0 0 11.8 0H20v-2h-2.1a6.4 6.4 0 0 0 0-2H20V8zm-6 8h-4v-2h4v2zm0-4h-4v-2h4v2z',
);
export const SaveIcon = makeIcon(
  'save',
  'M17 3H5a2 2 0 0 0-2 2v14c0 1.1.9 2 2 2h14a2 2 0 0 0 2-2V7l-4-4zm-5 16a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm3-10H5V5h10v4z',
);
export const FitIcon = makeIcon(
  'fit_screen',
  'M17 4h3c1.1 0 2 .9 2 2v2h-2V6h-3V4zM4 8V6h3V4H4a2 2 0 0 0-2 2v2h2zm16 8v2h-3v2h3a2 2 0 0 0 2-2v-2h-2zM7 18H4v-2H2v2c0 1.1.9 2 2 2h3v-2zM18 8H6v8h12V8z',
);

/** Icon of a category. */
export function categoryIcon(category: Category) {
  switch (category) {
    case 'FILTER':
      return FilterIcon;
    case 'ENRICHMENT':
      return EnrichIcon;
    case 'TRANSFORMATION':
      return TransformIcon;
    case 'ACTION':
      return ActionIcon;
    case 'EXTERNAL':
      return ExternalIcon;
    case 'RULE_CHAIN':
      return LinkChainIcon;
    case 'INPUT':
      return InputIcon;
    default:
      return UnknownIcon;
  }
}

/**
 * CSS giving `.iot-rn__icon--<CATEGORY>` the category's icon as a background image (an svg data: URL of the same
 * 24×24 path, in the nodes' dark text colour). Canvas nodes draw their icon this way rather than as an inline svg: an
 * svg is a separate piece of paint with its own coordinate space, and every drag frame Chromium sorts all the pieces
 * of all nodes into compositing layers, so an svg per node made that step several times longer on a 1000-node chain.
 */
export function categoryIconCss(): string {
  return (Object.keys(CATEGORY_COLORS) as Category[])
    .map((c) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill-opacity=".87" d="${categoryIcon(c).iconPath}"/></svg>`;
      return `.iot-rn__icon--${c} { background-image: url("data:image/svg+xml,${encodeURIComponent(svg)}"); }`;
    })
    .join('\n');
}
