// Leaflet with its stylesheet, loaded together when a map is first shown (use-leaflet-map.ts):
// the bundler fetches the stylesheet with this chunk and resolves the import once both are in,
// so the map is never drawn unstyled, and pages do not load Leaflet's CSS before they need it.
//
// Pages once linked the stylesheet themselves (`leaflet.css?url` in their `links`), but the web
// build named that file differently for the server (`leaflet-<hash>.css`) and the browser (the
// same file deduplicated under the listing map's name): the server's <head> and the browser's
// first render differed, and React threw the whole document away and rendered it again
// (error #418 on the room page and the search page; docs/decisions/0035).
import "leaflet/dist/leaflet.css";
import * as leaflet from "leaflet";

export default leaflet;
