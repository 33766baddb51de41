export default function Page() {
  return <section className="container">join-as-instructor</section>;
}
