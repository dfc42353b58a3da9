/** A wall time 'YYYY-MM-DD HH:mm:ss' as date and time that wrap apart on a phone, never inside. */
export function When({ wall }: { wall: string }) {
  return (
    <>
      <span className="whitespace-nowrap">{wall.slice(0, 10)}</span>{' '}
      <span className="whitespace-nowrap">{wall.slice(11, 16)}</span>
    </>
  );
}
