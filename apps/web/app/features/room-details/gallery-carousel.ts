import EmblaCarousel, { type EmblaCarouselType } from "embla-carousel";
import Autoplay, { type AutoplayType } from "embla-carousel-autoplay";

export type GalleryCarousel = { embla: EmblaCarouselType; autoplay: AutoplayType };

/**
 * The room gallery's carousel: an endless loop with an autoplay that starts only when asked
 * (the gallery decides: not under reduced motion, hover, focus or pause). A module of its own so
 * the page loads it after its first paint (room-gallery.tsx).
 */
export function createGalleryCarousel(viewport: HTMLElement, delayMs: number): GalleryCarousel {
  const autoplay = Autoplay({
    delay: delayMs,
    playOnInit: false,
    // The plugin stops on a drag; hover, focus and the pause button are handled by the gallery.
    stopOnInteraction: true,
    stopOnMouseEnter: false,
    stopOnFocusIn: false,
  });
  return { embla: EmblaCarousel(viewport, { loop: true, align: "start" }, [autoplay]), autoplay };
}
