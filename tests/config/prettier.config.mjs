/** Prettier for the whole tree: `npm run lint` checks it, `npm run format` applies it. */
export default {
  printWidth: 120,
  singleQuote: true,
  trailingComma: 'all',
  arrowParens: 'always',
  // Template literals hold CSS, HTML and SQL whose text reaches the bundle or the database as written.
  embeddedLanguageFormatting: 'off',
};
