"""Trial: rows out of reach count as rows with nothing left to learn (reducible loss 0) in the hard share: hard is
counted among the in-reach rows as now, then scaled by their share of the scored rows, so the out-of-reach rows join
the easy ones, of which an epoch loads `easy_kept`. CIFAR-10, ResNet-8, bs 256, 20 epochs, 2-core Intel Xeon, on top of commit
2bcc07c (0.14.0). Besides, rows out of reach are refreshed half as often (their age halved before the plan).
The row of easy_slow.csv with a fifth wrong is the library's fit of seed 0 in `../cifar10-20-learnt`, added by hand.

    python easy_slow_trial.py easy_slow.csv 0.4 0
"""
import sys, csv, math, torch
import fastai_sb.plan as plan, fastai_sb.callback as callback
import fastai_sb.bench.measure as measure
reach = [1.]
hard_keep = plan._hard_keep
plan._hard_keep = lambda hard, min_keep: hard_keep(hard * reach[0], min_keep)
decide = callback.decide_epoch
def decide_epoch(scores, *args, **kwargs):
    if scores is not None:
        out, known = int(scores.isneginf().sum()), int((~scores.isnan()).sum())
        reach[0] = 1 - out / known if known else 1.
    return decide(scores, *args, **kwargs)
callback.decide_epoch = decide_epoch
plan_epoch = callback.plan_epoch
def plan_slow(scores, ages, *args, **kwargs):
    return plan_epoch(scores, torch.where(scores.isneginf(), ages // 2, ages), *args, **kwargs)
callback.plan_epoch = plan_slow
out, noises, seed = sys.argv[1], [float(x) for x in sys.argv[2].split(',')], int(sys.argv[3])
rows = []
for noise in noises:
    r = measure.bench_run('default', seed, 20, quiet=True, bs=256, device='cpu', noise=noise, dataset='cifar10', model='resnet8')
    rows.append(dict(dataset='cifar10', noise=noise, seed=seed, valid_accuracy=round(r['valid_accuracy'], 4), steps=r['steps'],
                     epoch_wrong=' '.join(f'{w:.3f}' for w in r['epoch_wrong']),
                     epoch_keep=' '.join(f'{w:.3f}' for w in r['epoch_keep'])))
    print(rows[-1], flush=True)
    with open(out, 'w', newline='') as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
