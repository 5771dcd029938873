/** Third-party CSS is imported as a string and rendered inside each shadow root (TOOLCHAIN pitfall 6, STYLE §B.11). */
declare module '*.css' {
  const css: string;
  export default css;
}
