import { DefaultSections } from './default-template';
import { DonationSections } from './donation-template';
import { ProviderSections } from './provider-template';
import { RevealSections } from './reveal-template';
import type { TemplateName } from './template-props';

/**
 * Everything between the hero and the footer, loaded as its own chunk after the hero has
 * painted: the forms, zod and the toasts are not part of the first download.
 */
export function HomeSections({ template }: { template: TemplateName }) {
  if (template === 'donation') return <DonationSections />;
  if (template === 'reveal') return <RevealSections />;
  if (template === 'provider') return <ProviderSections />;
  return <DefaultSections />;
}
