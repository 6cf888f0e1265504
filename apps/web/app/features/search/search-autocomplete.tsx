import { useCombobox } from "downshift";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Form, useNavigate } from "react-router";
import type { SearchHit } from "@workbay/contracts/search";
import { SEARCH_KEYWORD_MAX_LENGTH, normaliseKeyword } from "@workbay/domain/search";
import { Icon } from "../../components/ui/icon";
import { apiCall } from "../../shared/session/browser-api";
import { SEARCH_BOX_LABEL, type PendingArrow, type SearchBoxProps } from "./search-box";
import { clearRecentSearches, readRecentSearches, rememberSearch, typedSearch, type RecentSearch } from "./recent-searches";
import { pushSearchEvent, searchEvent } from "./search-events";
import { groupSearchHits, suggestionsStatus } from "./search-suggestions";
import { browserEndpoints } from "@workbay/contracts/endpoint-refs";

/** What the menu lists: suggestions for the typed words, or (before typing) the recent searches and a way to clear them. */
type MenuItem = {
  key: string;
  name: string;
  detail: string;
  href: string;
  group: string;
  action?: "clear";
  /** A place from the place autocomplete (the external geocoder): its page is asked for when chosen. */
  placeId?: string;
};

const CLEAR_RECENT: MenuItem = { key: "clear-recent", name: "Clear recent searches", detail: "", href: "", group: "", action: "clear" };

const DEBOUNCE_MS = 200;
const SUGGESTION_LIMIT = 5;

type SearchAutocompleteProps = SearchBoxProps & {
  /** What the visitor had typed into the plain box before this loaded, read as this mounts. */
  typedSoFar: () => string;
  /** Whether the plain box has the focus, asked as this mounts: then this one takes it, the caret at the end. */
  hadFocus: () => boolean;
  /** An arrow key pressed in the plain box while this loaded: it opens the menu, as it would have here. */
  pendingArrow: () => PendingArrow;
};

/**
 * The search box's autocomplete, loaded when the visitor first points at or focuses the plain
 * box (search-box.tsx): the combobox pattern (downshift) suggesting places, centres and rooms as
 * the visitor types, debounced; choosing one goes to its page, Enter without a choice goes to
 * the results page. A live region says how many suggestions there are.
 */
