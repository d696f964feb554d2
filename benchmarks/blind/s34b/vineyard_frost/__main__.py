import itertools

import torch

from . import data, nets
from .steps import adapt_step

CONFIG = {
    "n_source": 2048,
    "n_target": 2048,
    "batch_size": 64,
    "epochs": 9,
    "feature_dim": 16,
    "width": 64,
    "critic_iters": 5,
    "gp_weight": 10.0,
    "align_weight": 0.2,
    "lr_main": 2e-3,
    "lr_critic": 1e-3,
}


@torch.no_grad()
def mae(enc, reg, x, y):
    return (reg(enc(x)) - y).abs().mean().item()


def main(cfg=CONFIG):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    xs, ys = data.source_block(cfg["n_source"])
    xt, yt = data.target_block(cfg["n_target"])
    stats = (xs.mean(0), xs.std(0))
    xs, xt = data.standardise(xs, stats), data.standardise(xt, stats)

    modules = {
        "encoder": nets.encoder(xs.size(1), cfg["width"], cfg["feature_dim"]),
        "regressor": nets.regressor(cfg["feature_dim"]),
        "critic": nets.critic(cfg["feature_dim"], cfg["width"]),
    }
    main_params = itertools.chain(modules["encoder"].parameters(),
                                  modules["regressor"].parameters())
    opts = {
        "main": torch.optim.Adam(main_params, lr=cfg["lr_main"]),
        "critic": torch.optim.Adam(modules["critic"].parameters(), lr=cfg["lr_critic"],
                                   betas=(0.5, 0.9)),
    }
    print(f"before: source mae {mae(modules['encoder'], modules['regressor'], xs, ys):.2f} C, "
          f"target mae {mae(modules['encoder'], modules['regressor'], xt, yt):.2f} C")

    g = torch.Generator().manual_seed(3)
    for epoch in range(cfg["epochs"]):
        for batch in data.paired_batches(xs, ys, xt, cfg["batch_size"], g):
            task, w_est = adapt_step(modules, opts, batch, cfg)
        if epoch % 3 == 2:
            print(f"epoch {epoch + 1:2d}  task {task:.3f}  W {w_est:.3f}  "
                  f"target mae {mae(modules['encoder'], modules['regressor'], xt, yt):.2f} C")
    print(f"final: source mae {mae(modules['encoder'], modules['regressor'], xs, ys):.2f} C, "
          f"target mae {mae(modules['encoder'], modules['regressor'], xt, yt):.2f} C")


if __name__ == "__main__":
    main()
