const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;
// A data URL's header is short (`data:image/png;base64,`); a comma further in is not one.
const HEADER_MAX = 200;

/**
 * The bytes of an upload sent as base64 or a base64 data URL (`data:image/png;base64,...`);
 * undefined when it is neither. The data URL's declared type is ignored: content is sniffed.
 */
export function decodeBase64File(value: string): Uint8Array | undefined {
  let data = value;
  if (/^data:/i.test(data)) {
    const comma = data.indexOf(',');
    if (comma === -1 || comma > HEADER_MAX) return undefined;
    if (!/;base64$/i.test(data.slice(0, comma))) return undefined;
    data = data.slice(comma + 1);
  }
  // Some clients wrap base64 in lines.
  data = data.replace(/\s+/g, '');
  if (!BASE64.test(data) || data.length % 4 === 1) return undefined;
  return new Uint8Array(Buffer.from(data, 'base64'));
}
