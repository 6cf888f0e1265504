// Demo pictures drawn as SVG: flat illustrations of a room, a skyline or a dish. Colours and
// placement come from a seed, so every room has its own look and reruns draw the same picture.
import { createRandom, type Random } from "./create-random";
import type { DemoImageArt } from "./demo-image-art";
import { PRODUCT_TYPE } from "@workbay/domain/product-types";

const DEMO_IMAGE_WIDTH = 1600;
const DEMO_IMAGE_HEIGHT = 1000;

const W = DEMO_IMAGE_WIDTH;
const H = DEMO_IMAGE_HEIGHT;

export function demoImageSvg(art: DemoImageArt): string {
  const random = createRandom(art.seed);
  const body = art.kind === "room" ? roomScene(art, random) : art.kind === "city" ? cityScene(random) : foodScene(art, random);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    body,
    // No words in pictures: cards crop them, and names belong in the page (alt text, headings).
    "</svg>",
  ].join("");
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
    case PRODUCT_TYPE.meetingRoom:
      // Huddle rooms, meeting rooms and boardrooms are drawn as what they are.
      if (art.capacity <= 4) {
        parts.push(whiteboard(windowOnLeft ? 980 : 220, 170, random), huddleTable(palette, random));
      } else if (art.capacity >= 10) {
        parts.push(wallScreen(W / 2 - 200, 140, palette), pendantLights(random), boardroomTable(art.capacity, palette, random));
      } else {
        parts.push(art.view === 0 ? wallArt(windowOnLeft ? 1000 : 180, 170, random) : wallScreen(windowOnLeft ? 920 : 200, 150, palette));
        parts.push(meetingTable(art.capacity, palette, random));
      }
      break;
    case PRODUCT_TYPE.eventSpace:
      parts.push(art.view === 0 ? stage(palette) : stringLights(random));
      parts.push(art.view === 0 ? audienceRows(palette, random) : cocktailTables(palette, random));
      break;
    case PRODUCT_TYPE.virtualOffice:
      parts.push(art.view === 0 ? receptionDesk(palette) : mailWall(palette, random));
      break;
    case PRODUCT_TYPE.privateStudio:
      // The first picture shows what the studio is for.
      parts.push((art.view === 0) === art.title.includes("Podcast") ? podcastTable(palette) : studioSet(palette, random));
      break;
    case PRODUCT_TYPE.popUp:
      parts.push(stringLights(random), kiosks(palette, random, art.view));
      break;
    case PRODUCT_TYPE.executiveDayPass:
      // Executive passes: a private cabin.
      parts.push(wallArt(windowOnLeft ? 1000 : 180, 170, random), privateOffice(palette, random, windowOnLeft));
      break;
    case PRODUCT_TYPE.travelPass:
      // Travel passes: phone booths and pods between the desks.
      parts.push(art.view === 0 ? pods(palette, random) : deskRows(palette, random));
      break;
    default:
      // Day passes and desks: an open workspace.
      parts.push(art.view === 0 ? deskRows(palette, random) : benchDesk(palette, random));
  }
  parts.push(plant(windowOnLeft ? W - 150 : 150, 760, random));
  return parts.join("");
}

