import torch.nn.functional as F

from .dist_env import average_gradients, reduce_mean


def train_one_epoch(wrapped, optim, x, y, sampler, batch):
    stats = {"loss_sum": 0.0, "n": 0}
    idx = sampler.indices()
    for s in range(0, idx.numel(), batch):
        b = idx[s:s + batch]
        optim.zero_grad(set_to_none=True)
        huber = F.huber_loss(wrapped(x[b]), y[b], delta=2.0)
        huber.backward()
        average_gradients(wrapped.module, wrapped.runtime)
        optim.step()
        stats["loss_sum"] += reduce_mean(huber, wrapped.runtime) * b.numel()
        stats["n"] += b.numel()
    return stats
