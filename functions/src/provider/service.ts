export { providerCompanies, providerRenewals, providerRevenue } from './companies';
