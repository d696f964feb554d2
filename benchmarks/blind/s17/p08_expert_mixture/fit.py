import torch
import torch.nn.functional as F


def fit(model, x, y, cfg):
    opt = torch.optim.AdamW(model.parameters(), lr=cfg["lr"], weight_decay=0.0)
    n = x.shape[0]
    for epoch in range(cfg["epochs"]):
        perm = torch.randperm(n)
        running = 0.0
        for start in range(0, n, cfg["batch_size"]):
            idx = perm[start:start + cfg["batch_size"]]
            opt.zero_grad()
            err = F.mse_loss(model(x[idx]), y[idx])
            err.backward()
            opt.step()
            running += err.item() * len(idx)
        print(f"epoch {epoch}: mse {running / n:.4f}")
    return opt
