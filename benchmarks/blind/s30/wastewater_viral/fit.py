import copy

import torch
import torch.nn.functional as F

from .modes import evaluating


def validation_mae(net, x, y):
    with evaluating(net), torch.no_grad():
        pred = net(x)
    return (torch.expm1(pred) - torch.expm1(y)).abs().mean().item()


def fit(net, train, valid, epochs=15, batch=64, lr=2e-3, patience=4):
    x, y = train
    opt = torch.optim.AdamW(net.parameters(), lr=lr, weight_decay=1e-3)
    sched = torch.optim.lr_scheduler.SequentialLR(
        opt,
        [torch.optim.lr_scheduler.LinearLR(opt, 0.2, 1.0, total_iters=2), torch.optim.lr_scheduler.ConstantLR(opt, 1.0)],
        milestones=[2],
    )
    best, best_state, waited = float("inf"), None, 0
    net.train()
    for epoch in range(epochs):
        order = torch.randperm(len(x))
        total = 0.0
        for i in range(0, len(order), batch):
            idx = order[i:i + batch]
            opt.zero_grad()
            err = F.mse_loss(net(x[idx]), y[idx])
            err.backward()
            opt.step()
            total += err.item() * len(idx)
        sched.step()
        mae = validation_mae(net, *valid)
        print(f"epoch {epoch + 1:2d}  train mse {total / len(order):.4f}  val mae {mae:.2f} admissions/day")
        if mae < best - 0.01:
            best, best_state, waited = mae, copy.deepcopy(net.state_dict()), 0
        else:
            waited += 1
            if waited >= patience:
                print("early stop")
                break
    net.load_state_dict(best_state)
    return best
