// What other domains may use of the public site domain.
export { companyWithDomain, folderImages } from './service';
export { exchangeRate } from './exchange-rates';
