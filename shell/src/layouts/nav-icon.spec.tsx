import { render } from '@testing-library/react';
import { NavIcon } from './nav-icon';

describe('NavIcon', () => {
  it('is decorative', () => {
    const { container } = render(<NavIcon name="home" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws a plain mark for an icon name it does not know instead of failing', () => {
    const { container } = render(<NavIcon name="no-such-icon" />);
    expect(container.querySelector('path')?.getAttribute('d')).toBeTruthy();
  });
});
