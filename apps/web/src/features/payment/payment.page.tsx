export default function Page() {
  return <section className="container">payment</section>;
}
