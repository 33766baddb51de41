export default function Page() {
  return <section className="container">register</section>;
}
