import { Button } from 'antd';
import type { ReactNode } from 'react';

const STYLE = {
  padding: 0,
  height: 'auto',
  fontSize: 'inherit',
  fontWeight: 'inherit',
  whiteSpace: 'normal',
  textAlign: 'left',
} as const;

/** A card's title that opens its dialog: reachable and operable by keyboard. */
export function CardTitleButton({ children, onClick }: { readonly children: ReactNode; readonly onClick: () => void }) {
  return (
    <Button type="link" style={STYLE} onClick={onClick}>
      {children}
    </Button>
  );
}
