import {
  Coins,
  Database,
  GraduationCap,
  Globe,
  ImageUp,
  Images,
  Inbox,
  Mail,
  MessageSquareText,
  Package,
  UsersRound,
  UserCog,
  ReceiptText,
  LayoutTemplate,
  Settings,
  type LucideIcon,
} from 'lucide-react';
import type { Industry } from '@shared/company/labels';
import { PROVIDER_EMIS } from '@shared/company/provider';

/**
 * The switchboard's tiles, one registry: a tile shows only to the access levels and industries
 * it lists, and only for screens that exist. Each screen's work adds its tile here.
 */
export type Tile = {
  title: string;
  description: string;
  icon: LucideIcon;
  route: string;
  /** The access levels that see the tile (the spec's tiles list levels up to 15). */
  levels: number[];
  /** Industries that see it; absent means all. */
  industries?: Industry[];
  /** Shown only when Kantoor runs locally. */
  localOnly?: boolean;
  /** Shown only in Kantoor's own company (the provider). */
  providerOnly?: boolean;
};

const EVERYONE = [1, 3, 5, 7, 9, 11, 13, 15];

export const TILES: Tile[] = [
  {
    title: 'Front Page',
    description: "Your company's public website.",
    icon: Globe,
    route: '/company-website',
    levels: EVERYONE,
  },
  {
    title: 'Gallery',
    description: "The pictures on your site's public gallery.",
    icon: Images,
    route: '/images-gallery',
    levels: EVERYONE,
  },
  {
    title: 'Manage Site Images',
    description: 'Upload, replace and delete the logo, banner and gallery pictures.',
    icon: ImageUp,
    route: '/manage-images',
    levels: [7, 9, 11, 13, 15],
  },
  {
    title: 'Invoices & Quotes',
    description: 'Quote, invoice, print and take payments.',
    icon: ReceiptText,
    route: '/invoices-and-quotes',
    levels: [5, 7, 9, 11, 13, 15],
  },
  {
    title: 'Manage Products',
    description: 'Products and stock, receivings, services, transport, suppliers and staff.',
    icon: Package,
    route: '/manage-products',
    levels: [5, 7, 9, 11, 13, 15],
  },
  {
    title: 'Manage Clients',
    description: 'Client profiles: account, details, invoices and notes.',
    icon: UsersRound,
    route: '/manage-clients',
    levels: [5, 7, 9, 11, 13, 15],
  },
  {
    title: 'My Account',
    description: 'Your account and invoices; send us a message.',
    icon: GraduationCap,
    route: '/manage-clients',
    levels: [3],
  },
  {
    title: 'Manage Users',
    description: 'Find users, grant access levels, ban or unban, and invite people.',
    icon: UserCog,
    route: '/manage-users',
    levels: [9, 11, 13, 15],
  },
  {
    title: 'Bulk SMS',
    description: 'Send SMS to groups now or on a schedule; credits and delivery.',
    icon: MessageSquareText,
    route: '/bulk-sms-dashboard',
    levels: [7, 9, 11, 13, 15],
  },
  {
    title: 'Bulk Email',
    description: 'Send one email to a group and other addresses; the emails sent.',
    icon: Mail,
    route: '/bulk-emails-dashboard',
    levels: [7, 9, 11, 13, 15],
  },
  {
    title: 'Manage Database',
    description: 'Pick a table, search, add, edit, export and import its rows.',
    icon: Database,
    route: '/data-crud',
    levels: [5, 7, 9, 11, 13, 15],
  },
  {
    title: 'Manage Settings',
    description: 'Company details, colours, tax, bank and labels.',
    icon: Settings,
    route: '/settings',
    levels: [7, 9, 11, 13, 15],
  },
  {
    title: 'Website',
    description: 'Profile, content lists and images of your public website.',
    icon: LayoutTemplate,
    route: '/website-dashboard',
    levels: [7, 9, 11, 13, 15],
  },
  {
    title: 'SMS Credits',
    description: "Add SMS credits to a company's balance, or correct it.",
    icon: Coins,
    route: '/sms-credits',
    levels: [11, 13, 15],
    providerOnly: true,
  },
  {
    title: 'Local Outbox',
    description: 'Emails and SMS sent while Kantoor runs on this machine.',
    icon: Inbox,
    route: '/local-outbox',
    levels: [11, 13, 15],
    localOnly: true,
  },
];

export function tilesFor(
  alevel: number,
  industry: string,
  mode: 'local' | 'aws' | undefined,
  emis?: string,
): Tile[] {
  return TILES.filter(
    (tile) =>
      tile.levels.includes(alevel) &&
      (!tile.industries || (tile.industries as string[]).includes(industry)) &&
      (!tile.localOnly || mode === 'local') &&
      (!tile.providerOnly || emis === PROVIDER_EMIS),
  );
}
