"use client";

import { useState } from "react";
import { TransactionEditor } from "./transaction-editor";

/** A fresh editor (and so a fresh intent key) each time a transaction was accepted and another is started. */
export function TransactionNew() {
  const [form, setForm] = useState(0);
  return <TransactionEditor key={form} onNew={() => setForm((n) => n + 1)} />;
}
