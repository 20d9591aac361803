"""The trial that became the default's reach rule in 0.14.0, as it ran before the library had it (on top of commit
8df767e): while the held-out check reads wrong labels, a row is out of reach only if its loss is above a guess at
chance AND among the highest-loss share w = 1 - 1/ratio of the rows, the share of wrong labels the check's ratio reads
(a share w reads about 1/(1-w)). The code before it left out every row above a guess. CIFAR-10, ResNet-8, bs 256,
20 epochs, on a 2-core Intel Xeon; steps and accuracy compare with the default's fits of the same seed.

    python reach_trial.py reach-trial.csv 0.2,0.4 0      # then: python reach_trial.py <csv> 0.2 1 for seed 1
"""
import sys, csv, math, torch
import fastai_sb.stale as stale, fastai_sb.callback as callback
import fastai_sb.bench.measure as measure
from fastai_sb.plan import learnable_scores

def choosing(self):
    if self.cap is None: return self.scores
    w = getattr(self, 'wrong_share', None)
    s = self.scores
    if w is None or w <= 0: return learnable_scores(s, self.cap)
    f = s[s.isfinite()]
    if not len(f): return s
    q = float(f.kthvalue(max(1, int(round((1 - w) * len(f))))).values)
    return learnable_scores(s, max(self.cap, q))
stale.ScoreMemory.choosing = property(choosing)

load = callback.SelectiveBackprop._load_epoch
def _load_epoch(self, device):
    fit = self._fit
    if fit is not None and fit.memory is not None:
        t = fit.last.check.trusted if fit.last is not None else None
        fit.memory.wrong_share = 1 - 1 / t if t else None
    return load(self, device)
callback.SelectiveBackprop._load_epoch = _load_epoch

out, noises, seeds = sys.argv[1], [float(x) for x in sys.argv[2].split(',')], [int(x) for x in sys.argv[3].split(',')]
rows = []
for seed in seeds:
    for noise in noises:
        r = measure.bench_run('default', seed, 20, quiet=True, bs=256, device='cpu', noise=noise, dataset='cifar10', model='resnet8')
        rows.append(dict(dataset='cifar10', noise=noise, seed=seed, valid_accuracy=round(r['valid_accuracy'], 4), steps=r['steps'],
                         epoch_wrong=' '.join(f'{w:.3f}' for w in r['epoch_wrong']),
                         epoch_keep=' '.join(f'{k:.3f}' if k else '-' for k in r['epoch_keep'])))
        print(rows[-1], flush=True)
        with open(out, 'w', newline='') as f:
            w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
