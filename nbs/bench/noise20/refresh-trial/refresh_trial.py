"""How `refresh-trial.csv` was made: the default (0.14.0) with the rows out of reach (rated below a guess, `-inf` in
the plan) refreshed every eighth epoch instead of every fourth, on the wrong-label protocols of `noise20/`.

    FASTAI_SB_DATA=... python refresh_trial.py refresh-trial.csv fashion cifar10

A trial, not the library: the plan is given those rows' ages halved, so that a row out of reach is loaded again once
its score is 8 epochs old (staleness 3: ages above 3 are loaded). Each fit is the benchmark's own run (`bench_run`),
seeds 0 and 1, 20 epochs, 40% wrong; the default's and plain fastai's runs to compare with are in `fashion-40-auto/`
and `cifar10-40-auto/`. Steps and accuracy compare; time does not (another sitting)."""
import sys, csv, math, torch
import fastai_sb.callback as callback
import fastai_sb.bench.measure as measure

every_fourth = callback.plan_epoch
def every_eighth(scores, age, *args, **kwargs):
    "The default's plan, the ages of rows out of reach halved: loaded again at 8 epochs old, not 4"
    return every_fourth(scores, torch.where(scores == -math.inf, age // 2, age), *args, **kwargs)
callback.plan_epoch = every_eighth

protocols = {'fashion': dict(dataset='fashion'), 'cifar10': dict(dataset='cifar10', model='resnet8')}
rows = []
for name in sys.argv[2:]:
    for seed in (0, 1):
        r = measure.bench_run('default', seed, 20, quiet=True, bs=256, device='cpu', noise=0.4, **protocols[name])
        rows.append(dict(dataset=name, noise=0.4, seed=seed, valid_accuracy=round(r['valid_accuracy'], 4),
                         steps=r['steps'], epoch_wrong=' '.join(f'{w:.3f}' for w in r['epoch_wrong'])))
        print(rows[-1], flush=True)
        with open(sys.argv[1], 'w', newline='') as f:
            w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
