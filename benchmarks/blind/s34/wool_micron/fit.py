import torch
import torch.nn.functional as F


def fit(model, data, *, optimizer="Adam", lr=1e-3, epochs=10, batch_size=32, **opt_kwargs):
    params = [p for p in model.parameters() if p.requires_grad]
    opt = getattr(torch.optim, optimizer)(params, lr=lr, **opt_kwargs)
    x, y = data
    model.train()
    for _ in range(epochs):
        for idx in torch.randperm(len(x)).split(batch_size):
            opt.zero_grad()
            loss = F.mse_loss(model(x[idx]), y[idx])
            loss.backward()
            opt.step()
    return loss.item()


@torch.no_grad()
def errors(model, data):
    model.eval()
    x, y = data
    mae = (model(x) - y).abs().mean(0)
    return mae[0].item(), 10 * mae[1].item()
