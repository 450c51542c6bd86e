import { Button } from 'antd';
import type { ReactNode } from 'react';

const STYLE = {
  color: '#0b5cab',
  padding: 0,
  height: 'auto',
  fontSize: 'inherit',
  fontWeight: 'inherit',
  whiteSpace: 'normal',
  textAlign: 'left',
} as const;

/** A card's title that opens its dialog, operable by keyboard; the portal's primary colour (antd's link blue is under 4.5:1). */
export function CardTitleButton({ children, onClick }: { readonly children: ReactNode; readonly onClick: () => void }) {
  return (
    <Button type="link" style={STYLE} onClick={onClick}>
      {children}
    </Button>
  );
}
