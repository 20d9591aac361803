"""One fit of `sb-bench`'s protocols with the default's rule changed in one of the ways 0.13.0 measured and did not adopt.

    python share_variants.py VARIANT METHOD SEED EPOCHS DATASET [BS]    # appends one line to records.jsonl

VARIANT joins parts with '+': `t=1` (torch with one thread: two fits ran side by side), `e=0.2` (the share of the easy
rows `keep='auto'` loads, `easy_kept`, 1/3 in 0.13.0), `k=0.5` (every selecting epoch asks for this share of the rows,
before the held-out check), `maxlr=1` (a selective epoch's rate raised at most this much, `max_lr_scale`, 2 in 0.13.0),
`peakcap` (the raised rate never above the peak of fastai's one-cycle schedule). The times are not records: two of
these fits shared the 2 cores at once. Steps and accuracy do not depend on that.
"""
import json, sys
from pathlib import Path
import numpy as np, torch
from fastai.callback.schedule import ParamScheduler
import fastai_sb.plan as plan, fastai_sb.callback as callback
from fastai_sb.bench.measure import bench_run
from fastai_sb import __version__

def rate_within_peak(self):
    "`SelectiveBackprop.before_step` with the raised rate of each group kept at or below its schedule's peak"
    if self._lr_scale == 1 or not self.training: return
    opt = self.learn.opt
    lrs = [h['lr'] for h in opt.hypers]
    sched = next((cb.scheds['lr'] for cb in self.learn.cbs if isinstance(cb, ParamScheduler) and 'lr' in cb.scheds), None)
    peaks = lrs if sched is None else np.max([np.broadcast_to(np.asarray(sched(p), dtype=float), (len(lrs),))
                                              for p in np.linspace(0, 1, 101)], axis=0)
    opt.set_hyper('lr', [min(lr * self._lr_scale, max(lr, float(p))) for lr,p in zip(lrs, peaks)])
    self._set(_lrs=lrs)

def apply(variant:str):
    "Change the rule as `variant` says"
    for part in variant.split('+'):
        name, _, value = part.partition('=')
        if name == 't': torch.set_num_threads(int(value))
        elif name == 'e': plan.easy_kept = float(value)
        elif name == 'k':
            fixed = lambda scores, keep, hard_share, min_keep, k=float(value): k if keep == 'auto' else keep
            plan.wanted_keep = callback.wanted_keep = fixed
        elif name == 'maxlr': callback.max_lr_scale = float(value)
        elif name == 'peakcap': callback.SelectiveBackprop.before_step = rate_within_peak
        else: raise SystemExit(f"unknown part of VARIANT: {part!r}")

if __name__ == '__main__':
    variant, method, seed, epochs, dataset = sys.argv[1:6]
    apply(variant)
    r = bench_run(method, int(seed), int(epochs), quiet=True, dataset=dataset, device='cpu', model='resnet8',
                  bs=int(sys.argv[6]) if len(sys.argv) > 6 else 128)
    line = {'variant': variant, **{k: r[k] for k in ('method', 'seed', 'epochs', 'dataset', 'valid_accuracy', 'steps',
                                                     'epoch_keep', 'epoch_accuracy', 'epoch_held_out_ratio', 'bs')},
            'version': __version__}
    with open(Path(__file__).parent/'records.jsonl', 'a') as f: f.write(json.dumps(line) + '\n')
