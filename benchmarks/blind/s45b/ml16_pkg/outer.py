import torch.nn.functional as F

from .inner import adapt
from .net import run_with


def meta_update(model, meta_opt, tasks, hp):
    meta_opt.zero_grad()
    total = 0.0
    for task in tasks:
        fast = adapt(model, task["support"], hp["inner_steps"], hp["inner_lr"])
        xq, yq = task["query"]
        q = F.mse_loss(run_with(model, fast, xq), yq) / len(tasks)
        q.backward()
        total += q.item()
    meta_opt.step()
    return total
