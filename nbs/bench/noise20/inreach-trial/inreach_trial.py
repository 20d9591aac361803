"""How `inreach-trial.csv` was made: the default (0.14.0) with an epoch's `keep` read as a share of the rows in reach
(those the hard share is counted on), plus the stale rows out of reach loaded to refresh them: an epoch loads
`keep * in_reach + stale_out` rows, not `keep * all` (which, with many rows out, loads most or all of the rows in
reach, and the refresh besides). A trial, not the library: the plan is given that share.

    FASTAI_SB_DATA=... python inreach_trial.py inreach-trial.csv

CIFAR-10, ResNet-8, 20 epochs, seed 0, 40% and 20% wrong, `bench_run` in one process, 2-core Intel Xeon. Steps and
accuracy compare with the default's fits of the same seed on the same machine (`../rescore-trial/rescore-trial.csv`)."""
import sys, csv, math, torch
import fastai_sb.callback as callback
import fastai_sb.bench.measure as measure
all_rows = callback.plan_epoch
def in_reach(scores, age, keep, staleness, *args, **kwargs):
    out = scores == -math.inf
    share = keep * float((~out).float().mean()) + float((out & (age > staleness)).float().mean())
    return all_rows(scores, age, min(1., max(share, 1e-6)), staleness, *args, **kwargs)
callback.plan_epoch = in_reach
rows = []
for noise in (0.4, 0.2):
    r = measure.bench_run('default', 0, 20, quiet=True, bs=256, device='cpu', noise=noise, dataset='cifar10', model='resnet8')
    rows.append(dict(dataset='cifar10', noise=noise, seed=0, valid_accuracy=round(r['valid_accuracy'], 4), steps=r['steps'],
                     epoch_wrong=' '.join(f'{w:.3f}' for w in r['epoch_wrong'])))
    print(rows[-1], flush=True)
    with open(sys.argv[1], 'w', newline='') as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
