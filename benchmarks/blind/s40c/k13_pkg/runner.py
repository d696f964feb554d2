import math
import torch
import torch.nn.functional as F

from .surrogate import build_surrogate


def run_config(cfg, data, seed=0):
    """Train one surrogate and return validation RMSE in metres of head."""
    torch.manual_seed(seed)
    X, Y, Xv, Yv, head_scale = data
    net = build_surrogate(cfg)
    sgd = torch.optim.SGD(net.parameters(), lr=cfg["lr"], momentum=cfg["momentum"])
    n, bs = len(X), cfg["batch_size"]
    train_curve = []
    for epoch in range(cfg["epochs"]):
        sgd.zero_grad()
        perm = torch.randperm(n)
        epoch_sse = 0.0
        for i in range(0, n, bs):
            idx = perm[i:i + bs]
            misfit = F.mse_loss(net(X[idx]), Y[idx])
            misfit.backward()
            sgd.step()
            epoch_sse += misfit.item() * len(idx)
        train_curve.append(epoch_sse / n)
    with torch.no_grad():
        val_mse = F.mse_loss(net(Xv), Yv).item()
    rmse_m = math.sqrt(val_mse) * head_scale if math.isfinite(val_mse) else float("nan")
    return rmse_m, train_curve
