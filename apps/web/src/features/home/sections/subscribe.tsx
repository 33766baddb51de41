/** A plain GET form: the browser checks the address; nothing is sent to the API. */
export function Subscribe() {
  return (
    <section className="section section--soft" aria-labelledby="subscribe-title">
      <div className="container subscribe">
        <h2 id="subscribe-title" className="section__title">
          Subscribe to our newsletter
        </h2>
        <p>New courses and learning tips, once a month.</p>
        <form className="subscribe__form" method="get" action="/">
          <label htmlFor="subscribe-email" className="visually-hidden">
            Email address
          </label>
          <input
            id="subscribe-email"
            name="email"
            type="email"
            required
            placeholder="Enter your email"
            autoComplete="email"
          />
          <button type="submit" className="button button--primary">
            Subscribe
          </button>
        </form>
      </div>
    </section>
  );
}
