import torch

from .layers import ActNorm


def data_dependent_init(flow, x):
    """Glow-style init: push one batch through and normalise every ActNorm."""
    h = x
    for blk in flow.blocks:
        if isinstance(blk, ActNorm):
            blk.initialize_from(h)
        h, _ = blk(h)


def fit(flow, data, epochs=30, batch=200, lr=3e-3):
    with torch.no_grad():
        data_dependent_init(flow, data[torch.randperm(len(data))[:512]])
    opt = torch.optim.Adam(flow.parameters(), lr=lr)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=epochs)
    history = []
    for ep in range(epochs):
        perm = torch.randperm(len(data))
        acc = 0.0
        for i in range(0, len(data), batch):
            nll = -flow.log_prob(data[perm[i:i + batch]]).mean()
            nll.backward()
            opt.step()
            opt.zero_grad()
            acc += nll.detach() * min(batch, len(data) - i)
        sched.step()
        history.append(float(acc) / len(data))
        if ep % 10 == 0 or ep == epochs - 1:
            print(f"epoch {ep:3d}  NLL {history[-1]:.4f} nats")
    return history
