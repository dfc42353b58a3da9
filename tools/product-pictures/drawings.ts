/**
 * Flat illustrations of the demo store's products (drawn here, no photographs), one SVG each
 * at 600x450. tools/product-pictures/render.ts turns them into the PNGs the store seed uploads
 * (the image route serves raster types only, and sharp is not installed: Chromium rasterises).
 */

const W = 600;
const H = 450;

/** A soft backdrop and floor shadow shared by every picture, in the product's accent colour. */
const frame = (accent: string, body: string, shadowWidth = 360) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${accent}" stop-opacity="0.10"/>
      <stop offset="1" stop-color="${accent}" stop-opacity="0.28"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="#f8fafc"/>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <ellipse cx="300" cy="395" rx="${shadowWidth / 2}" ry="18" fill="#0f172a" opacity="0.12"/>
  ${body}
</svg>`;

export function phone(casing: string, screenTop: string, screenBottom: string, accent: string) {
  return frame(
    accent,
    `<defs><linearGradient id="scr" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${screenTop}"/><stop offset="1" stop-color="${screenBottom}"/>
    </linearGradient></defs>
    <g transform="rotate(-8 300 225)">
      <rect x="222" y="40" width="156" height="330" rx="24" fill="${casing}"/>
      <rect x="232" y="52" width="136" height="306" rx="16" fill="url(#scr)"/>
      <rect x="282" y="60" width="36" height="8" rx="4" fill="${casing}"/>
      <rect x="378" y="120" width="5" height="46" rx="2" fill="${casing}"/>
      <g fill="#ffffff" opacity="0.9">
        <text x="300" y="150" font-family="sans-serif" font-size="34" font-weight="600" text-anchor="middle">10:24</text>
      </g>
      <g fill="#ffffff" opacity="0.55">
        ${[0, 1, 2, 3]
          .map((c) =>
            [0, 1, 2]
              .map(
                (r) =>
                  `<rect x="${248 + c * 30}" y="${210 + r * 36}" width="20" height="20" rx="6"/>`,
              )
              .join(''),
          )
          .join('')}
      </g>
      <rect x="270" y="340" width="60" height="5" rx="2.5" fill="#ffffff" opacity="0.7"/>
    </g>
    <g transform="translate(420 90) rotate(10)">
      <rect width="90" height="190" rx="18" fill="${casing}"/>
      <rect x="12" y="12" width="40" height="62" rx="12" fill="#1f2937"/>
      <circle cx="32" cy="30" r="10" fill="#334155" stroke="#94a3b8" stroke-width="2"/>
      <circle cx="32" cy="56" r="10" fill="#334155" stroke="#94a3b8" stroke-width="2"/>
    </g>`,
  );
}

export function laptop(lid: string, screenTop: string, screenBottom: string, accent: string) {
  return frame(
    accent,
    `<defs><linearGradient id="scr" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${screenTop}"/><stop offset="1" stop-color="${screenBottom}"/>
    </linearGradient></defs>
    <rect x="130" y="70" width="340" height="230" rx="14" fill="${lid}"/>
    <rect x="144" y="84" width="312" height="196" rx="4" fill="url(#scr)"/>
    <rect x="160" y="100" width="120" height="12" rx="3" fill="#ffffff" opacity="0.8"/>
    <rect x="160" y="124" width="200" height="8" rx="3" fill="#ffffff" opacity="0.45"/>
    <rect x="160" y="140" width="170" height="8" rx="3" fill="#ffffff" opacity="0.45"/>
    <rect x="160" y="170" width="90" height="80" rx="6" fill="#ffffff" opacity="0.3"/>
    <rect x="262" y="170" width="90" height="80" rx="6" fill="#ffffff" opacity="0.3"/>
    <rect x="364" y="170" width="76" height="80" rx="6" fill="#ffffff" opacity="0.3"/>
    <path d="M96 300 H504 L540 370 H60 Z" fill="${lid}"/>
    <path d="M96 300 H504 L540 370 H60 Z" fill="#ffffff" opacity="0.12"/>
    <g fill="#0f172a" opacity="0.35">
      ${[0, 1, 2]
        .map((r) =>
          Array.from({ length: 12 }, (_, k) => {
            const y = 310 + r * 14;
            const inset = (r * 36) / 3;
            const x0 = 120 - inset;
            const step = (360 + inset * 2) / 12;
            return `<rect x="${(x0 + k * step + 2).toFixed(1)}" y="${y}" width="${(step - 5).toFixed(1)}" height="9" rx="2"/>`;
          }).join(''),
        )
        .join('')}
    </g>
    <rect x="250" y="354" width="100" height="10" rx="4" fill="#0f172a" opacity="0.25"/>
    <rect x="60" y="370" width="480" height="10" rx="5" fill="#0f172a" opacity="0.5"/>`,
    500,
  );
}

export const paperReam = () =>
  frame(
    '#0284c7',
    `<path d="M130 230 L300 170 L470 230 L300 290 Z" fill="#ffffff"/>
    <path d="M130 230 L300 290 V380 L130 320 Z" fill="#0ea5e9"/>
    <path d="M470 230 L300 290 V380 L470 320 Z" fill="#0369a1"/>
    <path d="M130 262 L300 322 L470 262" stroke="#ffffff" stroke-width="22" fill="none" opacity="0.9"/>
    <text x="215" y="310" font-family="sans-serif" font-size="30" font-weight="700" fill="#0c4a6e" transform="rotate(19 215 310)">A4</text>
    <text x="345" y="318" font-family="sans-serif" font-size="20" font-weight="700" fill="#e0f2fe" transform="rotate(-19 345 318)">80 gsm</text>
    <path d="M150 222 L300 168 L450 222" stroke="#e2e8f0" stroke-width="3" fill="none"/>`,
  );

export const pens = () =>
  frame(
    '#1d4ed8',
    `<rect x="120" y="250" width="360" height="120" rx="10" fill="#1e3a8a"/>
    <rect x="120" y="250" width="360" height="26" rx="8" fill="#2563eb"/>
    <text x="300" y="335" font-family="sans-serif" font-size="30" font-weight="700" fill="#ffffff" text-anchor="middle">BALLPOINT × 50</text>
    ${[0, 1, 2, 3, 4, 5, 6]
      .map((k) => {
        const x = 160 + k * 44;
        const tilt = (k - 3) * 4;
        return `<g transform="rotate(${tilt} ${x} 260)">
          <rect x="${x - 9}" y="70" width="18" height="190" rx="8" fill="#f1f5f9" stroke="#cbd5e1" stroke-width="2"/>
          <rect x="${x - 10}" y="62" width="20" height="44" rx="6" fill="#1d4ed8"/>
          <rect x="${x + 8}" y="70" width="5" height="60" rx="2" fill="#1d4ed8"/>
        </g>`;
      })
      .join('')}`,
  );

export const leverArchFile = () =>
  frame(
    '#334155',
    `<rect x="190" y="50" width="230" height="330" rx="8" fill="#1f2937"/>
    <rect x="190" y="50" width="40" height="330" rx="6" fill="#111827"/>
    <circle cx="350" cy="300" r="22" fill="#f8fafc" stroke="#9ca3af" stroke-width="4"/>
    <circle cx="350" cy="300" r="8" fill="#1f2937"/>
    <rect x="270" y="100" width="110" height="70" rx="4" fill="#f8fafc"/>
    <rect x="282" y="116" width="86" height="6" rx="3" fill="#94a3b8"/>
    <rect x="282" y="132" width="70" height="6" rx="3" fill="#94a3b8"/>
    <rect x="282" y="148" width="78" height="6" rx="3" fill="#94a3b8"/>
    <rect x="420" y="62" width="14" height="306" rx="3" fill="#e5e7eb"/>`,
    280,
  );

export const inkCartridge = () =>
  frame(
    '#0f766e',
    `<path d="M210 110 H390 V330 Q390 360 360 360 H240 Q210 360 210 330 Z" fill="#111827"/>
    <rect x="210" y="110" width="180" height="40" fill="#374151"/>
    <rect x="230" y="180" width="140" height="120" rx="8" fill="#14b8a6"/>
    <text x="300" y="235" font-family="sans-serif" font-size="44" font-weight="800" fill="#ffffff" text-anchor="middle">305</text>
    <text x="300" y="272" font-family="sans-serif" font-size="20" font-weight="600" fill="#ccfbf1" text-anchor="middle">BLACK</text>
    <rect x="270" y="340" width="60" height="24" rx="4" fill="#d4a017"/>
    <rect x="284" y="346" width="32" height="12" rx="2" fill="#fde68a"/>`,
    240,
  );

export const tonerCartridge = () =>
  frame(
    '#4338ca',
    `<path d="M90 200 H510 L530 240 V320 Q530 340 510 340 H90 Q70 340 70 320 V240 Z" fill="#1f2937"/>
    <rect x="70" y="240" width="460" height="18" fill="#374151"/>
    <rect x="110" y="272" width="300" height="40" rx="20" fill="#111827"/>
    <rect x="120" y="282" width="280" height="20" rx="10" fill="#0f172a"/>
    <rect x="420" y="168" width="70" height="40" rx="10" fill="#4b5563"/>
    <rect x="150" y="210" width="180" height="24" rx="4" fill="#6366f1"/>
    <text x="240" y="228" font-family="sans-serif" font-size="16" font-weight="700" fill="#ffffff" text-anchor="middle">TN-2420</text>`,
    480,
  );

export const extensionCord = () =>
  frame(
    '#ea580c',
    `<path d="M470 230 C540 230 560 120 470 110 C400 100 380 60 420 40" stroke="#f97316" stroke-width="14" fill="none" stroke-linecap="round"/>
    <rect x="80" y="200" width="400" height="110" rx="26" fill="#f8fafc" stroke="#e2e8f0" stroke-width="4"/>
    <rect x="440" y="220" width="40" height="70" rx="12" fill="#f97316"/>
    ${[0, 1, 2, 3]
      .map((k) => {
        const cx = 140 + k * 84;
        return `<circle cx="${cx}" cy="255" r="30" fill="#e2e8f0"/>
        <rect x="${cx - 14}" y="240" width="8" height="18" rx="2" fill="#475569"/>
        <rect x="${cx + 6}" y="240" width="8" height="18" rx="2" fill="#475569"/>
        <circle cx="${cx}" cy="272" r="5" fill="#475569"/>`;
      })
      .join('')}
    <rect x="410" y="34" width="46" height="34" rx="8" fill="#f8fafc" stroke="#e2e8f0" stroke-width="3"/>`,
    420,
  );

export const officeChair = () =>
  frame(
    '#475569',
    `<rect x="220" y="50" width="160" height="170" rx="40" fill="#1f2937"/>
    <g stroke="#475569" stroke-width="3" opacity="0.8">
      ${[0, 1, 2, 3, 4, 5, 6].map((k) => `<line x1="${236 + k * 21}" y1="64" x2="${236 + k * 21}" y2="206"/>`).join('')}
    </g>
    <rect x="280" y="210" width="40" height="40" fill="#111827"/>
    <rect x="190" y="240" width="220" height="50" rx="22" fill="#111827"/>
    <rect x="170" y="180" width="20" height="70" rx="8" fill="#374151"/>
    <rect x="410" y="180" width="20" height="70" rx="8" fill="#374151"/>
    <rect x="150" y="176" width="60" height="14" rx="7" fill="#111827"/>
    <rect x="390" y="176" width="60" height="14" rx="7" fill="#111827"/>
    <rect x="292" y="290" width="16" height="60" fill="#9ca3af"/>
    <path d="M300 350 L180 372 M300 350 L420 372 M300 350 L240 388 M300 350 L360 388" stroke="#374151" stroke-width="12" stroke-linecap="round"/>
    <circle cx="180" cy="380" r="10" fill="#111827"/><circle cx="420" cy="380" r="10" fill="#111827"/>
    <circle cx="240" cy="394" r="10" fill="#111827"/><circle cx="360" cy="394" r="10" fill="#111827"/>`,
    300,
  );

export const clawHammer = () =>
  frame(
    '#b45309',
    `<g transform="rotate(-30 300 230)">
      <rect x="285" y="150" width="30" height="230" rx="12" fill="#b45309"/>
      <rect x="285" y="300" width="30" height="80" rx="12" fill="#1f2937"/>
      <path d="M200 120 H350 Q380 120 380 150 H200 Z" fill="#64748b"/>
      <path d="M350 120 C420 110 440 140 470 180 L455 186 C430 160 400 146 370 150 Z" fill="#475569"/>
      <rect x="180" y="112" width="40" height="46" rx="6" fill="#475569"/>
    </g>`,
    300,
  );

/** The file name each picture is stored under (the seed's `slug(code)`), and its drawing. */
export const PICTURES: Record<string, () => string> = {
  'pap-a4-80': paperReam,
  'pen-bl-50': pens,
  'fil-la-bk': leverArchFile,
  'ink-hp305-bk': inkCartridge,
  'ton-tn2420': tonerCartridge,
  'hw-ham-450': clawHammer,
  'hw-ext-5m4': extensionCord,
  'frn-chr-msh': officeChair,
  'rt-sam-a52': () => phone('#1e293b', '#60a5fa', '#7c3aed', '#6366f1'),
  'ph-sga54': () => phone('#cbd5e1', '#a78bfa', '#22d3ee', '#8b5cf6'),
  'ph-ip12': () => phone('#1d4ed8', '#f472b6', '#fb923c', '#2563eb'),
  'ph-nkg21': () => phone('#0f172a', '#34d399', '#0ea5e9', '#0891b2'),
  'ph-sga34': () => phone('#4c1d95', '#c084fc', '#f0abfc', '#7c3aed'),
  'ph-ip11': () => phone('#f1f5f9', '#facc15', '#f97316', '#eab308'),
  'nb-t480': () => laptop('#111827', '#1e40af', '#0ea5e9', '#dc2626'),
  'nb-l5490': () => laptop('#334155', '#0f766e', '#22d3ee', '#0284c7'),
  'nb-eb840': () => laptop('#94a3b8', '#7c3aed', '#ec4899', '#64748b'),
  'nb-x390': () => laptop('#18181b', '#15803d', '#84cc16', '#b91c1c'),
  'nb-l7400': () => laptop('#475569', '#1d4ed8', '#a855f7', '#1e40af'),
};
