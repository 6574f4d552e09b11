// wall: control: an import between use cases that SIDEWAYS lists passes
// lint as: src-server/invoices/probe.ts
// allowed
import '../orders/orders';
