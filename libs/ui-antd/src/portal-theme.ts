import type { ThemeConfig } from 'antd';

/**
 * Disabled text in lists, selects and calendars still carries information (ClaimsAdmin reads a provider's
 * state from a disabled select; a disabled option names a choice): 4.89:1 on antd's disabled grey.
 */
const READABLE_DISABLED_TEXT = '#6b6b6b';

/**
 * Portal theme: the shell's primary colour; placeholders, field hints and error texts (field messages,
 * danger buttons) dark enough for 4.5:1 contrast on white (WCAG 2.1 AA); Select and AutoComplete
 * options readable in every state (`portal-theme.spec.ts` measures each pair).
 */
export const PORTAL_THEME = {
  // Zero runtime: antd's styles come from the build's static stylesheet, with antd's plain class names (ADR 044).
  zeroRuntime: true,
  hashed: false,
  // One key for every AntdRoot: the HTML's head carries the theme's CSS variables under it (ADR 047).
  cssVar: { key: 'css-var-portal' },
  token: {
    colorPrimary: '#0b5cab',
    // antd derives links from its info blue (4.1:1 on white): link buttons take the primary colour.
    colorLink: '#0b5cab',
    borderRadius: 4,
    colorTextPlaceholder: '#6b6b6b',
    colorTextDescription: '#595959',
    // Descriptions' labels (a deposit's details) and other secondary text: antd's #8c8c8c is 3.36:1.
    colorTextTertiary: '#595959',
    colorError: '#c41d1f',
  },
  components: {
    Select: { colorTextDisabled: READABLE_DISABLED_TEXT },
    // A calendar's days of the next and previous months are drawn in it (axe: 1.83:1 with antd's grey).
    DatePicker: { colorTextDisabled: READABLE_DISABLED_TEXT },
    // A row's expand button is sized from it (2 × (24 / 2 − 1) + 3 = 25 px): a 24 px touch target (WCAG 2.5.8).
    Table: { controlInteractiveSize: 24 },
  },
} as const satisfies ThemeConfig;
