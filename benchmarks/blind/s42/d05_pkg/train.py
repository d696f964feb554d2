"""python -m d05_pkg.train"""
from types import SimpleNamespace

import torch

from . import bells
from .functional import layer_grad_norms, make_apply, make_loss, split_params
from .layers import build, data_dependent_init

cfg = SimpleNamespace(seed=0, hidden=(48, 48), lr=4e-3, batch=96, epochs=6, compile_backend="aot_eager")


def evaluate(apply, params, x, y):
    err = (apply(params, x) - y).abs().mean(0) * 50.0
    return {name: round(e.item(), 1) for name, e in zip(bells.PARTIALS, err)}


def main():
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg.seed)
    x, y = bells.cast_bells(gen, 3000)
    xv, yv = bells.cast_bells(gen, 800)

    net = build(x.shape[1], cfg.hidden, len(bells.PARTIALS))
    data_dependent_init(net, x[:512])
    params = split_params(net)
    apply, loss_fn = make_apply(net), make_loss(make_apply(net), cfg.compile_backend)
    opt = torch.optim.Adam(params.values(), lr=cfg.lr)

    with torch.inference_mode():
        print("untrained |error| cents:", evaluate(apply, params, xv, yv))
    for epoch in range(cfg.epochs):
        perm = torch.randperm(len(x), generator=gen)
        for s in range(0, len(x), cfg.batch):
            idx = perm[s:s + cfg.batch]
            opt.zero_grad(set_to_none=True)
            value = loss_fn(params, x[idx], y[idx])
            value.backward()
            opt.step()
        norms = layer_grad_norms(params)
        with torch.inference_mode():
            errs = evaluate(apply, params, xv, yv)
        print(f"epoch {epoch}: loss {value.item():.4f} |error| cents {errs}")
        print("   last-step grad norms:", {k: round(v, 4) for k, v in norms.items()})
    print("output scale:", [round(s, 3) for s in net[-1].scale.tolist()])


if __name__ == "__main__":
    main()
