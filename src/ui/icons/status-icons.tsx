/** Status icons of toasts and notices (success, warning, info, close): a module of their own, so every element's start-up
 * bundle carries these three and not the console's navigation icons. */
import { makeIcon } from './icons';

export const CheckCircleIcon = /*#__PURE__*/ makeIcon(
  'check_circle',
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z',
);
export const WarningIcon = /*#__PURE__*/ makeIcon('warning', 'M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z');
export const InfoIcon = /*#__PURE__*/ makeIcon(
  'info',
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2v6zm0-8h-2V7h2v2z',
);
export const CloseIcon = /*#__PURE__*/ makeIcon(
  'close',
  'M18.3 5.7 16.9 4.3 12 9.2 7.1 4.3 5.7 5.7 10.6 12l-4.9 4.9 1.4 1.4 4.9-4.9 4.9 4.9 1.4-1.4-4.9-4.9z',
);
