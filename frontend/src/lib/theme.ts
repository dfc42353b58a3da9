/** Relative luminance of a #rrggbb colour (WCAG 2). */
function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map((at) => {
    const c = parseInt(value.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (channels[0] ?? 0) + 0.7152 * (channels[1] ?? 0) + 0.0722 * (channels[2] ?? 0);
}

const HEX = /^#[0-9a-f]{6}$/i;

/** White or near-black, whichever reads better on the colour. */
export function readableOn(hex: string): string {
  if (!HEX.test(hex)) return '#ffffff';
  const l = luminance(hex);
  const onWhite = 1.05 / (l + 0.05);
  const onBlack = (l + 0.05) / 0.05;
  return onWhite >= onBlack ? '#ffffff' : '#0f172a';
}

/** The company's colours as the theme: brand (primary) and accent (secondary), with readable text. */
export function applyTheme(primary: string, secondary: string) {
  const root = document.documentElement.style;
  if (HEX.test(primary)) {
    root.setProperty('--brand', primary);
    root.setProperty('--brand-foreground', readableOn(primary));
    root.setProperty('--ring', primary);
  }
  if (HEX.test(secondary)) {
    root.setProperty('--accent', secondary);
    root.setProperty('--accent-foreground', readableOn(secondary));
  }
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', primary);
}
