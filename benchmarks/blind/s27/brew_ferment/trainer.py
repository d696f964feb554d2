import torch

from batches import shuffled


def fit(net, opt, objective, data, epochs, batch, evaluate):
    x, y = data
    for epoch in range(epochs):
        net.train()
        sums = torch.zeros(len(objective.names))
        for xb, yb in shuffled(x, y, batch):
            opt.zero_grad()
            weighted = objective(net(xb), yb)
            weighted.backward()
            opt.step()
            sums += weighted.detach()
        logs = dict(zip(objective.names, (sums * batch / len(y)).tolist()))
        print(f"epoch {epoch}:", {k: round(v, 4) for k, v in logs.items()}, evaluate())
