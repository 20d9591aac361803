"""How `rescore-trial.csv` was made. A trial, not the library: `rescore.patch` (on commit d915dd0, 0.14.0) makes the
default score its stale rows out of reach again before planning an epoch, in a pass as validation runs, without a
step, instead of loading them and training on their labels; and an epoch whose rows in reach are too few for its
budget loads fewer rows instead of filling the budget at random. CIFAR-10, ResNet-8, 20 epochs, seed 0, 20% wrong,
2-core Intel Xeon; steps and accuracy compare, time does not (the plain fit shared the CPU with the tests).

    git apply rescore.patch
    sb-bench --device cpu --dataset cifar10 --model resnet8 --bs 256 --epochs 20 --methods default --seeds 0 \
        --noise 0.2 --quiet --out s20                                    # -> records.jsonl: plain fastai, the trial
    git apply -R rescore.patch
    python comeback.py trail 0.2 trail20.pt; python comeback.py trail 0.4 trail40.pt     # the default, unchanged
    python rescore_trial.py rescore-trial.csv s20/records.jsonl trail20.pt trail40.pt
"""
import sys, json, csv, torch
from fastai_sb.bench.noise import selective_wrong_share

def row(rule, r, noise):
    return dict(rule=rule, dataset='cifar10', noise=noise, seed=r['seed'], epochs=r['epochs'],
                valid_accuracy=round(r['valid_accuracy'], 4), steps=r['steps'],
                wrong_share=round(selective_wrong_share(r), 4) if r['method'] != 'baseline' else noise,
                epoch_keep=' '.join(f'{k:.3f}' for k in r.get('epoch_keep') or []),
                epoch_wrong=' '.join(f'{w:.3f}' for w in r['epoch_wrong']))

if __name__ == '__main__':
    out, records, trail20, trail40 = sys.argv[1:]
    plain, trial = [json.loads(l) for l in open(records)]
    rows = [row('plain fastai', plain, 0.2),
            row('default (0.14.0)', torch.load(trail20, weights_only=False)['record'], 0.2),
            row('default, rows out of reach rescored without a step (rescore.patch)', trial, 0.2),
            row('default (0.14.0)', torch.load(trail40, weights_only=False)['record'], 0.4)]
    with open(out, 'w', newline='') as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
