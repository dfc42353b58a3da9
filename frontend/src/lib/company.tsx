import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { CompanyWithDomainReply } from '@shared/company/public-company';
import { applyTheme } from './theme';

const CompanyContext = createContext<CompanyWithDomainReply | null>(null);

/**
 * The company a screen works for: on the public site the site's company (by host); in the back
 * office the signed-in user's current company. Its colours become the theme.
 */
export function CompanyProvider({
  value,
  children,
}: {
  value: CompanyWithDomainReply;
  children: ReactNode;
}) {
  const { primary_bg_color: primary, secondary_bg_color: secondary } = value.company;
  useEffect(() => applyTheme(primary, secondary), [primary, secondary]);
  return <CompanyContext.Provider value={value}>{children}</CompanyContext.Provider>;
}

/** The company, its currency and its labels (client, matter, products...). */
export function useCompany(): CompanyWithDomainReply {
  const value = useContext(CompanyContext);
  if (!value) throw new Error('useCompany outside CompanyProvider');
  return value;
}
