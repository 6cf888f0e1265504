import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { imageUrl } from "@workbay/domain/image-sizes";
import { Icon } from "../../components/ui/icon";
import { useMediaQuery } from "../../shared/hooks/use-media-query";
import type { GalleryCarousel } from "./gallery-carousel";

const AUTOPLAY_DELAY_MS = 5000;

/**
 * The carousel's copies are the spec's widths (000 spec section 9: 990, 900, 1440, and 1980
 * for dense screens); `sizes` tells the browser how wide the carousel is drawn (the page's
 * width, at most 1440 px), so a phone fetches a 900 px copy rather than a 1980 px one (issue 18:
 * the first photo is the page's largest paint).
 */
const SIZES = "(max-width: 1440px) 100vw, 1440px";

function srcSet(file: string): string {
  return [
    `${imageUrl(file, "900x0")} 900w`,
    `${imageUrl(file, "990x0")} 990w`,
    `${imageUrl(file, "1440x0")} 1440w`,
    `${imageUrl(file, "1980x0")} 1980w`,
  ].join(", ");
}

type RoomGalleryProps = {
  images: readonly string[];
  /** Names the photos: 'Lotus Huddle Room at Embassy Golf Links'. */
  label: string;
};

/**
 * The banner carousel of a room's photos (000 spec section 2): autoplay in an endless loop,
 * swipe and drag, arrow keys, previous/next buttons, dots and a pause button. Autoplay
 * pauses while the pointer is over it or focus is inside, and never starts for visitors who
 * ask for reduced motion. Without JavaScript the photos scroll sideways with snap points, and
 * so they do until the carousel's code (embla, 8 KB compressed) has loaded: it is fetched after
 * the page has rendered, not with it (issue 18).
 */
export function RoomGallery({ images, label }: RoomGalleryProps) {
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const viewportRef = useRef<HTMLDivElement>(null);
  const [carousel, setCarousel] = useState<GalleryCarousel | null>(null);
  const embla = carousel?.embla;
  const [selected, setSelected] = useState(0);
  // Null until the visitor presses pause or play: then reduced motion decides.
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const paused = pausedByVisitor ?? reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const multiple = images.length > 1;
  const shouldPlay = multiple && !paused && !hovered && !focused;
  const shouldPlayRef = useRef(shouldPlay);

  // A new set of photos (another room) gets a new carousel.
  const photos = images.join(" ");
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !photos) return;
    let current: GalleryCarousel | undefined;
    let active = true;
    void import("./gallery-carousel").then(({ createGalleryCarousel }) => {
      if (!active) return;
      current = createGalleryCarousel(viewport, AUTOPLAY_DELAY_MS);
      setSelected(current.embla.selectedScrollSnap());
      setCarousel(current);
    });
    return () => {
      active = false;
      current?.embla.destroy();
      setCarousel(null);
    };
  }, [photos]);

  useEffect(() => {
    shouldPlayRef.current = shouldPlay;
    if (!carousel) return;
    if (shouldPlay) carousel.autoplay.play();
    else carousel.autoplay.stop();
  }, [carousel, shouldPlay]);

  useEffect(() => {
    if (!carousel) return;
    const { embla, autoplay } = carousel;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    // A swipe stops the plugin; carry on afterwards unless something else holds it.
    const onPointerUp = () => {
      if (shouldPlayRef.current) autoplay.play();
    };
    embla.on("select", onSelect).on("reInit", onSelect).on("pointerUp", onPointerUp);
    return () => {
      embla.off("select", onSelect).off("reInit", onSelect).off("pointerUp", onPointerUp);
    };
  }, [carousel]);

  const scrollPrev = useCallback(() => embla?.scrollPrev(), [embla]);
  const scrollNext = useCallback(() => embla?.scrollNext(), [embla]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      scrollPrev();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      scrollNext();
    }
  }

  if (images.length === 0) {
    return (
      <div className="gallery gallery--empty">
        <Icon name="building" size={56} />
        <span className="visually-hidden">No photos of {label} yet</span>
      </div>
    );
  }

  return (
    <section
      ref={rootRef}
      className={embla ? "gallery gallery--ready" : "gallery"}
      aria-roledescription="carousel"
      aria-label={`Photos of ${label}`}
      onKeyDown={multiple ? onKeyDown : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Focus on a photo, arrow or dot holds the slideshow; the play/pause button does not,
      // so pressing play there starts it.
      onFocus={(event) => setFocused(!(event.target as Element).closest(".gallery__pause"))}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className="gallery__viewport"
        ref={viewportRef}
        tabIndex={0}
        aria-label={multiple ? "Photos; use the arrow keys to move between them" : "Photo"}
        role="group"
      >
        <div className="gallery__track" aria-live={shouldPlay ? "off" : "polite"}>
          {images.map((file, i) => (
            <div
              key={file}
              className="gallery__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${images.length}`}
            >
              <img
                src={imageUrl(file, "1440x0")}
                srcSet={srcSet(file)}
                sizes={SIZES}
                width={1600}
                height={1000}
                alt={i === 0 ? label : `${label}, photo ${i + 1}`}
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : undefined}
                decoding="async"
                className="gallery__image"
                draggable={false}
              />
            </div>
          ))}
        </div>
      </div>

      {multiple && embla ? (
        <>
          <button type="button" className="gallery__arrow gallery__arrow--prev" onClick={scrollPrev} aria-label="Previous photo">
            <Icon name="chevron-left" size={22} />
          </button>
          <button type="button" className="gallery__arrow gallery__arrow--next" onClick={scrollNext} aria-label="Next photo">
            <Icon name="chevron-right" size={22} />
          </button>
          <div className="gallery__controls">
            <button
              type="button"
              className="gallery__pause"
              onClick={() => setPausedByVisitor(!paused)}
              aria-label={paused ? "Play slideshow" : "Pause slideshow"}
            >
              {paused ? <PlayGlyph /> : <PauseGlyph />}
            </button>
            <div className="gallery__dots">
              {images.map((file, i) => (
                <button
                  key={file}
                  type="button"
                  className="gallery__dot"
                  onClick={() => embla.scrollTo(i)}
                  aria-label={`Show photo ${i + 1} of ${images.length}`}
                  aria-current={i === selected ? "true" : undefined}
                />
              ))}
            </div>
          </div>
        </>
      ) : null}
      {multiple && embla ? (
        <p className="gallery__count" aria-hidden="true">
          {selected + 1} / {images.length}
        </p>
      ) : null}
    </section>
  );
}

function PauseGlyph() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <rect x="2.5" y="2" width="3" height="10" rx="1" fill="currentColor" />
      <rect x="8.5" y="2" width="3" height="10" rx="1" fill="currentColor" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <path d="M4 2.2v9.6a.6.6 0 0 0 .9.5l7.6-4.8a.6.6 0 0 0 0-1L4.9 1.7a.6.6 0 0 0-.9.5Z" fill="currentColor" />
    </svg>
  );
}
