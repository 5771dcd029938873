/** Third-party CSS is imported as text and injected inside the shadow root (TOOLCHAIN pitfall 6). */
declare module '*.css' {
  const css: string;
  export default css;
}
