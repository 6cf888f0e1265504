import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { CITIES, isCitySlug, type CitySlug } from "@workbay/domain/cities";
import { DatePicker } from "../../components/date-picker/date-picker";
import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";

type SearchFormProps = {
  defaultCity: CitySlug;
  defaultDate: string;
  /** First and last date a visitor may pick (IST), YYYY-MM-DD. */
  minDate: string;
  maxDate: string;
};

/**
 * City and date to the city's meeting rooms. Without JavaScript the form GETs /search,
 * which redirects; with it, the browser goes straight to /{city}/meeting-rooms?date=.
 */
export function SearchForm({ defaultCity, defaultDate, minDate, maxDate }: SearchFormProps) {
  const navigate = useNavigate();
  const [date, setDate] = useState(defaultDate);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const city = String(form.get("city") ?? "");
    const date = String(form.get("date") ?? "");
    if (!isCitySlug(city)) return;
    event.preventDefault();
    navigate(`/${city}/meeting-rooms${date ? `?date=${date}` : ""}`);
  }

  return (
    <form method="get" action="/search" onSubmit={onSubmit} role="search" className="search-form" aria-label="Find a meeting room">
      <div className="search-form__field">
        <label htmlFor="search-city" className="search-form__label">
          <Icon name="map-pin" size={16} />
          City
        </label>
        <select id="search-city" name="city" defaultValue={defaultCity} className="search-form__control">
          {CITIES.map((city) => (
            <option key={city.slug} value={city.slug}>
              {city.name}
            </option>
          ))}
        </select>
      </div>
      <DatePicker
        id="search-date"
        label="Date"
        labelIcon={<Icon name="calendar" size={16} />}
        name="date"
        value={date}
        min={minDate}
        max={maxDate}
        productTypeId={null}
        className="search-form__field"
        labelClassName="search-form__label"
        controlClassName="search-form__control"
        onChange={setDate}
      />
      <Button type="submit" variant="accent" size="lg" className="search-form__submit">
        <Icon name="search" size={20} />
        Search rooms
      </Button>
    </form>
  );
}
