"""How the runs of this folder were made: Fashion-MNIST with two in five training labels wrong, the reference CNN, bs 256,
20 epochs, the default, `bench_run` in one process, on a 2-core Intel Xeon, with the library as it is after the check's
fix (a reading with no sampled training row at its cut keeps what the check read before). The same fits before the fix
are the default's runs of `../fashion-40-learnt`; plain fastai and the random control are there too.

    python check_trial.py fixed.csv 0,1
"""
import sys, csv
import fastai_sb.bench.measure as measure

out, seeds = sys.argv[1], [int(s) for s in sys.argv[2].split(',')]
spaced = lambda xs, f='{:.3f}': ' '.join('' if x is None or x != x else f.format(x) for x in xs)
rows = []
for seed in seeds:
    r = measure.bench_run('default', seed, 20, quiet=True, bs=256, device='cpu', noise=0.4, dataset='fashion',
                          model='reference')
    rows.append(dict(seed=seed, valid_accuracy=round(r['valid_accuracy'], 4), steps=r['steps'],
                     epoch_wrong=spaced(r['epoch_wrong']), epoch_keep=spaced(r['epoch_keep']),
                     epoch_seen=spaced(r['epoch_seen'], '{:.4f}'), epoch_ratio=spaced(r['epoch_held_out_ratio'])))
    print(rows[-1], flush=True)
    with open(out, 'w', newline='') as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
