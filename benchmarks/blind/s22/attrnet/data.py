import torch


def make_descriptors(n=512, d=20, n_kinds=3):
    x = torch.randn(n, d)
    kind = (x[:, :3].argmax(dim=1) + (x[:, 3] > 1.0).long()) % n_kinds
    age = (0.8 * x[:, 4] - 0.5 * x[:, 5] + 0.3 * x[:, 6] * x[:, 7]).unsqueeze(1)
    return x, {"kind": kind, "age": age}


def loader(x, targets, batch):
    perm = torch.randperm(len(x))
    for i in range(0, len(x), batch):
        idx = perm[i:i + batch]
        yield x[idx], {k: v[idx] for k, v in targets.items()}
