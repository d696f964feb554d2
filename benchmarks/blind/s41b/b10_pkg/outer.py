import torch
import torch.nn.functional as F

from .thermocouples import sample_task


def build_outer_optimizer(meta, cfg):
    return torch.optim.Adam([
        {"params": meta.net.parameters(), "lr": cfg["lr_net"]},
        {"params": meta.alphas.parameters(), "lr": cfg["lr_alpha"]},
    ])


def outer_update(meta, opt, cfg, gen):
    opt.zero_grad()
    total = 0.0
    for _ in range(cfg["meta_batch"]):
        (xs, ys), (xq, yq) = sample_task(gen, cfg["k_shot"], cfg["k_query"])
        fast = meta.adapt(xs, ys, cfg["inner_steps"])
        total = total + F.mse_loss(meta.predict(fast, xq), yq)
    total = total / cfg["meta_batch"]
    total.backward()
    opt.step()
    return total.item()


def meta_test(meta, cfg, gen, n_tasks=60):
    err_c = 0.0
    for _ in range(n_tasks):
        (xs, ys), (xq, yq) = sample_task(gen, cfg["k_shot"], cfg["k_query"])
        fast = meta.adapt(xs, ys, cfg["inner_steps"])
        with torch.no_grad():
            err_c += (meta.predict(fast, xq) - yq).abs().mean().item() * 800.0
    return err_c / n_tasks
