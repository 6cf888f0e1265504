import { lazy, startTransition, Suspense, useRef, useState, type RefObject } from "react";
import { Form } from "react-router";
import { SEARCH_KEYWORD_MAX_LENGTH } from "@workbay/domain/search";
import { Icon } from "../../components/ui/icon";

const loadAutocomplete = () => import("./search-autocomplete");
const SearchAutocomplete = lazy(loadAutocomplete);

/** The arrow key last pressed in the plain box, if any. */
export type PendingArrow = "ArrowDown" | "ArrowUp" | null;

export type SearchBoxProps = {
  /** Unique per page: the header's desktop and phone boxes both exist in the page. */
  id: string;
  defaultValue?: string;
  className?: string;
  /** The search landmark's name; each on a page differs (the home page has its own search form). */
  landmarkLabel?: string;
  /** Shows the box's label above it (the home page's prominent box); hidden otherwise. */
  labelVisible?: boolean;
};

/** The box's label: its accessible name, and on the home page its visible heading. */
export const SEARCH_BOX_LABEL = "Search by locality, centre or room";

/**
 * The site's search box: a plain GET form to /search?q=, which is all a page without JavaScript
 * needs and all every page loads. The autocomplete (and its combobox library) loads when the
 * visitor first points at or focuses the box, and takes over with what was typed and the focus
 * (docs/decisions/0027, 0030).
 */
export function SearchBox(props: SearchBoxProps) {
  const [wanted, setWanted] = useState(false);
  const typed = useRef(props.defaultValue ?? "");
  const input = useRef<HTMLInputElement | null>(null);
  // An arrow key pressed while the autocomplete's code is arriving: it opens the menu when it lands.
  const arrow = useRef<PendingArrow>(null);
  const plain = (
    <PlainSearchForm
      {...props}
      inputRef={input}
      onType={(value) => (typed.current = value)}
      onArrow={(key) => (arrow.current = key)}
      onWant={() => {
        void loadAutocomplete();
        startTransition(() => setWanted(true));
      }}
    />
  );
  // The same place in the tree before and after, and the switch in a transition: React keeps
  // the plain box (the same element, with its focus and text) until the autocomplete is ready.
  return (
    <Suspense fallback={plain}>
      {wanted ? (
        <SearchAutocomplete
          {...props}
          typedSoFar={() => typed.current}
          hadFocus={() => input.current !== null && input.current === document.activeElement}
          pendingArrow={() => arrow.current}
        />
      ) : (
        plain
      )}
    </Suspense>
  );
}

function PlainSearchForm({
  id,
  defaultValue = "",
  className,
  landmarkLabel = "Site search",
  labelVisible = false,
  inputRef,
  onType,
  onArrow,
  onWant,
}: SearchBoxProps & {
  inputRef: RefObject<HTMLInputElement | null>;
  onType: (value: string) => void;
  onArrow: (key: PendingArrow) => void;
  onWant: () => void;
}) {
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label={landmarkLabel}
      className={["search-box", className].filter(Boolean).join(" ")}
      onPointerEnter={onWant}
    >
      <label className={labelVisible ? "search-box__label" : "visually-hidden"} htmlFor={`${id}-input`}>
        {SEARCH_BOX_LABEL}
      </label>
      <Icon name="search" size={18} className="search-box__icon" aria-hidden="true" />
      <input
        id={`${id}-input`}
        className="search-box__input"
        type="search"
        name="q"
        placeholder="Locality, centre or room"
        maxLength={SEARCH_KEYWORD_MAX_LENGTH}
        spellCheck={false}
        required
        defaultValue={defaultValue}
        ref={inputRef}
        onFocus={onWant}
        onInput={(event) => {
          onType(event.currentTarget.value);
          onArrow(null);
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") onArrow(event.key);
        }}
      />
      <button type="submit" className="search-box__submit">
        <span className="visually-hidden">Search</span>
        <Icon name="arrow-right" size={18} aria-hidden="true" />
      </button>
    </Form>
  );
}