function whiteboard(x: number, y: number, random: Random): string {
  const marks = Array.from({ length: 5 }, (_, i) => {
    const yy = y + 50 + i * 42;
    return `<path d="M${x + 40} ${yy} q60 ${random.int(-14, 14)} ${random.int(120, 300)} 0" stroke="${hsl(random.pick([210, 0, 130]), 60, 40)}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  });
  return (
    rect(x - 10, y - 10, 420, 300, "#9aa3ad", 'rx="6"') +
    rect(x, y, 400, 280, "#fbfcfd", 'rx="4"') +
    marks.join("") +
    rect(x + 60, y + 282, 280, 10, "#9aa3ad")
  );
}

function huddleTable(palette: Palette, random: Random): string {
  const cx = W / 2 + random.int(-80, 80);
  const seat = hsl(palette.accent + random.int(120, 200), 40, 48);
  const sofa = rect(cx - 420, 520, 360, 190, seat, 'rx="36"') + rect(cx - 400, 600, 320, 120, hsl(palette.accent + 160, 30, 58), 'rx="24"');
  const chairs = chair(cx + 150, 640, 42, palette.accent) + chair(cx + 260, 700, 46, palette.accent);
  return (
    sofa +
    ellipse(cx + 40, 690, 150, 42, hsl(palette.wood, 45, 36)) +
    rect(cx + 30, 700, 20, 120, "#444") +
    ellipse(cx + 40, 830, 90, 14, "#333") +
    chairs +
    rect(cx + 5, 665, 60, 20, "#f2f2f2", 'rx="4"') +
    circle(cx + 100, 676, 12, "#fff")
  );
}

function pendantLights(random: Random): string {
  const hue = random.int(30, 50);
  return Array.from({ length: 3 }, (_, i) => {
    const x = W / 2 - 360 + i * 360;
    return (
      rect(x - 2, 0, 4, 110, "#333") +
      `<path d="M${x - 70} 170 Q${x} 90 ${x + 70} 170 Z" fill="${hsl(hue, 20, 22)}"/>` +
      ellipse(x, 172, 60, 10, hsl(hue, 90, 80))
    );
  }).join("");
}

function boardroomTable(capacity: number, palette: Palette, random: Random): string {
  const perSide = Math.min(8, Math.max(5, Math.ceil(capacity / 2)));
  const hue = palette.accent + random.int(-20, 20);
  const parts: string[] = [];
  const far = 520;
  const near = 860;
  for (let i = 0; i < perSide; i++) {
    const t = (i + 0.5) / perSide;
    const y = far + (near - far) * t;
    const spread = 180 + 260 * t;
    parts.push(chair(W / 2 - spread - 40, y - 10, 26 + 20 * t, hue), chair(W / 2 + spread + 40, y - 10, 26 + 20 * t, hue));
  }
  parts.push(
    polygon(
      [
        [W / 2 - 160, far],
        [W / 2 + 160, far],
        [W / 2 + 440, near],
        [W / 2 - 440, near],
      ],
      hsl(palette.wood, 40, 30),
    ),
    rect(W / 2 - 440, near, 880, 22, hsl(palette.wood, 45, 20)),
  );
  for (let i = 0; i < 4; i++) parts.push(circle(W / 2 - 60 + i * 40, far + 80 + i * 60, 10, "rgba(255,255,255,0.7)"));
  return parts.join("");
}

function privateOffice(palette: Palette, random: Random, windowOnLeft: boolean): string {
  const x = windowOnLeft ? W - 900 : 300;
  const shelf = windowOnLeft ? 120 : W - 420;
  const books = Array.from({ length: 14 }, (_, i) =>
    rect(shelf + 20 + i * 20, 300 + (i % 2) * 6, 16, 74 - (i % 3) * 8, hsl(random.int(0, 359), 45, 45)),
  );
  return (
    rect(shelf, 240, 300, 420, hsl(palette.wood, 35, 45)) +
    rect(shelf + 12, 380, 276, 8, hsl(palette.wood, 35, 30)) +
    rect(shelf + 12, 520, 276, 8, hsl(palette.wood, 35, 30)) +
    books.join("") +
    rect(x, 600, 600, 40, hsl(palette.wood, 45, 32), 'rx="6"') +
    rect(x + 20, 640, 30, 180, hsl(palette.wood, 45, 24)) +
    rect(x + 550, 640, 30, 180, hsl(palette.wood, 45, 24)) +
    rect(x + 200, 470, 200, 125, "#1d1f24", 'rx="8"') +
    rect(x + 212, 482, 176, 100, hsl(random.int(190, 230), 55, 58)) +
    rect(x + 290, 595, 20, 10, "#1d1f24") +
    chair(x + 300, 700, 60, palette.accent) +
    circle(x + 500, 585, 20, hsl(random.int(0, 40), 60, 50))
  );
}

function pods(palette: Palette, random: Random): string {
  const parts: string[] = [];
  const count = 3;
  for (let i = 0; i < count; i++) {
    const x = 220 + i * 420;
    const hue = palette.accent + i * 40 + random.int(-10, 10);
    parts.push(
      rect(x, 220, 300, 620, hsl(hue, 35, 40), 'rx="28"'),
      rect(x + 30, 260, 240, 430, "rgba(200,230,245,0.55)", 'rx="16"'),
      rect(x + 60, 560, 180, 24, hsl(palette.wood, 40, 60)),
      chair(x + 150, 640, 34, hue + 180),
      rect(x + 125, 200, 50, 20, hsl(hue, 35, 30)),
      circle(x + 250, 470, 8, "#e8e8e8"),
    );
  }
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
      `<line x1="${x}" y1="0" x2="${x}" y2="70" stroke="#333" stroke-width="3"/>` + ellipse(x, 80, 46, 18, "#fff6d8", 'opacity="0.95"')
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
    circle(W / 2, 330, 60, "rgba(255,255,255,0.85)") +
    circle(W / 2, 330, 36, hsl(palette.accent, 60, 50)) +
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
      parts.push(rect(100 + spacing * i + spacing / 2 - size, y - size, size * 2, size * 1.6, hsl(hue, 40, 30 + row * 4), 'rx="6"'));
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
    // A logo panel without letters: pictures carry no words.
    rect(W / 2 - 240, 250, 480, 120, hsl(palette.accent, 50, 30), 'rx="16"') +
    circle(W / 2 - 150, 310, 36, hsl(palette.accent, 60, 70)) +
    rect(W / 2 - 90, 290, 300, 40, hsl(palette.accent, 40, 75), 'rx="20"') +
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
  for (let i = 0; i < 6; i++) parts.push(rect(W / 2 - 460 + i * 160, 150, 120, 200, hsl(palette.accent + 30, 30, 40 + (i % 2) * 8)));
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
    circle(x + random.int(-60, 60), y - random.int(90, 220), random.int(34, 56), hsl(random.int(100, 140), 45, random.int(28, 42))),
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
  if (art.style === "tea-snacks") {
    parts.push(teaCup(cx - 330, cy + 40, 0.75, random), snackPlate(cx + 260, cy + 60, random));
  } else if (art.style === "glass") {
    parts.push(tallGlass(cx - 120, cy, random), tallGlass(cx + 170, cy + 60, random));
  } else if (art.style === "bowl") {
    const curry = hsl(random.int(10, 45), random.int(55, 85), random.int(35, 55));
    parts.push(
      circle(cx + 230, cy + 60, 200, "url(#plate)"),
      ellipse(cx + 230, cy + 60, 150, 120, "#fffdf3"),
      `<path d="M${cx - 420} ${cy - 40} Q${cx - 200} ${cy + 320} ${cx + 20} ${cy - 40} Z" fill="#eef0f2"/>`,
      ellipse(cx - 200, cy - 40, 220, 54, "#d9dde2"),
      ellipse(cx - 200, cy - 36, 200, 44, curry),
    );
    for (let i = 0; i < 7; i++)
      parts.push(
        circle(cx - 300 + random.int(0, 200), cy - 40 + random.int(-16, 16), random.int(10, 18), hsl(random.int(20, 120), 50, 40)),
      );
    for (let i = 0; i < 4; i++)
      parts.push(
        ellipse(cx + 160 + random.int(0, 140), cy + 20 + random.int(0, 80), 60, 26, hsl(random.int(30, 45), 70, random.int(55, 70))),
      );
  } else if (art.style === "cup") {
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
      for (let i = 0; i < 8; i++) parts.push(circle(cx + random.int(-150, 150), cy + random.int(-120, 120), 10, hsl(110, 55, 35)));
    }
  }
  return parts.join("");
}

function teaCup(cx: number, cy: number, scale: number, random: Random): string {
  const tea = hsl(random.int(20, 32), 55, random.int(30, 48));
  const t = (n: number) => n * scale;
  return [
    ellipse(cx, cy + t(170), t(260), t(70), "url(#plate)"),
    `<path d="M${cx - t(160)} ${cy - t(80)} L${cx - t(120)} ${cy + t(160)} Q${cx} ${cy + t(200)} ${cx + t(120)} ${cy + t(160)} L${cx + t(160)} ${cy - t(80)} Z" fill="#fafafa"/>`,
    ellipse(cx, cy - t(80), t(160), t(40), tea),
    `<path d="M${cx + t(150)} ${cy - t(20)} q${t(90)} ${t(10)} ${t(60)} ${t(100)} q${t(-20)} ${t(40)} ${t(-70)} ${t(40)}" stroke="#fafafa" stroke-width="${t(24)}" fill="none"/>`,
    ...[-1, 0, 1].map(
      (i) =>
        `<path d="M${cx + i * t(60)} ${cy - t(140)} q${t(-30)} ${t(-50)} 0 ${t(-100)} q${t(30)} ${t(-50)} 0 ${t(-100)}" stroke="rgba(255,255,255,0.6)" stroke-width="${t(10)}" fill="none"/>`,
    ),
  ].join("");
}

function snackPlate(cx: number, cy: number, random: Random): string {
  const parts = [circle(cx, cy, 250, "url(#plate)"), circle(cx, cy, 195, "#f7f7f7")];
  const kind = random.int(0, 2);
  for (let i = 0; i < 5; i++) {
    const angle = (Math.PI * 2 * i) / 5 + random.int(0, 30) / 100;
    const x = cx + Math.cos(angle) * 110;
    const y = cy + Math.sin(angle) * 110;
    const colour = hsl(random.int(28, 42), 70, random.int(48, 62));
    if (kind === 0)
      parts.push(
        polygon(
          [
            [x, y - 60],
            [x - 55, y + 40],
            [x + 55, y + 40],
          ],
          colour,
        ),
      );
    else if (kind === 1)
      parts.push(circle(x, y, 52, colour), circle(x - 14, y - 10, 7, hsl(25, 50, 25)), circle(x + 16, y + 12, 7, hsl(25, 50, 25)));
    else parts.push(rect(x - 60, y - 40, 120, 80, colour, 'rx="12"'), rect(x - 60, y - 6, 120, 12, hsl(110, 45, 40)));
  }
  parts.push(circle(cx, cy, 36, hsl(120, 50, 35)), circle(cx, cy, 22, hsl(5, 70, 45)));
  return parts.join("");
}

function tallGlass(cx: number, cy: number, random: Random): string {
  const drink = random.pick([hsl(28, 55, 40), hsl(95, 55, 60), hsl(45, 80, 70), hsl(30, 35, 80), hsl(0, 70, 55)]);
  const parts = [
    ellipse(cx, cy + 330, 150, 30, "rgba(0,0,0,0.18)"),
    `<path d="M${cx - 110} ${cy - 260} L${cx - 90} ${cy + 320} L${cx + 90} ${cy + 320} L${cx + 110} ${cy - 260} Z" fill="rgba(235,245,250,0.45)"/>`,
    `<path d="M${cx - 104} ${cy - 150} L${cx - 90} ${cy + 312} L${cx + 90} ${cy + 312} L${cx + 104} ${cy - 150} Z" fill="${drink}"/>`,
    rect(cx + 20, cy - 380, 18, 300, hsl(random.int(0, 359), 70, 55), 'transform="rotate(12 ' + (cx + 29) + " " + (cy - 230) + ')"'),
  ];
  for (let i = 0; i < 3; i++) parts.push(rect(cx - 70 + i * 45, cy - 140 + random.int(0, 40), 44, 44, "rgba(255,255,255,0.55)", 'rx="8"'));
  parts.push(circle(cx - 100, cy - 250, 56, hsl(80, 70, 45)), circle(cx - 100, cy - 250, 44, hsl(70, 80, 70)));
  return parts.join("");
}
