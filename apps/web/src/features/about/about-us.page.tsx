export default function Page() {
  return <section className="container">about-us</section>;
}
