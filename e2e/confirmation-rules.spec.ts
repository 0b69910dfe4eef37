import { test } from "@playwright/test";
import { accessTests } from "./confirmation-rules/access";
import { answeringTests } from "./confirmation-rules/answering";
import { axeTests } from "./confirmation-rules/axe";
import { concurrentSavesTests } from "./confirmation-rules/concurrent-saves";
import { editingTests } from "./confirmation-rules/editing";
import { setUpRun } from "./confirmation-rules/run";

// Confirmation rules are global: one set is in force for every payment. So this file runs serially (two
// rule edits never race), every rule it saves matches only end-to-end ids carrying this run's token (no
// other test's payment can match), and it ends by saving an empty set. Other spec files save no rules.

test.describe.configure({ mode: "serial" });

setUpRun();

// In this order: the later tests read the versions and audit rows the earlier ones saved.
answeringTests();
editingTests();
concurrentSavesTests();
accessTests();
axeTests();
