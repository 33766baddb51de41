export default function Page() {
  return <section className="container">login</section>;
}
