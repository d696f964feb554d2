import torch


def fit(net, opt, x, y, loss_fn, epochs=8, bs=128):
    hist = []
    for ep in range(epochs):
        net.train()
        tot = 0.0
        for b in torch.randperm(len(x)).split(bs):
            loss = loss_fn(net(x[b]), y[b])
            opt.zero_grad()
            loss.backward()
            opt.step()
            tot += loss.item() * len(b)
        hist.append(tot / len(x))
    return hist


@torch.no_grad()
def panel_metrics(net, x, y):
    net.eval()
    pred = net(x).argmax(1)
    mae = (pred - y).abs().float().mean().item()
    exact = (pred == y).float().mean().item()
    off_by_2 = ((pred - y).abs() >= 2).float().mean().item()
    return mae, exact, off_by_2
