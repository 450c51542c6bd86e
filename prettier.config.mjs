// The one Prettier configuration, matching the code as it is written: single quotes, semicolons,
// trailing commas, long lines. `npm run lint` checks, and `npm run format` writes, only the files
// changed on the current branch (tools/format/prettier-changed.mjs): the codebase is never
// reformatted wholesale. Markdown is left alone (.prettierignore): the docs are wrapped by hand.
export default {
  printWidth: 130,
  singleQuote: true,
  semi: true,
  trailingComma: 'all',
  arrowParens: 'always',
  overrides: [
    {
      // The identity's pages are html`` templates whose whitespace is content: the inline style must
      // match its CSP hash byte for byte, and reflowed markup would change what the pages say.
      files: 'services/identity/src/**/*.ts',
      options: { embeddedLanguageFormatting: 'off' },
    },
  ],
};
