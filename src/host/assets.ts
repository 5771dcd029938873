/** The page's asset base, for hosts (re-exported by elements/loader.ts and elements/index.ts). */
export { setAssetBase } from '../lib/asset-base';
