import { useSearchParams } from 'react-router-dom';

/** List filters kept in the URL, so a filtered list can be shared and reloaded. */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  return {
    get: (key: string, fallback = '') => params.get(key) ?? fallback,
    set(key: string, value: string) {
      const next = new URLSearchParams(params);
      if (value) next.set(key, value);
      else next.delete(key);
      setParams(next, { replace: true });
    },
  };
}
