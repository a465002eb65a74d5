// npm test: every check, stopping at the first stage that fails, with the time of each step and
// the number of test cases each suite ran, so a slow or shrinking step shows at once.
import { spawn } from 'node:child_process';

// Stages run one after another; the lanes of a stage side by side (two cores: ESLint takes one
// while the quick checks take the other). A lane's output is printed when it ends.
const stages = [
  [
    [{ name: 'lint', script: 'lint' }],
    [
      { name: 'format', script: 'format:check' },
      { name: 'types', script: 'typecheck' },
      { name: 'unit', script: 'test:unit', counts: 'jest' },
    ],
  ],
  [[{ name: 'backend', script: 'test:backend', counts: 'jest' }]],
  // tsc has checked the whole tree in the first stage: the build need not check it again.
  [
    [
      {
        name: 'end-to-end',
        script: 'test:e2e',
        counts: 'playwright',
        env: { ZSAI_BUILD_TYPECHECKED: '1' },
      },
    ],
  ],
];

// Jest: "Tests:       3 failed, 524 passed, 527 total"; Playwright: "  87 passed (12.3m)".
function countCases(kind, output) {
  const text = output.replace(new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g'), '');
  if (kind === 'jest') {
    const line = /^Tests:.*$/m.exec(text)?.[0] ?? '';
    return {
      passed: Number(/(\d+) passed/.exec(line)?.[1] ?? 0),
      failed: Number(/(\d+) failed/.exec(line)?.[1] ?? 0),
    };
  }
  return {
    passed: Number(/^\s*(\d+) passed \(/m.exec(text)?.[1] ?? 0),
    failed: Number(/^\s*(\d+) failed$/m.exec(text)?.[1] ?? 0),
  };
}

/** Runs one npm script; `live` streams its output, otherwise it is returned whole. */
function run(step, live) {
  return new Promise((resolve) => {
    const started = Date.now();
    let output = '';
    const child = spawn('npm', ['run', '--silent', step.script], {
      env: { ...process.env, ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (stream, sink) =>
      stream.on('data', (chunk) => {
        if (live) sink.write(chunk);
        output += chunk.toString();
        // A live step's counts are in its tail; keep memory bounded.
        if (live) output = output.slice(-20_000);
      });
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on('close', (code) =>
      resolve({ code: code ?? 1, seconds: (Date.now() - started) / 1000, output }),
    );
  });
}

const results = [];

/** The steps of a lane in order; stops the lane at its first failure. */
async function runLane(lane, live) {
  for (const step of lane) {
    if (live) console.log(`\n--> npm test: ${step.name}`);
    const { code, seconds, output } = await run(step, live);
    if (!live) console.log(`\n--> npm test: ${step.name}\n${output}`);
    const counts = step.counts ? countCases(step.counts, output) : undefined;
    results.push({ step, seconds, counts, code });
    const verdict = code === 0 ? 'passed' : 'FAILED';
    console.log(`<-- npm test: ${step.name} ${verdict} in ${seconds.toFixed(0)} s`);
    if (code !== 0) return false;
  }
  return true;
}

const started = Date.now();
let passedAll = true;
for (const lanes of stages) {
  const live = lanes.length === 1;
  const outcomes = await Promise.all(lanes.map((lane) => runLane(lane, live)));
  if (outcomes.includes(false)) {
    passedAll = false;
    break;
  }
}

console.log('\nnpm test: time and test cases of each step (lint runs beside format, types, unit)');
for (const { step, seconds, counts, code } of results) {
  const cases = counts ? `${counts.passed} passed, ${counts.failed} failed` : '';
  const verdict = code === 0 ? '' : 'FAILED ';
  console.log(`  ${step.name.padEnd(11)} ${seconds.toFixed(0).padStart(5)} s  ${verdict}${cases}`);
}
console.log(`  ${'total'.padEnd(11)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`);
const passed = results.reduce((sum, r) => sum + (r.counts?.passed ?? 0), 0);
const failed = results.reduce((sum, r) => sum + (r.counts?.failed ?? 0), 0);
console.log(`${passed} passed, ${failed} failed`);
if (!passedAll) process.exit(1);
