import { Page } from '@/components/page';
import { ContactForm } from '@/features/public-forms/components/contact-form';

export function ContactPage() {
  return (
    <Page
      title="Contact"
      intro="Vragen over een product, een bestelling of je account? We helpen je graag."
    >
      <div className="info-columns">
        <div>
          <h2>Bel ons</h2>
          <p>
            <a href="tel:+31201234567">020 123 45 67</a>
          </p>
          <p>Maandag tot en met vrijdag van 7.30 tot 17.00 uur.</p>
        </div>
        <div>
          <h2>Mail ons</h2>
          <p>
            <a href="mailto:service@warmteportaal.nl">service@warmteportaal.nl</a>
          </p>
          <p>We antwoorden binnen één werkdag.</p>
        </div>
        <div>
          <h2>Bezoek ons</h2>
          <address>
            Warmteportaal B.V.
            <br />
            Keizersgracht 100
            <br />
            1015 CV Amsterdam
          </address>
        </div>
      </div>
      <h2>Stuur ons een bericht</h2>
      <ContactForm />
    </Page>
  );
}
