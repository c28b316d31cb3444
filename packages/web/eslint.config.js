// The web client's TSX under the same rules as the rest (the root config lints *.ts only):
// npx eslint -c packages/web/eslint.config.js packages/web/src
import tseslint from 'typescript-eslint';
import globals from 'globals';
import root from '../../eslint.config.js';

export default tseslint.config(...root, {
  files: ['**/*.tsx'],
  extends: [...tseslint.configs.strictTypeChecked],
  languageOptions: {
    parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    globals: { ...globals.browser },
  },
  rules: {
    '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
    '@typescript-eslint/no-unnecessary-condition': ['error', { allowConstantLoopConditions: true }],
    '@typescript-eslint/no-non-null-assertion': 'off',
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
  },
});
