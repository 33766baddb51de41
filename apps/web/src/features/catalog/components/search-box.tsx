import { SearchOutlined } from '@ant-design/icons';
import { LIMITS, type SuggestionWire } from '@classroom/http-contract';
import { useState, type FormEvent, type KeyboardEvent } from 'react';

interface SearchBoxProps {
  value: string;
  suggestions: SuggestionWire[];
  onChange(value: string): void;
  /** Search now (Enter, the button, or a picked title). */
  onSubmit(value: string): void;
}

const LISTBOX_ID = 'course-search-suggestions';

/**
 * The spec's search box (a text field named `search` with a submit button), as a combobox:
 * titles matching what is typed are offered under it, chosen with the mouse or the arrow
 * keys and Enter; Escape closes them. It takes as much text as the server does.
 */
export function SearchBox({ value, suggestions, onChange, onSubmit }: SearchBoxProps) {
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const shown = open && suggestions.length > 0;

  const pick = (title: string) => {
    setOpen(false);
    setActive(-1);
    onSubmit(title);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text box itself: the arrows cycle through it and the titles.
      setActive((current) => {
        const next = current + step;
        if (next >= suggestions.length) return -1;
        return next < -1 ? suggestions.length - 1 : next;
      });
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && shown && active >= 0 && suggestions[active]) {
      event.preventDefault();
      pick(suggestions[active].courseName);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOpen(false);
    onSubmit(value);
  };

  return (
    <form className="search-form" role="search" onSubmit={submit}>
      <div className="search-form__field">
        <label htmlFor="course-search" className="visually-hidden">
          Search courses
        </label>
        <input
          id="course-search"
          className="pill-input"
          name="search"
          type="search"
          value={value}
          placeholder="Search courses"
          maxLength={LIMITS.search}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={LISTBOX_ID}
          aria-activedescendant={shown && active >= 0 ? `${LISTBOX_ID}-${active}` : undefined}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
        />
        <ul
          id={LISTBOX_ID}
          role="listbox"
          aria-label="Suggested courses"
          className="search-form__suggestions"
          hidden={!shown}
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion._id}
              id={`${LISTBOX_ID}-${index}`}
              role="option"
              aria-selected={index === active}
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(suggestion.courseName);
              }}
            >
              <SearchOutlined aria-hidden="true" /> {suggestion.courseName}
            </li>
          ))}
        </ul>
      </div>
      <button type="submit" className="button button--primary">
        <SearchOutlined aria-hidden="true" /> Search
      </button>
    </form>
  );
}
