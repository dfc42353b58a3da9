import { themeVariables } from '@shared/company/colours';

/** The company's colours as the theme: brand (primary) and accent (secondary), with readable text. */
export function applyTheme(primary: string, secondary: string) {
  const root = document.documentElement.style;
  for (const [name, value] of Object.entries(themeVariables(primary, secondary)))
    root.setProperty(name, value);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', primary);
}
