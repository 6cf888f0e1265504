import { lazy, startTransition, Suspense, useCallback, useRef, useState } from "react";
import type { Country } from "@workbay/contracts/profile";
import { useWhenIdle } from "../../shared/hooks/use-when-idle";

const loadCombobox = () => import("./country-code-combobox");
const CountryCodeCombobox = lazy(loadCombobox);

export type CountryCodeFieldProps = {
  id: string;
  countries: readonly Country[];
  /** The dial code, e.g. +91. */
  value: string;
  onChange: (dialCode: string) => void;
};

/**
 * The country code of a phone number. Without JavaScript (and before hydration) a plain select
 * posts it; once the page runs, a searchable list (downshift's combobox) takes its place and
 * says 'No Results' when nothing matches (001 spec section 8). The combobox and its library are
 * not in the page's first load (docs/decisions/0035): they are fetched when the page is idle,
 * or at once when the visitor points at or focuses the select, which works meanwhile.
 */
export function CountryCodeField(props: CountryCodeFieldProps) {
  const [wanted, setWanted] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  const hadFocus = useRef(false);
  const want = useCallback(() => {
    void loadCombobox().then(() => {
      // The select must not leave the page with the focus: Chromium then blurs it while React
      // commits, the form's blur check posts the form for real (a 400 and a reload), so it is
      // blurred here, outside the commit, and the combobox takes the focus once it is in.
      // (Each pointer, focus and the idle call asks; only the one that finds the focus blurs.)
      const element = select.current;
      if (element !== null && element === document.activeElement) {
        hadFocus.current = true;
        element.blur();
      }
      startTransition(() => setWanted(true));
    });
  }, []);
  useWhenIdle(want);
  const plain = (
    <select
      ref={select}
      id={props.id}
      name="country_code"
      className="form-field__input country-code__select"
      aria-label="Country code"
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      onPointerEnter={want}
      onFocus={want}
    >
      {props.countries.map((c) => (
        // Short, to fit beside the number: the dial code and the country's two letters.
        <option key={c.code} value={c.dial_code}>
          {c.dial_code} {c.code}
        </option>
      ))}
    </select>
  );
  // The same place in the tree before and after, and the switch in a transition: React keeps the
  // select until the combobox is ready, which then takes the focus if the select had it.
  return <Suspense fallback={plain}>{wanted ? <CountryCodeCombobox {...props} hadFocus={() => hadFocus.current} /> : plain}</Suspense>;
}
