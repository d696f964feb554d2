import torch
from torch.func import functional_call

from .maml import inner_adapt, meta_params, query_loss
from .starters import full_day, sample_starter, sample_task


def evaluate(net, cfg, gen, n_tasks=100):
    """Meta-test: adapt to each unseen starter from its support readings, score on its query."""
    net.eval()
    before, after = 0.0, 0.0
    for _ in range(n_tasks):
        (ts, ys), (tq, yq) = sample_task(gen, cfg.k_support, cfg.k_query)
        start = meta_params(net)
        fast = inner_adapt(net, start, ts, ys, cfg.test_steps, cfg.inner_lr, create_graph=False)
        with torch.no_grad():
            before += query_loss(net, start, tq, yq).item()
            after += query_loss(net, fast, tq, yq).item()
    net.train()
    return before / n_tasks, after / n_tasks


def forecast_new_starter(net, cfg, gen):
    """Adapt to a brand-new starter from a few jar readings and return the predicted day (numpy)."""
    starter = sample_starter(gen)
    hours, t_full, truth = full_day(starter)
    pick = torch.randperm(hours.numel(), generator=gen)[:cfg.k_support]
    fast = inner_adapt(net, meta_params(net), t_full[pick], truth[pick], cfg.test_steps, cfg.inner_lr,
                       create_graph=False)
    with torch.no_grad():
        curve = functional_call(net, fast, (t_full,))
    return hours.numpy(), curve.squeeze(1).numpy(), truth.squeeze(1).numpy()
