/** Third-party CSS is imported as text and injected inside the shadow root (styles of the page never reach into it). */
declare module '*.css' {
  const css: string;
  export default css;
}
