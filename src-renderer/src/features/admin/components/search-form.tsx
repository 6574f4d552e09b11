import { useState, type FormEvent, type ReactNode } from 'react';

/** The search box `Zoeken` of a back-office list, with the list's other filters beside it. */
export function SearchForm({
  value,
  placeholder,
  onSearch,
  children,
}: {
  value: string;
  placeholder: string;
  onSearch: (text: string) => void;
  children?: ReactNode;
}) {
  const [text, setText] = useState(value);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <form className="admin-filters" role="search" onSubmit={submit}>
      <label className="field search-field">
        Zoeken
        <input
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => onSearch(text.trim())}
        />
      </label>
      {children}
      <button type="submit" className="button button-primary">
        Zoeken
      </button>
    </form>
  );
}
