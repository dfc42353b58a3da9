import { paintDemoPictures } from './tenants';

/**
 * Paints the demo companies' pictures into the seed's cache (image-cache.ts). `npm test` runs it
 * beside the type-check, so that the suites' runtimes and `npm start` seed without painting.
 */
paintDemoPictures();
