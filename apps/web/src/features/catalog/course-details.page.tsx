export default function Page() {
  return <section className="container">course-details</section>;
}
