import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { useFocusTrap } from './focus-trap';

function Dialog({ onClose }: { readonly onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, onClose);
  return (
    <div ref={ref} role="dialog" aria-label="Trap" tabIndex={-1}>
      <input aria-label="First" autoFocus />
      <button type="button" disabled>
        Disabled
      </button>
      <button type="button">Last</button>
    </div>
  );
}

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && <Dialog onClose={() => setOpen(false)} />}
      <button type="button">After</button>
    </>
  );
}

const openDialog = async () => {
  render(<Page />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByRole('textbox', { name: 'First' })).toHaveFocus();
};

describe('useFocusTrap', () => {
  it('wraps Tab from the last control to the first, and Shift+Tab from the first to the last', async () => {
    await openDialog();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });

  it('brings focus that lands outside back inside', async () => {
    await openDialog();
    screen.getByRole('button', { name: 'After' }).focus();
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    await openDialog();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});
