/** `Meer laden` under a paged list, while there is a next page. */
export function LoadMore({
  hasMore,
  loading,
  onLoad,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
}) {
  if (!hasMore) return null;
  return (
    <div className="load-more">
      <button type="button" className="button" onClick={onLoad} disabled={loading}>
        {loading ? 'Laden…' : 'Meer laden'}
      </button>
    </div>
  );
}
