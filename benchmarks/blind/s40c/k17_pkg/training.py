import torch
import torch.nn.functional as F


def train_surrogate(net, X, Y, epochs=60, batch=64, lr=3e-3, wd=1e-5):
    opt = torch.optim.AdamW(net.parameters(), lr=lr, weight_decay=wd)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=lr, total_steps=epochs * ((len(X) + batch - 1) // batch))
    losses = []
    for ep in range(epochs):
        perm = torch.randperm(len(X))
        for i in range(0, len(X), batch):
            idx = perm[i:i + batch]
            opt.zero_grad()
            l = F.mse_loss(net(X[idx]), Y[idx])
            l.backward()
            opt.step()
            sched.step()
            losses.append(l.item())
        if ep % 20 == 0 or ep == epochs - 1:
            print(f"epoch {ep:3d}  train MSE (scaled, log space) {sum(losses[-10:]) / 10:.5f}")
    return losses
