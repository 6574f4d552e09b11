import { Fragment } from 'react';
import './email-address.css';

/**
 * An e-mail address that a narrow screen breaks only after its `@` and its dots: each part
 * stays whole (never "eigenaa / r@"), with a break opportunity (`<wbr>`) before the next.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=[@.])/);
  return (
    <span className="email-address">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span>{part}</span>
        </Fragment>
      ))}
    </span>
  );
}

/**
 * Addresses as a mail header lists them (`a@x.nl, Jan <b@y.nl>`): each laid out as
 * `EmailAddress`, so a narrow screen breaks them only after `@`, a dot or a comma.
 */
export function EmailAddresses({ list }: { list: string }) {
  return list.split(', ').map((address, index) => (
    <Fragment key={index}>
      {index > 0 ? ', ' : null}
      <EmailAddress address={address} />
    </Fragment>
  ));
}
