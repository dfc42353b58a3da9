// What other domains may use of the media domain: a document upload's checks (allowlist,
// size, sniffed content), for files they keep under their own keys, and the files kept with a
// record (a matter's, an expense's) built on them.
export { checkedDocument } from './service';
export { recordFiles, type RecordFile } from './record-files';
// A file sent as base64 or a base64 data URL, as every upload route reads it (the tutorials').
export { decodeBase64File } from './decode';
// A closed company's files: what the closing domain deletes at the purge and after retention.
export { companyMediaPrefixes, deleteMediaUnder } from './company-media';
