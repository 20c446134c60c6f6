// Prints the fault and attack suite's figures (issue: reliability): one line per fault class
// with the faults injected and survived, drafts lost, double charges, foreign navigations and
// scripts executed, and a total. Tests report through demo-host/e2e/faultProbe.ts. Any loss,
// double charge, foreign navigation or executed script, or a fault not survived, fails the run.

const COLUMNS = [
  ['injected', 'injected'],
  ['survived', 'survived'],
  ['draftsLost', 'drafts lost'],
  ['doubleCharges', 'double charges'],
  ['foreignNavigations', 'foreign navigations'],
  ['scriptsExecuted', 'scripts executed'],
];

export default class FaultReporter {
  classes = new Map();

  onTestEnd(test, result) {
    // the last try of a test counts (retries are off in this project)
    for (const note of result.annotations ?? test.annotations) {
      if (note.type !== 'fault' || !note.description) continue;
      const figures = JSON.parse(note.description);
      const row = this.classes.get(figures.faultClass) ?? {
        injected: 0,
        survived: 0,
        draftsLost: 0,
        doubleCharges: 0,
        foreignNavigations: 0,
        scriptsExecuted: 0,
      };
      row.injected += figures.injected;
      if (result.status === 'passed') row.survived += figures.injected;
      for (const key of ['draftsLost', 'doubleCharges', 'foreignNavigations', 'scriptsExecuted']) {
        row[key] += figures[key];
      }
      this.classes.set(figures.faultClass, row);
    }
  }

  onEnd() {
    if (this.classes.size === 0) return undefined;
    const total = Object.fromEntries(COLUMNS.map(([key]) => [key, 0]));
    const rows = [...this.classes.entries()].sort(([a], [b]) => a.localeCompare(b));
    for (const [, row] of rows) for (const [key] of COLUMNS) total[key] += row[key];
    const width = Math.max(11, ...rows.map(([name]) => name.length));
    const line = (name, row) =>
      name.padEnd(width) +
      COLUMNS.map(([key, title]) => String(row[key]).padStart(title.length + 2)).join('');
    const out = [
      '',
      'Fault and attack suite',
      'fault class'.padEnd(width) + COLUMNS.map(([, title]) => `  ${title}`).join(''),
      ...rows.map(([name, row]) => line(name, row)),
      line('total', total),
    ];
    const held =
      total.survived === total.injected &&
      total.draftsLost + total.doubleCharges + total.foreignNavigations + total.scriptsExecuted ===
        0;
    out.push(
      held
        ? 'held: every fault survived; nothing lost, charged twice, let out or run'
        : 'FAILED: see the figures above',
    );
    console.log(out.join('\n'));
    return held ? undefined : { status: 'failed' };
  }

  printsToStdio() {
    return false;
  }
}
