"""How `refresh-other.csv` was made: the default (0.14.0) with the rows out of reach refreshed every other epoch
instead of every fourth. A trial, not the library: the plan is given those rows' ages doubled (ages above 3 are loaded),
so a row out of reach is loaded again once its score is 2 epochs old.

    FASTAI_SB_DATA=... python refresh_other.py refresh-other.csv

CIFAR-10, ResNet-8, 20 epochs, seed 0, 20% and 40% wrong, `bench_run` in one process, 2-core Intel Xeon. Steps and
accuracy compare with the default's fits of the same seed on the same machine (`../rescore-trial/rescore-trial.csv`)."""
import sys, csv, math, torch
import fastai_sb.callback as callback
import fastai_sb.bench.measure as measure
every_fourth = callback.plan_epoch
def every_other(scores, age, *args, **kwargs):
    return every_fourth(scores, torch.where(scores == -math.inf, age * 2, age), *args, **kwargs)
callback.plan_epoch = every_other
rows = []
for noise in (0.2, 0.4):
    r = measure.bench_run('default', 0, 20, quiet=True, bs=256, device='cpu', noise=noise, dataset='cifar10', model='resnet8')
    rows.append(dict(dataset='cifar10', noise=noise, seed=0, valid_accuracy=round(r['valid_accuracy'], 4), steps=r['steps'],
                     epoch_wrong=' '.join(f'{w:.3f}' for w in r['epoch_wrong'])))
    print(rows[-1], flush=True)
    with open(sys.argv[1], 'w', newline='') as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
