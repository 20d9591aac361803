"Design runs (not the library's rule): sb-bench with policy='rank-then-uniform' counting stalls only once the rate has fallen to half its peak"
import sys, fastai_sb.callback as cbm
from fastai_sb.callback import SelectiveBackprop
from fastai_sb.bench import bench_methods, sb_bench

def _late_follow(self, loss):
    rate = self.learn.opt.hypers[-1]['lr']
    self._peak_rate = max(getattr(self, '_peak_rate', 0.), rate)
    if loss is None: return _follow(self, loss)
    stalls = self._stalls + 1 if loss >= self._lowest_held_out and rate <= 0.5 * self._peak_rate else 0
    self._set(_lowest_held_out=min(loss, self._lowest_held_out), _stalls=stalls)
    if stalls >= cbm.stall_patience: self._set(switched_at=self.learn.epoch)

_follow = SelectiveBackprop._follow_held_out_loss
SelectiveBackprop._follow_held_out_loss = _late_follow
bench_methods['default-then-random-late'] = {'policy': 'rank-then-uniform'}

if __name__ == '__main__':
    out, dataset, bs = sys.argv[1], sys.argv[2], int(sys.argv[3])
    epochs = [int(e) for e in sys.argv[4].split(',')]; seeds = [int(s) for s in sys.argv[5].split(',')]
    sb_bench(methods=['default-then-random-late'], epochs=epochs, seeds=seeds, dataset=dataset, bs=bs, device='cpu', out=out, quiet=True, add=True)
