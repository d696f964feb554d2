from types import SimpleNamespace

import torch

from functional_net import FunctionalMLP
from outer import MetaLearner
from tasks import SineTasks

opts = SimpleNamespace(meta_batch=5, iters=250, inner_lr=0.02, inner_steps=1,
                       meta_optim="Adam", meta_optim_kw={"lr": 1e-2})


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    tasks = SineTasks()
    net = FunctionalMLP()
    meta_opt = getattr(torch.optim, opts.meta_optim)(net.parameters(), **opts.meta_optim_kw)
    meta = MetaLearner(net, meta_opt, opts.inner_lr, opts.inner_steps)
    held_out = tasks.batch(50)
    print(f"before meta-training: post-adaptation query mse {meta.evaluate(held_out, steps=5):.3f}")
    for it in range(opts.iters):
        value = meta.meta_step(tasks.batch(opts.meta_batch))
        if it % 100 == 0:
            print(f"iter {it:3d}  meta objective {value:.3f}")
    print(f"after meta-training: post-adaptation query mse {meta.evaluate(held_out, steps=5):.3f}")


if __name__ == "__main__":
    main()
