// Demo pictures drawn as SVG: flat illustrations of a room, a skyline or a dish. Colours and
// placement come from a seed, so every room has its own look and reruns draw the same picture.
import { createRandom, type Random } from "./create-random";
import type { DemoImageArt } from "./demo-image-art";

export const DEMO_IMAGE_WIDTH = 1600;
export const DEMO_IMAGE_HEIGHT = 1000;

const W = DEMO_IMAGE_WIDTH;
const H = DEMO_IMAGE_HEIGHT;
const FONT = "DejaVu Sans, Noto Sans, Arial, sans-serif";

export function demoImageSvg(art: DemoImageArt): string {
  const random = createRandom(art.seed);
  const body = art.kind === "room" ? roomScene(art, random) : art.kind === "city" ? cityScene(random) : foodScene(art, random);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    body,
    caption(art.title, art.subtitle),
    art.kind === "food" && art.foodType ? foodMark(art.foodType) : "",
    "</svg>",
  ].join("");
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const hsl = (h: number, s: number, l: number, a = 1) => `hsla(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%,${a})`;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}" ${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}" ${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="${fill}" ${extra}/>`;
const polygon = (points: [number, number][], fill: string) =>
  `<polygon points="${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ")}" fill="${fill}"/>`;
const gradient = (id: string, stops: string[], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map((c, i) => `<stop offset="${i / Math.max(1, stops.length - 1)}" stop-color="${c}"/>`)
    .join("")}</linearGradient>`;

function caption(title: string, subtitle: string): string {
  return [
    rect(0, H - 150, W, 150, "rgba(15,20,30,0.55)"),
    `<text x="64" y="${H - 82}" font-family="${FONT}" font-size="58" font-weight="bold" fill="#fff">${escapeXml(title)}</text>`,
    `<text x="66" y="${H - 34}" font-family="${FONT}" font-size="32" fill="rgba(255,255,255,0.85)">${escapeXml(subtitle)}</text>`,
  ].join("");
}

/** The Indian food-type mark: green square with a dot (veg), brown with a triangle (non-veg). */
function foodMark(type: "veg" | "non-veg"): string {
  const colour = type === "veg" ? "#1b8a3a" : "#8b3a0f";
  const inner =
    type === "veg"
      ? circle(W - 110, 110, 22, colour)
      : polygon(
          [
            [W - 110, 84],
            [W - 134, 128],
            [W - 86, 128],
          ],
          colour,
        );
  return rect(W - 160, 60, 100, 100, "#fff", `stroke="${colour}" stroke-width="8" rx="8"`) + inner;
}

// ---------------------------------------------------------------- rooms

type Palette = { wall: number; accent: number; floor: number; wood: number };

function roomScene(art: Extract<DemoImageArt, { kind: "room" }>, random: Random): string {
  const palette: Palette = {
    wall: random.int(0, 359),
    accent: random.int(0, 359),
    floor: random.int(15, 45),
    wood: random.int(20, 38),
  };
  const windowOnLeft = random.chance(0.5);
  const parts = [
    `<defs>${gradient("wall", [hsl(palette.wall, 30, 90), hsl(palette.wall, 28, 74)])}${gradient("floor", [
      hsl(palette.floor, 22, 52),
      hsl(palette.floor, 26, 30),
    ])}${gradient("sky", [hsl(205, 75, 78), hsl(195, 60, 94)])}${gradient(
      "accent",
      [hsl(palette.accent, 50, 58), hsl(palette.accent + 25, 45, 42)],
      false,
    )}</defs>`,
    rect(0, 0, W, H, "url(#wall)"),
    polygon(
      [
        [0, 700],
        [W, 700],
        [W, H],
        [0, H],
      ],
      "url(#floor)",
    ),
    floorLines(palette),
    ceilingLights(random),
  ];
  if (art.view === 2) {
    parts.push(rect(windowOnLeft ? W - 620 : 0, 0, 620, 700, "url(#accent)"));
    parts.push(windowWithSkyline(windowOnLeft ? 120 : W - 560, 120, 440, 400, random));
    parts.push(lounge(palette, random, windowOnLeft));
    return parts.join("");
  }
  const accentX = windowOnLeft ? W * 0.55 : 0;
  parts.push(rect(accentX, 0, W * 0.45, 700, "url(#accent)", 'opacity="0.85"'));
  parts.push(windowWithSkyline(windowOnLeft ? 90 : W - 590, 110, 500, 420, random));
  switch (art.productTypeId) {
    case 1:
      parts.push(
        art.view === 0 ? wallArt(windowOnLeft ? 1000 : 180, 170, random) : wallScreen(windowOnLeft ? 920 : 200, 150, palette),
      );
      parts.push(meetingTable(art.capacity, palette, random));
      break;
    case 2:
      parts.push(art.view === 0 ? stage(palette) : stringLights(random));
      parts.push(art.view === 0 ? audienceRows(palette, random) : cocktailTables(palette, random));
      break;
    case 8:
      parts.push(art.view === 0 ? receptionDesk(palette) : mailWall(palette, random));
      break;
    case 9:
      // The first picture shows what the studio is for.
      parts.push((art.view === 0) === art.title.includes("Podcast") ? podcastTable(palette) : studioSet(palette, random));
      break;
    case 12:
      parts.push(stringLights(random), kiosks(palette, random, art.view));
      break;
    default:
      // Passes and desks: an open workspace.
      parts.push(art.view === 0 ? deskRows(palette, random) : benchDesk(palette, random));
  }
  parts.push(plant(windowOnLeft ? W - 150 : 150, 760, random));
  return parts.join("");
}

function floorLines(palette: Palette): string {
  const lines: string[] = [];
  for (let i = -6; i <= 6; i++) {
    const x = W / 2 + i * 150;
    lines.push(
      `<line x1="${W / 2 + i * 60}" y1="700" x2="${x + i * 130}" y2="${H}" stroke="${hsl(palette.floor, 20, 25, 0.35)}" stroke-width="3"/>`,
    );
  }
  return lines.join("");
}

function ceilingLights(random: Random): string {
  const count = random.int(3, 5);
  return Array.from({ length: count }, (_, i) => {
    const x = (W / (count + 1)) * (i + 1);
    return (
      `<line x1="${x}" y1="0" x2="${x}" y2="70" stroke="#333" stroke-width="3"/>` +
      ellipse(x, 80, 46, 18, "#fff6d8", 'opacity="0.95"')
    );
  }).join("");
}

function windowWithSkyline(x: number, y: number, w: number, h: number, random: Random): string {
  const parts = [rect(x - 12, y - 12, w + 24, h + 24, "#f4f4f4"), rect(x, y, w, h, "url(#sky)")];
  let bx = x;
  while (bx < x + w) {
    const bw = random.int(40, 95);
    const bh = random.int(80, h * 0.7);
    parts.push(rect(bx, y + h - bh, Math.min(bw, x + w - bx), bh, hsl(215, 15, random.int(55, 72))));
    bx += bw + random.int(4, 16);
  }
  parts.push(rect(x + w / 2 - 5, y, 10, h, "#f4f4f4"), rect(x, y + h / 2 - 5, w, 10, "#f4f4f4"));
  return parts.join("");
}

function wallArt(x: number, y: number, random: Random): string {
  const hue = random.int(0, 359);
  return (
    rect(x, y, 360, 240, "#fff", 'stroke="#333" stroke-width="10"') +
    circle(x + 120, y + 120, 70, hsl(hue, 60, 60)) +
    rect(x + 180, y + 60, 140, 140, hsl(hue + 140, 50, 55))
  );
}

function wallScreen(x: number, y: number, palette: Palette): string {
  return (
    rect(x, y, 480, 280, "#1d232c", 'rx="8"') +
    rect(x + 18, y + 18, 444, 244, hsl(palette.accent + 180, 45, 45)) +
    rect(x + 50, y + 60, 200, 22, "rgba(255,255,255,0.8)") +
    rect(x + 50, y + 100, 300, 14, "rgba(255,255,255,0.5)") +
    rect(x + 50, y + 126, 260, 14, "rgba(255,255,255,0.5)")
  );
}

function chair(cx: number, cy: number, r: number, hue: number): string {
  return (
    ellipse(cx, cy + r * 0.9, r * 0.9, r * 0.35, "rgba(0,0,0,0.18)") +
    circle(cx, cy, r, hsl(hue, 35, 28)) +
    circle(cx, cy - r * 0.25, r * 0.7, hsl(hue, 30, 38))
  );
}

function meetingTable(capacity: number, palette: Palette, random: Random): string {
  const perSide = Math.min(6, Math.max(2, Math.ceil(capacity / 2)));
  const chairHue = palette.accent + random.int(-20, 20);
  const topWidth = 300 + perSide * 60;
  const bottomWidth = topWidth * 1.6;
  const top = 560;
  const bottom = 720;
  const parts: string[] = [];
  for (let i = 0; i < perSide; i++) {
    const x = W / 2 - topWidth / 2 + (topWidth / perSide) * (i + 0.5);
    parts.push(chair(x, top - 18, 30, chairHue));
  }
  parts.push(
    polygon(
      [
        [W / 2 - topWidth / 2, top],
        [W / 2 + topWidth / 2, top],
        [W / 2 + bottomWidth / 2, bottom],
        [W / 2 - bottomWidth / 2, bottom],
      ],
      hsl(palette.wood, 45, 38),
    ),
    rect(W / 2 - bottomWidth / 2, bottom, bottomWidth, 18, hsl(palette.wood, 45, 26)),
  );
  for (let i = 0; i < Math.min(perSide, 4); i++) {
    const x = W / 2 - topWidth / 2 + 60 + random.int(0, topWidth - 120);
    parts.push(rect(x, top + 40 + random.int(0, 60), 70, 44, "rgba(240,240,240,0.9)", 'rx="4"'));
  }
  for (let i = 0; i < perSide; i++) {
    const x = W / 2 - bottomWidth / 2 + (bottomWidth / perSide) * (i + 0.5);
    parts.push(chair(x, bottom + 50, 40, chairHue));
  }
  return parts.join("");
}

function stage(palette: Palette): string {
  return (
    rect(W / 2 - 420, 140, 840, 380, "#15181e", 'rx="6"') +
    rect(W / 2 - 400, 160, 800, 340, hsl(palette.accent, 55, 42)) +
    `<text x="${W / 2}" y="360" font-family="${FONT}" font-size="64" font-weight="bold" fill="rgba(255,255,255,0.9)" text-anchor="middle">WELCOME</text>` +
    rect(W / 2 - 560, 560, 1120, 70, hsl(palette.wood, 30, 25)) +
    rect(W / 2 - 40, 490, 80, 70, "#222")
  );
}

function audienceRows(palette: Palette, random: Random): string {
  const parts: string[] = [];
  const hue = palette.accent + random.int(120, 200);
  for (let row = 0; row < 4; row++) {
    const y = 670 + row * 52;
    const size = 18 + row * 6;
    const count = 12 - row;
    const spacing = (W - 200) / count;
    for (let i = 0; i < count; i++)
      parts.push(
        rect(100 + spacing * i + spacing / 2 - size, y - size, size * 2, size * 1.6, hsl(hue, 40, 30 + row * 4), 'rx="6"'),
      );
  }
  return parts.join("");
}

function cocktailTables(palette: Palette, random: Random): string {
  const parts: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = 200 + i * 300 + random.int(-40, 40);
    const y = 740 + random.int(-30, 50);
    parts.push(
      rect(x - 6, y - 120, 12, 120, "#333"),
      ellipse(x, y - 124, 70, 18, hsl(palette.wood, 40, 40)),
      ellipse(x, y, 50, 12, "rgba(0,0,0,0.2)"),
    );
  }
  return parts.join("");
}

function stringLights(random: Random): string {
  const parts = [`<path d="M0 60 Q ${W / 2} 220 ${W} 60" stroke="#444" stroke-width="3" fill="none"/>`];
  for (let i = 1; i < 16; i++) {
    const t = i / 16;
    const x = t * W;
    const y = (1 - t) * (1 - t) * 60 + 2 * (1 - t) * t * 220 + t * t * 60;
    parts.push(circle(x, y + 10, 9, hsl(random.int(0, 359), 80, 65)));
  }
  return parts.join("");
}

function receptionDesk(palette: Palette): string {
  return (
    `<text x="${W / 2}" y="330" font-family="${FONT}" font-size="96" font-weight="bold" fill="${hsl(palette.accent, 50, 30)}" text-anchor="middle" letter-spacing="12">WORKBAY</text>` +
    rect(W / 2 - 450, 560, 900, 220, hsl(palette.wood, 35, 35), 'rx="10"') +
    rect(W / 2 - 470, 540, 940, 30, hsl(palette.wood, 20, 85), 'rx="6"') +
    rect(W / 2 - 80, 480, 120, 60, "#222", 'rx="4"') +
    circle(W / 2 + 200, 520, 24, hsl(120, 40, 40))
  );
}

function mailWall(palette: Palette, random: Random): string {
  const parts = [rect(W / 2 - 420, 160, 840, 520, hsl(palette.wood, 30, 30))];
  for (let r = 0; r < 5; r++)
    for (let c = 0; c < 8; c++) {
      const x = W / 2 - 400 + c * 100;
      const y = 180 + r * 98;
      parts.push(rect(x, y, 90, 86, hsl(palette.wood, 25, 88)));
      if (random.chance(0.4)) parts.push(rect(x + 12, y + 40, 66, 40, random.chance(0.5) ? "#fff" : hsl(35, 50, 70)));
    }
  return parts.join("");
}

function studioSet(palette: Palette, random: Random): string {
  const backdrop = hsl(palette.accent, 35, random.int(55, 80));
  const parts = [
    `<path d="M${W / 2 - 450} 90 H${W / 2 + 450} V700 Q${W / 2 + 450} 820 ${W / 2 + 330} 820 H${W / 2 - 330} Q${W / 2 - 450} 820 ${W / 2 - 450} 700 Z" fill="${backdrop}"/>`,
  ];
  for (const side of [-1, 1]) {
    const x = W / 2 + side * 600;
    parts.push(
      `<line x1="${x}" y1="380" x2="${x}" y2="860" stroke="#222" stroke-width="8"/>`,
      `<line x1="${x}" y1="860" x2="${x - 50}" y2="900" stroke="#222" stroke-width="8"/><line x1="${x}" y1="860" x2="${x + 50}" y2="900" stroke="#222" stroke-width="8"/>`,
      rect(x - 90, 260, 180, 130, "#fafafa", 'stroke="#222" stroke-width="10"'),
    );
  }
  parts.push(
    rect(W / 2 - 70, 640, 140, 90, "#222", 'rx="10"'),
    circle(W / 2 - 90, 685, 36, "#444"),
    `<line x1="${W / 2}" y1="730" x2="${W / 2}" y2="880" stroke="#222" stroke-width="8"/>`,
  );
  return parts.join("");
}

function podcastTable(palette: Palette): string {
  const parts = [rect(W / 2 - 380, 640, 760, 40, hsl(palette.wood, 40, 35), 'rx="10"'), rect(W / 2 - 20, 680, 40, 160, "#222")];
  for (const x of [W / 2 - 220, W / 2, W / 2 + 220]) {
    parts.push(
      `<line x1="${x}" y1="640" x2="${x}" y2="560" stroke="#222" stroke-width="8"/>`,
      rect(x - 22, 500, 44, 80, "#333", 'rx="20"'),
    );
  }
  parts.push(chair(W / 2 - 300, 760, 48, palette.accent), chair(W / 2 + 300, 760, 48, palette.accent));
  // Acoustic panels.
  for (let i = 0; i < 6; i++)
    parts.push(rect(W / 2 - 460 + i * 160, 150, 120, 200, hsl(palette.accent + 30, 30, 40 + (i % 2) * 8)));
  return parts.join("");
}

function kiosks(palette: Palette, random: Random, view: number): string {
  const parts: string[] = [];
  const count = view === 0 ? 2 : 3;
  for (let i = 0; i < count; i++) {
    const width = view === 0 ? 520 : 380;
    const x = (W / count) * (i + 0.5) - width / 2;
    const hue = palette.accent + i * 70 + random.int(0, 30);
    parts.push(rect(x, 480, width, 300, hsl(hue, 25, 92)));
    for (let s = 0; s < 8; s++) parts.push(rect(x + (width / 8) * s, 420, width / 8, 70, s % 2 ? "#fff" : hsl(hue, 65, 50)));
    parts.push(rect(x + 20, 620, width - 40, 160, hsl(palette.wood, 35, 35)));
  }
  return parts.join("");
}

function deskRows(palette: Palette, random: Random): string {
  const parts: string[] = [];
  for (let row = 0; row < 2; row++) {
    const y = 600 + row * 130;
    const scale = 1 + row * 0.25;
    const count = 5 - row;
    for (let i = 0; i < count; i++) {
      const x = 160 + ((W - 320) / count) * (i + 0.5);
      parts.push(
        rect(x - 110 * scale, y, 220 * scale, 18 * scale, hsl(palette.wood, 30, 85)),
        rect(x - 50 * scale, y - 80 * scale, 100 * scale, 66 * scale, "#222", 'rx="4"'),
        rect(x - 44 * scale, y - 74 * scale, 88 * scale, 54 * scale, hsl(random.int(180, 240), 50, 55)),
        rect(x - 6 * scale, y - 14 * scale, 12 * scale, 14 * scale, "#222"),
        chair(x, y + 70 * scale, 28 * scale, palette.accent),
      );
    }
  }
  return parts.join("");
}

function benchDesk(palette: Palette, random: Random): string {
  const parts = [
    rect(140, 640, W - 280, 30, hsl(palette.wood, 45, 40)),
    rect(180, 670, 20, 170, "#333"),
    rect(W - 200, 670, 20, 170, "#333"),
  ];
  for (let i = 0; i < 6; i++) {
    const x = 240 + i * 210 + random.int(-20, 20);
    parts.push(
      polygon(
        [
          [x, 640],
          [x + 110, 640],
          [x + 100, 580],
          [x + 10, 580],
        ],
        "#c9ced6",
      ),
      circle(x + 55, 760, 34, hsl(palette.accent, 30, 30)),
    );
  }
  for (let i = 0; i < 4; i++) {
    const x = 300 + i * 330;
    parts.push(
      `<line x1="${x}" y1="0" x2="${x}" y2="300" stroke="#333" stroke-width="3"/>`,
      polygon(
        [
          [x - 50, 340],
          [x + 50, 340],
          [x + 25, 300],
          [x - 25, 300],
        ],
        hsl(palette.accent + 60, 50, 45),
      ),
    );
  }
  return parts.join("");
}

function lounge(palette: Palette, random: Random, windowOnLeft: boolean): string {
  const x = windowOnLeft ? W - 1060 : 260;
  const sofa = hsl(palette.accent + random.int(90, 180), 35, 45);
  return (
    rect(x, 560, 660, 200, sofa, 'rx="40"') +
    rect(x - 30, 620, 90, 200, sofa, 'rx="30"') +
    rect(x + 600, 620, 90, 200, sofa, 'rx="30"') +
    rect(x + 40, 680, 580, 110, hsl(palette.accent + 130, 30, 55), 'rx="24"') +
    ellipse(x + 330, 800, 220, 36, hsl(palette.wood, 40, 35)) +
    circle(x + 280, 792, 16, "#fff") +
    circle(x + 360, 796, 16, "#fff") +
    plant(windowOnLeft ? W - 260 : 1120, 800, random)
  );
}

function plant(x: number, y: number, random: Random): string {
  const leaves = Array.from({ length: 6 }, () =>
    circle(
      x + random.int(-60, 60),
      y - random.int(90, 220),
      random.int(34, 56),
      hsl(random.int(100, 140), 45, random.int(28, 42)),
    ),
  ).join("");
  return (
    leaves +
    polygon(
      [
        [x - 55, y - 90],
        [x + 55, y - 90],
        [x + 40, y + 40],
        [x - 40, y + 40],
      ],
      hsl(20, 45, 40),
    )
  );
}

// ---------------------------------------------------------------- cities

function cityScene(random: Random): string {
  const hue = random.int(0, 359);
  const parts = [
    `<defs>${gradient("sky", [hsl(hue, 60, 55), hsl(hue + 40, 70, 80)])}</defs>`,
    rect(0, 0, W, H, "url(#sky)"),
    circle(random.int(250, W - 250), random.int(180, 320), 110, hsl(45, 95, 75, 0.9)),
  ];
  for (const [layer, lightness] of [
    [0, 62],
    [1, 42],
    [2, 24],
  ] as const) {
    let x = -20;
    while (x < W) {
      const width = random.int(60, 150);
      const height = random.int(160, 380) + layer * 80;
      const top = H - 150 - height + layer * 40;
      const colour = hsl(hue + 200, 20, lightness);
      parts.push(rect(x, top, width, H - top, colour));
      // Domes and spires for a skyline that reads as Indian rather than generic.
      if (random.chance(0.15)) parts.push(ellipse(x + width / 2, top, width * 0.4, width * 0.35, colour));
      if (layer === 2) {
        for (let wy = top + 20; wy < H - 170; wy += 40)
          for (let wx = x + 12; wx < x + width - 20; wx += 28)
            if (random.chance(0.35)) parts.push(rect(wx, wy, 12, 18, hsl(48, 90, 70, 0.85)));
      }
      x += width + random.int(0, 20);
    }
  }
  return parts.join("");
}

// ---------------------------------------------------------------- food

function foodScene(art: Extract<DemoImageArt, { kind: "food" }>, random: Random): string {
  const wood = random.int(18, 34);
  const cloth = random.int(0, 359);
  const parts = [
    `<defs>${gradient("table", [hsl(wood, 40, 42), hsl(wood, 45, 28)])}<radialGradient id="plate"><stop offset="0.7" stop-color="#fff"/><stop offset="1" stop-color="#dde1e6"/></radialGradient></defs>`,
    rect(0, 0, W, H, "url(#table)"),
    polygon(
      [
        [0, 140],
        [W, 520],
        [W, 700],
        [0, 320],
      ],
      hsl(cloth, 45, 55, 0.8),
    ),
  ];
  const cx = W / 2 + random.int(-120, 120);
  const cy = 440;
  if (art.style === "cup") {
    parts.push(
      ellipse(cx, cy + 170, 260, 70, "url(#plate)"),
      `<path d="M${cx - 160} ${cy - 80} L${cx - 120} ${cy + 160} Q${cx} ${cy + 200} ${cx + 120} ${cy + 160} L${cx + 160} ${cy - 80} Z" fill="#fafafa"/>`,
      ellipse(cx, cy - 80, 160, 40, hsl(random.int(20, 35), 55, random.int(28, 60))),
      `<path d="M${cx + 150} ${cy - 20} q90 10 60 100 q-20 40 -70 40" stroke="#fafafa" stroke-width="24" fill="none"/>`,
    );
    for (let i = -1; i <= 1; i++)
      parts.push(
        `<path d="M${cx + i * 60} ${cy - 140} q-30 -50 0 -100 q30 -50 0 -100" stroke="rgba(255,255,255,0.6)" stroke-width="10" fill="none"/>`,
      );
  } else {
    parts.push(circle(cx, cy, 300, "url(#plate)"), circle(cx, cy, 230, "#f7f7f7"));
    if (art.style === "thali") {
      for (let i = 0; i < 6; i++) {
        const angle = (Math.PI * 2 * i) / 6;
        const x = cx + Math.cos(angle) * 185;
        const y = cy + Math.sin(angle) * 185;
        parts.push(circle(x, y, 62, "#c7ccd3"), circle(x, y, 50, hsl(random.int(0, 50), random.int(50, 80), random.int(35, 60))));
      }
      parts.push(circle(cx, cy, 90, "#fffdf3"));
    } else {
      for (let i = 0; i < 9; i++) {
        parts.push(
          ellipse(
            cx + random.int(-130, 130),
            cy + random.int(-110, 110),
            random.int(40, 90),
            random.int(30, 60),
            hsl(random.int(10, 55), random.int(45, 80), random.int(35, 65)),
          ),
        );
      }
      for (let i = 0; i < 8; i++)
        parts.push(circle(cx + random.int(-150, 150), cy + random.int(-120, 120), 10, hsl(110, 55, 35)));
    }
  }
  return parts.join("");
}
