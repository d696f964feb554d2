import torch
import torch.nn.functional as F


def one_cycle_fit(net, data, epochs, batch, max_lr, on_epoch):
    x, y = data
    steps = epochs * ((len(y) + batch - 1) // batch)
    opt = torch.optim.AdamW(net.parameters(), lr=max_lr, weight_decay=0.01)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=max_lr, total_steps=steps)
    for epoch in range(epochs):
        net.train()
        order, total = torch.randperm(len(y)), 0.0
        for i in range(0, len(order), batch):
            idx = order[i:i + batch]
            opt.zero_grad()
            ce = F.cross_entropy(net(x[idx]), y[idx])
            ce.backward()
            opt.step()
            sched.step()
            total += ce.item() * len(idx)
        on_epoch(epoch, total / len(y))
