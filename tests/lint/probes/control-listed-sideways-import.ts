// wall: control: an import between use cases that SIDEWAYS lists passes
// lint as: src-server/orders/probe.ts
// allowed
import '../invoices/issue-invoice';
