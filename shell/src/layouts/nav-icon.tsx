import type { NavIconName } from '@portal/contracts';

// Inline outline icons: the side bar needs a handful, not an icon library in the shell's first load.
const PATHS = {
  home: 'M3 11l9-8 9 8M5 9.5V21h5v-6h4v6h5V9.5',
  user: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zM3.5 21a8.5 8.5 0 0 1 17 0',
  plus: 'M12 4v16M4 12h16',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5L21 21',
  team: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7.5M18 14a7 7 0 0 1 4 7',
  check: 'M4 12.5l5 5L20 6.5',
  file: 'M6 2.5h8l5 5V21.5H6zM14 2.5v5h5M9 13h7M9 17h7',
  list: 'M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01',
  edit: 'M4 20h4L19 9l-4-4L4 16zM14 6l4 4',
  chart: 'M4 20V10M10 20V4M16 20v-7M3 20.5h18',
} satisfies Record<NavIconName, string>;

/** An icon a newer remote names but this shell does not draw. */
const FALLBACK = 'M12 12h.01M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z';

export function NavIcon({ name }: { readonly name: string }) {
  return (
    <svg className="nav-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={Object.hasOwn(PATHS, name) ? PATHS[name as NavIconName] : FALLBACK} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
