import { useCombobox } from "downshift";
import { useMemo, useState } from "react";
import type { Country } from "@workbay/contracts/profile";
import { useHydrated } from "../../shared/hooks/use-hydrated";
import { countryOfDialCode, searchCountries } from "./country-search";

type CountryCodeFieldProps = {
  id: string;
  countries: readonly Country[];
  /** The dial code, e.g. +91. */
  value: string;
  onChange: (dialCode: string) => void;
};

/**
 * The country code of a phone number. Without JavaScript (and before hydration) a plain select
 * posts it; once the page runs, a searchable list (downshift's combobox) takes its place and
 * says 'No Results' when nothing matches (001 spec section 8).
 */
export function CountryCodeField(props: CountryCodeFieldProps) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <select
        id={props.id}
        name="country_code"
        className="form-field__input country-code__select"
        aria-label="Country code"
        defaultValue={props.value}
      >
        {props.countries.map((c) => (
          // Short, to fit beside the number: the dial code and the country's two letters.
          <option key={c.code} value={c.dial_code}>
            {c.dial_code} {c.code}
          </option>
        ))}
      </select>
    );
  }
  return <CountryCodeCombobox {...props} />;
}

function CountryCodeCombobox({ id, countries, value, onChange }: CountryCodeFieldProps) {
  const [selected, setSelected] = useState<Country | null>(() => countryOfDialCode(countries, value) ?? countries[0] ?? null);
  const [typed, setTyped] = useState(selected?.dial_code ?? "");
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
