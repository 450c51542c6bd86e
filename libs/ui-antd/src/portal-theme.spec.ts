import { theme } from 'antd';
import { PORTAL_THEME } from './portal-theme';

type Rgba = readonly [number, number, number, number];

const parse = (color: string): Rgba => {
  const [, hex] = /^#([0-9a-f]{6})$/i.exec(color) ?? [];
  if (hex) {
    const n = Number.parseInt(hex, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
  }
  const [, channels] = /^rgba?\(([^)]+)\)$/.exec(color.replace(/\s/g, '')) ?? [];
  if (!channels) throw new Error(`unparsed colour ${color}`);
  const [r, g, b, a = '1'] = channels.split(',');
  return [Number(r), Number(g), Number(b), Number(a)];
};

/** `top` painted over an opaque `bottom`. */
const over = (top: Rgba, bottom: Rgba): Rgba => {
  const a = top[3];
  return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
};

const luminance = ([r, g, b]: Rgba) => {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

/** WCAG 2.1 contrast ratio of a text colour on a background, both possibly translucent, over white. */
const contrast = (text: string, background: string) => {
  const page = parse('#ffffff');
  const bg = over(parse(background), page);
  const fg = over(parse(text), bg);
  const [light, dark] = [luminance(fg), luminance(bg)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('PORTAL_THEME', () => {
  const global = theme.getDesignToken(PORTAL_THEME);
  const select = theme.getDesignToken({ ...PORTAL_THEME, token: { ...PORTAL_THEME.token, ...PORTAL_THEME.components.Select } });
  const picker = theme.getDesignToken({
    ...PORTAL_THEME,
    token: { ...PORTAL_THEME.token, ...PORTAL_THEME.components.DatePicker },
  });

  it('measures contrast the way WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#959698', '#f8fafc')).toBeLessThan(3);
  });

  // antd's option styles: normal on the popup, active (hover/keyboard), selected, disabled.
  it.each([
    ['a normal option', () => [global.colorText, global.colorBgElevated]],
    ['the active option', () => [global.colorText, global.controlItemBgHover]],
    ['the selected option', () => [global.colorText, global.controlItemBgActive]],
    ['a disabled option', () => [select.colorTextDisabled, global.colorBgElevated]],
    ['a disabled select', () => [select.colorTextDisabled, global.colorBgContainerDisabled]],
    ["a calendar's day of another month", () => [picker.colorTextDisabled, global.colorBgElevated]],
    ['a placeholder', () => [global.colorTextPlaceholder, global.colorBgContainer]],
    ['a description label (Descriptions)', () => [global.colorTextTertiary, global.colorBgContainer]],
    ['a link (link buttons too)', () => [global.colorLink, global.colorBgContainer]],
  ] as const)('gives %s at least 4.5:1', (_state, pair) => {
    const [text, background] = pair();
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });
});
