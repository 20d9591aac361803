"""Write `nbs/bench/README.md`, the index of the benchmark records: one row a folder, with the command that made it,
the versions that wrote its records, the machine, the date, and the pages that cite it.

    python nbs/bench/make_index.py            # write README.md beside this script
    python nbs/bench/make_index.py --check    # exit with status 1 if README.md is not what it would write

A page cites a folder when its text (code or prose) names it: by its name where the name is one no sentence uses
otherwise (it holds a '-' or a digit), else as `bench/<name>`; or by a pattern that matches it, such as
`bench/steps-*` or `f'bench/steps-{ds}'`. The pages are the notebooks in `nbs/` (but `design_notes.ipynb`, a record
of how the default was chosen, which no longer reads any folder), the README and the CHANGELOG. Standard library only.
"""
import fnmatch, json, re, sys
from pathlib import Path

here = Path(__file__).resolve().parent          # nbs/bench
nbs, root = here.parent, here.parent.parent
uncited_pages = {'design_notes.ipynb'}

def bench_folders(bench=here) -> list:
    "The folders of `bench`, each a benchmark's records"
    return sorted(p.name for p in Path(bench).iterdir() if p.is_dir() and not p.name.startswith(('.', '_')))

def page_texts() -> dict:
    "Each page's text, every cell's source for a notebook, by its path relative to nbs/"
    texts = {}
    for p in sorted(nbs.glob('*.ipynb')):
        if p.name in uncited_pages: continue
        cells = json.loads(p.read_text(encoding='utf-8'))['cells']
        texts[p.name] = '\n'.join(''.join(c['source']) if isinstance(c['source'], list) else c['source'] for c in cells)
    for p in [root/'README.md', root/'CHANGELOG.md']:
        if p.exists(): texts[f'../{p.name}'] = p.read_text(encoding='utf-8')
    return texts

_pattern = re.compile(r"bench/([\w.-]+[*{][\w.{}*-]*)")      # bench/steps-* or bench/steps-{ds}; not bench/{name}, which names none

def _names(folder:str) -> re.Pattern:
    "How a page names `folder`: alone where no sentence would use its name otherwise, else with `bench/` before it"
    if re.search(r'[-\d]', folder): return re.compile(r'(?<![\w.-])' + re.escape(folder) + r'(?![\w]|-\w|\.\d)')
    return re.compile(r'bench/' + re.escape(folder) + r'(?![\w.-])')

def citations(folders) -> dict:
    "The pages that cite each of `folders`"
    texts, cited = page_texts(), {f: [] for f in folders}
    for page, text in texts.items():
        globs = [re.sub(r'\{[^}]*\}', '*', m.group(1)) for m in _pattern.finditer(text)]
        for f in folders:
            if _names(f).search(text) or any(fnmatch.fnmatchcase(f, g) for g in globs): cited[f].append(page)
    return cited

def _records(folder:Path) -> list:
    f = folder/'records.jsonl'
    if not f.exists(): return []
    return [json.loads(l) for l in f.read_text(encoding='utf-8').splitlines() if l.strip()]

def _short(text:str, n:int=110) -> str: return text if len(text) <= n else text[:n].rstrip() + '…'

def _run(d:Path) -> dict:
    "`d`'s run.json; for a folder that only groups others (such as `gpu/`), its subfolders' joined"
    if (d/'run.json').exists(): return json.loads((d/'run.json').read_text(encoding='utf-8'))
    runs = [json.loads(f.read_text(encoding='utf-8')) for f in sorted(d.glob('*/run.json'))]
    if not runs: return {}
    machines = [r['machine'] for r in runs if r.get('machine')]
    gpus = sorted({m['gpu'].removeprefix('NVIDIA ').split()[0] for m in machines if m.get('gpu')})
    return dict(command=[c for r in runs for c in (r['command'] if isinstance(r.get('command'), list) else [r.get('command')]) if c],
                started=min(r.get('started') or r.get('date') or '—' for r in runs),
                version=[r.get('version') for r in runs if r.get('version')],
                machine=(dict(gpu=' and '.join(gpus), cpu_count=machines[0]['cpu_count']) if gpus else machines[0]) if machines else None)

