import { useTranslation } from '@portal/i18n';
import type { CSSProperties } from 'react';

/**
 * A page at least as tall as the shell's skeleton it replaces (70 % of the screen): the footer stays
 * where it was while the page and its data load, and a page shorter than that does not pull it up.
 */
export const PAGE_HEIGHT = { minHeight: '70vh' } as const;

// The last 30 days' chart, the amounts and the latest claims.
const CLAIMS_SUMMARY: readonly Block[] = [
  { height: 28, width: '60%', gap: 32 },
  { height: 160, width: '100%' },
  { height: 16, width: '80%' },
];

/** The outline of each page while its data loads: blocks where its content will be, in plain grey. */
const SHAPES = {
  // New Claim button, the home text and the claims summary.
  dashboard: [
    { height: 40, width: 140 },
    { height: 16, width: '90%', gap: 24 },
    { height: 16, width: '70%' },
    { height: 16, width: '80%' },
    ...CLAIMS_SUMMARY,
  ],
  claimsSummary: CLAIMS_SUMMARY,
  // Member search: heading, office, member ID with SEARCH BY ID, first and last names, the two buttons.
  memberSearch: [
    { height: 28, width: '45%' },
    { height: 16, width: 120, gap: 24 },
    { height: 32, width: '100%', maxWidth: 400 },
    { height: 16, width: 120, gap: 24 },
    { height: 32, width: '100%', maxWidth: 400 },
    { height: 16, width: 120, gap: 24 },
    { height: 32, width: '100%', maxWidth: 400 },
    { height: 16, width: 120, gap: 24 },
    { height: 32, width: '100%', maxWidth: 400 },
    { height: 32, width: 240, gap: 24 },
  ],
  // The claim form of the picked member: its expenses and the SUBMIT button.
  claim: [
    { height: 28, width: '40%' },
    { height: 120, width: '100%' },
    { height: 120, width: '100%' },
    { height: 32, width: 120 },
  ],
} satisfies Record<string, readonly Block[]>;

interface Block {
  readonly height: number;
  readonly width: number | string;
  readonly maxWidth?: number;
  readonly gap?: number;
}

const block = ({ height, width, maxWidth, gap = 12 }: Block): CSSProperties => ({
  height,
  width,
  maxWidth,
  marginTop: gap,
  borderRadius: 6,
  background: '#eef0f3',
});

/**
 * Where a page's content will be while its data loads, as tall as that content (`minHeight` for the
 * pages whose content is longer than a phone's screen), so nothing moves when it arrives. Screen
 * readers hear "Loading…".
 */
export function PageSkeleton({
  shape,
  minHeight,
}: {
  readonly shape: keyof typeof SHAPES;
  readonly minHeight?: CSSProperties['minHeight'];
}) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" style={{ minHeight }}>
      <span className="visually-hidden">{t('form.loading')}</span>
      {SHAPES[shape].map((shapeBlock, index) => (
        <div key={index} aria-hidden="true" style={block(shapeBlock)} />
      ))}
    </div>
  );
}
