/** Leaflet's ES module build (the package's `main` is UMD, which unbundled ES module loaders cannot import). */
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
