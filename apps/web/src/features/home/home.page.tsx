export default function Page() {
  return <section className="container">home</section>;
}
