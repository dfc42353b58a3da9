const HEX = /^#[0-9a-f]{6}$/i;

export function isHexColour(value: string): boolean {
  return HEX.test(value);
}

/** Relative luminance of a #rrggbb colour (WCAG 2). */
function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map((at) => {
    const c = parseInt(value.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (channels[0] ?? 0) + 0.7152 * (channels[1] ?? 0) + 0.0722 * (channels[2] ?? 0);
}

/** White or near-black, whichever reads better on the colour (WCAG contrast). */
export function readableOn(hex: string): string {
  if (!HEX.test(hex)) return '#ffffff';
  const l = luminance(hex);
  const onWhite = 1.05 / (l + 0.05);
  const onBlack = (l + 0.05) / 0.05;
  return onWhite >= onBlack ? '#ffffff' : '#0f172a';
}

/** The theme's CSS custom properties for a company's two colours. */
export function themeVariables(primary: string, secondary: string): Record<string, string> {
  return {
    ...(isHexColour(primary)
      ? { '--brand': primary, '--brand-foreground': readableOn(primary), '--ring': primary }
      : {}),
    ...(isHexColour(secondary)
      ? { '--accent': secondary, '--accent-foreground': readableOn(secondary) }
      : {}),
  };
}
