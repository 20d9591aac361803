"""The library at 0.15.0 (both changes of `easy_slow_trial.py` in it), run as the trials ran, no patch: CIFAR-10,
ResNet-8, bs 256, 20 epochs, on the 2-core Intel Xeon. `lib-40-seed1.csv` is seed 1 with two in five wrong:

    python lib_run.py lib-40-seed1.csv 0.4 1
"""
import sys, csv, math, torch
import fastai_sb.bench.measure as measure
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
