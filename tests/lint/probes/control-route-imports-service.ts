// wall: control: a route calls a service
// lint as: src-server/routes/tickets/probe.ts
// allowed
import '../../support/tickets';
