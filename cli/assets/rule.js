// What the chosen rule says, under the settings: its summary, its Gomocup number, the rule
// file it was read from (`renju serve --rule-file`), and, on opening, its settings in words
// (the words `renju table stats` prints), all as `GET /api/rules` gives them.

/** The one line shown for `rule` (an entry of `GET /api/rules`). */
export function ruleLine(rule) {
  const parts = [`${rule.name}: ${rule.summary}`];
  if (rule.gomocup_rule !== null && rule.gomocup_rule !== undefined) parts.push(`Gomocup rule ${rule.gomocup_rule}`);
  if (rule.rule_file) parts.push(`read from ${rule.rule_file}`);
  return parts.join(' · ');
}

/**
 * Shows `rule` in `line` (a <details>'s <summary>) and its settings in `table` (a <table>
 * in the same <details>), one row per setting; `rule` undefined empties both.
 */
export function showRule(line, table, rule) {
  line.textContent = rule ? ruleLine(rule) : '';
  const rows = (rule?.settings ?? []).map(({ setting, value }) => {
    const row = document.createElement('tr');
    const name = document.createElement('th');
    name.scope = 'row';
    name.textContent = setting;
    const words = document.createElement('td');
    words.textContent = value;
    row.append(name, words);
    return row;
  });
  table.tBodies[0].replaceChildren(...rows);
}
