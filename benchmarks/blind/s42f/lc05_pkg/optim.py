"""Layer-wise learning-rate decay for fine-tuning: head > encoder > embeddings."""
import torch

DEPTH = {"proj": 0, "out_bias": 0, "encoder": 1, "tracks": 2}


def llrd_groups(model, base_lr, decay):
    groups = {}
    for name, p in model.named_parameters():
        depth = DEPTH[name.split(".")[0]]
        groups.setdefault(depth, []).append(p)
    return [{"params": ps, "lr": base_lr * decay ** d, "name": f"depth{d}"} for d, ps in sorted(groups.items())]


def make_optimizer(model, base_lr=3e-3, decay=None):
    if decay is None:
        return torch.optim.Adam(model.parameters(), lr=base_lr)
    return torch.optim.Adam(llrd_groups(model, base_lr, decay))
