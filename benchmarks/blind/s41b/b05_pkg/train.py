from types import SimpleNamespace

import torch

from .evaluation import evaluate, forecast_new_starter
from .maml import inner_adapt, meta_params, query_loss
from .net import RiseNet
from .starters import sample_task

cfg = SimpleNamespace(
    seed=21, iterations=300, meta_batch=8, k_support=6, k_query=15,
    inner_steps=1, test_steps=5, inner_lr=0.05, outer_lr=1e-3, log_every=50,
)


def main():
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg.seed)
    net = RiseNet()
    outer_opt = torch.optim.Adam(net.parameters(), lr=cfg.outer_lr)

    b0, a0 = evaluate(net, cfg, gen)
    print(f"meta-test mse before meta-training: zero-shot {b0:.4f}  adapted {a0:.4f}")
    trace = []
    for it in range(cfg.iterations):
        outer_opt.zero_grad()
        meta_objective = 0.0
        for _ in range(cfg.meta_batch):
            (ts, ys), (tq, yq) = sample_task(gen, cfg.k_support, cfg.k_query)
            fast = inner_adapt(net, meta_params(net), ts, ys, cfg.inner_steps, cfg.inner_lr, create_graph=True)
            meta_objective = meta_objective + query_loss(net, fast, tq, yq)
        meta_objective = meta_objective / cfg.meta_batch
        meta_objective.backward()
        outer_opt.step()
        trace.append(meta_objective.item())
        if (it + 1) % cfg.log_every == 0:
            window = trace[-cfg.log_every:]
            print(f"iter {it + 1:4d}  mean query mse {sum(window) / len(window):.4f}")

    b1, a1 = evaluate(net, cfg, gen)
    print(f"meta-test mse after meta-training:  zero-shot {b1:.4f}  adapted {a1:.4f}")
    hours, curve, truth = forecast_new_starter(net, cfg, gen)
    print(f"new starter: predicted peak {curve.max():.2f}x at {hours[curve.argmax()]:.1f} h, "
          f"true peak {truth.max():.2f}x at {hours[truth.argmax()]:.1f} h")


if __name__ == "__main__":
    main()
