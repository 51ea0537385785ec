// Runs PathFinding.js (npm "pathfinding" 0.4.18) AStarFinder with
// DiagonalMovement.OnlyWhenNoObstacles and the octile heuristic on a Moving AI map and
// scenario, timing the search only (the per-query grid clone is excluded), and prints
// {"rows","matched","mean_us"} as JSON. Usage: node pfjs-movingai.js MAP SCEN [LIMIT]
'use strict';
const fs = require('fs');
const PF = require('pathfinding');

const [mapPath, scenPath, limitArg] = process.argv.slice(2);
const lines = fs.readFileSync(mapPath, 'latin1').split('\n');
let width = 0, height = 0, row = 0;
for (; row < lines.length; ++row) {
  const w = lines[row].trim().split(/\s+/);
  if (w[0] === 'height') height = +w[1];
  if (w[0] === 'width') width = +w[1];
  if (w[0] === 'map') { ++row; break; }
}
const matrix = [];
for (let y = 0; y < height; ++y) {
  const line = lines[row + y] || '';
  const r = new Array(width);
  for (let x = 0; x < width; ++x) r[x] = '.GS'.includes(line[x]) ? 0 : 1;
  matrix.push(r);
}
const base = new PF.Grid(width, height, matrix);
const scen = fs.readFileSync(scenPath, 'latin1').split('\n').map(l => l.trim()).filter(l => l.length);
const version = scen[0].split(/\s+/)[1];
let rows = scen.slice(1).map(l => l.split(/\s+/)).map(w => ({sx: +w[4], sy: +w[5], gx: +w[6], gy: +w[7], opt: +w[8]}));
if (limitArg) rows = rows.slice(0, +limitArg);
const finder = new PF.AStarFinder({diagonalMovement: PF.DiagonalMovement.OnlyWhenNoObstacles, heuristic: PF.Heuristic.octile});
let total = 0n, matched = 0;
for (const r of rows) {
  const grid = base.clone();
  const t0 = process.hrtime.bigint();
  const path = finder.findPath(r.sx, r.sy, r.gx, r.gy, grid);
  total += process.hrtime.bigint() - t0;
  let len = 0;
  for (let i = 1; i < path.length; ++i)
    len += (path[i][0] !== path[i - 1][0] && path[i][1] !== path[i - 1][1]) ? Math.SQRT2 : 1;
  const tol = version === '1.0' ? 0.005 : Math.max(1e-3, 1e-5 * r.opt);
  if (path.length && Math.abs(len - r.opt) <= tol) ++matched;
}
console.log(JSON.stringify({rows: rows.length, matched, mean_us: Number(total) / 1000 / rows.length}));
