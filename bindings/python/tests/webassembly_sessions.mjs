// Replays test_lp_oracle.py's sessions on the WebAssembly module through the JS package,
// for that test to check against the LP oracle. Reads JSON from standard input:
// {"module": path, "sessions": [{"setup": [variables, parents], "steps": [...]}]}, the steps
// as the Python model carried them out; writes, per session, what each update gave:
// {"raised", "broken" (constraint ids), "variables", "frames" (absolute; null when freed)},
// or {"error": message} when an update failed otherwise, which ends the session.
import { readFileSync } from "node:fs";
import { load, UnsatisfiableError } from "../../js/autolayout.js";

const input = JSON.parse(readFileSync(0, "utf8"));
const al = await load(readFileSync(input.module));

// The Python API's attribute names, as the package spells them.
const attributes = { center_x: "centerX", center_y: "centerY" };

function run({ setup: [variableCount, parents], steps }) {
    const layout = new al.Layout();
    const variables = Array.from({ length: variableCount }, (_, i) => layout.variable(`v${i}`));
    const nodes = [];
    parents.forEach((parent, i) => nodes.push(layout.node(`n${i}`, parent === null ? null : nodes[parent])));
    const alive = parents.map(() => true);
    const constraints = new Map(), ids = new Map();
    const operand = ([kind, index, attribute]) =>
        kind === "v" ? variables[index] : nodes[index][attributes[attribute] ?? attribute];
    const updates = [];
    try {
        for (const step of steps) {
            const [kind] = step;
            if (kind === "new") {
                const [, id, terms, relation, constant, priority] = step;
                let expression = null;
                for (const [item, coefficient] of terms) {
                    const term = operand(item).mul(coefficient);
                    expression = expression === null ? term : expression.add(term);
                }
                const method = { "==": "eq", "<=": "le", ">=": "ge" }[relation];
                const constraint = expression[method](constant);
                if (priority !== 1000) constraint.priority(priority);
                constraints.set(id, constraint);
                ids.set(constraint.handle, id);
            } else if (kind === "activate" || kind === "deactivate") {
                layout[kind](...step[1].map((id) => constraints.get(id)));
            } else if (kind === "constant") {
                constraints.get(step[1]).constant = step[2];
            } else if (kind === "priority") {
                constraints.get(step[1]).priorityValue = step[2];
            } else if (kind === "direction") {
                layout.direction = step[1];
            } else if (kind === "free") {
                nodes[step[1]].free();
                // Its subtree goes with it.
                let changed = true;
                alive[step[1]] = false;
                while (changed) {
                    changed = false;
                    parents.forEach((parent, i) => {
                        if (parent !== null && !alive[parent] && alive[i]) { alive[i] = false; changed = true; }
                    });
                }
            } else if (kind === "update") {
                let raised = false;
                try {
                    layout.update();
                } catch (error) {
                    if (!(error instanceof UnsatisfiableError)) throw error;
                    raised = true;
                }
                updates.push({
                    raised,
                    broken: layout.brokenConstraints.map((constraint) => ids.get(constraint.handle) ?? null),
                    variables: variables.map((variable) => variable.value),
                    frames: nodes.map((node, i) => {
                        if (!alive[i]) return null;
                        const frame = node.absoluteFrame;
                        return [frame.x, frame.y, frame.width, frame.height];
                    }),
                });
            } else {
                throw new Error(`unknown step ${JSON.stringify(step)}`);
            }
        }
    } catch (error) {
        updates.push({ error: `${error.name}: ${error.message}` });
    }
    if (!layout.freed) layout.free();
    return updates;
}

process.stdout.write(JSON.stringify(input.sessions.map(run)));
