import {
  Database,
  FileText,
  Globe,
  Images,
  LayoutGrid,
  Package,
  Settings,
  type LucideIcon,
} from 'lucide-react';

export type DrawerItem = { label: string; to: string; icon: LucideIcon; level: number };

/** The spec's side drawer: three items for everyone, four from level 7 (then Sign Out). */
export const DRAWER_ITEMS: DrawerItem[] = [
  { label: 'Switchboard', to: '/switchboard', icon: LayoutGrid, level: 1 },
  { label: 'Front Page', to: '/company-website', icon: Globe, level: 1 },
  { label: 'Gallery', to: '/images-gallery', icon: Images, level: 1 },
  { label: 'Quotations', to: '/invoices-and-quotes', icon: FileText, level: 7 },
  { label: 'Manage Database', to: '/data-crud', icon: Database, level: 7 },
  { label: 'Manage Products', to: '/manage-products', icon: Package, level: 7 },
  { label: 'Manage Settings', to: '/settings', icon: Settings, level: 7 },
];

export function drawerItemsFor(alevel: number): DrawerItem[] {
  return DRAWER_ITEMS.filter((item) => alevel >= item.level);
}
