import { useEffect, useRef, useState } from "react";
import type { MenuOption } from "@workbay/contracts/booking";
import { imageUrl } from "@workbay/domain/image-sizes";
import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";

/** The MENU dialog of an item with choices: one choice for a guest, any number for the booker. */
export function MenuPanel({
  option,
  readOnly,
  chosen,
  onDone,
  onClose,
}: {
  option: MenuOption;
  readOnly: boolean;
  chosen: Set<number>;
  onDone: (chosen: Set<number>) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(() => new Set(chosen));
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  function toggle(id: number) {
    setDraft((d) => {
      if (readOnly) return d.has(id) ? new Set() : new Set([id]);
      const next = new Set(d);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }
  return (
    <dialog ref={ref} className="menu-panel" aria-labelledby="menu-panel-title" onClose={onClose}>
      <header className="menu-panel__head">
        <h2 id="menu-panel-title">{option.name}</h2>
        <button type="button" className="slot-dialog__close" aria-label="Close" onClick={onClose}>
          <Icon name="close" size={20} />
        </button>
      </header>
      <ul className="menu-panel__list">
        {option.options.map((sub) => {
          const on = draft.has(sub.id);
          const off = !sub.available;
          return (
            <li key={sub.id} className="menu-panel__item">
              {sub.image ? <img src={imageUrl(sub.image, "135x100")} width={135} height={100} alt="" loading="lazy" /> : null}
              <div>
                <h3>{sub.name}</h3>
                <p>{sub.description}</p>
                {off && sub.unavailable_reason ? <p className="food-card__off">{sub.unavailable_reason}</p> : null}
              </div>
              <Button
                variant={on ? "primary" : "secondary"}
                size="sm"
                aria-pressed={on}
                disabled={off}
                onClick={() => toggle(sub.id)}
                aria-label={`${on ? "DESELECT" : "SELECT"} ${sub.name}`}
              >
                {on ? "DESELECT" : "SELECT"}
              </Button>
            </li>
          );
        })}
      </ul>
      <footer className="menu-panel__foot">
        <Button variant="ghost" onClick={() => setDraft(new Set())}>
          CLEAR
        </Button>
        <Button variant="primary" onClick={() => onDone(draft)}>
          DONE
        </Button>
      </footer>
    </dialog>
  );
}
