import { Page } from '@/components/page';

export function AboutPage() {
  return (
    <Page title="Over ons" intro="Warmteportaal is gemaakt door en voor de installatiebranche.">
      <div className="prose">
        <p>
          Wij leveren sinds 2012 warmtepompen en toebehoren aan installateurs in heel Nederland. Met
          Warmteportaal brengen we alles samen wat een installateur nodig heeft: actuele prijzen,
          voorraad, bestellingen en documentatie, op kantoor, in de bus en aan de balie.
        </p>
        <h2>Waar we voor staan</h2>
        <ul>
          <li>Eerlijke prijzen: je ziet altijd wat je betaalt, exclusief en inclusief btw.</li>
          <li>Technische kennis: onze adviseurs zijn zelf installateur geweest.</li>
          <li>Snel geleverd: vóór 16.00 uur besteld is de volgende werkdag op de bouwplaats.</li>
        </ul>
        <h2>Ons netwerk</h2>
        <p>
          Meer dan zestig dealers met een balie in de buurt, waar je bestellingen afhaalt en
          onderdelen uit voorraad meeneemt.
        </p>
      </div>
    </Page>
  );
}
