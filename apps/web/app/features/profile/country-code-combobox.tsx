import { useCombobox } from "downshift";
import { useEffect, useMemo, useState } from "react";
import type { Country } from "@workbay/contracts/profile";
import type { CountryCodeFieldProps } from "./country-code-field";
import { countryOfDialCode, searchCountries } from "./country-search";

/**
 * The searchable list (downshift's combobox) that takes the plain select's place once this chunk
 * is loaded (country-code-field.tsx); it takes the focus if the select had it.
 */
export default function CountryCodeCombobox({
  id,
  countries,
  value,
  onChange,
  hadFocus,
}: CountryCodeFieldProps & { hadFocus: () => boolean }) {
  const [selected, setSelected] = useState<Country | null>(() => countryOfDialCode(countries, value) ?? countries[0] ?? null);
  const [typed, setTyped] = useState(selected?.dial_code ?? "");
  // Asked once, as this replaces the select: then the focus comes here.
  const [focused] = useState(hadFocus);
  useEffect(() => {
    if (focused) document.getElementById(id)?.focus();
  }, [focused, id]);
  // The code itself shows while nothing was typed: then the whole list is offered.
  const items = useMemo(() => searchCountries(countries, typed === selected?.dial_code ? "" : typed), [countries, typed, selected]);

  // Downshift keeps the box's text and the choice itself; this component only follows them.
  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } = useCombobox<Country>({
    id,
    inputId: id,
    items,
    itemToString: (country) => country?.dial_code ?? "",
    itemToKey: (country) => country?.code,
    initialSelectedItem: selected,
    initialInputValue: typed,
    onInputValueChange: ({ inputValue }) => setTyped(inputValue ?? ""),
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      setSelected(selectedItem);
      onChange(selectedItem.dial_code);
    },
    // Closing without a choice puts the chosen code back in the box.
    stateReducer: (state, { changes }) =>
      changes.isOpen === false ? { ...changes, inputValue: (changes.selectedItem ?? state.selectedItem)?.dial_code ?? "" } : changes,
  });

  return (
    <div className="country-code">
      <label className="visually-hidden" {...getLabelProps()}>
        Country code
      </label>
      <input
        className="form-field__input country-code__input"
        spellCheck={false}
        {...getInputProps({ onFocus: (event) => event.currentTarget.select() })}
      />
      <input type="hidden" name="country_code" value={selected?.dial_code ?? ""} />
      <ul className={`country-code__menu${isOpen ? " country-code__menu--open" : ""}`} {...getMenuProps()}>
        {isOpen
          ? items.map((country, index) => (
              <li
                key={country.code}
                className={[
                  "country-code__option",
                  highlightedIndex === index ? "country-code__option--active" : null,
                  selected?.code === country.code ? "country-code__option--chosen" : null,
                ]
                  .filter(Boolean)
                  .join(" ")}
                {...getItemProps({ item: country, index })}
              >
                <span className="country-code__name">{country.name}</span>
                <span className="country-code__dial">{country.dial_code}</span>
              </li>
            ))
          : null}
      </ul>
      {isOpen && items.length === 0 ? (
        <p className="country-code__empty" role="status">
          No Results
        </p>
      ) : null}
    </div>
  );
}
