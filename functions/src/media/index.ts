// What other domains may use of the media domain: a document upload's checks (allowlist,
// size, sniffed content), for files they keep under their own keys.
export { checkedDocument } from './service';
