import torch
import torch.nn.functional as F

from .inner import adapt, restore


def meta_step(net, meta_opt, sampler, cfg):
    meta_opt.zero_grad()
    total = 0.0
    for _ in range(cfg.meta_batch):
        support, (xq, yq) = sampler.episode(cfg.k_support, cfg.k_query)
        saved = adapt(net, support, cfg.inner_steps, cfg.inner_lr)
        query_loss = F.mse_loss(net(xq), yq) / cfg.meta_batch
        query_loss.backward()
        restore(saved)
        total += query_loss.item()
    meta_opt.step()
    return total


def few_shot_error(net, sampler, cfg, n_tasks=20):
    errs = []
    for _ in range(n_tasks):
        support, (xq, yq) = sampler.episode(cfg.k_support, 50)
        saved = adapt(net, support, cfg.inner_steps, cfg.inner_lr, second_order=False)
        with torch.no_grad():
            errs.append(F.mse_loss(net(xq), yq).item())
        restore(saved)
    return sum(errs) / len(errs)