def row(folder:str, cited:list) -> list:
    "The index's cells for `folder`"
    d = here/folder
    run = _run(d)
    commands = run.get('command', [])
    commands = commands if isinstance(commands, list) else [commands]
    earlier = run.get('added_to')           # `--add` keeps the command that made the folder: it goes first
    while isinstance(earlier, dict):
        commands = [earlier['command'], *commands] if earlier.get('command') else commands
        earlier = earlier.get('added_to')
    command = (f"`{_short(commands[0])}`" + (f" (and {len(commands) - 1} more)" if len(commands) > 1 else '')) if commands else \
              '— (running: `run.json` comes when it ends)'
    m = run.get('machine')
    versions = (sorted({r['version'] for r in _records(d) if r.get('version')}) or [run.get('version') or (m or {}).get('fastai_sb') or '—'])
    versions = [v for x in versions for v in (x if isinstance(x, list) else [x])]
    if m is None: machine = '—'
    elif m.get('gpu'): machine = ' and '.join(g.removeprefix('NVIDIA ').split()[0] for g in m['gpu'].split(' and ')) + f" ({m['cpu_count']} CPU cores)"
    else: machine = 'CPU: ' + re.sub(r'[(]R[)]|Processor', '', m.get('cpu') or '?').strip() + (f", {m['cpu_count']} cores" if m.get('cpu_count') else '')
    date = (run.get('started') or run.get('date') or '—').split()[0]
    links = ', '.join(f"[{Path(p).name}](../{p})" for p in cited) or '—'
    return [f"[{folder}]({folder}/)", command, ', '.join(versions), machine, date, links]

header = """# Benchmark records

Every folder here holds the records of one benchmark that a page of the documentation cites: `run.json` (the
command, when, on what machine), `records.jsonl` (one line a run: accuracy, optimiser steps, train time, what each
epoch did) and, where `sb-bench` wrote them, `results.csv`, `budgets.csv`, `summary.csv`, `syncs.csv` and the plot;
`sb-bench --steps` and `--plan-rows` write `steps.csv` and `plan.csv` instead. The records of configurations since
retired, which no page cites, left the tree with 0.7.0: the project's history keeps them, with the code that made
them.

The notebooks read these files; nothing here is rewritten by the tests. The version is the `version` field of the
records, or `run.json`'s where there are none; a record's `args` are in the form of the version that wrote it
(`fastai_sb.bench.record_args` reads any). The machine and date come from `run.json` (for a folder that groups others,
such as `gpu/`, from its subfolders'). *Cited by* lists the pages
whose text names the folder. `make_index.py` writes this file from the folders (`python nbs/bench/make_index.py`);
a new folder needs a page that cites it, and the index written again.
"""

def index_text() -> str:
    "README.md as it should be"
    folders = bench_folders()
    cited = citations(folders)
    rows = [['folder', 'command', 'version(s)', 'machine', 'date', 'cited by'], ['---'] * 6] + [row(f, cited[f]) for f in folders]
    return header + '\n' + '\n'.join('| ' + ' | '.join(r) + ' |' for r in rows) + '\n'

if __name__ == '__main__':
    text, readme = index_text(), here/'README.md'
    if '--check' in sys.argv[1:]:
        if not readme.exists() or readme.read_text(encoding='utf-8') != text:
            print(f"{readme} is not current: run `python {Path(__file__).relative_to(root)}`", file=sys.stderr); sys.exit(1)
        print(f"{readme} is current")
    else:
        readme.write_text(text, encoding='utf-8')
        print(f"wrote {readme}: {len(bench_folders())} folders")
