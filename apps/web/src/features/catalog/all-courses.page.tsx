export default function Page() {
  return <section className="container">all-courses</section>;
}
