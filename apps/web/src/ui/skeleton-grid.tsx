/** Grey cards in the shape of course cards while a list loads. */
export function SkeletonGrid({ count = 6 }: { count?: number }) {
  return (
    <div className="course-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div className="course-card course-card--skeleton" key={index}>
          <div className="skeleton skeleton--image" />
          <div className="course-card__body">
            <div className="skeleton skeleton--line" />
            <div className="skeleton skeleton--line skeleton--short" />
          </div>
        </div>
      ))}
    </div>
  );
}
