/** Third-party CSS is imported as a string and rendered inside each shadow root (styles of the page never reach into it). */
declare module '*.css' {
  const css: string;
  export default css;
}
