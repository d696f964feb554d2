import torch
import torch.nn.functional as F


def fit_round(net, opt, x, y, epochs=60, batch=25, kl_weight=1.0):
    n = len(y)
    for _ in range(epochs):
        for idx in torch.randperm(n).split(batch):
            bce = F.binary_cross_entropy_with_logits(net(x[idx]), y[idx])
            loss = bce + kl_weight * net.kl() / n
            opt.zero_grad()
            loss.backward()
            opt.step()
    return bce.item()


@torch.no_grad()
def predictive(net, x, draws=30):
    return torch.stack([torch.sigmoid(net(x)) for _ in range(draws)])
