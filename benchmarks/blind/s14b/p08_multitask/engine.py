import torch

from .losses import task_loss


def make_batch(cfg, g):
    x = torch.randn(cfg.batch_size, cfg.in_dim, generator=g)
    targets = {}
    for t in cfg.tasks:
        if t.kind == "cls":
            targets[t.name] = torch.randint(0, t.out_dim, (cfg.batch_size,), generator=g)
        else:
            targets[t.name] = x[:, :3].sum(1)
    return x, targets


def train(model, cfg):
    optimizer = torch.optim.Adam(model.parameters(), lr=cfg.lr)
    g = torch.Generator().manual_seed(0)
    for step in range(cfg.steps):
        x, targets = make_batch(cfg, g)
        outputs = model(x)
        optimizer.zero_grad()
        per_task = {}
        for t in cfg.tasks:
            loss = t.weight * task_loss(t.kind, outputs[t.name], targets[t.name])
            loss.backward()
            per_task[t.name] = loss.item()
        optimizer.step()
        if step % 5 == 0:
            print(step, {k: round(v, 3) for k, v in per_task.items()})
