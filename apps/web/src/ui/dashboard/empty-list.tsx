import empty from '../../assets/empty-list.svg';

/** The placeholder image a list shows when it has nothing in it. */
export function EmptyList({ text }: { text: string }) {
  return (
    <div className="dash-empty">
      <img src={empty} alt="" width={240} height={180} />
      <p>{text}</p>
    </div>
  );
}