export default function SearchAutocomplete({
  id,
  className,
  landmarkLabel = "Site search",
  labelVisible = false,
  typedSoFar,
  hadFocus,
  pendingArrow,
}: SearchAutocompleteProps) {
  const navigate = useNavigate();
  const [startValue] = useState(typedSoFar);
  // Asked while the plain box is still in the page (this renders before it is replaced): a
  // visitor who has tabbed on while this loaded keeps their place.
  const [focused] = useState(hadFocus);
  const [typed, setTyped] = useState(startValue);
  // The last answer, kept while the next is on its way so the list does not flicker.
  const [answer, setAnswer] = useState<{ keyword: string; hits: SearchHit[]; places: MenuItem[] }>({ keyword: "", hits: [], places: [] });
  const searchable = normaliseKeyword(typed) !== "" && typed.length <= SEARCH_KEYWORD_MAX_LENGTH;
  const hits = searchable ? answer.hits : [];
  // Read in the browser only (this component is never server-rendered).
  const [recent, setRecent] = useState<RecentSearch[]>(() => readRecentSearches());
  const items: MenuItem[] = searchable
    ? [...groupSearchHits(hits).flatMap((group) => group.hits.map((hit) => ({ ...hit, group: group.label }))), ...answer.places]
    : typed.trim() === "" && recent.length > 0
      ? [...recent.map((r) => ({ ...r, key: `recent:${r.href}`, group: "Recent searches" })), CLEAR_RECENT]
      : [];

  useEffect(() => {
    if (normaliseKeyword(typed) === "" || typed.length > SEARCH_KEYWORD_MAX_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const query = { category: "all", consider_active: "true", keyword: typed, limit: SUGGESTION_LIMIT } as const;
      void apiCall(browserEndpoints.search.search, { query }, { signal: controller.signal }).then(async (result) => {
        if (controller.signal.aborted) return;
        // Grouped as the menu shows them, so the arrow keys go down the list as seen.
        const found = result.ok && result.data ? groupSearchHits(result.data.results).flatMap((group) => group.hits) : [];
        // No place of ours matches: the place autocomplete may know one (the external geocoder,
        // when configured; our own places are already among the hits).
        const places = found.some((hit) => hit.type === "city" || hit.type === "locality")
          ? []
          : await geocodedPlaces(typed, controller.signal);
        if (controller.signal.aborted) return;
        setAnswer({ keyword: typed, hits: found, places });
      });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed]);

  const {
    isOpen,
    highlightedIndex,
    getLabelProps,
    getInputProps,
    getMenuProps,
    getItemProps,
    setInputValue,
    openMenu,
    setHighlightedIndex,
  } = useCombobox<MenuItem>({
    id,
    inputId: `${id}-input`,
    items,
    itemToString: (item) => (item?.action ? "" : (item?.name ?? "")),
    itemToKey: (item) => item?.key,
    initialInputValue: startValue,
    // What was typed before this loaded gets its suggestions as if typed now.
    initialIsOpen: focused && normaliseKeyword(startValue) !== "",
    onInputValueChange: ({ inputValue }) => setTyped(inputValue ?? ""),
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      if (selectedItem.action === "clear") {
        clearRecentSearches();
        setRecent([]);
        return;
      }
      pushSearchEvent(searchEvent(typed.trim() || selectedItem.name, selectedItem.name));
      if (selectedItem.placeId) {
        void placeHref(selectedItem.placeId, selectedItem.name).then((href) => {
          setRecent(rememberSearch({ name: selectedItem.name, detail: selectedItem.detail, href }));
          void navigate(href);
        });
        return;
      }
      setRecent(rememberSearch({ name: selectedItem.name, detail: selectedItem.detail, href: selectedItem.href }));
      void navigate(selectedItem.href);
    },
    // Choosing the same recent search twice still goes there.
    selectedItem: null,
  });

  // An arrow pressed over typed text while this loaded highlights the first (or last) suggestion
  // for that text when it comes; typing on, or an arrow of the visitor's own, forgets it.
  const arrowForAnswer = useRef<{ arrow: NonNullable<PendingArrow>; keyword: string; reached?: boolean } | null>(null);
  // Once, as this replaces the plain box: keys typed while this rendered reached the plain box
  // (read now), then the focus and the caret come here.
  const handedOver = useRef(false);
  useLayoutEffect(() => {
    if (handedOver.current) return;
    handedOver.current = true;
    const latest = typedSoFar();
    if (latest !== startValue) setInputValue(latest);
    const input = document.getElementById(`${id}-input`) as HTMLInputElement | null;
    if (!focused || !input) return;
    input.focus();
    input.setSelectionRange(latest.length, latest.length);
    const arrow = pendingArrow();
    if (normaliseKeyword(latest) !== "" || arrow) openMenu();
    // With nothing typed the menu is the recent searches, known now: the arrow highlights the
    // first (down) or the last (up), as downshift's own arrow keys do. Over typed text the
    // suggestions are still on their way: the arrow waits for them (below).
    if (arrow && latest.trim() === "" && items.length > 0) setHighlightedIndex(arrow === "ArrowDown" ? 0 : items.length - 1);
    else if (arrow && normaliseKeyword(latest) !== "") arrowForAnswer.current = { arrow, keyword: latest };
  }, [id, typedSoFar, startValue, setInputValue, focused, openMenu, pendingArrow, items.length, setHighlightedIndex]);

  useEffect(() => {
    const pending = arrowForAnswer.current;
    if (!pending) return;
    // The text handed over reaches `typed` a render later: until then the text is not a change.
    if (typed === pending.keyword) pending.reached = true;
    if ((pending.reached && typed !== pending.keyword) || highlightedIndex !== -1) {
      arrowForAnswer.current = null;
      return;
    }
    if (!pending.reached || answer.keyword !== pending.keyword || items.length === 0) return;
    arrowForAnswer.current = null;
    setHighlightedIndex(pending.arrow === "ArrowDown" ? 0 : items.length - 1);
  }, [typed, answer.keyword, items.length, highlightedIndex, setHighlightedIndex]);

  const open = isOpen && items.length > 0;

  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label={landmarkLabel}
      className={["search-box", className].filter(Boolean).join(" ")}
      onSubmit={() => {
        // A typed search (Enter or the button): the results page, remembered and counted.
        if (!searchable) return;
        pushSearchEvent(searchEvent(typed));
        setRecent(rememberSearch(typedSearch(typed)));
      }}
    >
      <label className={labelVisible ? "search-box__label" : "visually-hidden"} {...getLabelProps()}>
        {SEARCH_BOX_LABEL}
      </label>
      <Icon name="search" size={18} className="search-box__icon" aria-hidden="true" />
      <input
        className="search-box__input"
        type="search"
        name="q"
        placeholder="Locality, centre or room"
        maxLength={SEARCH_KEYWORD_MAX_LENGTH}
        spellCheck={false}
        required
        {...getInputProps({
          onKeyDown: (event) => {
            // Enter with no suggestion highlighted submits the form (the results page);
            // downshift would otherwise keep it while the menu is open.
            if (event.key === "Enter" && highlightedIndex < 0)
              (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
          },
          // downshift names the highlighted item whenever the menu is open, even one it no longer
          // has (the recent searches just cleared): name only an option that is drawn.
          ...(open && highlightedIndex >= 0 && highlightedIndex < items.length ? {} : { "aria-activedescendant": "" }),
        })}
      />
      <button type="submit" className="search-box__submit">
        <span className="visually-hidden">Search</span>
        <Icon name="arrow-right" size={18} aria-hidden="true" />
      </button>
      <ul className={open ? "search-box__menu search-box__menu--open" : "search-box__menu"} {...getMenuProps()}>
        {open
          ? items.map((item, index) => (
              <li
                key={item.key}
                className={[
                  "search-box__option",
                  highlightedIndex === index ? "search-box__option--active" : null,
                  index === 0 || items[index - 1]?.group !== item.group ? "search-box__option--first" : null,
                  item.action ? "search-box__option--action" : null,
                ]
                  .filter(Boolean)
                  .join(" ")}
                data-group={!item.action && (index === 0 || items[index - 1]?.group !== item.group) ? item.group : undefined}
                {...getItemProps({ item, index })}
              >
                <span className="search-box__name">{item.name}</span>
                {item.detail ? <span className="search-box__detail">{item.action ? null : item.detail}</span> : null}
              </li>
            ))
          : null}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">
        {isOpen && searchable && answer.keyword === typed
          ? suggestionsStatus(hits.length, typed)
          : open && !searchable
            ? `${recent.length} recent search${recent.length === 1 ? "" : "es"}. Use the up and down arrows to choose one.`
            : ""}
      </p>
    </Form>
  );
}

/** The external geocoder's predictions for what is typed, as menu items (none when it is off or fails). */
async function geocodedPlaces(input: string, signal: AbortSignal): Promise<MenuItem[]> {
  const result = await apiCall(browserEndpoints.search.placeAutocomplete, { query: { input } }, { signal });
  if (!result.ok || !result.data) return [];
  return result.data.predictions
    .filter((p) => p.source === "geocoder")
    .map((p) => ({
      key: `geo:${p.place_id}`,
      name: p.main_text,
      detail: p.secondary_text,
      href: "",
      group: "Places",
      placeId: p.place_id,
    }));
}

/** Where a geocoded place leads: its city's rooms sorted from it, else the results page for its name. */
async function placeHref(placeId: string, name: string): Promise<string> {
  const result = await apiCall(browserEndpoints.search.placeDetail, { query: { place_id: placeId } });
  return result.ok && result.data?.href ? result.data.href : `/search?q=${encodeURIComponent(name)}`;
}
